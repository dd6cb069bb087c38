package dev.sdkbench.results.model;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

import org.apiguardian.api.API;

/**
 * The fixture's own waits in every stream of a streaming case, which the SDK's share of the stream
 * figures leaves out ({@code summary.streamFixture}).
 *
 * @param firstDeltaMicros  fixture waits before the event with the first text delta, µs
 * @param endMicros         fixture waits before the stream's last event, µs
 * @param events            events per stream
 * @param firstDeltaEvent   0-based index of the event with the first text delta
 * @param answerDelayMicros the configured delay before every answer, µs
 * @param stream            the configured pacing
 */
@API(status = EXPERIMENTAL, since = "0.1")
public record StreamFixture(double firstDeltaMicros, double endMicros, int events, int firstDeltaEvent,
                            long answerDelayMicros, StreamPacing stream) {
}
