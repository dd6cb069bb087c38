package dev.sdkbench.reports.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CliTest {

    private static final Path PUBLISHED_RUN = Path.of("../runs/2026-11-30-lm15-protocol");

    @TempDir
    Path dir;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int cli(String... args) {
        return Cli.run(List.of(args), new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    private String out() {
        return out.toString(StandardCharsets.UTF_8);
    }

    private String err() {
        return err.toString(StandardCharsets.UTF_8);
    }

    @Test
    void renderWritesTheThreeFilesOfAFolderOfResults() throws IOException {
        Path report = dir.resolve("report");

        int status = cli("render", PUBLISHED_RUN.toString(), "--out", report.toString());

        assertThat(status).as(err()).isZero();
        assertThat(out()).contains("sdkbench report of 8 results file(s), 13 case(s): publishable")
                .contains(report.resolve("report.md").toAbsolutePath().toString());
        assertThat(Files.readString(report.resolve("report.md"))).startsWith("# Java LLM SDK comparison")
                .contains("| openai-java | 4.105.0 | openAiJavaChat | 81.84 | 4970 ±2.3% | 7391.0 ±5.5% | – | 192.8 ±3.9% | – | –"
                        + " | 17039.4 | – | 40+0, most forks | OK |")
                .as("an older file's allocation has no block in its name: a column of its own, saying so")
                .contains("| Allocation per request, older file (steady if settled, else early) (KiB) |");
        assertThat(Files.readString(report.resolve("report.html"))).contains("<table id=\"headline\" class=\"sortable\">");
        assertThat(Files.readString(report.resolve("jmh-result.json"))).startsWith("[");
    }

    @Test
    void renderingTheOutputFolderAgainSkipsItsOwnJsonFiles() throws IOException {
        Path copy = dir.resolve("run");
        Files.createDirectories(copy);
        Files.copy(PUBLISHED_RUN.resolve("FloorBenchmark.json"), copy.resolve("FloorBenchmark.json"));

        assertThat(cli("render", copy.toString(), "--out", copy.toString())).isZero();
        assertThat(copy.resolve("jmh-result.json")).exists();
        assertThat(copy.resolve("bencher.json")).exists();
        assertThat(copy.resolve("benchmark-action.json")).exists();
        assertThat(copy.resolve("summary.md")).exists();
        assertThat(cli("render", copy.toString(), "--out", copy.toString())).as(err()).isZero();
        assertThat(out()).contains("sdkbench report of 1 results file(s)");
    }

    @Test
    void aReferenceNameTitlesTheChartsAxisAndIsRefusedWhereNoCaseHasAReference() throws IOException {
        Path report = dir.resolve("report");

        int status = cli("render", "../runs/2026-12-02-openai-floor", "--out", report.toString(), "--reference-name",
                "the raw JDK client");

        assertThat(status).as(err()).isZero();
        assertThat(Files.readString(report.resolve("side-by-side.svg"))).contains(">× the raw JDK client (lower is better)<");
        assertThat(Files.readString(report.resolve("report.html"))).contains(">× the raw JDK client (lower is better)<");
        assertThat(cli("render", PUBLISHED_RUN.toString(), "--out", dir.resolve("r").toString(), "--reference-name=the JDK"))
                .isEqualTo(2);
        assertThat(err()).contains("--reference-name names what cases are read against, but no case of these files is read"
                + " against a reference case: leave it out");
        assertThat(dir.resolve("r")).as("refused before writing").doesNotExist();
    }

    @Test
    void strictExitsOneWhenNotPublishable() throws IOException {
        Path file = dir.resolve("results.json");
        String text = Files.readString(PUBLISHED_RUN.resolve("FloorBenchmark.json"));
        Files.writeString(file, text.replaceFirst("\"ok\" : true", "\"ok\" : false"));

        assertThat(cli("render", file.toString(), "--out", dir.resolve("r").toString())).isZero();
        assertThat(out()).contains("NOT PUBLISHABLE");
        assertThat(cli("render", file.toString(), "--out", dir.resolve("r").toString(), "--strict")).isEqualTo(1);
    }

    @Test
    void missingInputIsNamedExitTwo() {
        Path missing = dir.resolve("nope.json");

        assertThat(cli("render", missing.toString(), "--out", dir.toString())).isEqualTo(2);
        assertThat(err()).isEqualTo("sdkbench-reports render: " + missing + ": no such file or folder" + System.lineSeparator());
    }

    @Test
    void corruptInputIsNamedWithWhatIsWrong() throws IOException {
        Path corrupt = Files.writeString(dir.resolve("results.json"), "{\"schemaVersion\": 1, \"benchmark\": ");

        assertThat(cli("render", dir.toString(), "--out", dir.resolve("out").toString())).isEqualTo(2);
        assertThat(err()).startsWith("sdkbench-reports render: " + corrupt + ": not valid JSON (");
        assertThat(dir.resolve("out")).doesNotExist();
    }

    @Test
    void otherSchemaVersionIsNamed() throws IOException {
        Path file = Files.writeString(dir.resolve("results.json"), "{\"schemaVersion\": 7, \"benchmark\": \"x\", \"cases\": []}");

        assertThat(cli("render", file.toString(), "--out", dir.toString())).isEqualTo(2);
        assertThat(err()).contains(file + ": has schemaVersion 7; this reader reads 1 to 3");
    }

    @Test
    void missingOutIsAUsageError() {
        assertThat(cli("render", PUBLISHED_RUN.toString())).isEqualTo(2);
        assertThat(err()).contains("--out <dir> is required").contains("usage: sdkbench-reports render <results.json|dir>...");
    }

    @Test
    void unknownCommandListsTheCommands() {
        assertThat(cli("publish")).isEqualTo(2);
        assertThat(err()).contains("unknown command 'publish'; commands: render");
    }

    @Test
    void helpListsEveryCommand() {
        assertThat(cli("--help")).isZero();
        assertThat(out()).contains("render <results.json|dir>... --out <dir>");
    }
}
