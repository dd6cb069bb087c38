package dev.sdkbench.examples.anthropic.vertex;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sdkbench.examples.support.FixtureTestBase;
import dev.sdkbench.fixture.counters.RequestRecord;
import com.anthropic.client.AnthropicClient;
import com.anthropic.client.okhttp.AnthropicOkHttpClient;
import com.anthropic.core.http.StreamResponse;
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
 * anthropic-java on its Vertex AI backend ({@link FixtureVertexBackend}): the SDK sends
 * {@code POST /v1/projects/{p}/locations/{r}/publishers/anthropic/models/{m}:rawPredict}
 * ({@code :streamRawPredict} with {@code "stream": true} kept in the body), the body without its
 * model and with {@code anthropic_version} (and no {@code anthropic-version} header), the access
 * token as the bearer.
 */
class AnthropicVertexConformanceTest extends FixtureTestBase {

    private static final String MODEL = "claude-haiku-4-5";
    private static final String RESOURCE = "/v1/projects/" + FixtureVertexBackend.PROJECT + "/locations/"
            + FixtureVertexBackend.REGION + "/publishers/anthropic/models/" + MODEL;
    private static final MessageCreateParams PARAMS = MessageCreateParams.builder()
            .model(MODEL).maxTokens(MAX_TOKENS).addUserMessage(PROMPT).build();

    private AnthropicClient client;

    @BeforeAll
    void createClient() {
        client = AnthropicOkHttpClient.builder()
                .backend(FixtureVertexBackend.at(fixture.baseUrl(), "fixture-token"))
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
        assertVertexRequest(RESOURCE + ":rawPredict");
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
        assertVertexRequest(RESOURCE + ":streamRawPredict");
    }

    private void assertVertexRequest(String path) {
        RequestRecord first = fixture.counters().firstRequest();
        assertThat(first.path()).as("path").isEqualTo(path);
        assertThat(first.headers()).as("headers").containsEntry("authorization", List.of("Bearer fixture-token"))
                .doesNotContainKey("x-api-key");
        // 3.14.0 puts its own API version there ("2026-10-21", the one anthropic-java sends as a header
        // elsewhere), not the "vertex-2023-10-16" that Vertex documents; the fixture asks only for one.
        assertThat(first.body()).as("body").contains("\"anthropic_version\":\"").doesNotContain("\"model\"");
        assertThat(first.headers()).as("headers").doesNotContainKey("anthropic-version");
    }
}
