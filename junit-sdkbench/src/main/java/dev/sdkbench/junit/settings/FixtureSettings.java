package dev.sdkbench.junit.settings;

import dev.sdkbench.reports.model.StreamPacing;

/**
 * How every worker's fixture answers a class's forks.
 *
 * @param delayMicros the delay before every answer, µs, for the cases that set none of their own
 * @param warmup      requests each worker's fixture answers before the first fork
 * @param stream      how it paces streamed replies: the text deltas it splits each into, the wait before the first
 *                    event and between events; the waits are the fixture's, so reports subtract them to show the
 *                    SDK's share
 */
public record FixtureSettings(long delayMicros, int warmup, StreamPacing stream) {
}
