package dev.sdkbench.junit.settings;

import dev.sdkbench.results.model.StreamPacing;

/**
 * How every worker's fixture answers a class's forks ({@code @Fixture}, {@code sdkbench.fixture.*};
 * where it runs and what network it is on are the CPU plan's and the run's).
 *
 * @param delayMicros            the delay before every answer, µs, for the cases that set none of their own
 * @param warmup                 requests each worker's fixture answers before the first fork
 * @param streamDeltas           the text deltas it splits each streamed reply into
 * @param streamFirstDelayMicros its wait before a stream's first event, µs
 * @param streamIntervalMicros   its wait between a stream's events, µs; the waits are the fixture's, so reports
 *                               subtract them to show the SDK's share
 */
public record FixtureSettings(long delayMicros, int warmup, int streamDeltas, long streamFirstDelayMicros,
                              long streamIntervalMicros) {

    /** How it paces streamed replies, as the fixture takes it. */
    public StreamPacing stream() {
        return new StreamPacing(streamDeltas, streamFirstDelayMicros, streamIntervalMicros);
    }
}
