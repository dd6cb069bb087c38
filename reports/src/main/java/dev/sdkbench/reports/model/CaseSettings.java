package dev.sdkbench.reports.model;

import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * The resolved settings of one client case: what it called, and how its two kinds of fork ran.
 *
 * @param id                 the case's name (its method)
 * @param dialect            fixture dialect the case calls ({@code none} for the empty case)
 * @param stream             whether the case streams
 * @param prompt             prompt the fixture required
 * @param maxTokens          output limit the fixture required
 * @param model              model the fixture required, or {@code null} for any
 * @param expect             text every call had to return
 * @param startup            how its start-up forks ran
 * @param steadyProtocol     how its steady forks ran
 * @param heap               {@code -Xms}/{@code -Xmx}
 * @param jvmArgs            extra JVM flags
 * @param forkTimeoutSeconds when a fork was killed
 * @param workload           what one call does, and how the fixture answered it
 * @param extra              fields this reader does not model (a schemaVersion 1 file's {@code steadyRequests} among them)
 */
// One object of the results file, field for field as SCHEMA.md lists it (plus the fields this reader does not
// model): grouping components here would nest the file differently, and old files must still read.
@SuppressWarnings("checkstyle:RecordComponentNumber")
public record CaseSettings(String id, String dialect, boolean stream, String prompt, int maxTokens, String model,
                           String expect, Startup startup, Steady steadyProtocol, String heap, List<String> jvmArgs,
                           int forkTimeoutSeconds, Workload workload, Map<String, JsonNode> extra) {

    /**
     * How a case's start-up forks ran: fresh JVMs for the first response, the early block, memory and classes.
     *
     * @param forks             the most start-up forks (schemaVersion 1: the forks planned)
     * @param minForks          the fewest, precise or not (schemaVersion 1: {@code forks})
     * @param warmup            calls before the early block
     * @param requests          calls in the early block
     * @param precision         forks were added until the 95% interval of the median early µs and first-response ms
     *                          lay within this fraction of the median; 0 ran up to {@code forks}
     * @param caseBudgetSeconds the time the case's forks could take; 0 for no budget
     */
    public record Startup(int forks, int minForks, int warmup, int requests, double precision, long caseBudgetSeconds) {
    }

    /**
     * How a case's steady forks ran: the early block, then warmup in time-based iterations until a
     * window of them agreed with the JIT quiet (at most {@code warmupMillis}), then timed iterations.
     *
     * @param steady          whether the case measured a steady state at all
     * @param forks           steady forks (schemaVersion 1: 0, every fork ran a steady block instead)
     * @param iterationMillis length of one iteration, ms
     * @param window          warmup iterations that had to agree
     * @param tolerance       how far each of them could lie from their median, as a fraction
     * @param warmupMillis    the warmup's cap, ms
     * @param iterations      timed iterations
     */
    public record Steady(boolean steady, int forks, long iterationMillis, int window, double tolerance, long warmupMillis,
                         int iterations) {
    }

    /**
     * What one measured call does, and how the fixture answered it. Each field is {@code null} in
     * files written before it existed (schemaVersion 1 has none).
     *
     * @param scenario           what one call does: {@code plain}, {@code agent-loop}, {@code retry}…
     * @param requestsPerCall    requests one call makes; the fixture must have seen exactly calls × this
     * @param unsupported        why the library cannot do the scenario, or {@code null}
     * @param fixtureDelayMicros delay the fixture added to each response of this case, µs (else the class's)
     * @param advertisedWaitMicros a {@code retry} case's wait the fixture advertised in each 429, µs; {@code null} for
     *                           other scenarios (in the file at the case's level)
     */
    public record Workload(String scenario, Integer requestsPerCall, String unsupported, Long fixtureDelayMicros,
                           Long advertisedWaitMicros) {

        /** The workload of a file that records none (schemaVersion 1). */
        public static final Workload UNRECORDED = new Workload(null, null, null, null, null);
    }

    public CaseSettings {
        jvmArgs = List.copyOf(jvmArgs);
        workload = workload == null ? Workload.UNRECORDED : workload;
        extra = Extra.copy(extra);
    }

    /** These settings with other fields this reader does not model. */
    public CaseSettings withExtra(Map<String, JsonNode> other) {
        return new CaseSettings(id, dialect, stream, prompt, maxTokens, model, expect, startup, steadyProtocol, heap, jvmArgs,
                forkTimeoutSeconds, workload, other);
    }

    /** These settings with another start-up protocol. */
    public CaseSettings withStartup(Startup other) {
        return new CaseSettings(id, dialect, stream, prompt, maxTokens, model, expect, other, steadyProtocol, heap, jvmArgs,
                forkTimeoutSeconds, workload, extra);
    }

    /** These settings with another steady protocol. */
    public CaseSettings withSteady(Steady other) {
        return new CaseSettings(id, dialect, stream, prompt, maxTokens, model, expect, startup, other, heap, jvmArgs,
                forkTimeoutSeconds, workload, extra);
    }

    /** These settings with another workload. */
    public CaseSettings withWorkload(Workload other) {
        return new CaseSettings(id, dialect, stream, prompt, maxTokens, model, expect, startup, steadyProtocol, heap, jvmArgs,
                forkTimeoutSeconds, other, extra);
    }

    /** What one call does; {@code plain} when the file does not say (files before scenarios). */
    public String scenario() {
        return workload.scenario() == null || workload.scenario().isBlank() ? "plain" : workload.scenario();
    }

    /** The most start-up forks. */
    public int forks() {
        return startup.forks();
    }

    public int warmup() {
        return startup.warmup();
    }

    public int requests() {
        return startup.requests();
    }

    /** Whether the case measured a steady state. */
    public boolean steady() {
        return steadyProtocol.steady();
    }

    /** The steady warmup's cap, ms. */
    public long steadyWarmupMillis() {
        return steadyProtocol.warmupMillis();
    }

    /** The steady block's calls of a schemaVersion 1 file, where every fork ran one; 0 in later files. */
    public int legacySteadyRequests() {
        JsonNode requests = extra.get("steadyRequests");
        return requests != null && requests.canConvertToInt() ? requests.asInt() : 0;
    }
}
