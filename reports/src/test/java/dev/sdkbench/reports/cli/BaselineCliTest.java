package dev.sdkbench.reports.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.sdkbench.results.json.ResultsReader;
import dev.sdkbench.results.json.ResultsWriter;
import dev.sdkbench.results.model.CaseResult;
import dev.sdkbench.results.model.Environment;
import dev.sdkbench.results.model.Run;
import dev.sdkbench.results.model.Summary;

/** {@code baseline}, {@code compare} and {@code merge} on the published run's real results files. */
class BaselineCliTest {

    private static final Path PUBLISHED_RUN = Path.of("../runs/2026-11-30-lm15-protocol");
    private static final Path FLOOR = PUBLISHED_RUN.resolve("FloorBenchmark.json");

    @TempDir
    Path dir;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    @Test
    void theSameRunComparedWithItsBaselinePasses() throws Exception {
        Path baseline = dir.resolve("baseline");
        assertThat(cli("baseline", FLOOR.toString(), "--to", baseline.toString())).as(err()).isZero();
        assertThat(out()).contains("sdkbench baseline saved to").contains("FloorBenchmark.json").contains("BASELINE.md");

        int status = cli("compare", baseline.toString(), FLOOR.toString(), "--out", dir.resolve("report").toString());

        assertThat(status).as(out() + err()).isZero();
        assertThat(out()).contains("sdkbench compare: no regression (")
                .containsPattern("FloorBenchmark\\.minimalChat +Local request, early \\(µs\\) +4268\\.3 \\(n 40\\) +4268\\.3 \\(n 40\\)"
                        + " +\\+0\\.0% +-\\d+\\.\\d% … \\+\\d+\\.\\d% +unchanged")
                .doesNotContain("  regression");
        assertThat(Files.readString(dir.resolve("report/comparison.md"))).startsWith("# Comparison with the baseline")
                .contains("| FloorBenchmark.emptyCase | Allocation per request, early (KiB) | 0.00 (n 40) | 0.00 (n 40) | +0.0% | +0.0% … +0.0% | unchanged |");
    }

    @Test
    void aRunWithOneCaseTenPercentBiggerFailsWithExitOne() throws Exception {
        Path baseline = floorBaseline();
        // The published run is an older file: its allocKiB, of a case without steady blocks, is compared as the early block's.
        Path bigger = floorWith("minimalChat", "allocKiB", 1.10);

        assertThat(cli("compare", baseline.toString(), bigger.toString())).as("within the default between-run drift").isZero();
        int status = cli("compare", baseline.toString(), bigger.toString(), "--drift", "0%");

        assertThat(status).isEqualTo(1);
        assertThat(out()).startsWith("sdkbench compare: REGRESSION: FloorBenchmark.minimalChat earlyAllocKiB +10.0%\n")
                .containsPattern("FloorBenchmark\\.minimalChat +Allocation per request, early \\(KiB\\) +23\\.20 \\(n 40\\) +25\\.52 \\(n 40\\)"
                        + " +\\+10\\.0% +\\+\\d+\\.\\d% … \\+\\d+\\.\\d% +regression");
    }

    @Test
    void aTenPercentSlowerEarlyFigureIsWithinThisRunsForkNoise() throws Exception {
        // minimalChat's early µs/call spread over 40 forks on a shared 2-vCPU VM (p25–p75 3722–4871) is wider than 10%:
        // the interval of a 10% change includes zero, so the gate reports it without failing.
        Path baseline = floorBaseline();
        Path slower = floorWith("minimalChat", "earlyMicros", 1.10);

        assertThat(cli("compare", baseline.toString(), slower.toString())).isZero();
        assertThat(out()).containsPattern("FloorBenchmark\\.minimalChat +Local request, early \\(µs\\) +4268\\.3 \\(n 40\\)"
                + " +4695\\.2 \\(n 40\\) +\\+10\\.0% +-\\d+\\.\\d% … \\+\\d+\\.\\d% +uncertain \\(interval includes 0\\)");
    }

