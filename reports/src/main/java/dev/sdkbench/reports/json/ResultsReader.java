package dev.sdkbench.reports.json;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import dev.sdkbench.reports.model.Block;
import dev.sdkbench.reports.model.CaseResult;
import dev.sdkbench.reports.model.CaseSettings;
import dev.sdkbench.reports.model.Environment;
import dev.sdkbench.reports.model.FixtureCounters;
import dev.sdkbench.reports.model.Fork;
import dev.sdkbench.reports.model.ForkExit;
import dev.sdkbench.reports.model.ForkMeasurements;
import dev.sdkbench.reports.model.Latencies;
import dev.sdkbench.reports.model.Library;
import dev.sdkbench.reports.model.MachineNoise;
import dev.sdkbench.reports.model.Protocol;
import dev.sdkbench.reports.model.Run;
import dev.sdkbench.reports.model.RunSettings;
import dev.sdkbench.reports.model.SteadyState;
import dev.sdkbench.reports.model.Summary;

/**
 * Reads a results file into a {@link Run}. Rejects, naming the file and the field, a file that is
 * missing, not JSON, of another {@code schemaVersion}, or has a field of the wrong shape. Fields it
 * does not know are kept in each record's {@code extra}; figures it does not know are read into
 * the case's summaries by shape. Reads schemaVersion 2 and 1: a field that schemaVersion 1 did not
 * have takes what that version meant (SCHEMA.md, "Reading schemaVersion 1"), so both read into one model.
 *
 * <p>Uses only Jackson's tree API, which every Jackson 2.x has: in a benchmark module the
 * harness runs on whichever Jackson the measured SDK ships.
 */
public final class ResultsReader {

    private static final ObjectMapper JSON = new ObjectMapper();

    private ResultsReader() {
    }

    public static Run read(Path file) throws ResultsFileException {
        JsonNode root;
        try {
            root = JSON.readTree(Files.readAllBytes(file));
        } catch (NoSuchFileException e) {
            throw new ResultsFileException(file, "no such file");
        } catch (JsonProcessingException e) {
            throw new ResultsFileException(file, "not valid JSON (" + e.getOriginalMessage() + " at line "
                    + e.getLocation().getLineNr() + ", column " + e.getLocation().getColumnNr() + ")", e);
        } catch (IOException e) {
            throw new ResultsFileException(file, "cannot be read: " + e, e);
        }
        if (root == null || root.isMissingNode()) {
            throw new ResultsFileException(file, "is empty: a results file is a JSON object written by junit-sdkbench");
        }
        if (!root.isObject()) {
            throw new ResultsFileException(file, "is not a results file: its top level is a JSON " + root.getNodeType()
                    .name().toLowerCase(java.util.Locale.ROOT) + ", a results file's is an object with schemaVersion "
                    + Run.SCHEMA_VERSION);
        }
        JsonNode version = root.get("schemaVersion");
        if (version == null || !version.isIntegralNumber()) {
            throw new ResultsFileException(file, "has no schemaVersion"
                    + (version == null ? "" : " number (found " + Fields.describe(version) + ")")
                    + ": it is not a junit-sdkbench results file, or one from before schemaVersion " + Run.SCHEMA_VERSION);
        }
        if (version.intValue() < Run.OLDEST_READ || version.intValue() > Run.SCHEMA_VERSION) {
            throw new ResultsFileException(file, "has schemaVersion " + version.intValue() + "; this reader reads "
                    + Run.OLDEST_READ + " to " + Run.SCHEMA_VERSION + ": render it with the junit-sdkbench version that wrote it");
        }
        try {
            return run(Fields.of(root, ""));
        } catch (Fields.Problem | ArithmeticException e) {
            throw new ResultsFileException(file, e.getMessage(), e);
        }
    }

