package dev.sdkbench.junit.run;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Queue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;

import dev.sdkbench.junit.console.CaseReport;
import dev.sdkbench.junit.network.WorkerFixture;
import dev.sdkbench.junit.settings.SettingsException;
import dev.sdkbench.results.model.LoadRun;

/**
 * The run's load forks, one per case that asks for one, taken by the workers once the planner has no fork left for
 * them: each on a worker's CPU, against that worker's fixture on a CPU of its own. They are not the planner's, so
 * the planned forks' order, precision and time left are as without them.
 */
final class LoadForks {

    private final Queue<ForkedCase> queue;
    private final Map<String, LoadOutcome> outcomes = new ConcurrentHashMap<>();
    private final LoadForkRunner runner;
    private final Path directory;
    private final PrintStream progress;
    private final String className;

    /** @param cases the cases whose load forks run, in order */
    LoadForks(List<ForkedCase> cases, LoadForkRunner runner, Path directory, PrintStream progress, String className) {
        this.queue = new ConcurrentLinkedQueue<>(cases);
        this.runner = runner;
        this.directory = directory;
        this.progress = progress;
        this.className = className;
    }

    /**
     * Refuses a plan that puts a worker's fixture on its own CPU: a load fork's figures would hold the fixture's work. A
     * machine of one physical core has no second CPU for it (with {@code forks.shareBuildCpu} its worker and fixture
     * share it); an unpinned run has no CPUs to keep apart and is not publishable anyway.
     */
    void checkPlacement(Slots slots, Class<?> testClass) {
        if (queue.isEmpty()) {
            return;
        }
        slots.slots().stream().filter(s -> s.cpu() != null && s.cpu().equals(s.fixtureCpu())).findFirst().ifPresent(s -> {
            throw new SettingsException(testClass, List.of("load forks need the client and the fixture on two CPUs, but this"
                    + " machine's plan puts worker " + s.index() + " and its fixture both on cpu " + s.cpu() + " (" + slots.description()
                    + "): run them on a machine with 2 physical cores or more, or leave @Load off (sdkbench.load.forks=0)"));
        });
    }

    /** What the console says before the forks: how many load forks follow the planned ones. */
    String announcement() {
        return queue.isEmpty() ? null : "[sdkbench] " + className + ": " + queue.size() + " load fork" + (queue.size() == 1 ? "" : "s")
                + " after the planned forks, one per case with @Load";
    }

    /** Runs load forks on {@code slot} until none is left; a case whose planned forks failed gets none. */
    void runOn(Slots.Slot slot, WorkerFixture fixture, Map<String, List<ForkOutcome>> planned) throws IOException, InterruptedException {
        for (ForkedCase c = queue.poll(); c != null; c = queue.poll()) {
            boolean failed = planned.getOrDefault(c.settings().id(), List.of()).stream().anyMatch(f -> !f.ok());
            LoadOutcome outcome = failed ? LoadOutcome.notRun(c.settings().load(), "a planned fork of the case failed first")
                    : runner.run(c, slot, fixture, directory.resolve(c.settings().id()));
            outcomes.put(c.settings().id(), outcome);
            progress.println(line(c.settings().id(), outcome));
        }
    }

    /** The case's load fork, or {@code null} when it runs none. */
    LoadOutcome outcome(String caseId) {
        return outcomes.get(caseId);
    }

    private String line(String caseId, LoadOutcome outcome) {
        StringBuilder line = new StringBuilder("[sdkbench] ").append(className).append('.').append(caseId).append(" load fork");
        if (outcome.cpu() != null) {
            line.append(" cpu ").append(outcome.cpu()).append(" (fixture cpu ").append(outcome.fixtureCpu()).append(')');
        }
        line.append(": ");
        for (LoadRun.Step s : outcome.toModel().steps()) {
            line.append(String.format(Locale.ROOT, "N=%d %.1f calls/s (ideal %.1f%s)%s%s; ", s.concurrency(), s.callsPerSecond(),
                    s.idealCallsPerSecond(), s.fixture() == null ? "" : ", seen " + s.fixture().maxInFlight(),
                    s.failedCalls() == 0 ? "" : ", " + s.failedCalls() + " failed", CaseReport.pinning(s)));
        }
        return line.append(outcome.ok() ? "ok" : "FAILED: " + outcome.failure()).toString();
    }
}
