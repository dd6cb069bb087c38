package dev.sdkbench.reports.render;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;

import dev.sdkbench.reports.json.ResultsFiles;
import dev.sdkbench.reports.model.Report;
import dev.sdkbench.reports.paired.PairedComparison;
import dev.sdkbench.reports.render.html.HtmlReport;
import dev.sdkbench.reports.render.html.RatioChart;
import dev.sdkbench.reports.render.jmh.JmhJson;
import dev.sdkbench.reports.render.markdown.MarkdownReport;

/**
 * Writes a report's files into one folder: {@code report.md}, {@code report.html},
 * {@code jmh-result.json} and, when the report has cases measured side by side,
 * {@code side-by-side.svg}, their paired ratios as a picture a repository page shows. Each is
 * written to a temporary file and moved into place, so a reader never sees half a report.
 *
 * @param markdown   the Markdown report
 * @param html       the self-contained HTML report
 * @param jmh        the JMH-format JSON
 * @param sideBySide the paired ratios' chart, or {@code null} when nothing ran side by side
 */
public record ReportFiles(Path markdown, Path html, Path jmh, Path sideBySide) {

    public static final String MARKDOWN = "report.md";
    public static final String HTML = "report.html";
    public static final String JMH = ResultsFiles.JMH_RESULT_FILE;
    public static final String SIDE_BY_SIDE = "side-by-side.svg";

    public static ReportFiles write(Report report, Path folder) throws IOException {
        Files.createDirectories(folder);
        List<PairedComparison> pairs = PairedComparison.of(report, PairedComparison.DEFAULT_TOLERANCE);
        Path chart = folder.resolve(SIDE_BY_SIDE);
        if (pairs.isEmpty()) {
            Files.deleteIfExists(chart);
        } else {
            write(chart, RatioChart.svg(pairs, RatioChart.TITLE));
        }
        return new ReportFiles(write(folder.resolve(MARKDOWN), MarkdownReport.render(report)),
                write(folder.resolve(HTML), HtmlReport.render(report)), write(folder.resolve(JMH), JmhJson.render(report)),
                pairs.isEmpty() ? null : chart);
    }

    /** The files written, the chart last when there is one. */
    public List<Path> all() {
        return sideBySide == null ? List.of(markdown, html, jmh) : List.of(markdown, html, jmh, sideBySide);
    }

    private static Path write(Path file, String text) throws IOException {
        Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
        Files.writeString(tmp, text);
        return Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }
}
