package dev.sdkbench.reports.render.html;

import static dev.sdkbench.results.Synthetic.failedCase;
import static dev.sdkbench.results.Synthetic.figures;
import static dev.sdkbench.results.Synthetic.okCase;
import static dev.sdkbench.results.Synthetic.report;
import static dev.sdkbench.results.Synthetic.run;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import java.awt.image.BufferedImage;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.imageio.ImageIO;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import dev.sdkbench.results.Synthetic;
import dev.sdkbench.results.model.Report;
import dev.sdkbench.reports.render.ReportFiles;

/**
 * The HTML report in a real browser: headless Chromium (Debian's {@code chromium}, installed by
 * {@code reports/scripts/install-chromium.sh}) takes a screenshot, which must show the charts'
 * bars, and dumps the DOM after the inline script ran, which must show the table sorted.
 * The screenshot stays in {@code target/chromium/} for a person to look at.
 */
class HtmlReportInChromiumIT {

    private static final Path OUT = Path.of(System.getProperty("basedir", "."), "target", "chromium");
    private static final int WIDTH = 1280;
    private static final int HEIGHT = 3000;
    /** The scenario report's page: six per-figure charts, then the matrix and two scenario charts with tables. */
    private static final int SCENARIOS_HEIGHT = 4000;

    private static Path html;
    private static Path scenariosHtml;
    private static String chromium;

    @BeforeAll
    static void renderReport() throws IOException {
        chromium = findChromium();
        Report report = report(
                run("OpenAiJavaBenchmark", "openai-java 4.105.0",
                        okCase("openAiJavaChat", "chat", figures(7000, 900, 190, 57.4, 4900), 2100),
                        failedCase("openAiJavaResponses", "responses", "call 3 returned \"Bye.\", expected \"Hello.\"")),
                run("LangChain4jOpenAiBenchmark", "langchain4j-open-ai 1.19.0",
                        okCase("langChain4jOpenAiChat", "chat", figures(3000, 600, 120, 40, 2200), 1500)),
                run("FloorBenchmark", "JDK HttpClient + Jackson 2.22.1",
                        okCase("minimalChat", "chat", figures(1000, 300, 96, 12, 1600), 800)));
        html = ReportFiles.write(report, OUT).html();
        scenariosHtml = ReportFiles.write(Synthetic.scenarioReport(), OUT.resolve("scenarios")).html();
    }

    @Test
    void screenshotShowsTheBarsOfEveryChart() throws Exception {
        Path png = OUT.resolve("report.png");
        Files.deleteIfExists(png);

        String output = chromium("--screenshot=" + png, "--window-size=" + WIDTH + "," + HEIGHT, html.toUri().toString());

        assertThat(png).as("chromium wrote no screenshot; its output:%n%s", output).exists();
        BufferedImage image = ImageIO.read(png.toFile());
        assertThat(image.getWidth()).isEqualTo(WIDTH);
        List<Integer> barRows = rowsWithRun(image, 0x4e79a7, 40);
        // Seven charts (first response, early, steady, memory, early and steady allocation, peak memory), each
        // with a bar for each of the three passing cases (the shortest is 490·1000/8000 ≈ 61 px wide and 16 high):
        // twenty-one separate bands of rows holding a 40+ px run of the bar colour.
        assertThat(bands(barRows)).as("separate bars").isEqualTo(7 * 3);
        assertThat(barRows).as("rows with a bar").hasSizeGreaterThanOrEqualTo(7 * 3 * 14);
        assertThat(rowsWithRun(image, 0xe15759, 3)).as("the failed case's bars in the failure colour").isNotEmpty();
        assertThat(rowsWithRun(image, 0xb00020, 200)).as("the NOT PUBLISHABLE banner's border").isNotEmpty();
    }

