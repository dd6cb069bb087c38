package dev.sdkbench.reports.render.html;

import static dev.sdkbench.results.Synthetic.figures;
import static dev.sdkbench.results.Synthetic.okCase;
import static dev.sdkbench.results.Synthetic.report;
import static dev.sdkbench.results.Synthetic.run;
import static dev.sdkbench.results.Synthetic.withLoad;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.sdkbench.results.json.ResultsWriter;
import dev.sdkbench.results.model.CaseResult;
import dev.sdkbench.results.model.CaseSettings;
import dev.sdkbench.results.model.Report;
import dev.sdkbench.results.model.Run;
import dev.sdkbench.reports.cli.Cli;
import dev.sdkbench.reports.render.ReportFiles;

class LoadChartTest {

    /** Steps of {N, calls/s, maxInFlight}: a client that sends all N at once, and one whose pool caps it at 5. */
    private static final double[][] UNCAPPED = {{1, 4.9, 1}, {16, 79.0, 16}, {64, 310.0, 64}, {256, 1190.0, 256}};
    private static final double[][] CAPPED = {{1, 4.9, 1}, {16, 24.6, 5}, {64, 24.8, 5}, {256, 24.7, 5}};

    private static CaseResult loaded(String id, String dialect, double[]... steps) {
        return withLoad(okCase(id, dialect, figures(900, 300, 60, 40, 700), 10), null, steps);
    }

    /** The case as its streaming twin: the same figures, {@code settings.stream} true. */
    private static CaseResult streaming(CaseResult c) {
        CaseSettings s = c.settings();
        CaseSettings stream = new CaseSettings(s.id(), s.dialect(), true, s.prompt(), s.maxTokens(), s.model(), s.expect(), s.startup(),
                s.steady(), s.forks(), s.fixture(), s.workload(), s.extra());
        return withLoad(new CaseResult(c.id(), c.ok(), c.fileStatus(), stream, c.summaries(), c.latencies(), c.summaryExtra(),
                c.steadyState(), c.streamFixture(), c.precision(), c.skippedForks(), c.fewestForks(), c.forkStop(), c.forks(), c.extra()),
                null, CAPPED);
    }

    private static Report loadReport() {
        return report(run("OpenAiJavaBenchmark", "openai-java 4.105.0", loaded("openAiJavaChat", "chat", UNCAPPED),
                streaming(loaded("openAiJavaChatStream", "chat", UNCAPPED)), okCase("unloaded", "chat", figures(900, 300, 60, 40, 700), 10)),
                run("AnthropicJavaBenchmark", "anthropic-java 3.14.0", loaded("anthropicJavaMessages", "anthropic", CAPPED)));
    }

    /** The polylines of one panel of a chart, by their class. */
    private static List<String> polylines(String svg, String panel, String kind) {
        int start = svg.indexOf("data-panel=\"" + panel + "\"");
        assertThat(start).as("the %s panel in %s", panel, svg).isPositive();
        String body = svg.substring(start, svg.indexOf("</g>", start));
        Matcher m = Pattern.compile("<polyline class=\"" + kind + "\"[^>]*><title>([^<]*)</title>").matcher(body);
        return m.results().map(r -> r.group(1)).toList();
    }

    @Test
    void aReportWithLoadForksHasAChartPerDialectBesideItWithALinePerCaseAndTheIdeal(@TempDir Path dir) throws IOException {
        ReportFiles files = ReportFiles.write(loadReport(), dir);

        assertThat(files.loadCharts()).containsExactlyInAnyOrder(dir.resolve("load-chat.svg"), dir.resolve("load-anthropic.svg"));
        assertThat(files.all()).containsAll(files.loadCharts());
        String chat = Files.readString(dir.resolve("load-chat.svg"));
        for (String panel : List.of("throughput", "in-flight", "cpu")) {
            assertThat(polylines(chat, panel, "case")).as(panel).containsExactly("openai-java 4.105.0 · Chat",
                    "openai-java 4.105.0 · Chat stream");
        }
        assertThat(polylines(chat, "throughput", "ideal")).containsExactly("ideal: N/200 ms");
        assertThat(polylines(chat, "in-flight", "ideal")).containsExactly("ideal: N");
        assertThat(polylines(chat, "cpu", "ideal")).isEmpty();
        assertThat(chat).startsWith("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"load-chart\" data-dialect=\"chat\"")
                .contains("Under load: OpenAI Chat Completions").contains("stroke-dasharray=\"7 4\"")
                .as("the seen concurrency of the capped stream at N 64: 5").contains("openai-java 4.105.0 · Chat stream: N 64, 5 in flight</title>");
        assertThat(polylines(Files.readString(dir.resolve("load-anthropic.svg")), "throughput", "case"))
                .containsExactly("anthropic-java 3.14.0 · Messages");
    }

    @Test
    void theMarkdownAndHtmlReportsShowEachChart(@TempDir Path dir) throws IOException {
        ReportFiles files = ReportFiles.write(loadReport(), dir);

        assertThat(Files.readString(files.markdown())).contains("![OpenAI Chat Completions under load](load-chat.svg)")
                .contains("![Anthropic Messages under load](load-anthropic.svg)");
        assertThat(Files.readString(files.html())).contains("<h2 id=\"under-load\">Under load</h2>")
                .contains("<a href=\"load-chat.svg\">load-chat.svg</a>").contains("class=\"load-chart\" data-dialect=\"anthropic\"");
    }

    @Test
    void aReportWithoutLoadForksWritesNoLoadChartAndRemovesAnEarlierOne(@TempDir Path dir) throws IOException {
        ReportFiles.write(loadReport(), dir);

        ReportFiles files = ReportFiles.write(report(run("A", "openai-java 4.105.0", okCase("plain", "chat",
                figures(900, 300, 60, 40, 700), 10))), dir);

        assertThat(files.loadCharts()).isEmpty();
        try (var left = Files.list(dir)) {
            assertThat(left.map(p -> p.getFileName().toString())).noneMatch(n -> n.startsWith("load-"));
        }
        assertThat(Files.readString(files.markdown())).doesNotContain("load-");
        assertThat(Files.readString(files.html())).doesNotContain("under-load");
    }

    @Test
    void theRenderCommandWritesTheChartsAndNamesThem(@TempDir Path dir) throws IOException {
        Run run = loadReport().runs().get(0).run();
        Path results = dir.resolve("results.json");
        ResultsWriter.write(run, results);
        ByteArrayOutputStream out = new ByteArrayOutputStream();

        int status = Cli.run(List.of("render", results.toString(), "--out", dir.resolve("report").toString()),
                new PrintStream(out, true, StandardCharsets.UTF_8), System.err);

        assertThat(status).isZero();
        Path chart = dir.resolve("report").resolve("load-chat.svg").toAbsolutePath();
        assertThat(chart).exists();
        assertThat(out.toString(StandardCharsets.UTF_8)).contains(chart.toString());
    }
}
