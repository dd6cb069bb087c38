package dev.sdkbench.examples.springai.genai;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.sdkbench.examples.support.FixtureTestBase;
import java.util.List;
import java.util.Objects;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.springframework.ai.chat.messages.AssistantMessage;
import org.springframework.ai.chat.metadata.Usage;
import org.springframework.ai.chat.model.ChatResponse;
import org.springframework.ai.chat.model.Generation;
import org.springframework.ai.chat.prompt.Prompt;
import org.springframework.ai.google.genai.GoogleGenAiChatModel;
import org.springframework.ai.google.genai.GoogleGenAiChatOptions;
import org.springframework.core.retry.RetryPolicy;
import org.springframework.core.retry.RetryTemplate;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.google.genai.Client;
import com.google.genai.types.HttpOptions;
import com.google.genai.types.HttpRetryOptions;

/**
 * Spring AI {@code GoogleGenAiChatModel} on a google-genai {@code Client} of the test's own, in
 * Gemini Developer API mode: base URL is the fixture root plus {@code apiVersion("v1beta")}, the
 * model sends {@code POST /v1beta/models/{m}:generateContent} ({@code :streamGenerateContent?alt=sse}).
 */
class SpringAiGoogleGenAiConformanceTest extends FixtureTestBase {

    private static final Prompt PROMPT_MESSAGE = new Prompt(PROMPT);

    private Client client;
    private GoogleGenAiChatModel model;

    @BeforeAll
    void createModel() {
        client = Client.builder()
                .apiKey("fixture-key")
                .vertexAI(false)
                .httpOptions(HttpOptions.builder()
                        .baseUrl(fixture.baseUrl())
                        .apiVersion("v1beta")   // unset, the SDK would use v1
                        .timeout((int) TIMEOUT.toMillis())
                        // The default is 5 attempts; one attempt means retries off.
                        .retryOptions(HttpRetryOptions.builder().attempts(1).build())
                        .build())
                .build();
        model = GoogleGenAiChatModel.builder()
                .genAiClient(client)
                .options(GoogleGenAiChatOptions.builder().model("gemini-2.5-flash").maxOutputTokens(MAX_TOKENS).build())
                // Spring AI's own retries, around the SDK's: none.
                .retryTemplate(new RetryTemplate(RetryPolicy.withMaxRetries(0)))
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
        ChatResponse response = model.call(PROMPT_MESSAGE);
        Usage usage = response.getMetadata().getUsage();
        assertHello(response.getResult().getOutput().getText(), usage.getPromptTokens(), usage.getCompletionTokens());
    }

    /** Spring AI sends sampling parameters the application never set: GoogleGenAiChatOptions' temperature 0.7 and topP 1.0. */
    @Test
    void sendsSamplingParametersOfItsOwn() throws Exception {
        model.call(PROMPT_MESSAGE);
        JsonNode config = new ObjectMapper().readTree(fixture.counters().firstRequest().body()).path("generationConfig");
        assertThat(config.path("temperature").asDouble()).as("generationConfig.temperature").isCloseTo(0.7, within(1e-6));
        assertThat(config.path("topP").asDouble()).as("generationConfig.topP").isEqualTo(1.0);
    }

    @Test
    void streaming() {
        List<ChatResponse> responses = withDeadline(() -> model.stream(PROMPT_MESSAGE).collectList().block());
        String text = responses.stream()
                .map(ChatResponse::getResult).filter(Objects::nonNull)
                .map(Generation::getOutput).map(AssistantMessage::getText).filter(Objects::nonNull)
                .collect(Collectors.joining());
        // Each chunk is a whole GenerateContentResponse; the last one's usage holds the totals.
        Usage usage = responses.isEmpty() ? null : responses.get(responses.size() - 1).getMetadata().getUsage();
        assertHello(text, usage == null ? null : usage.getPromptTokens(), usage == null ? null : usage.getCompletionTokens());
    }
}
