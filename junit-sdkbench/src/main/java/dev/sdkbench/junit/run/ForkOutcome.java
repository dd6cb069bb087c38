package dev.sdkbench.junit.run;

import java.nio.file.Path;
import java.util.List;

import dev.sdkbench.junit.plan.Protocol;

import dev.sdkbench.fixture.counters.CountersSnapshot;
import dev.sdkbench.junit.launch.ForkProcess;
import dev.sdkbench.junit.link.ForkResult;

/**
 * Everything known about one fork after it ended: what ran, what it measured, what the fixture
 * saw, and the verdict. Kept for failed forks too.
 *
 * @param caseId   the case
 * @param fork     1-based fork number within the case
 * @param protocol what the fork measured: start-up or steady
 * @param worker   the worker that ran it
 * @param cpu      the CPU it was pinned to, or {@code null}
 * @param command  the process's argv
 * @param jvmOptions the JVM options in its argument file
 * @param exit     how the process ended, or {@code null} when it was skipped
 * @param result   what the fork wrote, or {@code null} when it wrote nothing
 * @param fixture  the fixture's counters for this fork
 * @param failure  why the fork failed, or {@code null}
 * @param evidence the folder holding its spec, result, output and GC log
 */
public record ForkOutcome(String caseId, int fork, Protocol protocol, int worker, Integer cpu, List<String> command,
                          List<String> jvmOptions, ForkProcess.Exit exit, ForkResult result, CountersSnapshot fixture,
                          String failure, Path evidence) {

    public boolean ok() {
        return failure == null;
    }

    /** One line that names the case, the fork, the CPU, the cause and where the evidence is. */
    public String failureLine() {
        return caseId + " " + protocol.name().toLowerCase(java.util.Locale.ROOT) + " fork " + fork + (cpu == null ? "" : " on cpu " + cpu) + ": " + failure
                + " (evidence: " + evidence + ")";
    }
}
