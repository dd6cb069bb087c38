package dev.sdkbench.junit.plan;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.ToDoubleFunction;

import org.junit.jupiter.api.Test;

import dev.sdkbench.junit.plan.ForkPlanner.CasePlan;
import dev.sdkbench.junit.plan.ForkPlanner.Stop;
import dev.sdkbench.junit.plan.ForkPlanner.Task;
import dev.sdkbench.results.model.Protocol;

/** How the planner sizes each case: its fewest forks always, then more until precise, within its most and its budget. */
class ForkPlannerTest {

    private static CasePlan plan(String id, int min, int max, int steady, double precision, long budgetMillis) {
        return new CasePlan(id, min, max, steady, precision, budgetMillis, 30_000);
    }

    /** Runs the planner to the end on one worker, each fork lasting 1 s with the early figure {@code early(fork)}. */
    private static List<Task> runAll(ForkPlanner planner, ToDoubleFunction<Task> early) throws InterruptedException {
        List<Task> ran = new ArrayList<>();
        for (Task task = planner.next(); task != null; task = planner.next()) {
            ran.add(task);
            planner.finished(task, true, 1000, early.applyAsDouble(task), 100);
        }
        return ran;
    }

    @Test
    void theFewestForksOfBothProtocolsRunInterleavedWithTheSteadyOnesSpreadOut() throws InterruptedException {
        ForkPlanner planner = new ForkPlanner(List.of(plan("a", 4, 4, 2, 0, 0), plan("b", 4, 4, 2, 0, 0)), 1);

        List<Task> ran = runAll(planner, t -> 100);

        assertThat(ran).hasSize(12);
        assertThat(ran.subList(0, 2)).extracting(Task::caseId).containsExactlyInAnyOrder("a", "b");
        List<Protocol> a = ran.stream().filter(t -> t.caseId().equals("a")).map(Task::protocol).toList();
        assertThat(a).containsExactly(Protocol.STARTUP, Protocol.STARTUP, Protocol.STEADY, Protocol.STARTUP, Protocol.STARTUP,
                Protocol.STEADY);
        assertThat(ran.stream().filter(t -> t.caseId().equals("a")).map(Task::fork)).containsExactly(1, 2, 3, 4, 5, 6);
        assertThat(planner.stop("a")).isEqualTo(Stop.MOST_FORKS);
    }

    @Test
    void inLockstepAPreciseCaseKeepsItsNoisyPartnersRoundsCompany() throws InterruptedException {
        List<CasePlan> plans = List.of(plan("reference", 3, 12, 0, 0.03, 0), plan("noisy", 3, 12, 0, 0.03, 0));
        ForkPlanner alone = new ForkPlanner(plans, 1);
        ForkPlanner lockstep = new ForkPlanner(plans, 1, true, Map.of());
        ToDoubleFunction<Task> figures = t -> t.caseId().equals("reference") ? 100 + t.fork() % 2 : t.fork() % 2 == 0 ? 50 : 150;

        List<Task> separately = runAll(alone, figures);
        List<Task> together = runAll(lockstep, figures);

        assertThat(separately.stream().filter(t -> t.caseId().equals("reference"))).as("precise after its fewest").hasSize(3);
        assertThat(together.stream().filter(t -> t.caseId().equals("reference"))).as("a partner for each of the noisy case's forks")
                .hasSize(12);
        for (int round = 0; round < 12; round++) {
            assertThat(together.subList(2 * round, 2 * round + 2)).extracting(Task::caseId).as("round %d", round + 1)
                    .containsExactlyInAnyOrder("reference", "noisy");
        }
    }

    @Test
    void inLockstepTheExtraRoundsKeepACaseNextToItsAnchor() throws InterruptedException {
        List<CasePlan> plans = List.of(plan("floor", 2, 6, 0, 0.03, 0), plan("sdk", 2, 6, 0, 0.03, 0),
                plan("x", 2, 6, 0, 0.03, 0), plan("y", 2, 6, 0, 0.03, 0));
        ForkPlanner planner = new ForkPlanner(plans, 4, true, Map.of("sdk", "floor"));

        List<Task> ran = runAll(planner, t -> t.fork() % 2 == 0 ? 50 : 150);

        assertThat(ran).hasSize(24);
        for (int round = 0; round < 6; round++) {
            List<String> order = ran.subList(4 * round, 4 * round + 4).stream().map(Task::caseId).toList();
            assertThat(Math.abs(order.indexOf("sdk") - order.indexOf("floor"))).as("round %d: %s", round + 1, order).isEqualTo(1);
        }
    }

