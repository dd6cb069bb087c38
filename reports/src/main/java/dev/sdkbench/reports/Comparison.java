package dev.sdkbench.reports;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * The SDK comparison in the seed's shape, from the {@code results.json} files of one run: one row
 * per case, medians over forks with p25–p75. Generated, never typed.
 */
public final class Comparison {

    /** The results schema this reader understands. */
    static final int SCHEMA_VERSION = 1;

    private static final ObjectMapper JSON = new ObjectMapper();

    /** One case of one results file. */
    record Row(String library, String version, String caseId, String dialect, boolean ok, int forksPassed, int forks,
               double footprintMiB, int jars, JsonNode summary) {
    }

    private final List<Row> rows;
    private final List<String> failures;
    private final List<Path> sources;

    private Comparison(List<Row> rows, List<String> failures, List<Path> sources) {
        this.rows = rows;
        this.failures = failures;
        this.sources = sources;
    }

    /** Reads every {@code results.json} below {@code root} (e.g. {@code example-tests}). */
    public static Comparison collect(Path root) throws IOException {
        List<Path> files;
        try (Stream<Path> walk = Files.walk(root)) {
            files = walk.filter(p -> p.getFileName().toString().equals("results.json"))
                    .filter(p -> p.getParent().getParent() != null && p.getParent().getParent().getFileName().toString().equals("sdkbench"))
                    .sorted().toList();
        }
        return of(files);
    }

    public static Comparison of(List<Path> files) throws IOException {
        List<Row> rows = new ArrayList<>();
        List<String> failures = new ArrayList<>();
        for (Path file : files) {
            JsonNode run = read(file);
            String[] library = splitVersion(run.path("library").asText(""));
            JsonNode environment = run.path("environment");
            for (JsonNode c : run.path("cases")) {
                JsonNode summary = c.path("summary");
                rows.add(new Row(library[0], library[1], c.path("id").asText(), c.path("settings").path("dialect").asText(),
                        c.path("ok").asBoolean(), summary.path("earlyMicros").path("n").asInt(),
                        c.path("settings").path("forks").asInt(), environment.path("classpathMiB").asDouble(),
                        environment.path("classpathJars").asInt(), summary));
            }
            run.path("failures").forEach(f -> failures.add(f.asText()));
        }
        rows.sort(Comparator.comparing(Row::library).thenComparing(Row::caseId));
        return new Comparison(rows, failures, files);
    }

    public boolean publishable() {
        return failures.isEmpty() && rows.stream().allMatch(Row::ok) && !rows.isEmpty();
    }

    /** The Markdown page: verdict, headline table, variation table, sources. */
    public String markdown() {
        StringBuilder md = new StringBuilder();
        md.append("# Java LLM SDK comparison\n\n");
        if (!publishable()) {
            md.append("**NOT PUBLISHABLE**: ").append(rows.isEmpty() ? "no results were found" : "a case failed").append(".\n\n");
            failures.forEach(f -> md.append("- ").append(f).append('\n'));
            md.append('\n');
        }
        md.append("Medians over fresh, CPU-pinned JVMs (p25–p75 in the second table). *Early* is the seed's figure")
                .append(" (mean µs per call over the timed block right after a short warmup); *steady* is the mean once")
                .append(" the JIT has settled. Footprint is the case's runtime jars.\n\n");
        md.append("| Library | Version | Case | Footprint MiB | Jars | First response ms | Early µs | Steady µs | Memory MiB | Alloc KiB/call | p99 µs | Forks |\n");
        md.append("|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n");
        for (Row r : rows) {
            JsonNode s = r.summary();
            JsonNode latency = s.path("steadyLatency").isObject() ? s.path("steadyLatency") : s.path("earlyLatency");
            md.append("| ").append(r.library()).append(" | ").append(r.version()).append(" | ").append(r.caseId())
                    .append(r.ok() ? "" : " (FAILED)").append(" | ").append(fmt(r.footprintMiB(), 2)).append(" | ").append(r.jars())
                    .append(" | ").append(median(s, "firstResponseMs", 0)).append(" | ").append(median(s, "earlyMicros", 1))
                    .append(" | ").append(median(s, "steadyMicros", 1)).append(" | ").append(median(s, "rssMiB", 1))
                    .append(" | ").append(median(s, "allocKiB", 2)).append(" | ")
                    .append(latency.isObject() ? fmt(latency.path("p99Micros").asDouble(), 1) : "–")
                    .append(" | ").append(r.forksPassed()).append('/').append(r.forks()).append(" |\n");
        }
        md.append("\n## Variation (p25–p75)\n\n");
        md.append("| Library | Case | First response ms | Early µs | Steady µs | Steady 95% CI of the median | Memory MiB |\n");
        md.append("|---|---|---:|---:|---:|---:|---:|\n");
        for (Row r : rows) {
            JsonNode s = r.summary();
            md.append("| ").append(r.library()).append(" | ").append(r.caseId()).append(" | ").append(spread(s, "firstResponseMs", 0))
                    .append(" | ").append(spread(s, "earlyMicros", 1)).append(" | ").append(spread(s, "steadyMicros", 1))
                    .append(" | ").append(interval(s.path("steadyMicros"))).append(" | ").append(spread(s, "rssMiB", 1)).append(" |\n");
        }
        md.append("\nPercentiles by linear interpolation (type 7); the interval is a 95% bootstrap interval of the median.\n\n");
        md.append("## Sources\n\n");
        sources.forEach(p -> md.append("- `").append(p).append("`\n"));
        return md.toString();
    }

    private static JsonNode read(Path file) throws IOException {
        JsonNode run;
        try {
            run = JSON.readTree(file.toFile());
        } catch (JsonProcessingException e) {
            throw new IOException(file + " is not valid JSON: " + e.getOriginalMessage(), e);
        }
        if (run == null || !run.isObject()) {
            throw new IOException(file + " is empty or not a JSON object");
        }
        int version = run.path("schemaVersion").asInt(-1);
        if (version != SCHEMA_VERSION) {
            throw new IOException(file + " has schemaVersion " + (version < 0 ? "missing" : version) + "; this reader understands "
                    + SCHEMA_VERSION);
        }
        return run;
    }

    /** {@code "openai-java 4.105.0"} as name and version; the version is the last word when it starts with a digit. */
    static String[] splitVersion(String library) {
        int space = library.lastIndexOf(' ');
        if (space > 0 && Character.isDigit(library.charAt(space + 1))) {
            return new String[] {library.substring(0, space), library.substring(space + 1)};
        }
        return new String[] {library.isEmpty() ? "?" : library, ""};
    }

    private static String median(JsonNode summary, String figure, int decimals) {
        JsonNode s = summary.path(figure);
        return s.path("n").asInt() == 0 ? "–" : fmt(s.path("median").asDouble(), decimals);
    }

    private static String spread(JsonNode summary, String figure, int decimals) {
        JsonNode s = summary.path(figure);
        return s.path("n").asInt() == 0 ? "–" : fmt(s.path("p25").asDouble(), decimals) + "–" + fmt(s.path("p75").asDouble(), decimals);
    }

    private static String interval(JsonNode s) {
        return s.path("n").asInt() == 0 ? "–" : fmt(s.path("ciLow").asDouble(), 1) + "–" + fmt(s.path("ciHigh").asDouble(), 1);
    }

    private static String fmt(double value, int decimals) {
        return String.format(Locale.ROOT, "%." + decimals + "f", value);
    }
}
