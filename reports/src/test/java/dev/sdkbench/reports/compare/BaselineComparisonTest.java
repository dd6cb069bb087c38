package dev.sdkbench.reports.compare;

import static dev.sdkbench.reports.compare.Runs.chatCase;
import static dev.sdkbench.reports.compare.Runs.forks;
import static dev.sdkbench.reports.compare.Runs.report;
import static dev.sdkbench.reports.compare.Runs.scaled;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.LinkedHashMap;
import java.util.Map;

import org.junit.jupiter.api.Test;



import dev.sdkbench.results.Synthetic;
import dev.sdkbench.results.model.CaseResult;
import dev.sdkbench.results.model.CaseSettings;
import dev.sdkbench.results.model.Latencies;
import dev.sdkbench.results.model.Report;
import dev.sdkbench.results.model.Summary;
import dev.sdkbench.reports.render.Format;
import dev.sdkbench.results.stats.MedianChange;

/** The regression gate on synthetic runs with known distributions. */
class BaselineComparisonTest {

    private static final double[] BEFORE = forks(11, 4000, 0.01);

    @Test
    void aRealTenPercentSlowdownFails() throws Exception {
        ComparisonResult result = compare(report(chatCase("minimalChat", BEFORE)),
                report(chatCase("minimalChat", scaled(forks(12, 4000, 0.01), 1.10))));

        MetricChange early = change(result, "earlyMicros");
        assertThat(early.verdict()).isEqualTo(Verdict.REGRESSION);
        assertThat(early.change().change()).isCloseTo(0.10, within(0.01));
        assertThat(early.change().low()).isGreaterThan(0.05);
        assertThat(result.regressed()).isTrue();
        assertThat(result.regressions()).extracting(MetricChange::metric).containsExactly("earlyMicros");
    }

    @Test
    void identicalRunsPass() throws Exception {
        Report run = report(chatCase("minimalChat", BEFORE));
        ComparisonResult result = compare(run, run);

        assertThat(result.changes()).extracting(MetricChange::verdict).containsOnly(Verdict.UNCHANGED);
        assertThat(result.changes()).allSatisfy(c -> assertThat(c.change().change()).isZero());
        assertThat(result.regressed()).isFalse();
    }

    @Test
    void twoRunsFromTheSameDistributionPass() throws Exception {
        ComparisonResult result = compare(report(chatCase("minimalChat", BEFORE)),
                report(chatCase("minimalChat", forks(99, 4000, 0.01))));

        assertThat(change(result, "earlyMicros").verdict()).isEqualTo(Verdict.UNCHANGED);
        assertThat(result.regressed()).isFalse();
    }

    @Test
    void aTenPercentSlowdownDrownedInNoisePassesAsUncertain() throws Exception {
        ComparisonResult result = compare(report(chatCase("minimalChat", forks(11, 4000, 0.5))),
                report(chatCase("minimalChat", scaled(forks(12, 4000, 0.5), 1.10))));

        MetricChange early = change(result, "earlyMicros");
        assertThat(early.change().low()).isNegative();
        assertThat(early.change().high()).isPositive();
        assertThat(early.verdict()).isIn(Verdict.UNCERTAIN, Verdict.UNCHANGED);
        assertThat(result.regressed()).isFalse();
    }

    @Test
    void aRealSpeedUpIsAnImprovementAndPasses() throws Exception {
        ComparisonResult result = compare(report(chatCase("minimalChat", BEFORE)),
                report(chatCase("minimalChat", scaled(forks(12, 4000, 0.01), 0.90))));

        assertThat(change(result, "earlyMicros").verdict()).isEqualTo(Verdict.IMPROVEMENT);
        assertThat(result.regressed()).isFalse();
    }

    @Test
    void aSmallRealSlowdownFailsOnlyUnderASmallerThreshold() throws Exception {
        Report before = report(chatCase("minimalChat", BEFORE));
        Report after = report(chatCase("minimalChat", scaled(BEFORE, 1.03)));

        assertThat(change(compare(before, after), "earlyMicros").verdict()).isEqualTo(Verdict.UNCHANGED);
        GateSettings strict = new GateSettings(0.05, Map.of("earlyMicros", 0.02), false, 2000);
        assertThat(change(BaselineComparison.compare(before, after, strict), "earlyMicros").verdict())
                .isEqualTo(Verdict.REGRESSION);
    }