    @Test
    void aCaseStopsOnceItsFiguresArePrecise() throws InterruptedException {
        ForkPlanner planner = new ForkPlanner(List.of(plan("steady", 3, 40, 0, 0.03, 0)), 1);

        List<Task> ran = runAll(planner, t -> 100 + t.fork() % 2); // ±0.5%: precise once it may stop

        assertThat(ran).hasSize(3);
        assertThat(planner.stop("steady")).isEqualTo(Stop.PRECISE);
    }

    @Test
    void aNoisyCaseRunsToItsMostForks() throws InterruptedException {
        ForkPlanner planner = new ForkPlanner(List.of(plan("noisy", 3, 12, 0, 0.03, 0)), 1);

        List<Task> ran = runAll(planner, t -> t.fork() % 2 == 0 ? 50 : 150);

        assertThat(ran).hasSize(12);
        assertThat(planner.stop("noisy")).isEqualTo(Stop.MOST_FORKS);
    }

    @Test
    void theBudgetEndsANoisyCaseEarlyButNeverItsFewestForks() throws InterruptedException {
        ForkPlanner planner = new ForkPlanner(List.of(plan("noisy", 3, 40, 1, 0.03, 6_500)), 1);

        List<Task> ran = runAll(planner, t -> t.fork() % 2 == 0 ? 50 : 150);

        assertThat(ran).as("4 first forks, then 2 more of 1 s each fit in 6.5 s").hasSize(6);
        assertThat(planner.stop("noisy")).isEqualTo(Stop.BUDGET);
    }

    @Test
    void aFailedForkStopsItsCaseAndSkipsTheRestWhileOtherCasesGoOn() throws InterruptedException {
        ForkPlanner planner = new ForkPlanner(List.of(plan("bad", 5, 5, 0, 0, 0), plan("good", 5, 5, 0, 0, 0)), 3);
        List<Task> ran = new ArrayList<>();
        for (Task task = planner.next(); task != null; task = planner.next()) {
            ran.add(task);
            planner.finished(task, !task.caseId().equals("bad"), 1000, 100, 100);
        }

        assertThat(ran.stream().filter(t -> t.caseId().equals("bad"))).hasSize(1);
        assertThat(ran.stream().filter(t -> t.caseId().equals("good"))).hasSize(5);
        assertThat(planner.stop("bad")).isEqualTo(Stop.FAILED);
        assertThat(planner.skipped("bad")).isEqualTo(4);
    }

    @Test
    void theOrderDependsOnlyOnTheSeed() throws InterruptedException {
        List<CasePlan> plans = List.of(plan("a", 3, 3, 1, 0, 0), plan("b", 3, 3, 1, 0, 0), plan("c", 3, 3, 1, 0, 0));

        assertThat(runAll(new ForkPlanner(plans, 9), t -> 1)).isEqualTo(runAll(new ForkPlanner(plans, 9), t -> 1))
                .isNotEqualTo(runAll(new ForkPlanner(plans, 10), t -> 1));
    }

    @Test
    void aSteadyForkBeforeAnyHasFinishedIsItsCasesStartUpForkPlusTheExpectedWarmupAndIterations() throws InterruptedException {
        // One start-up fork at the recorded runs' pace, then the steady fork: 33 s of warmup and iterations beyond it.
        ForkPlanner planner = new ForkPlanner(List.of(new CasePlan("a", 1, 1, 1, 0, 0, 33_000)), 1);
        Task startup = planner.next();
        planner.finished(startup, true, ForkPlanner.RECORDED_STARTUP_MILLIS, 100, 100);

        assertThat(startup.protocol()).isEqualTo(Protocol.STARTUP);
        assertThat(planner.progress().leftMillis()).as("the queued steady fork, told from the start-up fork seen, not a cap")
                .isEqualTo(ForkPlanner.RECORDED_STARTUP_MILLIS + 33_000);
    }

