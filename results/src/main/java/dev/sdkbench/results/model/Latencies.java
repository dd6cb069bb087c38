package dev.sdkbench.results.model;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

import org.apiguardian.api.API;

/**
 * Per-call latencies of one block of one case, pooled over its forks' HdrHistograms (3
 * significant digits), in microseconds.
 */
@API(status = EXPERIMENTAL, since = "0.1")
public record Latencies(double p50Micros, double p90Micros, double p99Micros, double maxMicros, long count) {
}
