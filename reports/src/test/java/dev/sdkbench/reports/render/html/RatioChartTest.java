package dev.sdkbench.reports.render.html;

import static dev.sdkbench.results.Synthetic.figures;
import static dev.sdkbench.results.Synthetic.okCase;
import static dev.sdkbench.results.Synthetic.run;
import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Font;
import java.awt.font.FontRenderContext;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

import dev.sdkbench.results.Synthetic;
import dev.sdkbench.results.json.ResultsFiles;
import dev.sdkbench.results.model.Pair;
import dev.sdkbench.results.model.Report;

class RatioChartTest {

    private static final Pattern LABEL = Pattern.compile("text-anchor=\"end\">([^<]*)<title>([^<]*)</title>");
    private static final Pattern WIDTH = Pattern.compile("<svg [^>]*width=\"(\\d+)\"");

    @Test
    void rowsAreNamedByLibraryVersionAndApiAndTheAxisSaysWhatOneTimesIs() {
        String svg = RatioChart.svg(Synthetic.mainJobSuite(), "the raw JDK client");

        List<String> labels = labels(svg);
        assertThat(labels).hasSize(28).contains("openai-java 4.105.0 · Chat", "openai-java 4.105.0 · Responses stream",
                "anthropic-java 3.14.0 · Messages", "bedrockruntime 2.57.8 · Converse stream",
                "langchain4j-google-ai-gemini 1.19.0 · GenerateContent stream").doesNotHaveDuplicates();
        assertThat(svg).contains("<title>openAiJavaChat over FloorBenchmark.minimalChat</title>")
                .contains("class=\"axis-title\">× the raw JDK client (lower is better)</text>");
    }

    @Test
    void theLeftMarginHoldsTheLongestRowNameAsTheWidestFontSetsIt() throws Exception {
        Path dejaVu = Path.of("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf");
        Assumptions.assumeTrue(Files.isRegularFile(dejaVu), "DejaVu Sans (Debian's fonts-dejavu-core) is not installed: " + dejaVu);
        Font font = Font.createFont(Font.TRUETYPE_FONT, dejaVu.toFile()).deriveFont(12f);
        FontRenderContext context = new FontRenderContext(null, true, true);
        String svg = RatioChart.svg(Synthetic.mainJobSuite());
        int labelEnd = Integer.parseInt(matched(Pattern.compile("<text x=\"(\\d+)\" y=\"[^\"]*\" text-anchor=\"end\""), svg));

        double widest = 0;
        for (String label : labels(svg)) {
            double set = font.getStringBounds(label, context).getWidth();
            // DejaVu Sans, which Chromium uses on Debian where Helvetica and Arial are missing, is wider than both.
            assertThat(RatioChart.textWidth(label, 12)).as("the estimate of %s, which DejaVu Sans sets in %.1f px", label, set)
                    .isGreaterThanOrEqualTo(set);
            widest = Math.max(widest, set);
        }
        assertThat(labelEnd).as("where every name ends, 10 px from the left edge at least").isGreaterThanOrEqualTo((int) widest + 10);
        assertThat(Integer.parseInt(matched(WIDTH, svg))).as("the chart's width: margin, plot and the right edge")
                .isEqualTo(labelEnd + 10 + 520 + 20);
    }

    @Test
    void withoutANameGivenTheAxisNamesTheReferenceFromTheFilesOrSaysReferenceCase() throws Exception {
        assertThat(RatioChart.svg(Synthetic.mainJobSuite())).as("the floors' own files are not among the main job's")
                .contains(">× the reference case (lower is better)<");

        Report withFloor = Synthetic.report(
                Synthetic.withPairs(run("OpenAiJavaBenchmark", "openai-java 4.105.0",
                        okCase("openAiJavaChat", "chat", figures(7000, 900, 190, 57.4, 4900), 2100),
                        okCase("FloorBenchmark.minimalChat", "chat", figures(1000, 300, 96, 12, 1600), 800)),
                        new Pair("openAiJavaChat", "FloorBenchmark.minimalChat", Pair.Role.REFERENCE)),
                run("FloorBenchmark", "JDK HttpClient + Jackson 2.22.1",
                        okCase("minimalChat", "chat", figures(1000, 300, 96, 12, 1600), 800)));
        assertThat(RatioChart.svg(withFloor)).contains(">× JDK HttpClient + Jackson 2.22.1 (lower is better)<");

        Report upgrade = ResultsFiles.load(List.of(Path.of("../runs/2026-12-02-anthropic-upgrade/AnthropicJavaUpgradeBenchmark.json")));
        String svg = RatioChart.svg(upgrade);
        assertThat(labels(svg)).containsExactly("anthropic-java 3.14.0 over 3.13.0 · Messages");
        assertThat(svg).contains(">× the baseline 3.13.0 (lower is better)<");
    }

    @Test
    void twoRowsThatWouldReadAlikeAreToldApartByTheirCases() {
        Report report = Synthetic.report(Synthetic.withPairs(run("BedrockBenchmark", "bedrockruntime 2.57.8",
                        okCase("converseApache5", "bedrock-converse", figures(2400, 77, 138, 70, 975), 7000),
                        okCase("converseUrlConnection", "bedrock-converse", figures(2300, 75, 130, 68, 950), 7000),
                        okCase("minimalConverse", "bedrock-converse", figures(1000, 40, 96, 20, 600), 5000)),
                new Pair("converseApache5", "minimalConverse", Pair.Role.REFERENCE),
                new Pair("converseUrlConnection", "minimalConverse", Pair.Role.REFERENCE)));

        assertThat(labels(RatioChart.svg(report))).containsExactly("bedrockruntime 2.57.8 · Converse (converseApache5)",
                "bedrockruntime 2.57.8 · Converse (converseUrlConnection)");
    }

    private static List<String> labels(String svg) {
        List<String> labels = new ArrayList<>();
        Matcher m = LABEL.matcher(svg);
        while (m.find()) {
            labels.add(m.group(1));
        }
        return labels;
    }

    private static String matched(Pattern pattern, String text) {
        Matcher m = pattern.matcher(text);
        assertThat(m.find()).as(pattern + " in the chart").isTrue();
        return m.group(1);
    }
}