    @Test
    void aStricterThresholdPerFigureIsTakenAndABadOneRefused() throws Exception {
        Path baseline = floorBaseline();
        Path slower = floorWith("minimalChat", "rssMiB", 1.03);

        assertThat(cli("compare", baseline.toString(), slower.toString())).isZero();
        assertThat(cli("compare", baseline.toString(), slower.toString(), "--threshold", "rssMiB=2%", "--drift", "0")).isEqualTo(1);
        assertThat(out()).contains("more than 5.0% (rssMiB 2.0%)");

        assertThat(cli("compare", baseline.toString(), slower.toString(), "--threshold", "fast")).isEqualTo(2);
        assertThat(err()).contains("--threshold 'fast' is not a percentage: give e.g. 5% or rssMiB=2%").contains("usage:");
    }

    @Test
    void anotherMachinesRunIsRefusedWithExitTwoUnlessAllowed() throws Exception {
        Path baseline = floorBaseline();
        Run run = ResultsReader.read(FLOOR);
        Environment e = run.environment();
        Environment xeon = new Environment("ci-7", "Intel(R) Xeon(R) Platinum 8375C", e.kernel(), e.javaVersion(), e.javaVm(),
                e.javaExecutable(), 8, e.loadAtStart(), e.cpuPlan(), e.isolation(), e.fixtureRecording(), e.library(),
                e.classpathJars(), e.classpathMiB(), e.classpath(), e.harnessClasspath(), e.extra());
        Path other = dir.resolve("other/FloorBenchmark.json");
        ResultsWriter.write(new Run(run.schemaVersion(), run.benchmark(), run.library(), run.started(), run.finished(),
                run.publishable(), run.failures(), xeon, run.loadAtEnd(), run.settings(), run.cases(), run.extra()), other);

        assertThat(cli("compare", baseline.toString(), other.toString())).isEqualTo(2);
        assertThat(out()).contains("refusing to compare runs from different environments")
                .contains("cpuModel: \"AMD EPYC\" in the baseline, \"Intel(R) Xeon(R) Platinum 8375C\" in the run")
                .contains("cores: \"2\" in the baseline, \"8\" in the run").contains("--allow-environment-mismatch");

        assertThat(cli("compare", baseline.toString(), other.toString(), "--allow-environment-mismatch")).isZero();
        assertThat(out()).contains("Compared across environments, as asked");
    }

    @Test
    void aRunWithOtherSettingsComparesNothingAndFailsUnlessAllowed() throws Exception {
        Path baseline = floorBaseline();
        Path other = dir.resolve("other/FloorBenchmark.json");
        Files.createDirectories(other.getParent());
        Files.writeString(other, Files.readString(FLOOR).replace("\"requests\" : 200", "\"requests\" : 10"));

        assertThat(cli("compare", baseline.toString(), other.toString())).isEqualTo(1);
        assertThat(out()).startsWith("sdkbench compare: INCOMPLETE: compared no figure of the baseline's 5 cases"
                        + " (0 figures compared, 5 cases not compared), so it proves nothing: rerun with the baseline's cases")
                .contains("--allow-incomplete (Maven: -Dsdkbench.allowIncompleteComparison=true)")
                .contains("not compared: FloorBenchmark.minimalChat: measured with other settings (startup.requests 200 → 10)");

        assertThat(cli("compare", baseline.toString(), other.toString(), "--allow-incomplete")).isZero();
        assertThat(out()).startsWith("sdkbench compare: no regression (0 figures compared, 5 cases not compared);"
                + " incomplete, as allowed: compared no figure of the baseline's 5 cases");
    }

    @Test
    void aRunWithFewerCasesThanTheBaselineFailsUnlessAllowed() throws Exception {
        Path baseline = floorBaseline();
        Run run = ResultsReader.read(FLOOR);
        Path fewer = dir.resolve("fewer/FloorBenchmark.json");
        ResultsWriter.write(new Run(run.schemaVersion(), run.benchmark(), run.library(), run.started(), run.finished(),
                run.publishable(), run.failures(), run.environment(), run.loadAtEnd(), run.settings(),
                run.cases().subList(1, run.cases().size()), run.extra()), fewer);

        assertThat(cli("compare", baseline.toString(), fewer.toString())).isEqualTo(1);
        assertThat(out()).startsWith("sdkbench compare: INCOMPLETE: compared 4 of the baseline's 5 cases")
                .contains("not compared: FloorBenchmark." + run.cases().get(0).id() + ": only in the baseline");
        assertThat(cli("compare", baseline.toString(), fewer.toString(), "--allow-incomplete=true")).isZero();
    }

