package dev.sdkbench.reports.render.html;

import static dev.sdkbench.results.Synthetic.failedCase;
import static dev.sdkbench.results.Synthetic.figures;
import static dev.sdkbench.results.Synthetic.okCase;
import static dev.sdkbench.results.Synthetic.report;
import static dev.sdkbench.results.Synthetic.run;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

import dev.sdkbench.results.Synthetic;
import dev.sdkbench.results.model.Report;
import dev.sdkbench.results.model.Run;
import dev.sdkbench.results.model.RunFile;

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

        // First response, early, steady, memory, early and steady allocation, peak memory.
        assertThat(Pattern.compile("<svg ").matcher(html).results().count()).isEqualTo(7);
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
    void everyScenarioGetsAChartOfItsCasesAndASortableTable() {
        Report report = report(Stream.concat(Synthetic.scenarioReport().runs().stream().map(RunFile::run),
                Stream.of(run("AnthropicJavaBenchmark", "anthropic-java 3.14.0",
                        okCase("messages", "anthropic", figures(2000, 500, 110, 30, 2000), 900)))).toArray(Run[]::new));

        String html = HtmlReport.render(report);

        String rapidFire = scenarioChart(html, "rapid-fire");
        // Highest p75 is openai-java's 7700 µs: ticks to 8000. The longest label, "JDK HttpClient + Jackson ·
        // chatRapidFire" (40 characters), takes 40·7 + 16 = 296 px; 7000 µs is 490·7000/8000 = 428.75 wide.
        assertThat(bars(rapidFire)).as("a bar per measured rapid-fire case in:%n%s", rapidFire).isEqualTo(3);
        assertThat(rapidFire).contains("data-figure=\"earlyMicros\"").contains("<rect class=\"bar\" x=\"296\"").contains("width=\"428.8\"")
                .contains("openai-java · chatRapidFire: median 7000.0 µs, p25–p75 6650.0–7350.0, n 3")
                .contains("langchain4j-open-ai · rapidFire: median 3000.0 µs")
                .contains("JDK HttpClient + Jackson · chatRapidFire: median 1000.0 µs")
                .as("anthropic-java has no rapid-fire case: its row says so").contains(">anthropic-java<title>")
                .contains("class=\"missing\">no case</text>");
        String parallel = scenarioChart(html, "parallel");
        assertThat(bars(parallel)).as("openai-java's bar and the floor's failed one in:%n%s", parallel).isEqualTo(2);
        assertThat(parallel).contains("fill=\"" + BarChart.FAILED_BAR + "\"").contains("fill=\"" + BarChart.BAR + "\"")
                .contains(">langchain4j-open-ai · parallel<title>").contains("class=\"missing\">unsupported</text>")
                .doesNotContain("not measured");

        assertThat(html).contains("<table id=\"scenario-rapid-fire\" class=\"sortable\">")
                .contains("<tr><td>langchain4j-open-ai</td><td>parallel</td><td>UNSUPPORTED</td><td class=\"num\" data-value=\"\">–</td>")
                .contains("<tr class=\"failed\"><td>JDK HttpClient + Jackson</td><td>chatParallel</td><td>FAILED</td>")
                .contains("<td>openai-java</td><td>chatRapidFire</td><td>OK</td><td class=\"num\" data-value=\"4900.0\">4900</td>"
                        + "<td class=\"num\" data-value=\"7000.0\">7000.0</td>");
        assertThat(List.of(html.indexOf("<table id=\"scenarios\">"), html.indexOf("<h3>rapid-fire</h3>"),
                html.indexOf("data-scenario=\"rapid-fire\""), html.indexOf("<table id=\"scenario-rapid-fire\""),
                html.indexOf("<h3>parallel</h3>"), html.indexOf("data-scenario=\"parallel\""),
                html.indexOf("<table id=\"scenario-parallel\""))).as("matrix, then per scenario its chart and table")
                .doesNotContain(-1).isSorted();
        assertThat(html).as("plain cases get no scenario chart").doesNotContain("data-scenario=\"plain\"");
        assertThat(HtmlReport.render(Synthetic.passingReport())).doesNotContain("data-scenario=");
    }

    @Test
    void headlineTableCarriesSortableValues() {
        String html = HtmlReport.render(Synthetic.passingReport());

        assertThat(html).contains("<table id=\"headline\" class=\"sortable\">")
                .contains("<th data-key=\"early\" data-type=\"number\">Local request µs, early</th>")
                .contains("<td class=\"num\" data-value=\"7000.0\">7000.0 ±10.0%</td>")
                .contains("<td>3+2, most forks</td>");
    }

    private static String scenarioChart(String html, String scenario) {
        Matcher m = Pattern.compile("<svg [^>]*data-scenario=\"" + Pattern.quote(scenario) + "\".*?</svg>", Pattern.DOTALL)
                .matcher(html);
        assertThat(m.find()).as("chart of the %s scenario", scenario).isTrue();
        return m.group();
    }

    private static long bars(String svg) {
        return Pattern.compile("<rect class=\"bar\"").matcher(svg).results().count();
    }

    private static String chart(String html, String figure) {
        Matcher m = Pattern.compile("<svg [^>]*data-figure=\"" + figure + "\".*?</svg>", Pattern.DOTALL).matcher(html);
        assertThat(m.find()).as("chart of " + figure).isTrue();
        return m.group();
    }

    @Test
    void anUnsettledSteadyCellSaysSoSortsLastAndTheNoisyMachineIsWarnedAbout() {
        Run run = Synthetic.withMachineNoise(run("OpenAiJavaBenchmark", "openai-java 4.105.0", Synthetic.unsettled(
                okCase("openAiJavaChat", "chat", figures(7000, 900, 190, 57.4, 4900), 2100), "the JIT kept compiling")), 9.0, 1.0);

        String html = HtmlReport.render(report(run));

        assertThat(html).contains("<td class=\"num\" data-value=\"\">not settled in 60 s</td>")
                .contains("<th data-key=\"alloc-early\" data-type=\"number\">Alloc KiB/req, early</th>"
                        + "<th data-key=\"alloc-steady\" data-type=\"number\">Alloc KiB/req, steady</th>"
                        + "<th data-key=\"p99-early\" data-type=\"number\">p99 µs, early</th>"
                        + "<th data-key=\"p99-steady\" data-type=\"number\">p99 µs, steady</th>")
                .as("the early block's p99, then the steady block's, which has none")
                .contains("<td class=\"num\" data-value=\"2100.0\">2100.0</td><td class=\"num\" data-value=\"\">not settled in 60 s</td>")
                .contains("<th>Time to settle</th>").contains("<td>&gt; 60 s, JIT 0.4%</td>")
                .contains("<ul id=\"not-settled\">\n<li>openai-java openAiJavaChat: 2 of 2 steady forks not settled; first: the JIT"
                        + " kept compiling")
                .contains("<section id=\"machine-noise\" class=\"banner\">")
                .contains("register loop IQR up to 9.0%")
                .contains("<dt>Machine noise before</dt>");
        assertThat(html.indexOf("id=\"machine-noise\"")).isLessThan(html.indexOf("<table id=\"headline\""));
    }
}
