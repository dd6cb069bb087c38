package dev.sdkbench.junit.settings;

/**
 * How the fixture paces every streamed reply of a class: the text deltas it splits the reply
 * into, the wait before the first event and the wait between events. The waits are the
 * fixture's, so reports subtract them to show the SDK's share.
 *
 * @param deltas           text deltas per reply
 * @param firstDelayMicros wait before the first event
 * @param intervalMicros   wait between events
 */
public record StreamSettings(int deltas, long firstDelayMicros, long intervalMicros) {
}
