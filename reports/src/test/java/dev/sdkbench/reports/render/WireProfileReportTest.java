package dev.sdkbench.reports.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;

import dev.sdkbench.results.json.ResultsFiles;
import dev.sdkbench.results.model.Report;
import dev.sdkbench.reports.render.html.HtmlReport;
import dev.sdkbench.reports.render.markdown.MarkdownReport;

/** The wire profiles of the published two-protocol run, as the Markdown and HTML reports show them. */
class WireProfileReportTest {

    private static final Path RUN = Path.of("../runs/2026-12-01-two-protocols");

    @Test
    void theReportsShowEveryProfileAndNoCredential() throws Exception {
        Report report = ResultsFiles.load(List.of(RUN));
        String md = MarkdownReport.render(report);
        String html = HtmlReport.render(report);

        assertThat(md).contains("## Wire profile")
                .contains("| langchain4j-open-ai | langChain4jOpenAi | 158 | POST /v1/chat/completions HTTP/1.1, asked to upgrade"
                        + " to h2c | authorization: (present); connection: Upgrade, HTTP2-Settings;")
                .contains("| stream: false |");
        assertThat(html).contains("<h2>Wire profile</h2>").contains("<table id=\"wire\">")
                .contains("generationConfig.candidateCount: 1");
        long profiled = report.rows().stream().filter(r -> r.result().wireProfile().isPresent()).count();
        String section = md.substring(md.indexOf("## Wire profile"), md.indexOf("## Method"));
        assertThat(section.lines().filter(l -> l.startsWith("| ") && !l.startsWith("| Library")).count()).isEqualTo(profiled);
        assertThat(profiled).as("every case but the two empty ones").isEqualTo(report.rows().size() - 2);
        assertThat(md + html).as("no credential value").doesNotContain("sdkbench-dummy-key");
    }
}
