package dev.sdkbench.examples.langchain4j.openai;

import dev.sdkbench.examples.support.LangChain4jTestBase;
import dev.langchain4j.model.chat.response.ChatResponse;
import dev.langchain4j.model.openai.OpenAiChatModel;
import dev.langchain4j.model.openai.OpenAiStreamingChatModel;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** LangChain4j OpenAI: base URL ends in {@code /v1}, the model sends {@code POST /v1/chat/completions}. */
class LangChain4jOpenAiConformanceTest extends LangChain4jTestBase {

    private static final String MODEL = "gpt-4o-mini";

    @ParameterizedTest
    @EnumSource(Transport.class)
    void nonStreaming(Transport transport) {
        OpenAiChatModel.OpenAiChatModelBuilder builder = OpenAiChatModel.builder()
                .baseUrl(fixture.baseUrl() + "/v1")
                .apiKey("sk-fixture").modelName(MODEL).maxCompletionTokens(MAX_TOKENS)
                .timeout(TIMEOUT).maxRetries(0);
        transport.applyTo(builder::httpClientBuilder);
        ChatResponse response = builder.build().chat(REQUEST);
        assertHello(response.aiMessage().text(), response, transport);
    }

    @ParameterizedTest
    @EnumSource(Transport.class)
    void streaming(Transport transport) {
        // Streaming models have no maxRetries: they never retry. They ask for usage by default.
        OpenAiStreamingChatModel.OpenAiStreamingChatModelBuilder builder = OpenAiStreamingChatModel.builder()
                .baseUrl(fixture.baseUrl() + "/v1")
                .apiKey("sk-fixture").modelName(MODEL).maxCompletionTokens(MAX_TOKENS)
                .timeout(TIMEOUT);
        transport.applyTo(builder::httpClientBuilder);
        Streamed streamed = stream(builder.build());
        assertHello(streamed.text(), streamed.response(), transport);
    }
}
