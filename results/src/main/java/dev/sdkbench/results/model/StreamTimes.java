package dev.sdkbench.results.model;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

import org.apiguardian.api.API;

/**
 * One timed block's stream timings in one fork of a streaming case.
 *
 * @param meanFirstDeltaMicros mean time from a call's start to its first non-empty text delta, µs
 * @param meanEndMicros        mean time from a call's start to the end of its stream, µs
 * @param meanTextDeltas       non-empty text deltas per call, on average
 * @param firstDeltaHistogram  per-call times to the first delta in ns, compressed HdrHistogram, Base64
 */
@API(status = EXPERIMENTAL, since = "0.1")
public record StreamTimes(double meanFirstDeltaMicros, double meanEndMicros, double meanTextDeltas,
                          String firstDeltaHistogram) {
}
