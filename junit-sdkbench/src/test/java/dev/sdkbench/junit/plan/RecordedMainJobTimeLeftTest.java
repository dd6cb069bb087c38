package dev.sdkbench.junit.plan;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.PriorityQueue;
import java.util.stream.Stream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import dev.sdkbench.junit.plan.ForkPlanner.CasePlan;
import dev.sdkbench.junit.plan.ForkPlanner.Comparisons;
import dev.sdkbench.junit.plan.ForkPlanner.Task;
import dev.sdkbench.junit.settings.ForkEstimates;
import dev.sdkbench.results.json.ResultsReader;
import dev.sdkbench.results.model.CaseResult;
import dev.sdkbench.results.model.CaseSettings;
import dev.sdkbench.results.model.Fork;
import dev.sdkbench.results.model.Pair;
import dev.sdkbench.results.model.Run;

/**
 * The console's time left, replayed over recorded main jobs: each run's cases, seed and fork lifetimes (its
 * published results files) go through the real planner on a simulated clock with as many workers as the run had, and the
 * estimate printed after each fork is held against the time the replay then still took. Only fork lifetimes are
 * replayed: the job's own start (build, fixture warmup, machine probe) and the gaps between forks are not the
 * planner's to estimate.
 */
class RecordedMainJobTimeLeftTest {

    /** How far the estimate may be off the time still taken, either way, as a fraction of it. */
    private static final double TOLERANCE = 0.25;
    /** From when the estimate must hold: the first minute only has start-up forks to go by. */
    private static final long FROM_MILLIS = 60_000;
    /**
     * Until when it must hold: in the last minute the time left is the last one or two steady forks, each told from its
     * case's one earlier steady fork, and a case's two steady forks differed by up to 19 s (a median 3 to 4 s) in the
     * runs with two of them.
     */
    private static final long LAST_MILLIS = 60_000;
    /** How far the estimate may be off in the last minute: that difference between two steady forks of one case. */
    private static final long LAST_SLACK_MILLIS = 20_000;
    /**
     * How far the estimate may be off before the last minute where a quarter of the time left is less (its last three
     * minutes): one steady fork's difference from its case's other, which no estimate told from the case's first can
     * foresee. On the slower machine of runs/2026-12-07-0435Z-main-job-fresh-clone a case's two steady forks differed by
     * up to 45 s (a median 8 s): minimalBedrockConverseStream's took 37 s, then 82 s among the run's last three forks.
     */
    private static final long FORK_SLACK_MILLIS = 45_000;

    /** One estimate printed after a fork: when, what it said and what the replay then still took. */
    record Reading(long atMillis, long estimateMillis, long actualMillis) {

        double error() {
            return (double) estimateMillis / actualMillis - 1;
        }
    }

    /** A recorded run as the planner met it: its cases, how they were ordered, and each fork's lifetime and outcome. */
    record Recorded(List<CasePlan> plans, Map<String, String> anchors, long seed, Map<String, Fork> forks) {

        int workers() {
            return (int) forks.values().stream().mapToInt(Fork::worker).distinct().count();
        }

