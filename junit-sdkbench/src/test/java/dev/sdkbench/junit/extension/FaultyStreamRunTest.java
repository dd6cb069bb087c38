package dev.sdkbench.junit.extension;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.testkit.engine.EventConditions.event;
import static org.junit.platform.testkit.engine.EventConditions.finishedSuccessfully;
import static org.junit.platform.testkit.engine.EventConditions.test;

import java.util.Map;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.platform.testkit.engine.Events;

import dev.sdkbench.junit.launch.LiveForks;
import dev.sdkbench.junit.samples.FaultyStreamingClients;

/** Each deliberately faulty streaming client fails its own test with a first line that says what went wrong. */
class FaultyStreamRunTest {

    private static Events events;

    @BeforeAll
    static void run() {
        events = EngineRuns.run(FaultyStreamingClients.class, Map.of(EngineRuns.SHARE_BUILD_CPU, "true"));
    }

    @Test
    void theGoodStreamBesideThemPasses() {
        events.assertThatEvents().haveExactly(1, event(test("goodStream"), finishedSuccessfully()));
    }

    @Test
    void aWrongConcatenatedTextFails() {
        assertFails("wrongConcatenation", "wrongConcatenation startup fork 1",
                "wrong text: call 1 (warmup) returned \"Hello.!\" but expected \"Hello.\"");
    }

    @Test
    void aStreamWithNoTextDeltaFails() {
        assertFails("noTextDelta", "noTextDelta startup fork 1", "call 1 (warmup) streamed no delta with text (3 empty or null)",
                "deltas.accept(");
    }

    @Test
    void aStreamingCaseThatCallsMeasureFails() {
        assertFails("measuresInsteadOfStreaming", "measuresInsteadOfStreaming startup fork 1",
                "the case streams (stream = true) but called sdk.measure(...): hand the stream to sdk.measureStream(");
    }

    @Test
    void aNonStreamingCaseThatCallsMeasureStreamFails() {
        assertFails("streamsWithoutStreamSetting", "streamsWithoutStreamSetting startup fork 1",
                "the case does not stream but called sdk.measureStream(...): set @ClientCase(stream = true)");
    }

    @Test
    void aHangingStreamIsKilledAtItsDeadline() {
        assertFails("streamHangs", "streamHangs startup fork 1", "did not finish within 3 s and was killed",
                "a stream that never ends");
        assertThat(LiveForks.count()).isZero();
    }

    private static void assertFails(String caseName, String... fragments) {
        EngineRuns.assertFails(events, caseName, fragments);
    }
}