    /** Reads an already parsed results object (schema version checked by the caller). */
    static Run run(Fields f) {
        int schemaVersion = f.requiredInt("schemaVersion");
        String benchmark = f.requiredText("benchmark");
        Library library = Library.parse(f.text("library"));
        Instant started = instant(f, "started");
        Instant finished = instant(f, "finished");
        boolean publishable = f.bool("publishable", false);
        List<String> failures = f.strings("failures");
        Fields env = f.object("environment");
        Environment environment = environment(env == null ? Fields.of(JSON.createObjectNode(), "environment") : env);
        List<Double> loadAtEnd = f.numbers("loadAtEnd");
        Fields s = f.object("settings");
        RunSettings settings = s == null ? new RunSettings(0, 0, false, null, 0, Map.of())
                : new RunSettings(s.longValue("seed", 0), s.integer("workers", 0), s.bool("pin", false),
                        s.text("fixturePlacement"), s.longValue("fixtureDelayMicros", 0), s.rest());
        JsonNode cases = f.requiredArray("cases");
        List<CaseResult> results = new ArrayList<>();
        for (int i = 0; i < cases.size(); i++) {
            results.add(caseResult(Fields.of(cases.get(i), "cases[" + i + "]")));
        }
        return new Run(schemaVersion, benchmark, library, started, finished, publishable, failures, environment, loadAtEnd,
                settings, results, f.rest());
    }

    private static Instant instant(Fields f, String name) {
        String text = f.text(name);
        if (text == null) {
            return null;
        }
        try {
            return Instant.parse(text);
        } catch (DateTimeParseException e) {
            throw new Fields.Problem(f.path(name) + " must be an ISO-8601 instant such as 2026-11-30T12:48:38Z, was \""
                    + text + "\"");
        }
    }

    private static Environment environment(Fields e) {
        return new Environment(e.text("host"), e.text("cpuModel"), e.text("kernel"), e.text("javaVersion"),
                e.text("javaVm"), e.text("javaExecutable"), e.integer("cores", 0), e.numbers("loadAtStart"),
                e.text("cpuPlan"), e.text("isolation"), e.text("fixtureRecording"), e.text("library"),
                e.integer("classpathJars", 0), e.number("classpathMiB"), e.strings("classpath"),
                e.strings("harnessClasspath"), machineNoise(e.object("machineNoise")), e.rest());
    }

    private static MachineNoise machineNoise(Fields n) {
        if (n == null) {
            return null;
        }
        return new MachineNoise(reading(n.object("before")), reading(n.object("after")), n.rest());
    }

    /** A reading's members: objects with a median are measures, the rest values (steal %, cpu…). */
    private static MachineNoise.Reading reading(Fields r) {
        if (r == null) {
            return null;
        }
        Map<String, MachineNoise.Measure> measures = new LinkedHashMap<>();
        for (String name : r.names()) {
            JsonNode value = r.raw(name);
            if (value != null && value.isObject() && value.has("median")) {
                Fields m = Fields.of(value, r.path(name));
                measures.put(name, new MachineNoise.Measure(m.number("median"), m.number("iqrPercent"), m.rest()));
            }
        }
        Map<String, JsonNode> values = new LinkedHashMap<>();
        for (String name : r.names()) {
            if (!measures.containsKey(name)) {
                values.put(name, r.raw(name));
            }
        }
        return new MachineNoise.Reading(measures, values);
    }

