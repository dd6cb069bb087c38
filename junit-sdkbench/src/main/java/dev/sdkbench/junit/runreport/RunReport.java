package dev.sdkbench.junit.runreport;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

import dev.sdkbench.results.json.ResultsFiles;
import dev.sdkbench.results.model.Report;
import dev.sdkbench.reports.render.ReportFiles;

/**
 * The report of one test run: every {@code results.json} written below the results folder
 * ({@code target/sdkbench}) since the run started, rendered into the folder beside it
 * ({@code target/sdkbench-reports}, next to {@code target/surefire-reports}). Files from earlier
 * runs are left out, so a re-run of one class reports that class.
 */
public final class RunReport {

    /** The report folder's name, beside the results folder. */
    public static final String FOLDER = "sdkbench-reports";

    private RunReport() {
    }

    /** The folder a run's report goes to: {@code sdkbench-reports} beside {@code resultsRoot}. */
    public static Path folderFor(Path resultsRoot) {
        Path absolute = resultsRoot.toAbsolutePath().normalize();
        return absolute.resolveSibling(FOLDER);
    }

    /**
     * Renders the results files written since {@code since}, prints what it wrote to {@code out};
     * empty when the run wrote none.
     */
    public static Optional<ReportFiles> write(Path resultsRoot, FileTime since, PrintStream out) throws IOException {
        List<Path> files = writtenSince(resultsRoot, since);
        if (files.isEmpty()) {
            return Optional.empty();
        }
        Report report = ResultsFiles.load(files);
        ReportFiles written = ReportFiles.write(report, folderFor(resultsRoot));
        out.println();
        out.println("junit-sdkbench report of " + files.size() + " benchmark class(es), " + report.rows().size() + " case(s): "
                + (report.publishable() ? "publishable" : "NOT PUBLISHABLE, " + report.failures().size() + " failure(s)"));
        report.failures().forEach(f -> out.println("  FAILED " + f.line()));
        report.findings().forEach(f -> out.println("  CLIENT FINDING " + f.line()));
        written.all().forEach(p -> out.println("  " + p));
        return Optional.of(written);
    }

    static List<Path> writtenSince(Path resultsRoot, FileTime since) throws IOException {
        if (!Files.isDirectory(resultsRoot)) {
            return List.of();
        }
        try (Stream<Path> walk = Files.walk(resultsRoot)) {
            return walk.filter(p -> p.getFileName().toString().equals(ResultsFiles.RESULTS_FILE))
                    .filter(p -> modified(p).compareTo(since) >= 0).sorted().toList();
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
    }

    private static FileTime modified(Path file) {
        try {
            return Files.getLastModifiedTime(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
