package dev.sdkbench.examples.springai;

import java.util.List;
import java.util.Objects;
import java.util.stream.Collectors;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.springframework.ai.chat.messages.AssistantMessage;
import org.springframework.ai.chat.metadata.Usage;
import org.springframework.ai.chat.model.ChatModel;
import org.springframework.ai.chat.model.ChatResponse;
import org.springframework.ai.chat.model.Generation;
import org.springframework.ai.chat.prompt.Prompt;

import dev.sdkbench.examples.support.FixtureTestBase;

/**
 * The conformance tests of a Spring AI {@code ChatModel}, the same for every provider: a call, and
 * a stream whose chunks' texts make the answer and whose last chunk carries the usage. A module's
 * test extends this and builds its model on the fixture, retries off.
 */
public abstract class SpringAiConformanceTestBase extends FixtureTestBase {

    private static final Prompt PROMPT_MESSAGE = new Prompt(PROMPT);

    protected ChatModel model;

    /** The provider's model on {@link #fixture}, with {@link #MAX_TOKENS}, {@link #TIMEOUT} and retries off. */
    protected abstract ChatModel createModel();

    @BeforeAll
    protected void buildModel() {
        model = createModel();
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
        Usage usage = responses.isEmpty() ? null : responses.get(responses.size() - 1).getMetadata().getUsage();
        assertHello(text, usage == null ? null : usage.getPromptTokens(), usage == null ? null : usage.getCompletionTokens());
    }
}
