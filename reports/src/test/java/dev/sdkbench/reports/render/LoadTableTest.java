package dev.sdkbench.reports.render;

import static dev.sdkbench.results.Synthetic.figures;
import static dev.sdkbench.results.Synthetic.okCase;
import static dev.sdkbench.results.Synthetic.report;
import static dev.sdkbench.results.Synthetic.run;
import static dev.sdkbench.results.Synthetic.withLoad;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.sdkbench.results.json.ResultsReader;
import dev.sdkbench.results.json.ResultsWriter;
import dev.sdkbench.results.model.CaseResult;
import dev.sdkbench.results.model.LoadRun;
import dev.sdkbench.results.model.Run;
import dev.sdkbench.reports.render.markdown.MarkdownReport;

class LoadTableTest {

    private static final CaseResult CAPPED = withLoad(okCase("capped", "chat", figures(900, 300, 60, 40, 700), 10), null,
            new double[] {4, 19.8, 4}, new double[] {64, 20.1, 4});

    @Test
    void aStepsCellsSayThroughputAgainstTheIdealAndTheConcurrencyTheFixtureSaw() {
        LoadRun.Step capped = CAPPED.load().steps().get(1);

        assertThat(LoadTable.cells(capped)).containsExactly("64", "20.1", "320.0", "4, 3.9", "4", "0.35", "2.10", "180", "84", "58.6",
                "0", "platform");
    }

    @Test
    void virtualCallersSayHowOftenAndHowLongTheyWerePinnedAndReadBackAsWritten(@TempDir Path dir) throws Exception {
        LoadRun.Step s = CAPPED.load().steps().get(1);
        LoadRun.Step pinned = new LoadRun.Step(s.concurrency(), s.calls(), s.failedCalls(), s.windowMillis(), s.callsPerSecond(),
                s.idealCallsPerSecond(), s.addedP50Micros(), s.addedP99Micros(), s.cpuMicrosPerCall(), s.peakThreads(), s.rssKiB(),
                s.errors(), s.fixture(), true, new LoadRun.Pinning(12, 24_104, Map.of()), Map.of());
        LoadRun.Step unpinned = new LoadRun.Step(s.concurrency(), s.calls(), s.failedCalls(), s.windowMillis(), s.callsPerSecond(),
                s.idealCallsPerSecond(), s.addedP50Micros(), s.addedP99Micros(), s.cpuMicrosPerCall(), s.peakThreads(), s.rssKiB(),
                s.errors(), s.fixture(), true, new LoadRun.Pinning(0, 0, Map.of()), Map.of());
        LoadRun load = CAPPED.load();
        CaseResult c = withSteps(CAPPED, new LoadRun(load.concurrency(), load.seconds(), load.warmupSeconds(), load.delayMillis(),
                load.cpu(), load.fixtureCpu(), load.evidence(), load.failure(), List.of(unpinned, pinned), Map.of()));

        assertThat(LoadTable.cells(pinned)).last().isEqualTo("virtual, 12 pinned 24.10 ms");
        assertThat(LoadTable.cells(unpinned)).last().isEqualTo("virtual, 0 pinned");
        Path file = dir.resolve("results.json");
        ResultsWriter.write(run("A", "openai-java 4.105.0", c), file);
        LoadRun read = ResultsReader.read(file).cases().get(0).load();
        assertThat(read).isEqualTo(c.load());
        assertThat(read.steps().get(1).pinning().extra()).isEmpty();
    }

    private static CaseResult withSteps(CaseResult c, LoadRun load) {
        return new CaseResult(c.id(), c.ok(), c.fileStatus(), c.settings(), c.summaries(), c.latencies(), c.summaryExtra(),
                c.steadyState(), c.streamFixture(), c.precision(), c.skippedForks(), c.fewestForks(), c.forkStop(), c.forks(),
                c.extra(), load);
    }

    @Test
    void theMarkdownReportHasATablePerCaseThatRanALoadFork() {
        String md = MarkdownReport.render(report(run("A", "openai-java 4.105.0", CAPPED,
                okCase("plain", "chat", figures(900, 300, 60, 40, 700), 10))));

        assertThat(md).contains("## Under load").contains("### openai-java capped").doesNotContain("### openai-java plain")
                .contains("delay 200 ms, each step 2.0 s warmup + 5.0 s measured, client on cpu 1, fixture on cpu 0")
                .contains("| 64 | 20.1 | 320.0 | 4, 3.9 | 4 | 0.35 | 2.10 | 180 | 84 | 58.6 | 0 | platform |");
    }

    @Test
    void aFailedLoadForkFailsItsCaseAndSaysWhy() {
        CaseResult failed = withLoad(okCase("capped", "chat", figures(900, 300, 60, 40, 700), 10), "wrong text: call 9 returned \"Hi\"",
                new double[] {4, 19.8, 4});

        assertThat(failed.failed()).isTrue();
        assertThat(failed.failureReasons()).anyMatch(r -> r.startsWith("load fork: wrong text: call 9") && r.contains("load-fork"));
        assertThat(LoadTable.caption(failed.load())).endsWith("; FAILED: wrong text: call 9 returned \"Hi\"");
    }

    @Test
    void aLoadBlockReadsBackTypedAndWritesBackAsItWas(@TempDir Path dir) throws Exception {
        Run written = run("A", "openai-java 4.105.0", CAPPED);
        Path file = dir.resolve("results.json");
        ResultsWriter.write(written, file);

        Run read = ResultsReader.read(file);
        LoadRun load = read.cases().get(0).load();

        assertThat(load.extra()).isEmpty();
        assertThat(load.steps()).extracting(s -> s.fixture().maxInFlight()).containsExactly(4L, 4L);
        assertThat(load.steps()).allSatisfy(s -> assertThat(s.extra()).isEmpty());
        assertThat(read.cases().get(0).extra()).doesNotContainKey("load");
        assertThat(ResultsWriter.toJson(read).at("/cases/0/load")).isEqualTo(ResultsWriter.toJson(written).at("/cases/0/load"));
        assertThat(load).isEqualTo(CAPPED.load());
        assertThat(List.of(load.cpu(), load.fixtureCpu())).containsExactly(1, 0);
    }
}
