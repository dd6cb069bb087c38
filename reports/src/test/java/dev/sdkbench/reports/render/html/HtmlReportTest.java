package dev.sdkbench.reports.render.html;

import static dev.sdkbench.reports.Synthetic.failedCase;
import static dev.sdkbench.reports.Synthetic.figures;
import static dev.sdkbench.reports.Synthetic.okCase;
import static dev.sdkbench.reports.Synthetic.report;
import static dev.sdkbench.reports.Synthetic.run;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;

import dev.sdkbench.reports.Synthetic;
import dev.sdkbench.reports.model.Report;

class HtmlReportTest {

    @Test
    void selfContainedNothingLoadedFromTheNetwork() {
        String html = HtmlReport.render(Synthetic.passingReport());

        assertThat(html).startsWith("<!DOCTYPE html>").contains("<style>").contains("<script>")
                .doesNotContain("<link").doesNotContain(" src=").doesNotContain("@import").doesNotContain("url(");
        assertThat(html.replace("xmlns=\"http://www.w3.org/2000/svg\"", "")).doesNotContain("http://").doesNotContain("https://");
    }

    @Test
    void oneChartPerMeasuredFigureWithMedianBarsAndQuartileWhiskers() {
        String html = HtmlReport.render(Synthetic.passingReport());

        assertThat(Pattern.compile("<svg ").matcher(html).results().count()).isEqualTo(6);
        String early = chart(html, "earlyMicros");
        // Highest p75 is 7700 µs: ticks of 2000 to 8000. The longest label (43 characters) takes
        // 43·7 + 16 = 317 px; bars start there and are 490 wide at 8000, so openai-java's median 7000
        // is 490·7000/8000 = 428.75 wide, its whisker from 317 + 490·6650/8000 = 724.3 to
        // 317 + 490·7350/8000 = 767.2.
        assertThat(early).contains("width=\"428.8\"").contains("x1=\"724.3\"").contains("x2=\"767.2\"")
                .contains(">8000</text>").contains("fill=\"" + BarChart.BAR + "\"")
                .contains("openai-java · openAiJavaChat: median 7000.0 µs, p25–p75 6650.0–7350.0, n 3");
    }

    @Test
    void failedCaseBannerFailureTableAndFailureColour() {
        Report report = report(run("OpenAiJavaBenchmark", "openai-java 4.105.0",
                okCase("openAiJavaChat", "chat", figures(7000, 900, 190, 57.4, 4900), 2100),
                failedCase("openAiJavaResponses", "responses", "call 3 returned <b>Bye.</b>")));

        String html = HtmlReport.render(report);

        assertThat(html.indexOf("<section id=\"not-publishable\"")).isLessThan(html.indexOf("<table id=\"headline\""));
        assertThat(html).contains("<title>NOT PUBLISHABLE: Java LLM SDK comparison</title>")
                .contains("<li>OpenAiJavaBenchmark.openAiJavaResponses: fork 2/2 on cpu 1: call 3 returned &lt;b&gt;Bye.&lt;/b&gt;")
                .contains("<table id=\"failures\">").contains("<tr class=\"failed\">")
                .contains("fill=\"" + BarChart.FAILED_BAR + "\"").doesNotContain("<b>Bye.");
        assertThat(chart(html, "steadyMicros")).contains("not measured");
    }

    @Test
    void everyTextFromTheFileIsEscaped() {
        Report report = report(run("X", "<script>alert(1)</script> 1.0",
                okCase("a\"onmouseover='x'", "chat", figures(1, 1, 1, 1, 1), 1)));

        String html = HtmlReport.render(report);

        assertThat(html).doesNotContain("<script>alert").contains("&lt;script&gt;alert(1)&lt;/script&gt;")
                .doesNotContain("a\"onmouseover").contains("a&quot;onmouseover=&#39;x&#39;");
    }

    @Test
    void scenariosGetAColumnAndAMatrixWithUnsupportedMarked() {
        Report report = report(run("A", "anthropic-java 3.14.0", okCase("messages", "anthropic", figures(7000, 900, 190, 57.4, 4900), 10),
                Synthetic.inScenario(Synthetic.withStatus(okCase("agentLoop", "anthropic", figures(1, 1, 1, 1, 1), 10),
                        "UNSUPPORTED"), "agent-loop")));

        String html = HtmlReport.render(report);
        assertThat(html).contains("<th data-key=\"scenario\"")
                .contains("<table id=\"scenarios\">")
                .contains("<th>plain</th><th>agent-loop</th>")
                .contains("<td>anthropic-java</td><td>7000.0</td><td>UNSUPPORTED</td>");
        assertThat(HtmlReport.render(Synthetic.passingReport())).doesNotContain("<table id=\"scenarios\">");
    }

    @Test
    void headlineTableCarriesSortableValues() {
        String html = HtmlReport.render(Synthetic.passingReport());

        assertThat(html).contains("<table id=\"headline\" class=\"sortable\">")
                .contains("<th data-key=\"early\" data-type=\"number\">Local request µs, early</th>")
                .contains("<td class=\"num\" data-value=\"7000.0\">7000.0</td>");
    }

    private static String chart(String html, String figure) {
        Matcher m = Pattern.compile("<svg [^>]*data-figure=\"" + figure + "\".*?</svg>", Pattern.DOTALL).matcher(html);
        assertThat(m.find()).as("chart of " + figure).isTrue();
        return m.group();
    }
}