        Fork fork(Task task) {
            Fork fork = forks.get(task.caseId() + "#" + task.fork());
            assertThat(fork).as("the planner handed out %s, which the recorded run did not run: the replay's order "
                    + "is not the run's", task).isNotNull();
            assertThat(fork.protocol()).as("protocol of %s", task).isEqualTo(task.protocol());
            return fork;
        }
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({
        // The 17:57Z engine ordered each round without the readers beside their floor (that run's README).
        "2026-12-04-1757Z-main-job-suite, false",
        "2026-12-05-0247Z-main-job-suite, true",
        "2026-12-05-2254Z-main-job-plain-steady, true",
        // A slower machine: steady warmups of a median 39 s (23 s on 2026-12-05), start-up forks 1.3 times as long.
        "2026-12-07-0435Z-main-job-fresh-clone, true"})
    void theTimeLeftIsWithinAQuarterOfTheTimeStillTakenFromTheFirstMinute(String run, boolean beside) throws IOException {
        Recorded recorded = recorded(Path.of("..", "runs", run), beside);
        List<Reading> readings = replay(recorded);
        long total = readings.get(readings.size() - 1).atMillis();
        System.out.println(run + ": " + summary(readings));

        List<Reading> held = readings.stream()
                .filter(r -> r.atMillis() >= FROM_MILLIS && r.actualMillis() >= LAST_MILLIS).toList();
        assertThat(held).as("fork ends between minute 1 and the last minute of a %d-s replay", total / 1000)
                .hasSizeGreaterThan(readings.size() * 3 / 4);
        assertThat(held).allSatisfy(r -> assertThat(r.estimateMillis())
                .as("at %d s the time left read %d s, the replay took %d s more (%+.0f%%)", r.atMillis() / 1000,
                        r.estimateMillis() / 1000, r.actualMillis() / 1000, 100 * r.error())
                .isCloseTo(r.actualMillis(), within(Math.max(Math.round(TOLERANCE * r.actualMillis()), FORK_SLACK_MILLIS))));
        assertThat(readings.stream().filter(r -> r.actualMillis() < LAST_MILLIS)).allSatisfy(r -> assertThat(r.estimateMillis())
                .as("in the last minute, at %d s", r.atMillis() / 1000)
                .isCloseTo(r.actualMillis(), within(LAST_SLACK_MILLIS)));
    }

    /** Runs the recorded forks through the planner on two simulated workers; the estimate after each fork's end. */
    static List<Reading> replay(Recorded recorded) {
        long[] now = {0};
        ForkPlanner planner = new ForkPlanner(recorded.plans(), recorded.seed(), true, recorded.anchors(),
                new Comparisons(List.of(), 0, 0, () -> now[0], look -> { }));
        PriorityQueue<Running> running = new PriorityQueue<>((a, b) -> Long.compare(a.endMillis(), b.endMillis()));
        Map<String, Integer> handedOut = new HashMap<>();
        List<long[]> estimates = new ArrayList<>();
        int idle = recorded.workers();
        while (true) {
            idle -= start(planner, recorded, running, handedOut, idle, now[0]);
            if (running.isEmpty()) {
                break;
            }
            Running ended = running.poll();
            now[0] = ended.endMillis();
            planner.finished(ended.task(), ended.fork().failure() == null, lifetime(ended.fork()), 100, 100);
            idle++;
            estimates.add(new long[] {now[0], planner.progress().leftMillis(recorded.workers())});
        }
        long end = now[0];
        return estimates.stream().map(e -> new Reading(e[0], e[1], end - e[0])).toList();
    }

    /** A fork on a simulated worker. */
    private record Running(Task task, Fork fork, long endMillis) {
    }

    /**
     * Starts forks on the idle workers while the planner has one to hand out at once: a worker that would wait (its
     * queue holds only forks of failed cases, to be skipped) waits for the next fork's end, as a real one does.
     */
    private static int start(ForkPlanner planner, Recorded recorded, PriorityQueue<Running> running,
                             Map<String, Integer> handedOut, int idle, long now) {
        int started = 0;
        while (started < idle && (running.isEmpty() || runnableQueued(planner, recorded, handedOut, running.size()) > 0)) {
            Task task = next(planner);
            if (task == null) {
                break;
            }
            handedOut.merge(task.caseId(), 1, Integer::sum);
            Fork fork = recorded.fork(task);
            running.add(new Running(task, fork, now + lifetime(fork)));
            started++;
        }
        return started;
    }

    /** Forks queued that are not of a failed case (those the planner skipped are no longer queued). */
    private static int runnableQueued(ForkPlanner planner, Recorded recorded, Map<String, Integer> handedOut, int running) {
        ForkPlanner.Progress progress = planner.progress();
        int queued = progress.planned() - progress.done() - running;
        for (CasePlan plan : recorded.plans()) {
            if (planner.stop(plan.id()) == ForkPlanner.Stop.FAILED) {
                queued -= plan.minStartupForks() + plan.steadyForks() - handedOut.getOrDefault(plan.id(), 0)
                        - planner.skipped(plan.id());
            }
        }
        return queued;
    }

