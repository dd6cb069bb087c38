package dev.sdkbench.junit.settings;

/**
 * How every worker's fixture answers a class's forks.
 *
 * @param delayMicros the delay before every answer, µs, for the cases that set none of their own
 * @param warmup      requests each worker's fixture answers before the first fork
 * @param stream      how it paces streamed replies
 */
public record FixtureSettings(long delayMicros, int warmup, StreamSettings stream) {
}