    @Test
    void aRunFromAnotherMachineOrJdkIsRefused() {
        Report before = report(chatCase("minimalChat", BEFORE));
        Report after = report(Runs.withCpu(Synthetic.environment("ci-runner-7"), "Intel Xeon", "OpenJDK 64-Bit Server VM 21.0.5"),
                chatCase("minimalChat", BEFORE));

        assertThatThrownBy(() -> compare(before, after)).isInstanceOf(EnvironmentMismatchException.class)
                .hasMessageContaining("refusing to compare runs from different environments")
                .hasMessageContaining("cpuModel: \"AMD EPYC\" in the baseline, \"Intel Xeon\" in the run")
                .hasMessageContaining("javaVm: \"OpenJDK 64-Bit Server VM 17.0.15\" in the baseline")
                .hasMessageContaining("--allow-environment-mismatch")
                .hasMessageNotContaining("host");
    }

    @Test
    void anotherEnvironmentIsComparedWhenAllowedAndSaysSo() throws Exception {
        Report before = report(chatCase("minimalChat", BEFORE));
        Report after = report(Runs.withCpu(Synthetic.environment("vm"), "Intel Xeon", "OpenJDK 64-Bit Server VM 17.0.15"),
                chatCase("minimalChat", BEFORE));

        ComparisonResult result = BaselineComparison.compare(before, after,
                GateSettings.defaults().allowingEnvironmentMismatch(true));
        assertThat(result.environment()).extracting(EnvironmentDifference::field).containsExactly("cpuModel");
        assertThat(ComparisonTable.markdown(result)).contains("Compared across environments, as asked");
    }

    @Test
    void aHostNameAloneIsNoMismatch() throws Exception {
        Report before = report(chatCase("minimalChat", BEFORE));
        Report after = report(Synthetic.environment("ci-runner-7"), chatCase("minimalChat", BEFORE));

        assertThat(compare(before, after).environment()).isEmpty();
    }

    @Test
    void casesOnOneSideFailedOrMeasuredOtherwiseAreListedNotCompared() throws Exception {
        CaseResult other = chatCase("otherSettings", BEFORE);
        CaseResult moreRequests = new CaseResult(other.id(), true, other.fileStatus(), withRequests(other, 200), other.summaries(), other.latencies(),
                other.summaryExtra(), 0, other.forks(), other.extra());
        Report before = report(chatCase("gone", BEFORE), chatCase("broken", BEFORE), other);
        Report after = report(chatCase("added", BEFORE), Synthetic.failedCase("broken", "chat", "wrong text"), moreRequests);

        ComparisonResult result = compare(before, after);
        assertThat(result.changes()).isEmpty();
        assertThat(result.notCompared()).containsExactlyInAnyOrder(
                "FloorBenchmark.gone: only in the baseline",
                "FloorBenchmark.added: new in this run, not in the baseline",
                "FloorBenchmark.broken: failed in the run: its figures are not comparable",
                "FloorBenchmark.otherSettings: measured with other settings (startup.requests 20 → 200): rerun with the baseline's");
        assertThat(result.regressed()).isFalse();
        // No figure got a verdict: the gate has nothing to pass on.
        assertThat(result.incompleteness()).isEqualTo("compared no figure of the baseline's 3 cases");
        assertThat(result.failed()).isTrue();
        assertThat(ComparisonTable.headline(result)).startsWith("INCOMPLETE: compared no figure").contains("2+ forks on each side");
    }

    @Test
    void aCaseWithItsOwnFixtureDelayIsComparedOnlyWithTheSameDelay() throws Exception {
        CaseResult plain = chatCase("thinking", BEFORE);
        CaseSettings delayed = plain.settings().withFixture(new CaseSettings.Fixture(40_000L));
        CaseResult thinking = new CaseResult(plain.id(), true, plain.fileStatus(), delayed, plain.summaries(), plain.latencies(), plain.summaryExtra(),
                0, plain.forks(), plain.extra());

        assertThat(compare(report(plain), report(thinking)).notCompared()).containsExactly(
                "FloorBenchmark.thinking: measured with other settings (fixture.delayMicros 0 → 40000): rerun with the baseline's");
        assertThat(compare(report(thinking), report(thinking)).notCompared()).isEmpty();
    }

    @Test
    void oneForkGivesNoVerdict() throws Exception {
        ComparisonResult result = compare(report(chatCase("minimalChat", new double[] {4000})),
                report(chatCase("minimalChat", new double[] {8000})));

        MetricChange early = change(result, "earlyMicros");
        assertThat(early.verdict()).isEqualTo(Verdict.NOT_COMPARED);
        assertThat(early.note()).isEqualTo("needs the per-fork values of 2 or more forks on each side, has 1 and 1");
        assertThat(result.regressed()).isFalse();
    }

