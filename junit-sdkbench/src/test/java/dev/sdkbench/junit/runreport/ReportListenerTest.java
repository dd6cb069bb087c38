package dev.sdkbench.junit.runreport;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.launcher.Launcher;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;

import dev.sdkbench.reports.render.ReportFiles;

class ReportListenerTest {

    /** Results files the engine wrote in the first published run. */
    private static final Path PUBLISHED_RUN = Path.of(System.getProperty("basedir", "."))
            .resolve("../runs/2026-11-30-lm15-protocol");

    @TempDir
    Path dir;

    @Test
    void reportsTheResultsWrittenDuringTheRunBesideTheResultsFolder() throws IOException {
        Path results = dir.resolve("target/sdkbench");
        FileTime started = FileTime.from(Instant.now().minusSeconds(5));
        Path fresh = copy("FloorBenchmark.json", results.resolve("FloorBenchmark/results.json"));
        Path old = copy("OpenAiJavaBenchmark.json", results.resolve("OpenAiJavaBenchmark/results.json"));
        Files.setLastModifiedTime(old, FileTime.from(Instant.now().minusSeconds(3600)));
        ByteArrayOutputStream printed = new ByteArrayOutputStream();

        Optional<ReportFiles> files = RunReport.write(results, started, new PrintStream(printed, true, StandardCharsets.UTF_8));

        Path folder = dir.resolve("target/sdkbench-reports").toAbsolutePath();
        assertThat(files).isPresent();
        assertThat(files.get().all()).containsExactly(folder.resolve("report.md"), folder.resolve("report.html"),
                folder.resolve("summary.md"), folder.resolve("jmh-result.json"), folder.resolve("bencher.json"),
                folder.resolve("benchmark-action.json"));
        assertThat(Files.readString(folder.resolve("summary.md"))).startsWith("## junit-sdkbench: 5 cases, publishable")
                .contains("No case ran side by side");
        assertThat(Files.readString(folder.resolve("bencher.json"))).contains("\"FloorBenchmark.minimalChat\"");
        String markdown = Files.readString(folder.resolve("report.md"));
        assertThat(markdown).contains("| minimalChat |").doesNotContain("openAiJavaChat").contains(fresh.toString());
        assertThat(printed.toString(StandardCharsets.UTF_8))
                .contains("junit-sdkbench report of 1 benchmark class(es), 5 case(s): publishable")
                .contains(folder.resolve("report.html").toString()).contains(folder.resolve("summary.md").toString());
    }

    @Test
    void runWithoutBenchmarksWritesNothing() throws IOException {
        ByteArrayOutputStream printed = new ByteArrayOutputStream();

        assertThat(RunReport.write(dir.resolve("target/sdkbench"), FileTime.from(Instant.now()),
                new PrintStream(printed, true, StandardCharsets.UTF_8))).isEmpty();
        assertThat(dir.resolve("target/sdkbench-reports")).doesNotExist();
        assertThat(printed.size()).isZero();
    }

    @Test
    void theLauncherRunsTheListenerFromItsServiceFileAtTheEndOfTheRun() throws IOException {
        Path results = dir.resolve("out/sdkbench");
        WritesResultsFile.target = results.resolve("FloorBenchmark/results.json");
        Launcher launcher = LauncherFactory.create();
        PrintStream console = System.out;
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        System.setOut(new PrintStream(printed, true, StandardCharsets.UTF_8));
        try {
            launcher.execute(LauncherDiscoveryRequestBuilder.request().selectors(selectClass(WritesResultsFile.class))
                    .configurationParameter(dev.sdkbench.junit.extension.OutputRoot.PARAMETER, results.toString()).build());
        } finally {
            System.setOut(console);
            WritesResultsFile.target = null;
        }

        Path report = dir.resolve("out/sdkbench-reports/report.html").toAbsolutePath();
        assertThat(report).exists();
        assertThat(printed.toString(StandardCharsets.UTF_8)).contains("junit-sdkbench report of 1 benchmark class(es)")
                .contains(report.toString());
    }

    private static Path copy(String published, Path to) throws IOException {
        Files.createDirectories(to.getParent());
        return Files.copy(PUBLISHED_RUN.resolve(published), to);
    }

    /** Stands in for a benchmark class: writes a results file where the run's results go. Run only by the launcher above. */
    static class WritesResultsFile {

        static volatile Path target;

        @Test
        void writesResults() throws IOException {
            if (target != null) {
                copy("FloorBenchmark.json", target);
            }
        }
    }
}
