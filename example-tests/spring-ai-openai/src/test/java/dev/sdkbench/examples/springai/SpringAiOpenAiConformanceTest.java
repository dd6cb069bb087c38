package dev.sdkbench.examples.springai;

import dev.sdkbench.examples.support.FixtureTestBase;
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
import org.springframework.ai.openai.OpenAiChatModel;
import org.springframework.ai.openai.OpenAiChatOptions;

/**
 * Spring AI {@code OpenAiChatModel} (on its own openai-java-core): base URL ends in {@code /v1}, the
 * model sends {@code POST /v1/chat/completions}; streaming asks for usage by default.
 */
class SpringAiOpenAiConformanceTest extends FixtureTestBase {

    private static final Prompt PROMPT_MESSAGE = new Prompt(PROMPT);

    private OpenAiChatModel model;

    @BeforeAll
    void createModel() {
        model = OpenAiChatModel.builder().options(OpenAiChatOptions.builder()
                .baseUrl(fixture.baseUrl() + "/v1")
                .apiKey("sk-fixture")
                .model("gpt-4o-mini")
                .maxCompletionTokens(MAX_TOKENS)
                .timeout(TIMEOUT)
                .maxRetries(0)   // the default is 3, i.e. 4 attempts
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
        // The usage chunk comes last, with no choices.
        Usage usage = responses.isEmpty() ? null : responses.get(responses.size() - 1).getMetadata().getUsage();
        assertHello(text, usage == null ? null : usage.getPromptTokens(), usage == null ? null : usage.getCompletionTokens());
    }
}
