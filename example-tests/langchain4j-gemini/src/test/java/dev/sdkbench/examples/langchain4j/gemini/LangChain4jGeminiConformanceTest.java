package dev.sdkbench.examples.langchain4j.gemini;

import dev.sdkbench.examples.support.LangChain4jTestBase;
import dev.langchain4j.model.chat.response.ChatResponse;
import dev.langchain4j.model.googleai.GoogleAiGeminiChatModel;
import dev.langchain4j.model.googleai.GoogleAiGeminiStreamingChatModel;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * LangChain4j Gemini: base URL ends in {@code /v1beta} with no trailing slash, the model sends
 * {@code POST /v1beta/models/{m}:generateContent} (streaming: {@code :streamGenerateContent?alt=sse}).
 */
class LangChain4jGeminiConformanceTest extends LangChain4jTestBase {

    private static final String MODEL = "gemini-2.5-flash";

    @ParameterizedTest
    @EnumSource(Transport.class)
    void nonStreaming(Transport transport) {
        GoogleAiGeminiChatModel.GoogleAiGeminiChatModelBuilder builder = GoogleAiGeminiChatModel.builder()
                .baseUrl(fixture.baseUrl() + "/v1beta")
                .apiKey("fixture-key").modelName(MODEL).maxOutputTokens(MAX_TOKENS)
                .timeout(TIMEOUT).maxRetries(0);
        transport.applyTo(builder::httpClientBuilder);
        ChatResponse response = builder.build().chat(REQUEST);
        assertHello(response.aiMessage().text(), response, transport);
    }

    @ParameterizedTest
    @EnumSource(Transport.class)
    void streaming(Transport transport) {
        // Streaming models have no maxRetries: they never retry.
        GoogleAiGeminiStreamingChatModel.GoogleAiGeminiStreamingChatModelBuilder builder = GoogleAiGeminiStreamingChatModel.builder()
                .baseUrl(fixture.baseUrl() + "/v1beta")
                .apiKey("fixture-key").modelName(MODEL).maxOutputTokens(MAX_TOKENS)
                .timeout(TIMEOUT);
        transport.applyTo(builder::httpClientBuilder);
        Streamed streamed = stream(builder.build());
        assertHello(streamed.text(), streamed.response(), transport);
    }
}
