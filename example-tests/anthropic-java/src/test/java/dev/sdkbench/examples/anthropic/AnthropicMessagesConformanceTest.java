package dev.sdkbench.examples.anthropic;

import dev.sdkbench.examples.support.FixtureTestBase;
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

/** anthropic-java Messages: base URL is the fixture root, the SDK sends {@code POST /v1/messages}. */
class AnthropicMessagesConformanceTest extends FixtureTestBase {

    private static final MessageCreateParams PARAMS = MessageCreateParams.builder()
            .model("claude-sonnet-4-5").maxTokens(MAX_TOKENS).addUserMessage(PROMPT).build();

    private AnthropicClient client;
    private AnthropicClient validatingClient;

    @BeforeAll
    void createClients() {
        client = client(false);
        validatingClient = client(true);
    }

    private AnthropicClient client(boolean responseValidation) {
        return AnthropicOkHttpClient.builder()
                .baseUrl(fixture.baseUrl())   // no "/v1": the SDK adds it
                .apiKey("sk-ant-fixture")
                .maxRetries(0)
                .timeout(TIMEOUT)
                .responseValidation(responseValidation)
                .build();
    }

    @AfterAll
    void closeClients() {
        if (client != null) {
            client.close();
        }
        if (validatingClient != null) {
            validatingClient.close();
        }
    }

    @Test
    void nonStreaming() {
        assertMessage(client);
    }

    @Test
    void nonStreamingWithResponseValidation() {
        assertMessage(validatingClient);
    }

    private void assertMessage(AnthropicClient client) {
        Message message = client.messages().create(PARAMS);
        String text = message.content().stream()
                .map(ContentBlock::text).flatMap(Optional::stream)
                .map(TextBlock::text)
                .collect(Collectors.joining());
        assertHello(text, message.usage().inputTokens(), message.usage().outputTokens());
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
        // Input tokens arrive in message_start, output tokens in the (last) message_delta.
        Long inputTokens = events.stream()
                .map(RawMessageStreamEvent::messageStart).flatMap(Optional::stream)
                .map(start -> start.message().usage().inputTokens())
                .findFirst().orElse(null);
        Long outputTokens = events.stream()
                .map(RawMessageStreamEvent::messageDelta).flatMap(Optional::stream)
                .map(delta -> delta.usage().outputTokens())
                .reduce((first, last) -> last).orElse(null);
        assertHello(text, inputTokens, outputTokens);
    }
}