    @Test
    void onAMachineFourTimesSlowerAtStartUpTheExpectedWarmupAndIterationsTakeTwiceAsLong() throws InterruptedException {
        ForkPlanner planner = new ForkPlanner(List.of(new CasePlan("a", 1, 1, 1, 0, 0, 33_000)), 1);
        planner.finished(planner.next(), true, 4 * ForkPlanner.RECORDED_STARTUP_MILLIS, 100, 100);

        assertThat(planner.progress().leftMillis()).as("the steady fork: its case's start-up fork plus 33 s at the square "
                + "root of the run's pace").isEqualTo(4 * ForkPlanner.RECORDED_STARTUP_MILLIS + 66_000);
    }

    @Test
    void theRunsFinishedSteadyForksOutweighThePlansExpectation() throws InterruptedException {
        // Cases a and b finish their steady forks in 20 s, 18 s past their start-up forks at the recorded pace; c's is
        // still running.
        long startup = ForkPlanner.RECORDED_STARTUP_MILLIS;
        List<CasePlan> plans = List.of(new CasePlan("a", 1, 1, 1, 0, 0, 33_000), new CasePlan("b", 1, 1, 1, 0, 0, 33_000),
                new CasePlan("c", 1, 1, 1, 0, 0, 33_000));
        ForkPlanner planner = new ForkPlanner(plans, 1);
        for (int forks = 0; forks < 6; forks++) {
            Task task = planner.next();
            if (!(task.caseId().equals("c") && task.protocol() == Protocol.STEADY)) {
                planner.finished(task, true, task.protocol() == Protocol.STARTUP ? startup : startup + 18_000, 100, 100);
            }
        }

        assertThat(planner.progress().done()).as("every fork but c's steady one").isEqualTo(5);
        assertThat(planner.progress().leftMillis()).as("c's steady fork: its start-up fork plus the mean of the 18 s the "
                + "others added and the plan's 33 s, less the moments it ran").isBetween(startup + 22_000, startup + 23_000);
    }

    @Test
    void aRunningForkPastItsEstimateStillHasAFifthOfItToGo() throws InterruptedException {
        long[] now = {0};
        ForkPlanner planner = new ForkPlanner(List.of(plan("a", 2, 2, 0, 0, 0)), 1, false, Map.of(),
                new ForkPlanner.Comparisons(List.of(), 0, 0, () -> now[0], look -> { }));
        planner.finished(planner.next(), true, 10_000, 100, 100);
        planner.next();
        now[0] = 30_000;

        assertThat(planner.progress().leftMillis()).as("the second fork, 20 s past its case's 10-s median").isEqualTo(2000);
    }

    @Test
    void theQueuedForksOfAFailedCaseCountForNothing() throws InterruptedException {
        ForkPlanner planner = new ForkPlanner(List.of(plan("a", 3, 3, 0, 0, 0)), 1);
        planner.finished(planner.next(), false, 5000, Double.NaN, Double.NaN);

        assertThat(planner.progress().planned()).as("still queued, to be skipped").isEqualTo(3);
        assertThat(planner.progress().leftMillis()).isZero();
    }

    @Test
    void progressCountsDoneAndPlannedForks() throws InterruptedException {
        ForkPlanner planner = new ForkPlanner(List.of(plan("a", 2, 5, 1, 0.03, 0)), 1);
        assertThat(planner.progress()).extracting(ForkPlanner.Progress::done, ForkPlanner.Progress::planned,
                ForkPlanner.Progress::most).containsExactly(0, 3, 6);

        Task first = planner.next();
        planner.finished(first, true, 2000, 100, 100);

        assertThat(planner.progress().done()).isEqualTo(1);
        assertThat(planner.progress().leftMillis()).as("the rest at the pace seen").isPositive();
    }

    @Test
    void nonsensePlansSayWhatToUse() {
        assertThatThrownBy(() -> new ForkPlanner(List.of(plan("a", 0, 5, 1, 0, 0)), 1))
                .hasMessageContaining("case a plans 0 to 5 start-up and 1 steady forks: use at least 1 start-up fork");
    }
}
