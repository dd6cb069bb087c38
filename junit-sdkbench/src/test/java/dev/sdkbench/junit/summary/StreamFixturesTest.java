package dev.sdkbench.junit.summary;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;

import org.junit.jupiter.api.Test;

import dev.sdkbench.fixture.counters.RequestRecord;
import dev.sdkbench.junit.Dialect;
import dev.sdkbench.junit.settings.ResolvedCaseSettings;
import dev.sdkbench.junit.settings.CaseSettingsBuilder;
import dev.sdkbench.results.model.StreamFixture;
import dev.sdkbench.results.model.StreamPacing;

/**
 * The fixture's own waits in a stream follow each dialect's event sequence: with a 0.5 ms answer
 * delay, 2 ms before the first event and 1 ms between events, the SDK's share leaves out exactly
 * the waits before the event with the first text and before the last event.
 */
class StreamFixturesTest {

    private static final StreamPacing PACING = new StreamPacing(2, 2000, 1000);

    @Test
    void chatSendsARoleChunkFirstAndDoneLast() {
        StreamFixture share = share(Dialect.CHAT, null);
        assertThat(share.firstDeltaEvent()).isEqualTo(1);
        assertThat(share.events()).isEqualTo(5); // role, Hello, ., stop, [DONE]
        assertThat(share.firstDeltaMicros()).isEqualTo(500 + 2000 + 1000);
        assertThat(share.endMicros()).isEqualTo(500 + 2000 + 4 * 1000);
    }

    @Test
    void chatAddsAUsageEventWhenTheClientAsksForIt() {
        RequestRecord request = new RequestRecord("POST", "/v1/chat/completions", null, "HTTP/1.1", Map.of(),
                "{\"model\":\"m\",\"messages\":[{\"role\":\"user\",\"content\":\"Say hello.\"}],\"max_tokens\":32,"
                        + "\"stream\":true,\"stream_options\":{\"include_usage\":true}}");
        StreamFixture share = share(Dialect.CHAT, request);
        assertThat(share.events()).isEqualTo(6);
        assertThat(share.endMicros()).isEqualTo(500 + 2000 + 5 * 1000);
    }

    @Test
    void anthropicSendsItsTextAfterStartBlockStartAndPing() {
        StreamFixture share = share(Dialect.ANTHROPIC, null);
        assertThat(share.firstDeltaEvent()).isEqualTo(3);
        assertThat(share.events()).isEqualTo(8);
        assertThat(share.firstDeltaMicros()).isEqualTo(500 + 2000 + 3 * 1000);
        assertThat(share.endMicros()).isEqualTo(500 + 2000 + 7 * 1000);
    }

    @Test
    void responsesSendsFourEventsBeforeItsText() {
        StreamFixture share = share(Dialect.RESPONSES, null);
        assertThat(share.firstDeltaEvent()).isEqualTo(4);
        assertThat(share.events()).isEqualTo(10);
    }

    @Test
    void geminiSendsTextInItsFirstEvent() {
        StreamFixture share = share(Dialect.GEMINI, null);
        assertThat(share.firstDeltaEvent()).isZero();
        assertThat(share.events()).isEqualTo(2);
        assertThat(share.firstDeltaMicros()).isEqualTo(500 + 2000);
        assertThat(share.endMicros()).isEqualTo(500 + 2000 + 1000);
    }

    @Test
    void ollamaSendsTextInItsFirstLineAndTheCountsInALastOne() {
        StreamFixture share = share(Dialect.OLLAMA, null);
        assertThat(share.firstDeltaEvent()).isZero();
        assertThat(share.events()).isEqualTo(3); // Hello, ., done
        assertThat(share.firstDeltaMicros()).isEqualTo(500 + 2000);
        assertThat(share.endMicros()).isEqualTo(500 + 2000 + 2 * 1000);
    }

    @Test
    void aCaseThatCallsNothingHasNoFixtureShare() {
        assertThat(share(Dialect.NONE, null)).isNull();
    }

    private static StreamFixture share(Dialect dialect, RequestRecord firstRequest) {
        ResolvedCaseSettings settings = CaseSettingsBuilder.named("c").dialect(dialect).stream(true).fixtureDelayMicros(500).build();
        return StreamFixtures.of(settings, PACING, firstRequest);
    }
}
