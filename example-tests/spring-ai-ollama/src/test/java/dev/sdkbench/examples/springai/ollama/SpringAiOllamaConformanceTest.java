package dev.sdkbench.examples.springai.ollama;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Objects;
import java.util.stream.Collectors;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.springframework.ai.chat.messages.AssistantMessage;
import org.springframework.ai.chat.metadata.Usage;
import org.springframework.ai.chat.model.ChatResponse;
import org.springframework.ai.chat.model.Generation;
import org.springframework.ai.chat.prompt.Prompt;
import org.springframework.ai.ollama.OllamaChatModel;
import org.springframework.ai.ollama.api.OllamaChatOptions;

import dev.sdkbench.examples.support.FixtureTestBase;
import dev.sdkbench.fixture.counters.RequestRecord;

/**
 * Spring AI {@code OllamaChatModel}: the base URL is the server's root, the model sends
 * {@code POST /api/chat} through Spring's RestClient, and streams through WebClient, which decodes
 * Ollama's newline-delimited JSON.
 */
class SpringAiOllamaConformanceTest extends FixtureTestBase {

    private static final Prompt PROMPT_MESSAGE = new Prompt(PROMPT);

    private OllamaChatModel model;

    @BeforeAll
    void createModel() {
        model = SpringAiOllamaModels.model(fixture.baseUrl(), OllamaChatOptions.builder().model("llama3.2").numPredict(MAX_TOKENS)
                .build());
    }

    @Test
    void nonStreaming() {
        // Ollama's API has no timeout option here: the deadline keeps a bad reply from hanging the test.
        ChatResponse response = withDeadline(() -> model.call(PROMPT_MESSAGE));
        Usage usage = response.getMetadata().getUsage();
        assertHello(response.getResult().getOutput().getText(), usage.getPromptTokens(), usage.getCompletionTokens());
    }

    @Test
    void streaming() {
        List<ChatResponse> responses = withDeadline(() -> model.stream(PROMPT_MESSAGE).collectList().block());
        String text = responses.stream()
                .map(ChatResponse::getResult).filter(Objects::nonNull)
                .map(Generation::getOutput).map(AssistantMessage::getText).filter(Objects::nonNull)
                .collect(Collectors.joining());
        // The counts come with the last line, done: true.
        Usage usage = responses.isEmpty() ? null : responses.get(responses.size() - 1).getMetadata().getUsage();
        assertHello(text, usage == null ? null : usage.getPromptTokens(), usage == null ? null : usage.getCompletionTokens());
    }

    /** What goes on the wire: the limit in options, an empty tool list, and no credential (Ollama's API has none). */
    @Test
    void theRequestCarriesTheLimitInOptionsAndAnEmptyToolList() {
        withDeadline(() -> model.call(PROMPT_MESSAGE));

        RequestRecord request = fixture.counters().firstRequest();
        assertThat(request.body()).as("the body").contains("\"stream\":false").contains("\"num_predict\":" + MAX_TOKENS)
                .contains("\"tools\":[]");
        assertThat(request.headers()).as("headers").doesNotContainKeys("authorization", "x-api-key");
        fixture.assertRequests(1);
    }
}