    @Test
    void aCompleteComparisonPassesAndAnIncompleteOneOnlyWhenAllowed() throws Exception {
        Report before = report(chatCase("a", BEFORE), chatCase("b", BEFORE), Synthetic.failedCase("broken", "chat", "wrong text"));
        ComparisonResult all = compare(before, report(chatCase("a", BEFORE), chatCase("b", BEFORE)));
        assertThat(all.baselineCases()).isEqualTo(2);
        assertThat(all.incompleteness()).isNull();
        assertThat(all.failed()).isFalse();

        Report fewer = report(chatCase("a", BEFORE));
        assertThat(compare(before, fewer).incompleteness()).isEqualTo("compared 1 of the baseline's 2 cases");
        assertThat(compare(before, fewer).failed()).isTrue();
        ComparisonResult allowed = BaselineComparison.compare(before, fewer, GateSettings.defaults().allowingIncomplete(true));
        assertThat(allowed.failed()).isFalse();
        assertThat(ComparisonTable.headline(allowed)).endsWith("; incomplete, as allowed: compared 1 of the baseline's 2 cases");
    }

    @Test
    void aZeroBaselineIsUnchangedWhenStillZero() throws Exception {
        CaseResult empty = chatCase("emptyCase", BEFORE);
        Map<String, Summary> s = new LinkedHashMap<>(empty.summaries());
        s.put("earlyAllocKiB", Synthetic.summary(0, 0, 0));
        CaseResult zero = new CaseResult("emptyCase", true, null, empty.settings(), s, empty.latencies(), Map.of(), 0, empty.forks(),
                Map.of());

        assertThat(change(compare(report(zero), report(zero)), "earlyAllocKiB").verdict()).isEqualTo(Verdict.UNCHANGED);
    }

    @Test
    void aStreamingCasesNestedFiguresAreComparedToo() throws Exception {
        ComparisonResult result = compare(report(streaming(BEFORE)), report(streaming(scaled(forks(12, 4000, 0.01), 1.10))));

        MetricChange firstDelta = change(result, "earlyStream.firstDeltaMicros");
        assertThat(firstDelta.verdict()).isEqualTo(Verdict.REGRESSION);
        assertThat(firstDelta.before().n()).isEqualTo(Runs.FORKS);
        assertThat(result.changes()).extracting(MetricChange::metric).doesNotContain("earlyStream.firstDeltaLatency");
    }

    /** A streaming case as the reader gives it: the engine's nested {@code earlyStream} figures named {@code earlyStream.<figure>}. */
    private static CaseResult streaming(double[] firstDelta) {
        CaseResult c = chatCase("streamingChat", BEFORE);
        Map<String, Summary> summaries = new LinkedHashMap<>(c.summaries());
        summaries.put("earlyStream.firstDeltaMicros", Synthetic.summary(firstDelta));
        Map<String, Latencies> latencies = new LinkedHashMap<>(c.latencies());
        latencies.put("earlyStream.firstDeltaLatency", Synthetic.latencies(10.0));
        return new CaseResult(c.id(), true, c.fileStatus(), c.settings(), summaries, latencies, Map.of(), 0, c.forks(), Map.of());
    }

    @Test
    void rateFiguresAreBetterHigher() {
        assertThat(BaselineComparison.verdict(new MedianChange(-0.2, -0.25, -0.15), 0.05, 0, true))
                .isEqualTo(Verdict.REGRESSION);
        assertThat(BaselineComparison.verdict(new MedianChange(-0.2, -0.25, -0.15), 0.05, 0, false))
                .isEqualTo(Verdict.IMPROVEMENT);
    }

    @Test
    void theTableShowsBeforeAfterChangeIntervalAndVerdict() throws Exception {
        ComparisonResult result = compare(report(chatCase("minimalChat", BEFORE)),
                report(chatCase("minimalChat", scaled(forks(12, 4000, 0.01), 1.10))));
        MetricChange early = change(result, "earlyMicros");

        String md = ComparisonTable.markdown(result);
        assertThat(md).contains("**REGRESSION: FloorBenchmark.minimalChat earlyMicros +")
                .contains("| case | figure | before | after | change | 95% interval | verdict |")
                .contains("| FloorBenchmark.minimalChat | Local request, early (µs) | " + Format.number(early.before().median(), 1)
                        + " (n 20) | " + Format.number(early.after().median(), 1) + " (n 20) | " + Metrics.percent(early.change().change()) + " | "
                        + Metrics.percent(early.change().low()) + " … " + Metrics.percent(early.change().high()) + " | regression |")
                .contains("| FloorBenchmark.minimalChat | Memory (RSS) (MiB) | ")
                .contains("more than 5.0%");
        String console = ComparisonTable.console(result);
        assertThat(console.lines().findFirst()).hasValueSatisfying(l -> assertThat(l).startsWith("sdkbench compare: REGRESSION"));
        assertThat(console).contains("Local request, early (µs)").contains("regression");
    }

