package dev.sdkbench.reports.merge;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;

import dev.sdkbench.results.json.ResultsFileException;
import dev.sdkbench.results.json.ResultsFiles;
import dev.sdkbench.results.json.ResultsWriter;
import dev.sdkbench.results.model.CaseResult;
import dev.sdkbench.results.model.Environment;
import dev.sdkbench.results.model.Report;
import dev.sdkbench.results.model.Run;
import dev.sdkbench.results.model.RunFile;

/**
 * Results files from several machines or CI shards as one results set: a folder with one file
 * per class run ({@code <Class>.json}; a class run on several machines gives
 * {@code <Class>-2.json}…), each keeping its own environment, and {@code MERGED.md}, which lists
 * every case with the environment it ran on. Every report command reads the folder as one run.
 */
public final class MergedRuns {

    public static final String README = "MERGED.md";

    private MergedRuns() {
    }

    /**
     * Reads every input and writes the merged set into {@code folder}, replacing its results files.
     * The same class run given twice (same class, start and host) is kept once. Shards of one CI
     * matrix ran on machines of one kind; results from different environments are refused unless
     * {@code allowEnvironmentMismatch}, because their figures are not comparable with each other.
     *
     * @throws ResultsFileException when an input is missing or not a readable results file
     * @throws IOException          naming the environments when they differ and that is not allowed
     */
    public static Report merge(List<Path> inputs, Path folder, boolean allowEnvironmentMismatch) throws IOException {
        Report merged = load(inputs);
        if (merged.runs().isEmpty()) {
            throw new ResultsFileException(inputs.get(0), "holds no results files: nothing to merge");
        }
        Map<String, String> kinds = new LinkedHashMap<>();
        merged.environments().keySet().forEach(e -> kinds.putIfAbsent(e.machineKind(), e.host()));
        if (kinds.size() > 1 && !allowEnvironmentMismatch) {
            StringBuilder which = new StringBuilder();
            kinds.forEach((kind, host) -> which.append("\n  ").append(host).append(": ").append(kind));
            throw new IOException("the results come from " + kinds.size() + " different kinds of machine, whose figures"
                    + " are not comparable with each other:" + which + "\nrun every shard on one kind of machine, or pass"
                    + " --allow-environment-mismatch to merge them anyway (each case keeps its environment in MERGED.md)");
        }
        write(merged, folder, README);
        Files.writeString(folder.resolve(README), readme(merged));
        return merged;
    }

    /**
     * Writes each run of {@code report} into {@code folder} as {@code <Class>.json}, replacing the
     * folder's {@code .json} files, which is only done in an empty folder or one that holds
     * {@code marker}, the README its writer leaves ({@code MERGED.md}, {@code BASELINE.md}).
     */
    public static List<Path> write(Report report, Path folder, String marker) throws IOException {
        Files.createDirectories(folder);
        try (Stream<Path> entries = Files.list(folder)) {
            // Replacing results files is only safe in a folder made for them.
            if (entries.findAny().isPresent() && !Files.exists(folder.resolve(marker))) {
                throw new IOException(folder + ": is not empty and holds no " + marker + " (it was not written by this"
                        + " command): choose an empty or new folder");
            }
        }
        try (Stream<Path> old = Files.list(folder)) {
            for (Path stale : old.filter(p -> p.getFileName().toString().endsWith(".json")).toList()) {
                Files.delete(stale);
            }
        }
        List<Path> written = new ArrayList<>();
        Set<String> names = new HashSet<>();
        for (RunFile f : report.runs()) {
            String name = f.run().benchmarkName();
            for (int i = 2; !names.add(name); i++) {
                name = f.run().benchmarkName() + "-" + i;
            }
            Path file = folder.resolve(name + ".json");
            ResultsWriter.write(f.run(), file);
            written.add(file);
        }
        return written;
    }

    /**
     * Reads every input (results files, or folders holding them) as one report; the same class run
     * given twice (same class, start and host, e.g. a file and a copy of it) is kept once.
     */
    public static Report load(List<Path> inputs) throws ResultsFileException {
        Report report = ResultsFiles.load(inputs);
        Map<String, RunFile> byRun = new LinkedHashMap<>();
        for (RunFile f : report.runs()) {
            Run run = f.run();
            byRun.putIfAbsent(run.benchmark() + "|" + run.started() + "|" + run.environment().host(), f);
        }
        return new Report(List.copyOf(byRun.values()));
    }

    /** Every case with its environment: which machine, CPU, JDK and plan measured it. */
    static String readme(Report report) {
        StringBuilder md = new StringBuilder("# Merged results\n\n");
        Map<String, Integer> environments = new LinkedHashMap<>();
        report.environments().keySet().forEach(e -> environments.put(e.fingerprint(), environments.size() + 1));
        md.append(report.runs().size()).append(" class runs from ").append(environments.size()).append(" environment")
                .append(environments.size() == 1 ? "" : "s").append(". Figures from different environments are not comparable "
                        + "with each other: read each row with its environment.\n\n");
        md.append("| environment | host | CPU | cores | kernel | JDK | CPU plan |\n|---|---|---|---|---|---|---|\n");
        report.environments().keySet().forEach(e -> md.append("| E").append(environments.get(e.fingerprint())).append(" | ")
                .append(cell(e.host())).append(" | ").append(cell(e.cpuModel())).append(" | ").append(e.cores()).append(" | ")
                .append(cell(e.kernel())).append(" | ").append(cell(e.javaVm())).append(" | ").append(cell(e.cpuPlan()))
                .append(" |\n"));
        shards(md, report);
        md.append("\n| case | library | status | environment | shard | source |\n|---|---|---|---|---|---|\n");
        for (Report.Row row : report.rows()) {
            Environment e = row.run().environment();
            CaseResult c = row.result();
            md.append("| ").append(row.run().benchmarkName()).append('.').append(c.id()).append(" | ")
                    .append(cell(row.library().label())).append(" | ").append(c.status()).append(" | E")
                    .append(environments.get(e.fingerprint())).append(" | ").append(cell(row.run().settings().shard()))
                    .append(" | `").append(row.file().source()).append("` |\n");
        }
        return md.toString();
    }

    /**
     * Which CI shards the set holds, and which of their matrix it lacks: a shard's cases are in no other. Each
     * case ran in one shard, and each reference case in every shard that reads it, where its readers are paired
     * with it alone.
     */
    private static void shards(StringBuilder md, Report report) {
        Set<String> shards = new TreeSet<>();
        report.runs().forEach(f -> {
            if (f.run().settings().shard() != null) {
                shards.add(f.run().settings().shard());
            }
        });
        if (shards.isEmpty()) {
            return;
        }
        md.append("\nCI shards: ").append(String.join(", ", shards)).append(". Each case ran in one shard; a reference case")
                .append(" ran in every shard that reads it, has a row per shard, and is paired only with its own shard's cases.");
        Set<String> missing = new TreeSet<>();
        shards.forEach(label -> {
            int count = Integer.parseInt(label.substring(label.indexOf('/') + 1));
            for (int k = 1; k <= count; k++) {
                if (!shards.contains(k + "/" + count)) {
                    missing.add(k + "/" + count);
                }
            }
        });
        if (!missing.isEmpty()) {
            md.append(" **No results from shard ").append(String.join(", ", missing)).append("**: any cases of theirs are not in this set.");
        }
        md.append('\n');
    }

    private static String cell(String text) {
        return Objects.toString(text, "-").replace("|", "\\|");
    }
}