    @Test
    void screenshotShowsTheBarsOfEveryScenarioChart() throws Exception {
        Path png = OUT.resolve("scenarios").resolve("report.png");
        Files.deleteIfExists(png);

        String output = chromium("--screenshot=" + png, "--window-size=" + WIDTH + "," + SCENARIOS_HEIGHT,
                scenariosHtml.toUri().toString());

        assertThat(png).as("chromium wrote no screenshot; its output:%n%s", output).exists();
        BufferedImage image = ImageIO.read(png.toFile());
        // Four cases passed (openai-java's two, LangChain4j's and the floor's rapid-fire): a bar each in
        // the seven per-figure charts, 28; then the rapid-fire chart's three and the parallel chart's one
        // (LangChain4j's parallel case is unsupported, the floor's failed): 32 bands in the bar colour.
        // Without the scenario charts, or with empty ones, there are 28.
        List<Integer> barRows = rowsWithRun(image, 0x4e79a7, 40);
        assertThat(bands(barRows)).as("separate bars: 7 × 4 in the per-figure charts, 3 + 1 in the scenario charts")
                .isEqualTo(7 * 4 + 3 + 1);
        // The floor's failed parallel case: five figures measured by its first fork, and the parallel chart.
        assertThat(bands(rowsWithRun(image, 0xe15759, 40))).as("failed bars in the failure colour").isEqualTo(5 + 1);
    }

    @Test
    void sortingScriptRunsAndSortsTheHeadlineTable() throws Exception {
        String dom = chromium("--dump-dom", html.toUri() + "#sort=early,desc");

        assertThat(dom).contains("data-sortable=\"ready\"").contains("data-sorted-by=\"early,desc\"")
                .contains("aria-sort=\"descending\"");
        // Early µs: 7000, 3000, then two cases at 1000 that keep their order (the sort is stable).
        assertThat(headlineCases(dom)).containsExactly("openAiJavaChat", "langChain4jOpenAiChat", "minimalChat",
                "openAiJavaResponses");

        String ascending = chromium("--dump-dom", html.toUri() + "#sort=first-response");
        assertThat(headlineCases(ascending)).containsExactly("openAiJavaResponses", "minimalChat", "langChain4jOpenAiChat",
                "openAiJavaChat");
    }

    @Test
    void sideBySideChartOfTheMainJobCutsNoTextInTheBrowser() throws Exception {
        Path folder = OUT.resolve("side-by-side");
        Files.createDirectories(folder);
        String svg = RatioChart.svg(Synthetic.mainJobSuite(), "the raw JDK client");
        Files.writeString(folder.resolve("side-by-side.svg"), svg);
        // The page measures every text of the chart as the browser set it and writes down those that reach past an edge.
        Path page = folder.resolve("measured.html");
        Files.writeString(page, "<!DOCTYPE html>\n<html><body style=\"margin:0\">\n" + svg + "<script>\n"
                + "const svg = document.querySelector('svg'); const width = svg.viewBox.baseVal.width;\n"
                + "const texts = [...svg.querySelectorAll('text')];\n"
                + "const cut = texts.filter(t => { const b = t.getBBox(); return b.x < 0 || b.x + b.width > width; })\n"
                + "    .map(t => t.firstChild.textContent);\n"
                + "document.body.setAttribute('data-texts', texts.length);\n"
                + "document.body.setAttribute('data-cut', cut.join(' | '));\n</script>\n</body></html>\n");

        String dom = chromium("--dump-dom", page.toUri().toString());
        chromium("--screenshot=" + folder.resolve("side-by-side.png"), "--window-size=1100,1000",
                folder.resolve("side-by-side.svg").toUri().toString());

        Matcher texts = Pattern.compile("data-texts=\"(\\d+)\"").matcher(dom);
        assertThat(texts.find()).as("the page's script ran; the DOM:%n%s", dom.substring(0, Math.min(dom.length(), 500))).isTrue();
        // The title, 3 legend entries and the legend's note, the ticks, the axis title and 28 row names.
        assertThat(Integer.parseInt(texts.group(1))).isGreaterThan(28 + 5);
        assertThat(dom).as("texts reaching past the chart's edges").contains("data-cut=\"\"");
    }