    /** Two runs that met the same machine: no between-run drift, so the mechanics of the threshold and interval show. */
    private static ComparisonResult compare(Report before, Report after) throws EnvironmentMismatchException {
        return BaselineComparison.compare(before, after, GateSettings.defaults().withDrift(0));
    }

    @Test
    void byDefaultATenPercentChangeIsWithinTheDriftBetweenRunsAndAFortyPercentOneIsNot() throws Exception {
        Report before = report(chatCase("minimalChat", BEFORE));
        MetricChange tenPercent = change(BaselineComparison.compare(before,
                report(chatCase("minimalChat", scaled(forks(12, 4000, 0.01), 1.10))), GateSettings.defaults()), "earlyMicros");
        MetricChange fortyPercent = change(BaselineComparison.compare(before,
                report(chatCase("minimalChat", scaled(forks(12, 4000, 0.01), 1.40))), GateSettings.defaults()), "earlyMicros");

        assertThat(tenPercent.verdict()).as("identical code read 9-20%% apart between runs here").isEqualTo(Verdict.UNCERTAIN);
        assertThat(fortyPercent.verdict()).isEqualTo(Verdict.REGRESSION);
        assertThat(ComparisonTable.markdown(BaselineComparison.compare(before, before, GateSettings.defaults())))
                .contains("widened by the between-run drift of 20.0% on both sides");
    }

    @Test
    void aSteadyFigureThatDidNotSettleIsNotCompared() throws Exception {
        // A schemaVersion 1 case: every fork's steady block unsettled, its steady figure written all the same.
        CaseResult early = chatCase("minimalChat", BEFORE);
        Map<String, Summary> figures = new LinkedHashMap<>(early.summaries());
        figures.put("steadyMicros", Synthetic.summary(BEFORE));
        CaseResult written = new CaseResult(early.id(), true, early.fileStatus(), early.settings(), figures, early.latencies(), early.summaryExtra(),
                early.steadyState(), early.streamFixture(), early.precision(), 0, early.fewestForks(), early.forkStop(), early.forks(), early.extra());
        CaseResult unsettled = Synthetic.withSteadyBlocks(written, new boolean[BEFORE.length]);
        assertThat(unsettled.steadyUnsettled()).isTrue();
        assertThat(unsettled.summaries().get("steadyMicros").n()).isEqualTo(BEFORE.length);

        ComparisonResult result = compare(report(unsettled), report(unsettled));

        assertThat(result.changes()).extracting(MetricChange::metric).contains("earlyMicros").doesNotContain("steadyMicros");
    }

    @Test
    void aSteadyFigureIsNeverSetAgainstAnEarlyOneAndAllocationIsComparedEarlyAgainstEarly() throws Exception {
        // Early allocation 23 KiB per call in both runs; the settled run's steady block allocates half that. Set
        // against the other run's early block, its steady allocation would read +100%, a regression.
        CaseResult settled = Synthetic.okCase("chat", "chat", Synthetic.figures(4000, 900, 96, 23, 1600), 10);
        CaseResult unsettled = Synthetic.unsettled(settled, "not settled in 60 s of warmup: the JIT compiled for 400 ms of the last 5 s");

        for (ComparisonResult result : new ComparisonResult[] {compare(report(settled), report(unsettled)),
                compare(report(unsettled), report(settled))}) {
            assertThat(change(result, "earlyAllocKiB").verdict()).isEqualTo(Verdict.UNCHANGED);
            assertThat(change(result, "earlyAllocKiB").before().median()).isEqualTo(23.0);
            assertThat(change(result, "earlyAllocKiB").after().median()).isEqualTo(23.0);
            for (String steady : new String[] {"steadyMicros", "steadyAllocKiB"}) {
                MetricChange c = change(result, steady);
                assertThat(c.verdict()).as(steady).isEqualTo(Verdict.NOT_COMPARED);
                assertThat(c.change()).isNull();
                assertThat(c.note()).contains("steady forks did not settle (2 of 2 steady forks not settled; first: not settled in 60 s");
                assertThat(c.before().n() + c.after().n()).as("the unsettled side shows no figure").isEqualTo(3);
            }
            assertThat(result.changes()).extracting(MetricChange::metric).doesNotContain("allocKiB");
            assertThat(result.regressed()).isFalse();
        }
        assertThat(change(compare(report(settled), report(unsettled)), "steadyMicros").note())
                .startsWith("the run's steady forks did not settle");
        assertThat(ComparisonTable.console(compare(report(unsettled), report(settled))))
                .containsPattern("FloorBenchmark\\.chat +Allocation per request, steady \\(KiB\\) +– \\(n 0\\) +11\\.50 \\(n 3\\) +- +-"
                        + " +not compared: the baseline's steady forks did not settle");
    }

