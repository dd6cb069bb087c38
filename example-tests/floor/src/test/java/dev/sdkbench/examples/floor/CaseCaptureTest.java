package dev.sdkbench.examples.floor;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Map;

import org.junit.jupiter.api.Test;

import dev.sdkbench.examples.support.capture.CaseCapture;
import dev.sdkbench.examples.support.capture.CapturedCall;
import dev.sdkbench.fixture.FixtureServer;
import dev.sdkbench.fixture.counters.RequestRecord;
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

    /**
     * The Bedrock floor's request as the fixture received it: the model's path, and a signature that
     * the floor's signer computes again from what arrived (host, content type, body, date), so what
     * was signed is what was sent.
     */
    @Test
    void theBedrockFloorSignsWhatItSends() throws Exception {
        try (FixtureServer fixture = FixtureServer.start()) {
            CapturedCall call = CaseCapture.capture(FloorBenchmark.class, "minimalBedrockConverse", fixture.baseUrl());
            assertThat(call.call()).isEqualTo("Hello.");
            fixture.assertRequests(1);
            assertThat(fixture.counters().byDialect()).containsOnlyKeys("bedrock-converse");

            RequestRecord sent = fixture.counters().firstRequest();
            assertThat(sent.path()).as("as Undertow decoded it").isEqualTo("/model/" + FloorBenchmark.BEDROCK_MODEL + "/converse");
            String date = sent.headers().get("x-amz-date").get(0);
            SigV4Signer atThatTime = new SigV4Signer(new SigV4Signer.Credentials(SigV4Signer.EXAMPLE_ACCESS_KEY,
                    SigV4Signer.EXAMPLE_SECRET_KEY, null), "us-east-1", "bedrock",
                    Clock.fixed(Instant.from(DateTimeFormatter.ofPattern("yyyyMMdd'T'HHmmssX").parse(date)), ZoneOffset.UTC));
            URI uri = URI.create("http://" + sent.headers().get("host").get(0) + "/model/"
                    + SigV4Signer.encode(FloorBenchmark.BEDROCK_MODEL, true) + "/converse");
            String again = atThatTime.sign("POST", uri, Map.of("content-type", sent.headers().get("content-type").get(0)),
                    sent.body().getBytes(StandardCharsets.UTF_8)).authorization();
            assertThat(sent.headers().get("authorization")).containsExactly(again);
            assertThat(again).startsWith("AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/" + date.substring(0, 8) + "/us-east-1/bedrock/aws4_request, "
                    + "SignedHeaders=content-type;host;x-amz-date, Signature=");
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
