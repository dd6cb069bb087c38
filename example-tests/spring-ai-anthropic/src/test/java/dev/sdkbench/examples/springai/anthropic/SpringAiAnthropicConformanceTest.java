package dev.sdkbench.examples.springai.anthropic;

import dev.sdkbench.examples.support.FixtureTestBase;
import java.util.List;
import java.util.Objects;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.springframework.ai.anthropic.AnthropicChatModel;
import org.springframework.ai.anthropic.AnthropicChatOptions;
import org.springframework.ai.chat.messages.AssistantMessage;
import org.springframework.ai.chat.metadata.Usage;
import org.springframework.ai.chat.model.ChatResponse;
import org.springframework.ai.chat.model.Generation;
import org.springframework.ai.chat.prompt.Prompt;

/**
 * Spring AI {@code AnthropicChatModel} (on its own anthropic-java-core): base URL is the fixture
 * root, the model sends {@code POST /v1/messages}; a call goes through the sync client it builds,
 * a stream through the async one.
 */
class SpringAiAnthropicConformanceTest extends FixtureTestBase {

    private static final Prompt PROMPT_MESSAGE = new Prompt(PROMPT);

    private AnthropicChatModel model;

    @BeforeAll
    void createModel() {
        model = AnthropicChatModel.builder().options(AnthropicChatOptions.builder()
                .baseUrl(fixture.baseUrl())   // no "/v1": the SDK adds it
                .apiKey("sk-ant-fixture")
                .model("claude-haiku-4-5")
                .maxTokens(MAX_TOKENS)         // unset, Spring AI sends 4096
                .timeout(TIMEOUT)
                .maxRetries(0)                 // the default is 2, i.e. 3 attempts
                .build()).build();
    }

    @Test
    void nonStreaming() {
        ChatResponse response = model.call(PROMPT_MESSAGE);
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
        // One response per text delta, then message_delta's, with input tokens from message_start and output tokens.
        Usage usage = responses.isEmpty() ? null : responses.get(responses.size() - 1).getMetadata().getUsage();
        assertHello(text, usage == null ? null : usage.getPromptTokens(), usage == null ? null : usage.getCompletionTokens());
    }
}