    @Test
    void anOlderFilesAllocationIsComparedAsTheBlockItCameFrom() throws Exception {
        // Older files wrote one allocKiB: the steady block's when the case settled, else the early block's.
        CaseResult settled = Synthetic.okCase("chat", "chat", Synthetic.figures(4000, 900, 96, 23, 1600), 10);
        CaseResult unsettled = Synthetic.unsettled(settled, "the JIT kept compiling");
        CaseResult oldSettled = mixedAllocation(settled, "steadyAllocKiB");
        CaseResult oldUnsettled = mixedAllocation(unsettled, "earlyAllocKiB");

        ComparisonResult fromUnsettled = compare(report(oldUnsettled), report(settled));
        assertThat(change(fromUnsettled, "earlyAllocKiB").before().median()).as("the old early allocation").isEqualTo(23.0);
        assertThat(change(fromUnsettled, "earlyAllocKiB").verdict()).isEqualTo(Verdict.UNCHANGED);
        assertThat(fromUnsettled.changes()).extracting(MetricChange::metric).doesNotContain("steadyAllocKiB", "allocKiB");

        ComparisonResult fromSettled = compare(report(oldSettled), report(settled));
        assertThat(change(fromSettled, "steadyAllocKiB").before().median()).as("the old steady allocation").isEqualTo(11.5);
        assertThat(change(fromSettled, "steadyAllocKiB").verdict()).isEqualTo(Verdict.UNCHANGED);
        assertThat(fromSettled.changes()).extracting(MetricChange::metric).doesNotContain("earlyAllocKiB", "allocKiB");

        assertThat(change(compare(report(oldSettled), report(unsettled)), "steadyAllocKiB").verdict())
                .as("the old steady allocation, and the run has none").isEqualTo(Verdict.NOT_COMPARED);
        assertThat(compare(report(oldSettled), report(oldUnsettled)).changes()).extracting(MetricChange::metric)
                .as("two older files whose allocation came from different blocks").contains("earlyMicros")
                .doesNotContain("earlyAllocKiB", "steadyAllocKiB", "allocKiB");
    }

    /** The case as an older file wrote it: one allocKiB, the given block's, instead of a figure per block. */
    private static CaseResult mixedAllocation(CaseResult c, String block) {
        Map<String, Summary> figures = new LinkedHashMap<>(c.summaries());
        Summary allocation = figures.get(block);
        figures.remove("earlyAllocKiB");
        figures.remove("steadyAllocKiB");
        figures.put("allocKiB", allocation);
        return new CaseResult(c.id(), c.ok(), c.fileStatus(), c.settings(), figures, c.latencies(), c.summaryExtra(), c.steadyState(),
                c.streamFixture(), c.precision(), c.skippedForks(), c.fewestForks(), c.forkStop(), c.forks(), c.extra());
    }

    @Test
    void casesWhoseSteadyProtocolsDifferAreNotCompared() throws Exception {
        CaseResult before = chatCase("minimalChat", BEFORE);
        var steady = before.settings().steady();
        CaseResult after = new CaseResult(before.id(), true, before.fileStatus(), before.settings().withSteady(new CaseSettings.Steady(
                steady.forks(), steady.iterationMillis(), steady.window(), steady.tolerance(), steady.warmupMillis(), 20)),
                before.summaries(), before.latencies(), before.summaryExtra(), before.steadyState(), before.streamFixture(), before.precision(), 0, before.fewestForks(),
                before.forkStop(), before.forks(), before.extra());

        assertThat(compare(report(before), report(after)).notCompared()).containsExactly("FloorBenchmark.minimalChat: measured"
                + " with other settings (steady.iterations 1 → 20): rerun with the baseline's");
    }

    private static MetricChange change(ComparisonResult result, String metric) {
        return result.changes().stream().filter(c -> c.metric().equals(metric)).findFirst().orElseThrow();
    }

    private static CaseSettings withRequests(CaseResult c, int requests) {
        var s = c.settings();
        var p = s.startup();
        return s.withStartup(new CaseSettings.Startup(p.forks(), p.minForks(), p.warmup(), requests, p.precision(),
                p.caseBudgetSeconds()));
    }
}
