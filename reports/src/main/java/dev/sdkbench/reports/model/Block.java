package dev.sdkbench.reports.model;

/**
 * One timed block of one fork.
 *
 * @param warmupCalls          calls before the block
 * @param requests             timed calls
 * @param meanMicros           wall time of the block / its calls, µs: the fork's sample
 * @param allocBytesPerRequest bytes allocated by all threads per call; negative when unsupported
 * @param histogram            per-call latencies in ns, compressed HdrHistogram, Base64
 * @param settled              for steady blocks: whether the warmup settled in time
 */
public record Block(int warmupCalls, int requests, double meanMicros, double allocBytesPerRequest, String histogram,
                    boolean settled) {
}
