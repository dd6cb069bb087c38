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
import dev.sdkbench.junit.settings.Defaults;
import dev.sdkbench.reports.model.Pair;
import dev.sdkbench.reports.model.Protocol;
import dev.sdkbench.reports.paired.Looks;
import dev.sdkbench.reports.paired.PairedFigure;
import dev.sdkbench.reports.paired.PairedRatio;
import dev.sdkbench.reports.paired.PairedVerdict;
import dev.sdkbench.reports.paired.SequentialBoundary;

/**
 * A candidate's steady pair forks against its baseline, added fork pair by fork pair through the planner until the
 * steady ratio resolves, within the budget the lockstep rounds share, seeded: each pair fork's two sides share its
 * JVM's pace (which moves by up to 2×), each side adds its own noise, a start-up fork takes 2 s and a pair fork 20 s
 * (50 s, as on 2 vCPUs, where the budget is to be reached), one after the other as on one worker. The case runs first
 * the pair forks its first steady interval needs, as the run plans it.
 */
class SequentialPairForksTest {

    private static final long BUDGET_MILLIS = 600_000;
    private static final long STARTUP_MILLIS = 2000;
    private static final long QUICK_PAIR_FORK_MILLIS = 20_000;
    private static final long PAIR_FORK_MILLIS = 50_000;
    private static final List<Integer> STEADY_LOOKS = Looks.upTo(Defaults.STEADY_PAIR_FORKS_MOST).counts();
    /** The pair forks that run first: as many as the first steady look with an interval. */
    private static final int FIRST = SequentialBoundary.of(new Looks(STEADY_LOOKS)).firstInterval();

    /** What one simulated comparison did: the looks told, the forks in the order they ran, the clock at the end. */
    private record Outcome(ForkPlanner planner, List<Look> looks, List<Task> forks, long millis, long pairForkMillis) {

        /** The steady ratio read at the last steady look. */
        PairedRatio steady() {
            return looks.stream().flatMap(l -> l.readings().stream()).map(ForkPlanner.Reading::ratio)
                    .filter(r -> r.figure() == PairedFigure.STEADY).reduce((a, b) -> b).orElseThrow();
        }

        int pairForks() {
            return (int) forks.stream().filter(t -> t.protocol() == Protocol.STEADY).count();
        }

        String describe() {
            return pairForks() + " pair forks, " + (forks.size() - pairForks()) + " start-up forks, " + millis / 1000 + " s, steady "
                    + looks.stream().flatMap(l -> l.readings().stream()).filter(r -> r.ratio().figure() == PairedFigure.STEADY)
                    .map(r -> r.ratio().describe() + " " + r.ratio().verdictWord()).toList();
        }
    }

    /**
     * @param factor       the candidate's steady figure over the baseline's, within each pair fork
     * @param noise        each steady side's own spread, ± this fraction
     * @param startupNoise each start-up fork's own spread (identical sides), ± this fraction
     * @param pairForkMillis a pair fork's lifetime
     */
    private static Outcome compare(double factor, double noise, double startupNoise, long pairForkMillis, long seed)
            throws InterruptedException {
        List<CasePlan> plans = List.of(new CasePlan("chat", 10, 200, FIRST, 0.03, 0, 30_000, Defaults.STEADY_PAIR_FORKS_MOST),
                new CasePlan("chat@base", 10, 200, 0, 0.03, 0, 30_000));
        Pair pair = new Pair("chat", "chat@base", Pair.Role.BASELINE, Looks.upTo(200).counts(), true, STEADY_LOOKS);
        AtomicLong clock = new AtomicLong();
        List<Look> looks = new ArrayList<>();
        ForkPlanner planner = new ForkPlanner(plans, seed, true, Map.of("chat", "chat@base"),
                new ForkPlanner.Comparisons(List.of(pair), 0.02, BUDGET_MILLIS, clock::get, looks::add));
        SplittableRandom random = new SplittableRandom(seed);
        List<Task> forks = new ArrayList<>();
        for (Task task = planner.next(); task != null; task = planner.next()) {
            forks.add(task);
            if (task.protocol() == Protocol.STEADY) {
                double pace = 1 + random.nextDouble();
                clock.addAndGet(pairForkMillis);
                planner.finished(task, true, pairForkMillis, 2000, 400, new ForkPlanner.SteadySides(
                        100 * factor * pace * wobble(random, noise), 100 * pace * wobble(random, noise)));
            } else {
                clock.addAndGet(STARTUP_MILLIS);
                planner.finished(task, true, STARTUP_MILLIS, 2000 * wobble(random, startupNoise), 400 * wobble(random, startupNoise));
            }
        }
        return new Outcome(planner, looks, forks, clock.get(), pairForkMillis);
    }

    private static double wobble(SplittableRandom random, double noise) {
        return 1 + noise * (2 * random.nextDouble() - 1);
    }

    @Test
    void anIdenticalPairStopsSameOnceTheSteadyIntervalFitsTheTolerance() throws InterruptedException {
        Outcome identical = compare(1.0, 0.005, 0.01, QUICK_PAIR_FORK_MILLIS, 11);

        assertThat(identical.planner().steadyStop("chat")).as(identical.describe()).isEqualTo(Stop.RESOLVED);
        assertThat(identical.steady().verdict()).as(identical.describe()).isEqualTo(PairedVerdict.SAME);
        assertThat(identical.pairForks()).as("stopped at a planned look, before the most").isIn(STEADY_LOOKS).isLessThan(Defaults.STEADY_PAIR_FORKS_MOST);
        assertThat(identical.planner().stop("chat")).as("the start-up rounds resolved too").isEqualTo(Stop.RESOLVED);
    }

