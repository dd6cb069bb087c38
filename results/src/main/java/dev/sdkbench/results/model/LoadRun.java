package dev.sdkbench.results.model;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

import org.apiguardian.api.API;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * A case's load fork ({@code cases[].load}): its settings, where it ran, why it failed if it did, and each step's
 * figures: the case's own measured call made from N callers at once, against a fixture that answered every request
 * after {@code delayMillis}.
 *
 * @param concurrency   each step's callers, as asked ({@code load.concurrency})
 * @param seconds       each step's measured time, s
 * @param warmupSeconds each step's warmup before it, s
 * @param delayMillis   the fixture's wait before every answer, ms
 * @param cpu           the CPU the fork ran on, or {@code null} unpinned
 * @param fixtureCpu    the CPU the fixture's I/O thread ran on, or {@code null} unpinned
 * @param evidence      the fork's folder
 * @param failure       why the load fork failed (a wrong reply or request, a fork that did not end cleanly), or
 *                      {@code null}; failed calls alone fail nothing, they are in their step's {@code errors}
 * @param steps         the steps the fork finished, in order (a failed fork keeps those it wrote)
 * @param extra         fields this reader does not model
 */
@API(status = EXPERIMENTAL, since = "0.1")
public record LoadRun(List<Integer> concurrency, double seconds, double warmupSeconds, long delayMillis, Integer cpu,
                      Integer fixtureCpu, String evidence, String failure, List<Step> steps, Map<String, JsonNode> extra) {

    public LoadRun {
        concurrency = List.copyOf(concurrency);
        steps = List.copyOf(steps);
        extra = Extra.copy(extra);
    }

    /** Whether the load fork passed: no wrong reply or request, a clean end. */
    public boolean ok() {
        return failure == null;
    }

    /**
     * One step: N callers for its measured time.
     *
     * @param concurrency         its callers, N
     * @param calls               calls that returned the expected text and ended in the measured time
     * @param failedCalls         calls that threw and ended in it
     * @param windowMillis        the measured time, ms (the fork's clock)
     * @param callsPerSecond      {@code calls} over the measured time
     * @param idealCallsPerSecond N over the delay: what callers that add nothing to the delay would make
     * @param addedP50Micros      the median call's time less the delay, µs: what the client added
     * @param addedP99Micros      the 99th percentile's, µs
     * @param cpuMicrosPerCall    the process's CPU time (every thread) over the measured time per call that ended in it, µs;
     *                            the delay, spent waiting, is not in it; {@code NaN} where unknown
     * @param peakThreads         the most live platform threads of the fork in the step (virtual callers are not among them)
     * @param rssKiB              {@code VmRSS} at the step's end, KiB
     * @param errors              failed calls by kind (exception class, and its innermost cause's), and callers still in a
     *                            call a while after the step
     * @param fixture             what the fixture saw in the step, or {@code null} when it could not be read
     * @param virtualCallers      whether the callers were virtual threads ({@code @Load(virtualThreads)}), else platform threads
     * @param pinning             how often and how long the virtual callers were pinned to their carrier; {@code null} with
     *                            platform callers
     * @param extra               fields this reader does not model
     */
    // One step of the file, field for field as SCHEMA.md lists it: what the fork measured and what the fixture saw.
    @SuppressWarnings("checkstyle:RecordComponentNumber")
    public record Step(int concurrency, long calls, long failedCalls, double windowMillis, double callsPerSecond,
                       double idealCallsPerSecond, double addedP50Micros, double addedP99Micros, double cpuMicrosPerCall,
                       int peakThreads, long rssKiB, Map<String, Long> errors, Seen fixture, boolean virtualCallers, Pinning pinning,
                       Map<String, JsonNode> extra) {

        public Step {
            errors = Collections.unmodifiableMap(new LinkedHashMap<>(errors));
            extra = Extra.copy(extra);
        }
    }

    /**
     * How often a step's virtual callers parked (slept, waited for I/O or a lock) while pinned to their carrier thread,
     * which then waited with them, and how long: JFR's {@code jdk.VirtualThreadPinned} events that ended in the step's
     * measured time. A load fork runs on one CPU, so its virtual threads have one carrier: while one is pinned, the
     * others wait.
     *
     * @param events      the events
     * @param totalMicros their durations added up, µs
     * @param extra       fields this reader does not model
     */
    public record Pinning(long events, double totalMicros, Map<String, JsonNode> extra) {

        public Pinning {
            extra = Extra.copy(extra);
        }
    }

    /**
     * What the fixture saw in a step's measured time (read by the parent as the fork's lines on its timing pipe
     * arrived: from a few ms after its start to a few ms after its end).
     *
     * @param requests     requests that arrived
     * @param connections  connections it accepted (a client that reuses its pool accepts none)
     * @param maxInFlight  the most requests it answered at once: what the client really sent in parallel
     * @param meanInFlight their time-weighted mean over the window
     * @param windowMicros the window, µs
     * @param extra        fields this reader does not model
     */
    public record Seen(long requests, long connections, long maxInFlight, double meanInFlight, long windowMicros,
                       Map<String, JsonNode> extra) {

        public Seen {
            extra = Extra.copy(extra);
        }
    }
}
