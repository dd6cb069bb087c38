package dev.sdkbench.reports.render;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;

import dev.sdkbench.results.json.ResultsFiles;
import dev.sdkbench.results.model.Report;
import dev.sdkbench.results.stats.paired.PairedComparison;
import dev.sdkbench.reports.render.history.BencherJson;
import dev.sdkbench.reports.render.history.BenchmarkActionJson;
import dev.sdkbench.reports.render.html.HtmlReport;
import dev.sdkbench.reports.render.html.LoadChart;
import dev.sdkbench.reports.render.html.RatioChart;
import dev.sdkbench.reports.render.jmh.JmhJson;
import dev.sdkbench.reports.render.markdown.MarkdownReport;
import dev.sdkbench.reports.render.markdown.SummaryMarkdown;

/**
 * Writes a report's files into one folder: {@code report.md}, {@code report.html}, {@code summary.md} (a pull
 * request comment's worth), the history tools' {@code jmh-result.json}, {@code bencher.json} and
 * {@code benchmark-action.json}, and, when the report has cases measured side by side, {@code side-by-side.svg},
 * their paired ratios as a picture a repository page shows, and, when cases ran load forks, {@code load-<dialect>.svg},
 * their curves against the callers N, one chart per fixture dialect. Each is written to a temporary file and moved into
 * place, so a reader never sees half a report.
 *
 * @param markdown        the Markdown report
 * @param html            the self-contained HTML report
 * @param summary         the verdicts and failures, under {@link SummaryMarkdown#LIMIT} characters
 * @param jmh             the JMH-format JSON
 * @param bencher         the Bencher Metric Format JSON
 * @param benchmarkAction github-action-benchmark's {@code customSmallerIsBetter} JSON
 * @param sideBySide      the paired ratios' chart, or {@code null} when nothing ran side by side
 * @param loadCharts      the load curves' charts, one per dialect of the cases that ran a load fork (none without)
 */
public record ReportFiles(Path markdown, Path html, Path summary, Path jmh, Path bencher, Path benchmarkAction,
                          Path sideBySide, List<Path> loadCharts) {

    public static final String MARKDOWN = "report.md";
    public static final String HTML = "report.html";
    public static final String SUMMARY = "summary.md";
    public static final String JMH = ResultsFiles.JMH_RESULT_FILE;
    public static final String BENCHER = ResultsFiles.BENCHER_FILE;
    public static final String BENCHMARK_ACTION = ResultsFiles.BENCHMARK_ACTION_FILE;
    public static final String SIDE_BY_SIDE = "side-by-side.svg";

    public ReportFiles {
        loadCharts = List.copyOf(loadCharts);
    }

    public static ReportFiles write(Report report, Path folder) throws IOException {
        return write(report, folder, null);
    }

    /**
     * The report's files, the chart's axis naming what the cases are read against as {@code referenceName}
     * ("the raw JDK client"), which the results files do not record; {@code null} names it from the files.
     */
    public static ReportFiles write(Report report, Path folder, String referenceName) throws IOException {
        Files.createDirectories(folder);
        List<PairedComparison> pairs = PairedComparison.of(report);
        Path chart = folder.resolve(SIDE_BY_SIDE);
        if (pairs.isEmpty()) {
            Files.deleteIfExists(chart);
        } else {
            write(chart, RatioChart.svg(report, referenceName));
        }
        List<Path> loadCharts = loadCharts(report, folder);
        Path markdown = write(folder.resolve(MARKDOWN), MarkdownReport.render(report));
        return new ReportFiles(markdown, write(folder.resolve(HTML), HtmlReport.render(report, referenceName)),
                write(folder.resolve(SUMMARY), SummaryMarkdown.render(report, shown(markdown))),
                write(folder.resolve(JMH), JmhJson.render(report)), write(folder.resolve(BENCHER), BencherJson.render(report)),
                write(folder.resolve(BENCHMARK_ACTION), BenchmarkActionJson.render(report)), pairs.isEmpty() ? null : chart,
                loadCharts);
    }

    /** The files written, the charts last when there are any. */
    public List<Path> all() {
        List<Path> all = new ArrayList<>(List.of(markdown, html, summary, jmh, bencher, benchmarkAction));
        if (sideBySide != null) {
            all.add(sideBySide);
        }
        all.addAll(loadCharts);
        return List.copyOf(all);
    }

    /** A chart per dialect of the cases that ran a load fork; a load chart of an earlier report that this one lacks is removed. */
    private static List<Path> loadCharts(Report report, Path folder) throws IOException {
        List<Path> charts = new ArrayList<>();
        for (String dialect : LoadChartFiles.dialects(report)) {
            charts.add(write(folder.resolve(LoadChartFiles.fileName(dialect)), LoadChart.svg(report, dialect)));
        }
        try (DirectoryStream<Path> old = Files.newDirectoryStream(folder, LoadChartFiles.GLOB)) {
            for (Path file : old) {
                if (!charts.contains(file)) {
                    Files.delete(file);
                }
            }
        }
        return charts;
    }

    /** The file as a reader of the summary finds it: relative to the working folder when it is below it, else whole. */
    static String shown(Path file) {
        Path absolute = file.toAbsolutePath().normalize();
        Path here = Path.of("").toAbsolutePath();
        return absolute.startsWith(here) ? here.relativize(absolute).toString() : absolute.toString();
    }

    private static Path write(Path file, String text) throws IOException {
        Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
        Files.writeString(tmp, text);
        return Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }
}
