package dev.sdkbench.junit.run;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Queue;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;

import dev.sdkbench.junit.network.WorkerFixture;
import dev.sdkbench.junit.plan.ForkPlanner;
import dev.sdkbench.junit.settings.SizesProtocol;
import dev.sdkbench.results.model.Protocol;

/**
 * The run's sized forks: for each case with a size ladder, each size's steady forks, run by the {@link ForkRunner} as
 * any steady fork is, with the case's replies made the sized text ({@code ResolvedCaseSettings#sizedStep}). The workers
 * take them once the planner and the load forks have none left, so the planned forks' order, precision and time left
 * are as without them. A case whose planned forks failed gets none; after a sized fork of a case fails, the case's
 * others are not run, as a planned fork's failure skips its case's others.
 */
final class SizeForks {

    /** One sized fork: the case as its step runs it, the size and the fork's number within it. */
    private record Task(ForkedCase original, ForkedCase sized, int size, int fork) {
    }

    private final Queue<Task> queue = new ConcurrentLinkedQueue<>();
    private final Map<String, List<SizesOutcome.Point>> points = new ConcurrentHashMap<>();
    private final Set<String> failed = ConcurrentHashMap.newKeySet();
    private final Map<String, ForkedCase> cases = new ConcurrentHashMap<>();
    private final ForkRunner runner;
    private final Path directory;
    private final PrintStream progress;
    private final String className;

    /** @param ladders the cases whose size ladders run, in order */
    SizeForks(List<ForkedCase> ladders, ForkRunner runner, Path directory, PrintStream progress, String className) {
        for (ForkedCase c : ladders) {
            SizesProtocol sizes = c.settings().sizes();
            cases.put(c.id(), c);
            points.put(c.id(), Collections.synchronizedList(new ArrayList<>()));
            for (int size : sizes.ladder(c.settings().stream())) {
                ForkedCase sized = new ForkedCase(c.settings().sizedStep(size), c.testClass(), c.method(), c.classpath());
                for (int fork = 1; fork <= sizes.forks(); fork++) {
                    queue.add(new Task(c, sized, size, fork));
                }
            }
        }
        this.runner = runner;
        this.directory = directory;
        this.progress = progress;
        this.className = className;
    }

    /** What the console says before the forks: how many sized forks follow the planned ones. */
    String announcement() {
        return queue.isEmpty() ? null : "[sdkbench] " + className + ": " + queue.size() + " sized fork" + (queue.size() == 1 ? "" : "s")
                + " after the planned forks, for " + cases.size() + " case" + (cases.size() == 1 ? "" : "s") + " with @Sizes";
    }

    /** Runs sized forks on {@code slot} until none is left; a case whose planned forks failed gets none. */
    void runOn(Slots.Slot slot, WorkerFixture fixture, Map<String, List<ForkOutcome>> planned) throws IOException, InterruptedException {
        for (Task t = queue.poll(); t != null; t = queue.poll()) {
            String id = t.original().id();
            String notRun = planned.getOrDefault(id, List.of()).stream().anyMatch(f -> !f.ok()) ? "a planned fork of the case failed first"
                    : failed.contains(id) ? "an earlier sized fork of the case failed" : null;
            SizesOutcome.Point point = notRun != null ? new SizesOutcome.Point(t.size(), t.fork(), null, notRun)
                    : new SizesOutcome.Point(t.size(), t.fork(), run(t, slot, fixture), null);
            if (point.failure() != null) {
                failed.add(id);
            }
            points.get(id).add(point);
            progress.println(line(t, point));
        }
    }

    private ForkOutcome run(Task t, Slots.Slot slot, WorkerFixture fixture) throws IOException, InterruptedException {
        boolean stream = t.original().settings().stream();
        return runner.run(t.sized(), new ForkPlanner.Task(t.original().id(), Protocol.STEADY, t.fork()), slot.index(), slot.cpu(),
                fixture, directory.resolve(t.original().id()).resolve(SizesProtocol.folder(stream, t.size())));
    }

    /** The case's size ladder, or {@code null} when it runs none. */
    SizesOutcome outcome(String caseId) {
        ForkedCase c = cases.get(caseId);
        return c == null ? null : new SizesOutcome(c.settings(), points.get(caseId));
    }

    private String line(Task t, SizesOutcome.Point p) {
        StringBuilder line = new StringBuilder("[sdkbench] ").append(className).append('.').append(t.original().id())
                .append(" sizes ").append(SizesOutcome.label(t.original().settings().stream(), t.size())).append(" fork ").append(t.fork());
        ForkOutcome f = p.outcome();
        if (f != null && f.launch().cpu() != null) {
            line.append(" cpu ").append(f.launch().cpu());
        }
        if (p.failure() != null) {
            return line.append(": FAILED: ").append(p.failure()).toString();
        }
        var steady = f.result().steady();
        return line.append(String.format(Locale.ROOT, ": steady %.1f µs/call, %.0f bytes/call after %.0f s of warmup%s",
                steady.meanMicros(), steady.allocBytesPerRequest(), steady.warmupMillis() / 1000.0,
                steady.settled() ? "" : " (" + steady.unsettled() + ")")).toString();
    }
}