    private static Task next(ForkPlanner planner) {
        try {
            return planner.next();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    private static long lifetime(Fork fork) {
        return fork.exit() == null ? 0 : Math.round(fork.exit().lifetimeMillis());
    }

    /**
     * The estimate's error at the first fork end past each of 1, 2, 5, 10 and 20 minutes, and its range from minute 1 to
     * the last minute.
     */
    static String summary(List<Reading> readings) {
        StringBuilder line = new StringBuilder(String.format(Locale.ROOT, "%d forks, %.1f min",
                readings.size(), readings.get(readings.size() - 1).atMillis() / 60_000.0));
        for (int minute : new int[] {1, 2, 5, 10, 20}) {
            readings.stream().filter(r -> r.atMillis() >= minute * 60_000L).findFirst().ifPresent(r -> line.append(
                    String.format(Locale.ROOT, "; %d min: %d s left, read %d s (%+.0f%%)", minute, r.actualMillis() / 1000,
                            r.estimateMillis() / 1000, 100 * r.error())));
        }
        return line.append(range(readings)).toString();
    }

    /** The range of the estimate's error from minute 1 to the last minute, and how many readings lie outside a quarter. */
    private static String range(List<Reading> readings) {
        List<Double> errors = readings.stream().filter(r -> r.atMillis() >= FROM_MILLIS && r.actualMillis() >= LAST_MILLIS)
                .map(Reading::error).toList();
        return String.format(Locale.ROOT, "; from minute 1 to the last: %+.0f%% to %+.0f%%, %d of %d readings beyond %.0f%%",
                100 * errors.stream().mapToDouble(Double::doubleValue).min().orElse(0),
                100 * errors.stream().mapToDouble(Double::doubleValue).max().orElse(0),
                errors.stream().filter(e -> Math.abs(e) > TOLERANCE).count(), errors.size(), 100 * TOLERANCE);
    }

    /** A published run's cases as its engine planned them, from its results files (a floor is in several: once here). */
    static Recorded recorded(Path folder, boolean beside) throws IOException {
        assertThat(folder).as("the recorded run, read from the repository's runs/ folder").isDirectory();
        Map<String, CasePlan> plans = new LinkedHashMap<>();
        Map<String, String> anchors = new HashMap<>();
        Map<String, Fork> forks = new HashMap<>();
        long seed = 0;
        try (Stream<Path> files = Files.list(folder)) {
            for (Path file : files.filter(f -> f.getFileName().toString().endsWith("Benchmark.json")).sorted().toList()) {
                Run run = ResultsReader.read(file);
                seed = run.settings().seed();
                Map<String, String> plannerIds = new HashMap<>();
                for (CaseResult c : run.cases()) {
                    String id = plannerId(c);
                    plannerIds.put(c.id(), id);
                    plans.put(id, plan(id, c.settings()));
                    c.forks().forEach(f -> forks.put(id + "#" + f.fork(), f));
                }
                for (Pair pair : beside ? run.pairs() : List.<Pair>of()) {
                    anchors.put(plannerIds.get(pair.caseId()), plannerIds.getOrDefault(pair.referenceId(), pair.referenceId()));
                }
            }
        }
        assertThat(plans).as("cases in %s", folder).isNotEmpty();
        return new Recorded(List.copyOf(plans.values()), anchors, seed, forks);
    }

    /** The id the suite's planner knew the case by: the folder its forks' evidence went to. */
    private static String plannerId(CaseResult c) {
        return Path.of(c.forks().get(0).evidence()).getParent().getFileName().toString();
    }

    private static CasePlan plan(String id, CaseSettings settings) {
        CaseSettings.Steady s = settings.steady();
        return new CasePlan(id, settings.startup().minForks(), settings.startup().forks(), s.forks(), settings.startup().precision(),
                settings.startup().caseBudgetSeconds() * 1000, ForkEstimates.steadyBeyondStartupMillis(s));
    }
}
