package dev.sdkbench.examples.anthropic.bedrock;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sdkbench.examples.support.FixtureTestBase;
import dev.sdkbench.fixture.counters.RequestRecord;
import com.anthropic.client.AnthropicClient;
import com.anthropic.client.okhttp.AnthropicOkHttpClient;
import com.anthropic.core.http.StreamResponse;
import com.anthropic.errors.BadRequestException;
import com.anthropic.models.messages.ContentBlock;
import com.anthropic.models.messages.Message;
import com.anthropic.models.messages.MessageCreateParams;
import com.anthropic.models.messages.RawContentBlockDelta;
import com.anthropic.models.messages.RawContentBlockDeltaEvent;
import com.anthropic.models.messages.RawMessageStreamEvent;
import com.anthropic.models.messages.TextBlock;
import com.anthropic.models.messages.TextDelta;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * anthropic-java on its Amazon Bedrock backend ({@link FixtureBedrockBackend}): the SDK sends
 * {@code POST /model/{modelId}/invoke} ({@code /invoke-with-response-stream} for a stream, the
 * {@code stream} flag dropped from the body), the Messages body without its model and with its
 * {@code anthropic-version} header moved into {@code anthropic_version}, signed with SigV4 for the {@code bedrock}
 * service in us-east-1 with dummy static credentials; the stream comes back as event-stream chunks,
 * which the backend turns into Messages' events.
 */
class AnthropicBedrockConformanceTest extends FixtureTestBase {

    private static final String MODEL = AnthropicJavaBedrockBenchmark.MODEL;
    private static final MessageCreateParams PARAMS = MessageCreateParams.builder()
            .model(MODEL).maxTokens(MAX_TOKENS).addUserMessage(PROMPT).build();

    private AnthropicClient client;

    @BeforeAll
    void createClient() {
        client = AnthropicOkHttpClient.builder()
                .backend(FixtureBedrockBackend.at(fixture.baseUrl(), "fixture-secret"))
                .maxRetries(0)
                .timeout(TIMEOUT)
                .build();
    }

    @AfterAll
    void closeClient() {
        if (client != null) {
            client.close();
        }
    }

    @Test
    void nonStreaming() {
        Message message = client.messages().create(PARAMS);
        String text = message.content().stream()
                .map(ContentBlock::text).flatMap(Optional::stream)
                .map(TextBlock::text)
                .collect(Collectors.joining());
        assertHello(text, message.usage().inputTokens(), message.usage().outputTokens());
        assertBedrockRequest("/model/" + MODEL + "/invoke");
    }

    @Test
    void streaming() {
        List<RawMessageStreamEvent> events = withDeadline(() -> {
            try (StreamResponse<RawMessageStreamEvent> stream = client.messages().createStreaming(PARAMS)) {
                return stream.stream().collect(Collectors.toList());
            }
        });
        String text = events.stream()
                .map(RawMessageStreamEvent::contentBlockDelta).flatMap(Optional::stream)
                .map(RawContentBlockDeltaEvent::delta)
                .map(RawContentBlockDelta::text).flatMap(Optional::stream)
                .map(TextDelta::text)
                .collect(Collectors.joining());
        Long inputTokens = events.stream()
                .map(RawMessageStreamEvent::messageStart).flatMap(Optional::stream)
                .map(start -> start.message().usage().inputTokens())
                .findFirst().orElse(null);
        Long outputTokens = events.stream()
                .map(RawMessageStreamEvent::messageDelta).flatMap(Optional::stream)
                .map(delta -> delta.usage().outputTokens())
                .reduce((first, last) -> last).orElse(null);
        assertHello(text, inputTokens, outputTokens);
        assertThat(events.get(events.size() - 1).isMessageStop()).as("the last event").isTrue();
        assertBedrockRequest("/model/" + MODEL + "/invoke-with-response-stream");
    }

    /** The fixture checks the header's shape; this pins what the backend really signs, so a change in signing shows here. */
    @Test
    void signsWithSigV4ForBedrockInUsEast1() {
        client.messages().create(PARAMS);
        RequestRecord first = fixture.counters().firstRequest();
        assertThat(first.headers().get("authorization")).singleElement().asString()
                .startsWith("AWS4-HMAC-SHA256 Credential=" + FixtureBedrockBackend.ACCESS_KEY_ID + "/")
                .contains("/us-east-1/bedrock/aws4_request, SignedHeaders=", ";host;", ";x-amz-date", ", Signature=");
        assertThat(first.headers()).as("headers of the first request").containsKeys("x-amz-date", "content-type")
                .doesNotContainKeys("x-api-key", "anthropic-version");
        fixture.assertRequests(1);
    }

    /** A refused request comes back as the SDK's typed exception, carrying the fixture's message: the error shape parses. */
    @Test
    void aRefusalIsTheSdksBadRequestException() {
        assertThatThrownBy(() -> client.messages().create(PARAMS.toBuilder().maxTokens(MAX_TOKENS * 2).build()))
                .isInstanceOf(BadRequestException.class)
                .hasMessageContaining("max_tokens")
                .extracting(e -> ((BadRequestException) e).statusCode()).isEqualTo(400);
        assertThat(fixture.counters().total()).as("requests: retries are off").isEqualTo(1);
        assertThat(fixture.counters().violations()).singleElement().extracting(v -> v.field()).isEqualTo("max_tokens");
    }

    private void assertBedrockRequest(String path) {
        RequestRecord first = fixture.counters().firstRequest();
        assertThat(first.path()).as("path").isEqualTo(path);
        // 3.14.0 moves its anthropic-version header (its own API version, "2026-10-21") into the body, not the
        // "bedrock-2023-05-31" Bedrock documents; the fixture asks only for one.
        assertThat(first.body()).as("body").contains("\"anthropic_version\":\"2026-10-21\"")
                .doesNotContain("\"model\"", "\"stream\"");
        assertThat(fixture.counters().byDialect()).containsOnlyKeys("bedrock-invoke");
    }
}