    @Test
    void aPlantedSlowdownStopsSlowerWithinTheBudget() throws InterruptedException {
        Outcome planted = compare(1.08, 0.03, 0.01, QUICK_PAIR_FORK_MILLIS, 5);

        assertThat(planted.planner().steadyStop("chat")).as(planted.describe()).isEqualTo(Stop.RESOLVED);
        PairedRatio steady = planted.steady();
        assertThat(steady.verdict()).as(planted.describe()).isEqualTo(PairedVerdict.SLOWER);
        assertThat(steady.look()).as("read at the look it stopped on").isEqualTo(STEADY_LOOKS.indexOf(planted.pairForks()) + 1);
        assertThat(planted.millis()).as("within the budget").isLessThanOrEqualTo(BUDGET_MILLIS);
    }

    @Test
    void aNoisyPairRunsPairForksToTheBudgetAndStaysUnresolved() throws InterruptedException {
        Outcome noisy = compare(1.0, 0.30, 0.01, PAIR_FORK_MILLIS, 3);

        assertThat(noisy.planner().steadyStop("chat")).as(noisy.describe()).isEqualTo(Stop.BUDGET);
        assertThat(noisy.steady().verdict()).as(noisy.describe()).isEqualTo(PairedVerdict.UNRESOLVED);
        assertThat(noisy.millis()).as("within the budget").isLessThanOrEqualTo(BUDGET_MILLIS);
        assertThat(noisy.pairForks()).as("pair forks while the budget could reach the next look").isGreaterThanOrEqualTo(FIRST);
    }

    @Test
    void whileBothGoOnTheRoundsAndThePairForksShareTheBudgetByTime() throws InterruptedException {
        Outcome both = compare(1.0, 0.30, 0.30, QUICK_PAIR_FORK_MILLIS, 7);

        assertThat(both.planner().stop("chat")).as(both.describe()).isEqualTo(Stop.BUDGET);
        assertThat(both.planner().steadyStop("chat")).as(both.describe()).isIn(Stop.BUDGET, Stop.MOST_FORKS);
        assertThat(both.millis()).as("within the budget").isLessThanOrEqualTo(BUDGET_MILLIS);
        List<Task> untilLastPairFork = both.forks().subList(0, both.forks().lastIndexOf(both.forks().stream()
                .filter(t -> t.protocol() == Protocol.STEADY).reduce((a, b) -> b).orElseThrow()));
        long steadyMillis = untilLastPairFork.stream().filter(t -> t.protocol() == Protocol.STEADY).count() * QUICK_PAIR_FORK_MILLIS;
        long startupMillis = untilLastPairFork.stream().filter(t -> t.protocol() == Protocol.STARTUP).count() * STARTUP_MILLIS;
        assertThat(steadyMillis).as("%s: a pair fork joins a round only while the pair forks took no longer", both.describe())
                .isLessThanOrEqualTo(startupMillis);
        assertThat(startupMillis - steadyMillis).as("and the rounds do not run ahead by more than a pair fork and a round")
                .isLessThanOrEqualTo(QUICK_PAIR_FORK_MILLIS + 2 * STARTUP_MILLIS);
        assertThat(both.pairForks()).as("pair forks beyond the first").isGreaterThan(FIRST);
    }

    @Test
    void eachSteadyLookIsToldWithThePairForksAndTheBudgetLeft() throws InterruptedException {
        Outcome noisy = compare(1.0, 0.30, 0.01, PAIR_FORK_MILLIS, 3);

        Look first = noisy.looks().stream().filter(l -> l.readings().get(0).ratio().figure() == PairedFigure.STEADY).findFirst()
                .orElseThrow();
        assertThat(first.rounds()).as("the first steady look, after the first pair forks").isEqualTo(FIRST).isEqualTo(8);
        assertThat(SideBySideLines.look(first, 0.02)).containsPattern("^\\[sdkbench\\] look at 8 steady pair forks, \\d+:\\d\\d of the"
                + " budget left \\(SAME within ±2%\\):").containsPattern("chat over chat@base  steady +[0-9.]+× \\([0-9.]+–[0-9.]+, 8"
                + " pairs, look 2 at [0-9.]+%\\)  UNRESOLVED so far");
    }

    @Test
    void thePlannedForksCountThePairForksThatMayFollow() throws InterruptedException {
        List<CasePlan> plans = List.of(new CasePlan("chat", 10, 200, FIRST, 0.03, 0, 30_000, Defaults.STEADY_PAIR_FORKS_MOST),
                new CasePlan("chat@base", 10, 200, 0, 0.03, 0, 30_000));
        Pair pair = new Pair("chat", "chat@base", Pair.Role.BASELINE, Looks.upTo(200).counts(), true, STEADY_LOOKS);
        ForkPlanner planner = new ForkPlanner(plans, 1, true, Map.of("chat", "chat@base"),
                new ForkPlanner.Comparisons(List.of(pair), 0.02, BUDGET_MILLIS, () -> 0, look -> { }));

        assertThat(planner.progress().planned()).as("the first batch: 10 start-up forks a side and 8 pair forks").isEqualTo(28);
        assertThat(planner.progress().most()).as("up to 200 start-up forks a side and 12 pair forks").isEqualTo(412);
    }
}