    @Test
    void aMissingCorruptOrNewerBaselineIsNamedWithExitTwo() throws Exception {
        assertThat(cli("compare", dir.resolve("none").toString(), FLOOR.toString())).isEqualTo(2);
        assertThat(err()).contains(dir.resolve("none") + ": no such baseline");

        Path corrupt = dir.resolve("corrupt.json");
        Files.writeString(corrupt, "{\"schemaVersion\": 1, \"cases\": [");
        assertThat(cli("compare", corrupt.toString(), FLOOR.toString())).isEqualTo(2);
        assertThat(err()).contains(corrupt + ": not valid JSON");

        Path newer = dir.resolve("newer.json");
        Files.writeString(newer, Files.readString(FLOOR).replaceFirst("\"schemaVersion\" : 1", "\"schemaVersion\" : 4"));
        assertThat(cli("compare", newer.toString(), FLOOR.toString())).isEqualTo(2);
        assertThat(err()).contains(newer + ": has schemaVersion 4; this reader reads 1 to 3");

        assertThat(cli("compare", FLOOR.toString(), dir.resolve("no-run").toString())).isEqualTo(2);
        assertThat(err()).contains(dir.resolve("no-run") + ": no such file or folder");
    }

    @Test
    void mergeWritesOneSetAndItsReport() throws Exception {
        Path merged = dir.resolve("merged");

        int status = cli("merge", FLOOR.toString(), PUBLISHED_RUN.resolve("OpenAiJavaBenchmark.json").toString(), "--out",
                merged.toString());

        assertThat(status).as(err()).isZero();
        assertThat(out()).contains("sdkbench merge: 2 class run(s) from 1 environment(s), 7 case(s), publishable");
        assertThat(merged.resolve("MERGED.md")).content().contains("| FloorBenchmark.minimalChat |");
        assertThat(merged.resolve("report.md")).exists();
        assertThat(merged.resolve("FloorBenchmark.json")).exists();
        assertThat(cli("merge", FLOOR.toString(), "--out", PUBLISHED_RUN.toString())).isEqualTo(2);
        assertThat(err()).contains(PUBLISHED_RUN.toAbsolutePath().normalize() + ": is not empty and holds no MERGED.md");
    }

    private Path floorBaseline() {
        Path baseline = dir.resolve("baseline");
        assertThat(cli("baseline", FLOOR.toString(), "--to", baseline.toString())).as(err()).isZero();
        return baseline;
    }

    /** The floor run with one figure of one case scaled, as if that client had become slower or bigger. */
    private Path floorWith(String caseId, String figure, double factor) throws Exception {
        Path file = dir.resolve("run/FloorBenchmark.json");
        ResultsWriter.write(scaled(ResultsReader.read(FLOOR), caseId, figure, factor), file);
        return file;
    }

    private static Run scaled(Run run, String caseId, String figure, double factor) {
        List<CaseResult> cases = run.cases().stream().map(c -> {
            if (!c.id().equals(caseId)) {
                return c;
            }
            Map<String, Summary> summaries = new LinkedHashMap<>(c.summaries());
            Summary s = summaries.get(figure);
            summaries.put(figure, new Summary(s.median() * factor, s.p25() * factor, s.p75() * factor, s.min() * factor,
                    s.max() * factor, s.n(), s.ciLow() * factor, s.ciHigh() * factor,
                    s.values().stream().map(v -> v * factor).toList()));
            return new CaseResult(c.id(), c.ok(), c.fileStatus(), c.settings(), summaries, c.latencies(), c.summaryExtra(), c.skippedForks(),
                    c.forks(), c.extra());
        }).toList();
        return new Run(run.schemaVersion(), run.benchmark(), run.library(), run.started(), run.finished(), run.publishable(),
                run.failures(), run.environment(), run.loadAtEnd(), run.settings(), cases, run.extra());
    }

    private int cli(String... args) {
        out.reset();
        err.reset();
        return Cli.run(List.of(args), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
    }

    private String out() {
        return out.toString(StandardCharsets.UTF_8);
    }

    private String err() {
        return err.toString(StandardCharsets.UTF_8);
    }
}