    private static CaseResult caseResult(Fields c) {
        String id = c.requiredText("id");
        boolean ok = c.requiredBool("ok");
        Fields s = c.object("settings");
        CaseSettings settings = s == null ? null : caseSettings(s, id);
        Map<String, Summary> summaries = new LinkedHashMap<>();
        Map<String, Latencies> latencies = new LinkedHashMap<>();
        Map<String, JsonNode> summaryExtra = new LinkedHashMap<>();
        Fields summary = c.object("summary");
        boolean hasSteadyState = summary != null && summary.names().contains("steadyState");
        SteadyState steadyState = null;
        if (summary != null) {
            for (String name : summary.names()) {
                JsonNode value = summary.raw(name);
                if (name.equals("steadyState")) {
                    Fields state = summary.object(name);
                    steadyState = state == null ? null : steadyState(state);
                } else if (isGroup(value)) {
                    // A group of figures (e.g. earlyStream): its members are read as "group.member".
                    Fields group = Fields.of(value, summary.path(name));
                    for (String member : group.names()) {
                        figure(name + "." + member, group.raw(member), group, summaries, latencies, summaryExtra);
                    }
                } else {
                    figure(name, value, summary, summaries, latencies, summaryExtra);
                }
            }
        }
        int skipped = c.integer("skippedForks", 0);
        List<Fork> forks = new ArrayList<>();
        JsonNode array = c.array("forks");
        for (int i = 0; array != null && i < array.size(); i++) {
            forks.add(fork(Fields.of(array.get(i), c.path("forks") + "[" + i + "]")));
        }
        if (settings == null) {
            settings = new CaseSettings(id, null, false, null, 0, null, null,
                    new CaseSettings.Startup(forks.size() + skipped, forks.size() + skipped, 0, 0, 0, 0),
                    new CaseSettings.Steady(false, 0, 0, 0, 0, 0, 0), null, List.of(), 0, Map.of());
        }
        // schemaVersion 1 has no steady state, fewest forks or fork stop: its forks' steady blocks, every planned fork, most or failed.
        if (!hasSteadyState) {
            steadyState = SteadyState.fromForks(settings, forks);
        }
        int fewest = c.integer("fewestForks", settings.forks());
        String stop = c.names().contains("forkStop") ? c.text("forkStop") : null;
        Map<String, JsonNode> rest = c.rest();
        if (!c.names().contains("forkStop")) {
            stop = CaseResult.legacyStop(rest, skipped, forks);
        }
        return new CaseResult(id, ok, settings, summaries, latencies, summaryExtra, steadyState, skipped, fewest, stop, forks,
                rest);
    }

    private static SteadyState steadyState(Fields s) {
        return new SteadyState(s.integer("forks", 0), s.integer("settledForks", 0), s.bool("settled", false),
                s.text("reason"), s.number("warmupSecondsMax"), s.number("warmupCapSeconds"),
                s.longValue("timedCompileMillisMax", -1), s.number("errorMicros"), s.numbers("forkErrorMicros"), s.rest());
    }

    /** An object of figures rather than one figure: every member that is an object holds a median or p50. */
    private static boolean isGroup(JsonNode value) {
        if (!value.isObject() || value.has("median") || value.has("p50Micros") || value.isEmpty()) {
            return false;
        }
        boolean anyFigure = false;
        for (JsonNode member : value) {
            if (member.isObject()) {
                if (!member.has("median") && !member.has("p50Micros")) {
                    return false;
                }
                anyFigure = true;
            } else if (!member.isNull()) {
                return false;
            }
        }
        return anyFigure;
    }

    private static void figure(String name, JsonNode value, Fields parent, Map<String, Summary> summaries,
                               Map<String, Latencies> latencies, Map<String, JsonNode> extra) {
        String member = name.substring(name.lastIndexOf('.') + 1);
        if (value.isObject() && value.has("median")) {
            summaries.put(name, summary(Fields.of(value, parent.path(member))));
        } else if (value.isObject() && value.has("p50Micros")) {
            latencies.put(name, latencies(Fields.of(value, parent.path(member))));
        } else {
            extra.put(name, value);
        }
    }

    /** A case's settings; a field schemaVersion 1 lacks takes its meaning there (every planned fork ran, no steady forks). */
    private static CaseSettings caseSettings(Fields s, String id) {
        String settingsId = s.text("id");
        int forks = s.integer("forks", 0);
        CaseSettings.Startup startup = new CaseSettings.Startup(forks, s.integer("minForks", forks), s.integer("warmup", 0),
                s.integer("requests", 0), s.numberOr("precision", 0), s.longValue("caseBudgetSeconds", 0));
        CaseSettings.Steady steady = new CaseSettings.Steady(s.bool("steady", false), s.integer("steadyForks", 0),
                s.longValue("steadyIterationMillis", 0), s.integer("steadyWindow", 0), s.numberOr("steadyTolerance", 0),
                s.longValue("steadyWarmupMillis", 0), s.integer("steadyIterations", 0));
        return new CaseSettings(settingsId == null ? id : settingsId, s.text("dialect"), s.bool("stream", false),
                s.text("prompt"), s.integer("maxTokens", 0), s.text("model"), s.text("expect"), startup, steady,
                s.text("heap"), s.strings("jvmArgs"), s.integer("forkTimeoutSeconds", 0), s.rest());
    }