    /** The case column of the headline table's body, in document order. */
    private static List<String> headlineCases(String dom) {
        Matcher table = Pattern.compile("<table id=\"headline\".*?<tbody>(.*?)</tbody>", Pattern.DOTALL).matcher(dom);
        assertThat(table.find()).as("headline table in the DOM").isTrue();
        List<String> cases = new ArrayList<>();
        Matcher row = Pattern.compile("<tr[^>]*><td>[^<]*</td><td>[^<]*</td><td>([^<]*)</td>").matcher(table.group(1));
        while (row.find()) {
            cases.add(row.group(1));
        }
        return cases;
    }

    /** Rows of the image holding a horizontal run of at least {@code minRun} pixels of {@code rgb} (±8 per channel). */
    private static List<Integer> rowsWithRun(BufferedImage image, int rgb, int minRun) {
        List<Integer> rows = new ArrayList<>();
        for (int y = 0; y < image.getHeight(); y++) {
            int run = 0;
            for (int x = 0; x < image.getWidth(); x++) {
                run = near(image.getRGB(x, y), rgb) ? run + 1 : 0;
                if (run >= minRun) {
                    rows.add(y);
                    break;
                }
            }
        }
        return rows;
    }

    private static int bands(List<Integer> rows) {
        int bands = 0;
        int previous = -2;
        for (int y : rows) {
            if (y != previous + 1) {
                bands++;
            }
            previous = y;
        }
        return bands;
    }

    private static boolean near(int argb, int rgb) {
        for (int shift = 0; shift <= 16; shift += 8) {
            if (Math.abs(((argb >> shift) & 0xff) - ((rgb >> shift) & 0xff)) > 8) {
                return false;
            }
        }
        return true;
    }

    private static String chromium(String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(chromium, "--headless", "--no-sandbox", "--disable-gpu",
                "--hide-scrollbars", "--no-first-run", "--user-data-dir=" + OUT.resolve("profile")));
        command.addAll(List.of(args));
        File log = OUT.resolve("chromium.log").toFile();
        Path stdout = OUT.resolve("chromium.out");
        Process process = new ProcessBuilder(command).redirectError(log).redirectOutput(stdout.toFile()).start();
        if (!process.waitFor(90, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            fail("chromium did not finish within 90 s: " + command + "; its log: " + log);
        }
        assertThat(process.exitValue()).as("chromium's exit status; its log:%n%s",
                Files.readString(log.toPath(), StandardCharsets.UTF_8)).isZero();
        return Files.readString(stdout, StandardCharsets.UTF_8);
    }

    /**
     * The browser: {@code -Dsdkbench.chromium=<path or name>} when given, else {@code chromium} or
     * {@code chromium-browser} on the PATH. Without one the tests are skipped with how to get it, or
     * fail when the build asked for the browser check ({@code -Dsdkbench.requireChromium=true}, as CI does).
     */
    private static String findChromium() {
        String configured = System.getProperty("sdkbench.chromium", "").strip();
        List<String> names = configured.isEmpty() ? List.of("chromium", "chromium-browser") : List.of(configured);
        for (String name : names) {
            File direct = new File(name);
            if (name.contains(File.separator)) {
                if (direct.canExecute()) {
                    return direct.getPath();
                }
                continue;
            }
            for (String dir : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
                File candidate = new File(dir, name);
                if (candidate.canExecute()) {
                    return candidate.getPath();
                }
            }
        }
        String missing = (configured.isEmpty() ? "chromium is not on the PATH" : "-Dsdkbench.chromium=" + configured
                + " is not an executable") + ": run reports/scripts/install-chromium.sh (installs Debian's chromium package)"
                + " or pass -Dsdkbench.chromium=<path to a Chromium or Chrome>";
        if (Boolean.getBoolean("sdkbench.requireChromium")) {
            return fail(missing + "; this build asked for the browser check (-Dsdkbench.requireChromium=true)");
        }
        System.out.println("[sdkbench] HtmlReportInChromiumIT skipped: " + missing);
        return Assumptions.abort(missing + "; the HTML report's browser check is skipped (-Dsdkbench.requireChromium=true makes it fail)");
    }
}
