package dev.sdkbench.junit.plan;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicLong;

import org.junit.jupiter.api.Test;

import dev.sdkbench.junit.console.SideBySideLines;
import dev.sdkbench.junit.plan.ForkPlanner.CasePlan;
import dev.sdkbench.junit.plan.ForkPlanner.Look;
import dev.sdkbench.junit.plan.ForkPlanner.Stop;
import dev.sdkbench.junit.plan.ForkPlanner.Task;
import dev.sdkbench.results.model.Pair;
import dev.sdkbench.results.stats.paired.Looks;
import dev.sdkbench.results.stats.paired.PairedFigure;
import dev.sdkbench.results.stats.paired.PairedRatio;
import dev.sdkbench.results.stats.paired.PairedVerdict;

/**
 * Lockstep rounds of a candidate and its baseline side that go on until the pair's timed figures
 * resolve, through the planner and the sequential rule, seeded: each round's pace is shared by both
 * sides (the machine drifts by up to 2×), each fork adds its own noise, and a fork takes 2 s.
 */
class SequentialRoundsTest {

    private static final long BUDGET_MILLIS = 600_000;
    private static final long FORK_MILLIS = 2000;

    /** What one simulated comparison did. */
    private record Outcome(ForkPlanner planner, List<Look> looks, int rounds) {

        PairedRatio last(PairedFigure figure) {
            return looks.get(looks.size() - 1).readings().stream().map(ForkPlanner.Reading::ratio).filter(r -> r.figure() == figure)
                    .findFirst().orElseThrow();
        }
    }

    /** @param factor the candidate's figures over the baseline's; @param noise each fork's own spread, ± this fraction */
    private static Outcome compare(double factor, double noise, long seed) throws InterruptedException {
        List<CasePlan> plans = List.of(new CasePlan("chat", 10, 200, 0, 0.03, 0, 30_000),
                new CasePlan("chat@base", 10, 200, 0, 0.03, 0, 30_000));
        Pair pair = new Pair("chat", "chat@base", Pair.Role.BASELINE, Looks.upTo(200).counts());
        AtomicLong clock = new AtomicLong();
        List<Look> looks = new ArrayList<>();
        ForkPlanner planner = new ForkPlanner(plans, seed, true, Map.of("chat", "chat@base"),
                new ForkPlanner.Comparisons(List.of(pair), 0.02, BUDGET_MILLIS, clock::get, looks::add));
        SplittableRandom random = new SplittableRandom(seed);
        double pace = 1;
        int forks = 0;
        for (Task task = planner.next(); task != null; task = planner.next()) {
            if (forks++ % 2 == 0) {
                pace = 1 + random.nextDouble();
            }
            double side = (task.caseId().equals("chat") ? factor : 1) * pace;
            clock.addAndGet(FORK_MILLIS);
            planner.finished(task, true, FORK_MILLIS, 2000 * side * (1 + noise * (2 * random.nextDouble() - 1)),
                    400 * side * (1 + noise * (2 * random.nextDouble() - 1)));
        }
        return new Outcome(planner, looks, forks / 2);
    }

    @Test
    void anIdenticalPairStopsSameOnceItsIntervalsFitTheTolerance() throws InterruptedException {
        Outcome identical = compare(1.0, 0.01, 11);

        assertThat(identical.planner().stop("chat")).as("rounds %d", identical.rounds()).isEqualTo(Stop.RESOLVED);
        assertThat(identical.planner().stop("chat@base")).isEqualTo(Stop.RESOLVED);
        assertThat(identical.last(PairedFigure.EARLY).verdict()).as(identical.last(PairedFigure.EARLY).describe())
                .isEqualTo(PairedVerdict.SAME);
        assertThat(identical.last(PairedFigure.FIRST_RESPONSE).verdict()).isEqualTo(PairedVerdict.SAME);
        assertThat(identical.rounds()).as("stopped at a planned look").isIn(Looks.upTo(200).counts()).isLessThan(64);
    }

    @Test
    void aPlantedEightPercentStopsSlowerLongBeforeTheBudget() throws InterruptedException {
        Outcome planted = compare(1.08, 0.12, 5);

        assertThat(planted.planner().stop("chat")).as("rounds %d", planted.rounds()).isEqualTo(Stop.RESOLVED);
        PairedRatio early = planted.last(PairedFigure.EARLY);
        assertThat(early.verdict()).as(early.describe()).isEqualTo(PairedVerdict.SLOWER);
        assertThat(planted.last(PairedFigure.FIRST_RESPONSE).verdict()).isEqualTo(PairedVerdict.SLOWER);
        // SLOWER needs the whole interval above 1.02, not only above 1: at ±12% fork noise that takes the look of 80.
        assertThat(planted.rounds()).as("rounds until resolved, of the ~150 the budget holds").isLessThanOrEqualTo(80);
        assertThat(early.look()).as("read at the look it stopped on").isEqualTo(Looks.upTo(200).counts().indexOf(planted.rounds()) + 1);
    }

    @Test
    void aNoisyPairRunsToTheBudgetAndStaysUnresolved() throws InterruptedException {
        Outcome noisy = compare(1.0, 0.30, 3);

        assertThat(noisy.planner().stop("chat")).as("rounds %d", noisy.rounds()).isEqualTo(Stop.BUDGET);
        assertThat(noisy.rounds() * 2 * FORK_MILLIS).as("within the budget").isLessThanOrEqualTo(BUDGET_MILLIS);
        assertThat(noisy.rounds()).as("the last look the budget reached").isEqualTo(128);
        assertThat(noisy.last(PairedFigure.EARLY).verdict()).as(noisy.last(PairedFigure.EARLY).describe())
                .isEqualTo(PairedVerdict.UNRESOLVED);
    }

    @Test
    void roundsBetweenLooksJustRunAndEachLookIsToldWithTheBudgetLeft() throws InterruptedException {
        Outcome noisy = compare(1.0, 0.30, 3);

        assertThat(noisy.looks()).extracting(Look::rounds).as("the looks from the fewest rounds on")
                .containsExactly(10, 13, 16, 20, 25, 32, 40, 50, 64, 80, 100, 128);
        Look look = noisy.looks().get(6);
        assertThat(look.leftMillis()).isEqualTo(BUDGET_MILLIS - 40 * 2 * FORK_MILLIS);
        assertThat(SideBySideLines.look(look, 0.02)).startsWith("[sdkbench] look at 40 rounds, 7:20 of the budget left (SAME within ±2%):")
                .containsPattern("chat over chat@base  early +[0-9.]+× \\([0-9.]+–[0-9.]+, 40 pairs, look 9 at [0-9.]+%\\)  [A-Z]+ so far");
    }

    @Test
    void aCaseWithoutComparedPairsKeepsItsPrecisionRule() throws InterruptedException {
        ForkPlanner planner = new ForkPlanner(List.of(new CasePlan("alone", 3, 200, 0, 0.03, 0, 30_000)), 1, true, Map.of(),
                new ForkPlanner.Comparisons(List.of(), 0.02, BUDGET_MILLIS, () -> 0, look -> { }));
        int forks = 0;
        for (Task task = planner.next(); task != null; task = planner.next()) {
            forks++;
            planner.finished(task, true, FORK_MILLIS, 100, 100);
        }
        assertThat(planner.stop("alone")).isEqualTo(Stop.PRECISE);
        assertThat(forks).isEqualTo(3);
    }
}
