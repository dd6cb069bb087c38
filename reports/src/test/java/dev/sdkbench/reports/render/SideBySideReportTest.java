package dev.sdkbench.reports.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import javax.xml.parsers.DocumentBuilderFactory;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;

import dev.sdkbench.results.Synthetic;
import dev.sdkbench.results.model.Report;
import dev.sdkbench.results.model.RunFile;
import dev.sdkbench.reports.render.markdown.MarkdownReport;
import dev.sdkbench.reports.render.markdown.SummaryMarkdown;

/** A case read against its baseline, fork by fork, as every report shows it: ratios first, at the run's own tolerance. */
class SideBySideReportTest {

    private static Report report(Path file, double factor) {
        return new Report(List.of(new RunFile(file, Synthetic.baselinePairs(factor, 7))));
    }

    @Test
    void theSummaryReadsTheRatiosAtTheToleranceTheRunsGateUsed() {
        Report atTen = new Report(List.of(new RunFile(Path.of("results.json"),
                Synthetic.atTolerance(Synthetic.baselinePairs(1.05, 7), 0.10))));

        assertThat(SummaryMarkdown.render(atTen, "report.md")).contains("within ±10%").doesNotContain("±2%")
                .doesNotContain("**SLOWER**").contains("Nothing slower than the baseline");
    }

    @Test
    void theMarkdownReportLeadsWithThePairedRatios() {
        String md = MarkdownReport.render(report(Path.of("results.json"), 1.05));

        assertThat(md.indexOf("## Side by side")).as("before the headline table").isPositive()
                .isLessThan(md.indexOf("| Library | Version |"));
        assertThat(md).contains("| chat | chat@1.0 (baseline classpath) |")
                .as("a row per pair, a cell per figure: ratio, interval, verdict")
                .containsPattern("\\| 1\\.0[0-9]× \\([0-9.]+–[0-9.]+\\) \\*\\*SLOWER\\*\\* \\|");
        assertThat(md).as("how much is resolved, said once").contains("**Resolved: ");
        assertThat(md).as("the baseline side's row names the baseline's version").contains("| chat-sdk | 1.0 | chat@1.0 |")
                .contains("| chat-sdk | 1.1 | chat |");
    }

    @Test
    void theReportFolderGetsTheRatiosAsAPictureThatStandsOnItsOwn(@TempDir Path dir) throws Exception {
        ReportFiles files = ReportFiles.write(report(dir.resolve("results.json"), 1.05), dir.resolve("out"));

        assertThat(files.all()).last().isEqualTo(dir.resolve("out").resolve("side-by-side.svg"));
        Document svg = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(files.sideBySide().toFile());
        assertThat(svg.getDocumentElement().getAttribute("xmlns")).isEqualTo("http://www.w3.org/2000/svg");
        assertThat(svg.getElementsByTagName("style").getLength()).as("its style inside it, for a repository page").isEqualTo(1);
        List<String> markers = new ArrayList<>();
        for (int i = 0; i < svg.getElementsByTagName("circle").getLength(); i++) {
            markers.add(svg.getElementsByTagName("circle").item(i).getTextContent());
        }
        assertThat(markers).as("the early ratio's marker says its ratio, interval and verdict")
                .anySatisfy(m -> assertThat(m).startsWith("early: 1.0").contains("12 pairs").endsWith("SLOWER"));
        assertThat(Files.readString(files.html())).contains("<h2>Side by side</h2>", "<table id=\"side-by-side\">",
                "class=\"ratio-chart\"");
    }
}