    static Summary summary(Fields s) {
        double median = s.requiredDouble("median");
        double p25 = s.requiredDouble("p25");
        double p75 = s.requiredDouble("p75");
        double min = s.requiredDouble("min");
        double max = s.requiredDouble("max");
        int n = s.requiredInt("n");
        double ciLow = s.number("ciLow");
        double ciHigh = s.number("ciHigh");
        List<Double> values = s.numbers("values");
        if (s.array("values") != null && values.size() != n) {
            throw new Fields.Problem(s.path("n") + " is " + n + " but " + s.path("values") + " holds " + values.size()
                    + " values");
        }
        return new Summary(median, p25, p75, min, max, n, ciLow, ciHigh, values);
    }

    private static Latencies latencies(Fields l) {
        return new Latencies(l.requiredDouble("p50Micros"), l.number("p90Micros"), l.number("p99Micros"),
                l.number("maxMicros"), l.longValue("count", 0));
    }

    private static Fork fork(Fields f) {
        Fields exit = f.object("exit");
        Fields result = f.object("result");
        Fields fixture = f.object("fixture");
        return new Fork(f.requiredInt("fork"), protocol(f), f.integer("worker", 0), f.integerOrNull("cpu"), f.text("failure"),
                exit == null ? null : new ForkExit(exit.integerOrNull("exitCode"), exit.number("lifetimeMillis"),
                        exit.numberOrNull("firstResponseMillis"), exit.numberOrNull("exitMillis")),
                result == null ? null : measurements(result), fixture == null ? null : fixture(fixture),
                f.strings("command"), f.strings("jvmOptions"), f.text("evidence"), f.rest());
    }

    /** The fork's protocol; a schemaVersion 1 fork has none and is a start-up fork (that also ran a steady block). */
    private static Protocol protocol(Fields f) {
        String name = f.text("protocol");
        if (name == null) {
            return Protocol.STARTUP;
        }
        try {
            return Protocol.valueOf(name);
        } catch (IllegalArgumentException e) {
            throw new Fields.Problem(f.path("protocol") + " must be STARTUP or STEADY, was \"" + name + "\"");
        }
    }

    private static ForkMeasurements measurements(Fields r) {
        Fields affinity = r.object("threadAffinity");
        Map<String, Integer> threads = new LinkedHashMap<>();
        if (affinity != null) {
            affinity.names().forEach(cpus -> threads.put(cpus, affinity.integer(cpus, 0)));
        }
        return new ForkMeasurements(r.text("outcome"), r.text("failure"), r.longValue("calls", 0), block(r.object("early")),
                block(r.object("steady")), r.longValue("rssKiB", -1), r.longValue("hwmKiB", -1), r.longValue("gcCount", -1),
                r.longValue("gcMillis", -1), r.text("gcNames"), r.longValue("classesLoaded", -1),
                r.integer("availableProcessors", -1), threads, r.number("firstResponseUptimeMillis"), r.text("javaVersion"),
                r.text("javaVm"), r.text("inputArguments"), r.rest());
    }

    private static Block block(Fields b) {
        return b == null ? null : new Block(b.integer("warmupCalls", 0), b.integer("requests", 0), b.number("meanMicros"),
                b.number("allocBytesPerRequest"), b.text("histogram"), b.bool("settled", false),
                b.longValue("compileMillis", -1), b.numbers("iterationMicros"), b.longValue("warmupMillis", -1),
                b.text("unsettled"), b.rest());
    }

    private static FixtureCounters fixture(Fields x) {
        return new FixtureCounters(x.longValue("total", 0), x.counts("byDialect"), x.counts("byPath"),
                x.counts("byProtocol"), x.longValue("requestBytes", 0), x.longValue("streamed", 0),
                x.longValue("connections", 0), x.longValue("h2cUpgrades", 0), x.longValue("faults", 0),
                violations(x), x.rest());
    }

    private static List<JsonNode> violations(Fields x) {
        List<JsonNode> out = new ArrayList<>();
        JsonNode array = x.array("violations");
        for (int i = 0; array != null && i < array.size(); i++) {
            out.add(array.get(i));
        }
        return out;
    }
}
