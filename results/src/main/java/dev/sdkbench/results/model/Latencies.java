package dev.sdkbench.results.model;

/**
 * Per-call latencies of one block of one case, pooled over its forks' HdrHistograms (3
 * significant digits), in microseconds.
 */
public record Latencies(double p50Micros, double p90Micros, double p99Micros, double maxMicros, long count) {
}
