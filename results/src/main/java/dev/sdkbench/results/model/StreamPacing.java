package dev.sdkbench.results.model;

/**
 * How the fixture paced streamed replies.
 *
 * @param deltas           text deltas per stream
 * @param firstDelayMicros wait before the first event, µs
 * @param intervalMicros   wait before every later event, µs
 */
public record StreamPacing(int deltas, long firstDelayMicros, long intervalMicros) {
}
