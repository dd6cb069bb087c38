package dev.sdkbench.reports.render;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;

import dev.sdkbench.reports.json.ResultsFiles;
import dev.sdkbench.reports.model.Report;
import dev.sdkbench.reports.render.html.HtmlReport;
import dev.sdkbench.reports.render.jmh.JmhJson;
import dev.sdkbench.reports.render.markdown.MarkdownReport;

/**
 * Writes a report's three files into one folder: {@code report.md}, {@code report.html} and
 * {@code jmh-result.json}. Each is written to a temporary file and moved into place, so a reader
 * never sees half a report.
 *
 * @param markdown the Markdown report
 * @param html     the self-contained HTML report
 * @param jmh      the JMH-format JSON
 */
public record ReportFiles(Path markdown, Path html, Path jmh) {

    public static final String MARKDOWN = "report.md";
    public static final String HTML = "report.html";
    public static final String JMH = ResultsFiles.JMH_RESULT_FILE;

    public static ReportFiles write(Report report, Path folder) throws IOException {
        Files.createDirectories(folder);
        return new ReportFiles(write(folder.resolve(MARKDOWN), MarkdownReport.render(report)),
                write(folder.resolve(HTML), HtmlReport.render(report)), write(folder.resolve(JMH), JmhJson.render(report)));
    }

    public List<Path> all() {
        return List.of(markdown, html, jmh);
    }

    private static Path write(Path file, String text) throws IOException {
        Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
        Files.writeString(tmp, text);
        return Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }
}
