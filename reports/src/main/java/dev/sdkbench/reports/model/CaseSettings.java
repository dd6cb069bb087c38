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
 * @param extra              fields this reader does not model (a schemaVersion 1 file's {@code steadyRequests} among them)
 */
public record CaseSettings(String id, String dialect, boolean stream, String prompt, int maxTokens, String model,
                           String expect, Startup startup, Steady steadyProtocol, String heap, List<String> jvmArgs,
                           int forkTimeoutSeconds, Map<String, JsonNode> extra) {

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

    public CaseSettings {
        jvmArgs = List.copyOf(jvmArgs);
        extra = Extra.copy(extra);
    }

    /** These settings with other fields this reader does not model. */
    public CaseSettings withExtra(Map<String, JsonNode> other) {
        return new CaseSettings(id, dialect, stream, prompt, maxTokens, model, expect, startup, steadyProtocol, heap, jvmArgs,
                forkTimeoutSeconds, other);
    }

    /** These settings with another start-up protocol. */
    public CaseSettings withStartup(Startup other) {
        return new CaseSettings(id, dialect, stream, prompt, maxTokens, model, expect, other, steadyProtocol, heap, jvmArgs,
                forkTimeoutSeconds, extra);
    }

    /** These settings with another steady protocol. */
    public CaseSettings withSteady(Steady other) {
        return new CaseSettings(id, dialect, stream, prompt, maxTokens, model, expect, startup, other, heap, jvmArgs,
                forkTimeoutSeconds, extra);
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
