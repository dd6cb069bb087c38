package dev.sdkbench.examples.floor;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

import dev.sdkbench.examples.support.capture.CaseCapture;
import dev.sdkbench.examples.support.capture.CapturedCall;
import dev.sdkbench.fixture.FixtureServer;
import dev.sdkbench.junit.SdkCase;

/** What the JMH benchmarks (FloorJmh) time: the case's own call, and nothing but the recording's reply passes. */
class CaseCaptureTest {

    @Test
    void capturesTheCallTheCaseHandsToMeasure() throws Exception {
        try (FixtureServer fixture = FixtureServer.start()) {
            CapturedCall call = CaseCapture.capture(FloorBenchmark.class, "minimalChat", fixture.baseUrl());
            assertThat(call.call()).isEqualTo("Hello.");
            assertThat(call.call()).isEqualTo("Hello.");
            assertThat(fixture.counters().problem(2)).isNull();
        }
    }

    @Test
    void theOllamaFloorReadsTheTextAndCountsOfOllamasReply() throws Exception {
        try (FixtureServer fixture = FixtureServer.start()) {
            CapturedCall call = CaseCapture.capture(FloorBenchmark.class, "minimalOllama", fixture.baseUrl());
            assertThat(call.call()).isEqualTo("Hello.");
            fixture.assertRequests(1);
            assertThat(fixture.counters().byDialect()).containsOnlyKeys("ollama");
        }
    }

    @Test
    void aWrongReplyThrowsInsteadOfProducingAFigure() throws Exception {
        CapturedCall call = CaseCapture.capture(WrongReply.class, "goodbye", "http://127.0.0.1:9");
        assertThatThrownBy(call::call).isInstanceOf(IllegalStateException.class)
                .hasMessageStartingWith("WrongReply.goodbye returned \"Goodbye.\" instead of \"Hello.\"");
    }

    @Test
    void aCaseThatNeverMeasuresIsRefused() {
        assertThatThrownBy(() -> CaseCapture.capture(WrongReply.class, "noMeasure", "http://127.0.0.1:9"))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("called sdk.measure(...) 0 times");
    }

    static class WrongReply {
        void goodbye(SdkCase sdk) {
            sdk.measure(() -> "Goodbye.");
        }

        void noMeasure(SdkCase sdk) {
            // builds nothing, measures nothing
        }
    }
}
