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

class HeadlineCommandTest {

    /** The tests run in reports/; the published file's command runs in the repository's root, one folder up. */
    private static final String ROOT = "../";
    private static final String MAIN_JOB = "runs/2026-12-05-0247Z-main-job-suite";
    private static final String PLAIN_STEADY = "runs/2026-12-05-2254Z-main-job-plain-steady";
    private static final String PUBLISHED = MAIN_JOB + "/headline.md";

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
    void writesOneTablePerApiWithTheCommandThatMadeItOnTop() throws IOException {
        Path file = dir.resolve("headline.md");

        int status = cli("headline", ROOT + MAIN_JOB, "--reference-name", "the raw JDK client", "--out", file.toString());

        assertThat(status).as(err()).isZero();
        assertThat(out()).startsWith("sdkbench headline: 6 table(s), 40 row(s): " + file.toAbsolutePath());
        String markdown = Files.readString(file);
        assertThat(markdown).startsWith("Generated with `java -jar reports/target/reports-*-cli.jar headline " + ROOT + MAIN_JOB
                        + " --reference-name 'the raw JDK client' --out " + file + "` in the repository's root.\n")
                .contains("### OpenAI Chat Completions\n\n| client | first response (ms) | per call, calls 21–220 of a new JVM (µs) |")
                .contains("| **the raw JDK client · Chat** | 631 | 1246 | 80.3 | 23.2 | 95.8 | not recorded |")
                .contains("| openai-java 4.105.0 · Chat | 1773 (2.83×, slower) | 1993 (1.61×, slower) |")
                .contains("From `" + ROOT + MAIN_JOB + "`, 2026-12-05 02:48–03:14 UTC.");
    }

    @Test
    void printsTheTablesWithoutOut() {
        int status = cli("headline", ROOT + MAIN_JOB);

        assertThat(status).as(err()).isZero();
        assertThat(out()).contains("### Amazon Bedrock Converse")
                .as("without --reference-name a reference is named by its case")
                .contains("| **FloorBenchmark.minimalBedrockConverse · Converse** |");
    }

    /**
     * The published file is what the command it names makes, run in the repository's root: run here, one folder down,
     * every path it names has {@code ../} before it.
     */
    @Test
    void thePublishedHeadlineIsWhatItsCommandMakes() throws IOException {
        Path file = dir.resolve("headline.md");

        int status = cli("headline", ROOT + MAIN_JOB, "--steady-from", ROOT + PLAIN_STEADY, "--reference-name", "the raw JDK client",
                "--out", file.toString());

        assertThat(status).as(err()).isZero();
        assertThat(out()).contains("figures once warm from " + ROOT + PLAIN_STEADY + " for OpenAI Chat Completions, plain;");
        String made = Files.readString(file).replace(file.toString(), PUBLISHED).replace(ROOT + "runs/", "runs/");
        assertThat(made).as("regenerate it with the command on its first line").isEqualTo(Files.readString(Path.of(ROOT + PUBLISHED)));
    }

    @Test
    void aSteadyRunWithoutTheRunsCasesIsRefusedNotIgnored() {
        int status = cli("headline", ROOT + MAIN_JOB, "--steady-from", ROOT + "runs/2026-11-30-lm15-protocol");

        assertThat(status).isEqualTo(2);
        assertThat(err()).contains("--steady-from " + ROOT + "runs/2026-11-30-lm15-protocol holds no API and mode of the run whole")
                .contains("leave it out, or name a run of the same cases");
    }

    @Test
    void aFolderWithoutResultsIsRefused() {
        int status = cli("headline", dir.toString());

        assertThat(status).isEqualTo(2);
        assertThat(err()).contains("no results files in [" + dir + "]: name a run's folder")
                .contains("usage: sdkbench-reports headline <results.json|dir>...");
    }
}
