package dev.sdkbench.results.model;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

import org.apiguardian.api.API;

/**
 * How the fixture paced streamed replies.
 *
 * @param deltas           text deltas per stream
 * @param firstDelayMicros wait before the first event, µs
 * @param intervalMicros   wait before every later event, µs
 */
@API(status = EXPERIMENTAL, since = "0.1")
public record StreamPacing(int deltas, long firstDelayMicros, long intervalMicros) {
}
