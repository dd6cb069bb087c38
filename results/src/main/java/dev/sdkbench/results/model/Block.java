package dev.sdkbench.results.model;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

import org.apiguardian.api.API;

import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * One timed block of one fork.
 *
 * @param warmupCalls          calls before the block
 * @param requests             timed calls
 * @param meanMicros           wall time of the block / its calls, µs: the fork's sample
 * @param allocBytesPerRequest bytes allocated by all threads per call; negative when unsupported
 * @param histogram            per-call latencies in ns, compressed HdrHistogram, Base64
 * @param settled              for steady blocks: whether the warmup settled before its cap and the JIT stayed quiet
 *                             in the timed iterations; always true for the early block
 * @param compileMillis        time the JIT compiled during the block, ms; -1 unknown
 * @param iterationMicros      for steady blocks: each timed iteration's mean µs per call, in order; empty for the early
 *                             block and in schemaVersion 1 files
 * @param warmupMillis         for steady blocks: how long the steady warmup ran, ms; 0 for the early block, -1 unknown
 *                             (schemaVersion 1)
 * @param unsettled            why a steady block is not settled, or {@code null} (also for a schemaVersion 1 block,
 *                             which records no reason)
 * @param cpuMicros            the fork's CPU time over the block / its calls, µs (every thread of the process); -1
 *                             unknown (unmeasured, or a file written before it was)
 * @param extra                fields this reader does not model
 */
// One object of the results file, field for field as SCHEMA.md lists it (plus the fields this reader does not
// model): grouping components here would nest the file differently, and old files must still read.
@SuppressWarnings("checkstyle:RecordComponentNumber")
@API(status = EXPERIMENTAL, since = "0.1")
public record Block(int warmupCalls, int requests, double meanMicros, double allocBytesPerRequest, String histogram,
                    boolean settled, long compileMillis, List<Double> iterationMicros, long warmupMillis, String unsettled,
                    double cpuMicros, Map<String, JsonNode> extra) {

    public Block {
        iterationMicros = List.copyOf(iterationMicros);
        extra = Extra.copy(extra);
    }

    /** A block as a schemaVersion 1 file gives it: no iterations, warmup length or reason recorded. */
    public Block(int warmupCalls, int requests, double meanMicros, double allocBytesPerRequest, String histogram,
                 boolean settled) {
        this(warmupCalls, requests, meanMicros, allocBytesPerRequest, histogram, settled, -1, List.of(), -1, null, -1, Map.of());
    }

    /** A block whose CPU time was not measured. */
    public Block(int warmupCalls, int requests, double meanMicros, double allocBytesPerRequest, String histogram,
                 boolean settled, long compileMillis, List<Double> iterationMicros, long warmupMillis, String unsettled,
                 Map<String, JsonNode> extra) {
        this(warmupCalls, requests, meanMicros, allocBytesPerRequest, histogram, settled, compileMillis, iterationMicros,
                warmupMillis, unsettled, -1, extra);
    }
}
