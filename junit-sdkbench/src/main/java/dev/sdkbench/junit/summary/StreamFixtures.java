package dev.sdkbench.junit.summary;

import java.util.ArrayList;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import dev.sdkbench.fixture.Recording;
import dev.sdkbench.fixture.counters.RequestRecord;
import dev.sdkbench.fixture.dialect.Dialect;
import dev.sdkbench.fixture.dialect.Dialects;
import dev.sdkbench.fixture.dialect.Endpoint;
import dev.sdkbench.fixture.dialect.SseEvent;
import dev.sdkbench.junit.settings.ResolvedCaseSettings;
import dev.sdkbench.results.model.StreamFixture;
import dev.sdkbench.results.model.StreamPacing;

/**
 * The waits the fixture itself puts into a case's streams ({@link StreamFixture}), which every
 * stream figure includes and the SDK's share leaves out: the configured delay before each answer
 * (the case's {@code fixture.delayMicros}), the wait before the first event, and one interval before
 * every later event. Which event carries the first text depends on the dialect (Chat sends a role
 * chunk first, Anthropic a {@code message_start}...), and Chat adds a usage event when the client
 * asks, so the share is worked out from the dialect's own events.
 */
public final class StreamFixtures {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String MARKER = "sdkbench-delta-";

    private StreamFixtures() {
    }

    /**
     * @param firstRequest the first request a fork of the case sent, to see whether it asked for a usage
     *                     event; {@code null} when unknown
     * @return the share, or {@code null} for a case that calls no dialect
     */
    public static StreamFixture of(ResolvedCaseSettings settings, StreamPacing stream, RequestRecord firstRequest) {
        if (settings.dialect() == dev.sdkbench.junit.Dialect.NONE) {
            return null;
        }
        long answerDelayMicros = settings.fixtureDelayMicros();
        Dialect dialect = Dialects.byId(settings.dialect().id());
        List<String> markers = new ArrayList<>();
        for (int i = 0; i < stream.deltas(); i++) {
            markers.add(MARKER + i);
        }
        List<SseEvent> events = dialect.streamEvents(Recording.lm15(), markers, includesUsage(dialect, firstRequest));
        int first = 0;
        while (first < events.size() - 1 && !events.get(first).data().contains(MARKER)) {
            first++;
        }
        double firstDelta = answerDelayMicros + stream.firstDelayMicros() + (double) first * stream.intervalMicros();
        double end = answerDelayMicros + stream.firstDelayMicros() + (double) (events.size() - 1) * stream.intervalMicros();
        return new StreamFixture(firstDelta, end, events.size(), first, answerDelayMicros, stream);
    }

    private static boolean includesUsage(Dialect dialect, RequestRecord request) {
        if (request == null || request.body() == null) {
            return false;
        }
        try {
            Endpoint endpoint = dialect.match(request.path());
            JsonNode body = JSON.readTree(request.body());
            return endpoint != null && dialect.parse(body, endpoint, request.query()).includeUsage();
        } catch (Exception e) {
            return false; // a request the fixture rejected fails the fork anyway
        }
    }
}
