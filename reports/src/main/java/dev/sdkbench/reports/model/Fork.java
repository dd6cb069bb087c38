package dev.sdkbench.reports.model;

import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * One fresh JVM of one case: where it ran, how it ended, what it measured, what the fixture saw.
 *
 * @param fork       1-based fork number within the case
 * @param worker     the worker that ran it
 * @param cpu        the CPU it was pinned to, or {@code null}
 * @param failure    why it failed, or {@code null}
 * @param exit       how the process ended, or {@code null} when it never ran
 * @param result     what it measured, or {@code null} when it wrote nothing
 * @param fixture    the fixture's counters for it, or {@code null}
 * @param command    its argv
 * @param jvmOptions the JVM options in its argument file
 * @param evidence   the folder holding its spec, result, output and GC log
 * @param extra      fields this reader does not model
 */
public record Fork(int fork, int worker, Integer cpu, String failure, ForkExit exit, ForkMeasurements result,
                   FixtureCounters fixture, List<String> command, List<String> jvmOptions, String evidence,
                   Map<String, JsonNode> extra) {

    public Fork {
        command = List.copyOf(command);
        jvmOptions = List.copyOf(jvmOptions);
        extra = Extra.copy(extra);
    }

    public boolean ok() {
        return failure == null;
    }
}
