package dev.sdkbench.results.model;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

import org.apiguardian.api.API;

import java.util.List;
import java.util.Map;
import java.util.Optional;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * One fresh JVM of one case: where it ran, how it ended, what it measured, what the fixture saw.
 *
 * @param fork       1-based fork number within the case, both protocols counted together
 * @param protocol   what it measured ({@link Protocol#STARTUP} for every fork of a schemaVersion 1 file)
 * @param worker     the worker that ran it
 * @param cpu        the CPU it was pinned to, or {@code null}
 * @param failure    why it failed, or {@code null}
 * @param exit       how the process ended, or {@code null} when it never ran
 * @param result     what it measured, or {@code null} when it wrote nothing
 * @param fixture    the fixture's counters for it, or {@code null}
 * @param command    its argv
 * @param jvmOptions the JVM options in its argument file
 * @param evidence   the folder holding its spec, result, output and GC log
 * @param interference what other processes took of its CPU while it ran, or {@code null} (unpinned, no result, or a
 *                   file written before it was measured)
 * @param extra      fields this reader does not model
 */
// One object of the results file, field for field as SCHEMA.md lists it (plus the fields this reader does not
// model): grouping components here would nest the file differently, and old files must still read.
@SuppressWarnings("checkstyle:RecordComponentNumber")
@API(status = EXPERIMENTAL, since = "0.1")
public record Fork(int fork, Protocol protocol, int worker, Integer cpu, String failure, ForkExit exit, ForkMeasurements result,
                   FixtureCounters fixture, List<String> command, List<String> jvmOptions, String evidence,
                   Interference interference, Map<String, JsonNode> extra) {

    public Fork {
        command = List.copyOf(command);
        jvmOptions = List.copyOf(jvmOptions);
        extra = Extra.copy(extra);
    }

    /** A fork whose interference was not measured. */
    public Fork(int fork, Protocol protocol, int worker, Integer cpu, String failure, ForkExit exit, ForkMeasurements result,
                FixtureCounters fixture, List<String> command, List<String> jvmOptions, String evidence,
                Map<String, JsonNode> extra) {
        this(fork, protocol, worker, cpu, failure, exit, result, fixture, command, jvmOptions, evidence, null, extra);
    }

    /**
     * A pair fork's reference side as a fork of its own: the same JVM and number, the reference's
     * steady block in place of the case's. Empty for any other fork.
     */
    public Optional<Fork> referenceSide() {
        return result == null ? Optional.empty() : result.referenceSide().map(r -> new Fork(fork, protocol, worker, cpu,
                failure, exit, r, fixture, command, jvmOptions, evidence, interference, extra));
    }

    /**
     * A start-up fork's other build, timed call by call beside the case in its JVM, as a fork of its own: the same
     * JVM and number, the other build's early block in place of the case's. Empty for any other fork.
     */
    public Optional<Fork> partnerEarlySide() {
        return result == null ? Optional.empty() : result.partnerEarlySide().map(r -> new Fork(fork, protocol, worker, cpu,
                failure, exit, r, fixture, command, jvmOptions, evidence, interference, extra));
    }

    /** Whether it passed and measured a steady block: a steady fork, or any fork of a schemaVersion 1 file that had one. */
    public boolean measuredSteady() {
        return ok() && result != null && result.steady() != null;
    }

    public boolean ok() {
        return failure == null;
    }
}
