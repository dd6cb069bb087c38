package dev.sdkbench.examples.langchain4j.anthropic;

import dev.sdkbench.examples.support.LangChain4jTestBase;
import dev.langchain4j.model.anthropic.AnthropicChatModel;
import dev.langchain4j.model.anthropic.AnthropicStreamingChatModel;
import dev.langchain4j.model.chat.response.ChatResponse;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * LangChain4j Anthropic: base URL ends in {@code /v1} (unlike anthropic-java), the model sends
 * {@code POST /v1/messages} with {@code x-api-key}.
 */
class LangChain4jAnthropicConformanceTest extends LangChain4jTestBase {

    private static final String MODEL = "claude-sonnet-4-5";

    @ParameterizedTest
    @EnumSource(Transport.class)
    void nonStreaming(Transport transport) {
        AnthropicChatModel.AnthropicChatModelBuilder builder = AnthropicChatModel.builder()
                .baseUrl(fixture.baseUrl() + "/v1")
                .apiKey("sk-ant-fixture").modelName(MODEL).maxTokens(MAX_TOKENS)
                .timeout(TIMEOUT).maxRetries(0);
        transport.applyTo(builder::httpClientBuilder);
        ChatResponse response = builder.build().chat(REQUEST);
        assertHello(response.aiMessage().text(), response, transport);
    }

    @ParameterizedTest
    @EnumSource(Transport.class)
    void streaming(Transport transport) {
        // Streaming models have no maxRetries: they never retry.
        AnthropicStreamingChatModel.AnthropicStreamingChatModelBuilder builder = AnthropicStreamingChatModel.builder()
                .baseUrl(fixture.baseUrl() + "/v1")
                .apiKey("sk-ant-fixture").modelName(MODEL).maxTokens(MAX_TOKENS)
                .timeout(TIMEOUT);
        transport.applyTo(builder::httpClientBuilder);
        Streamed streamed = stream(builder.build());
        assertHello(streamed.text(), streamed.response(), transport);
    }
}
