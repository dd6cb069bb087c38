package dev.sdkbench.junit.run;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

import dev.sdkbench.fixture.counters.CountersSnapshot;
import dev.sdkbench.junit.launch.ForkProcess;
import dev.sdkbench.junit.link.ForkResult;
import dev.sdkbench.junit.plan.ForkPlanner;

/**
 * Everything known about one fork after it ended: what ran, what it measured, what the fixture
 * saw, and the verdict. Kept for failed forks too.
 *
 * @param task     the planned fork: its case, protocol and 1-based number within the case
 * @param launch   where and how it was started
 * @param exit     how the process ended, or {@code null} when it was skipped
 * @param result   what the fork wrote, or {@code null} when it wrote nothing
 * @param fixture  the fixture's counters for this fork
 * @param failure  why the fork failed, or {@code null}
 * @param evidence the folder holding its spec, result, output and GC log
 */
public record ForkOutcome(ForkPlanner.Task task, Launch launch, ForkProcess.Exit exit, ForkResult result,
                          CountersSnapshot fixture, String failure, Path evidence) {

    /**
     * @param worker     the worker that ran it
     * @param cpu        the CPU it was pinned to, or {@code null}
     * @param command    the process's argv
     * @param jvmOptions the JVM options in its argument file
     */
    public record Launch(int worker, Integer cpu, List<String> command, List<String> jvmOptions) {
    }

    public boolean ok() {
        return failure == null;
    }

    /** The fork as messages name it: its case, protocol, number and CPU. */
    public String name() {
        return task.caseId() + " " + task.protocol().name().toLowerCase(Locale.ROOT) + " fork " + task.fork()
                + (launch.cpu() == null ? "" : " on cpu " + launch.cpu());
    }

    /** One line that names the fork, the cause and where the evidence is. */
    public String failureLine() {
        return name() + ": " + failure + " (evidence: " + evidence + ")";
    }
}
