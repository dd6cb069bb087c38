package dev.sdkbench.reports.baseline;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

import dev.sdkbench.results.json.ResultsFileException;
import dev.sdkbench.results.json.ResultsFiles;
import dev.sdkbench.results.json.ResultsWriter;
import dev.sdkbench.reports.merge.MergedRuns;
import dev.sdkbench.results.model.Report;
import dev.sdkbench.results.model.RunFile;

/**
 * A saved run to compare later runs with: a folder of results files, one per benchmark class
 * ({@code <Class>.json}, as a published run's folder, written as {@link MergedRuns} writes them), with a {@code BASELINE.md} that says when
 * and from which files it was saved; or, for a run of one class, a single {@code .json} file.
 * Everything the engine wrote is kept, raw per-fork values and environment included.
 */
public final class Baseline {

    public static final String README = "BASELINE.md";

    private Baseline() {
    }

    /**
     * Reads {@code inputs} (results files, or folders holding them) and saves them as a baseline
     * at {@code target}: a folder, whose results files are replaced, or a {@code .json} file.
     *
     * @return the files written
     * @throws ResultsFileException when an input is missing or not a readable results file
     */
    public static List<Path> save(List<Path> inputs, Path target) throws IOException {
        Report report = MergedRuns.load(inputs);
        if (report.runs().isEmpty()) {
            throw new ResultsFileException(inputs.get(0), "holds no results files: run the benchmarks first "
                    + "(their results are target/sdkbench/<Class>/results.json)");
        }
        if (target.getFileName().toString().endsWith(".json")) {
            if (report.runs().size() != 1) {
                throw new IllegalArgumentException(target + ": a baseline file holds one benchmark class's run, but "
                        + report.runs().size() + " results files were given: save them to a folder instead");
            }
            ResultsWriter.write(report.runs().get(0).run(), target);
            return List.of(target);
        }
        List<Path> written = new ArrayList<>(MergedRuns.write(report, target, README));
        Files.writeString(target.resolve(README), readme(report));
        written.add(target.resolve(README));
        return written;
    }

    /** The baseline's runs: a baseline folder, a baseline file, or any results files. */
    public static Report load(Path baseline) throws ResultsFileException {
        if (!Files.exists(baseline)) {
            throw new ResultsFileException(baseline, "no such baseline: save one with `baseline <results...> --to "
                    + baseline + "`");
        }
        Report report = ResultsFiles.load(List.of(baseline));
        if (report.runs().isEmpty()) {
            throw new ResultsFileException(baseline, "holds no results files: it is not a baseline");
        }
        return report;
    }

    private static String readme(Report report) {
        StringBuilder md = new StringBuilder("# Baseline\n\n");
        md.append("Saved ").append(Instant.now()).append(" by `sdkbench-reports baseline` from:\n\n");
        for (RunFile f : report.runs()) {
            md.append("- `").append(f.source()).append("`: ").append(f.run().benchmarkName()).append(", ")
                    .append(f.run().library().label()).append(", ").append(f.run().cases().size()).append(" cases, run ")
                    .append(f.run().started()).append(f.run().publishable() ? "" : ", NOT PUBLISHABLE (failed cases are not compared)")
                    .append('\n');
        }
        md.append("\nEnvironments:\n\n");
        report.environments().forEach((e, classes) -> md.append("- ").append(e.fingerprint()).append(" (")
                .append(String.join(", ", classes)).append(")\n"));
        md.append("\nCompare a later run with it: `sdkbench-reports compare <this folder> <results...>`.\n");
        return md.toString();
    }
}
