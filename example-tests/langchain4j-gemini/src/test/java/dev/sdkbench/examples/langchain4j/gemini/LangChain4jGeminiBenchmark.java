package dev.sdkbench.examples.langchain4j.gemini;

import java.time.Duration;

import dev.langchain4j.data.message.UserMessage;
import dev.langchain4j.model.chat.request.ChatRequest;
import dev.langchain4j.model.chat.response.ChatResponse;
import dev.langchain4j.model.googleai.GoogleAiGeminiChatModel;
import dev.sdkbench.junit.ClientCase;
import dev.sdkbench.junit.Dialect;
import dev.sdkbench.junit.SdkBenchmark;
import dev.sdkbench.junit.SdkCase;

/** LangChain4j GoogleAiGeminiChatModel with its default HTTP client (the JDK's, which offers an h2c upgrade). */
@SdkBenchmark
class LangChain4jGeminiBenchmark {

    @ClientCase(dialect = Dialect.GEMINI)
    void langChain4jGemini(SdkCase sdk) {
        GoogleAiGeminiChatModel model = GoogleAiGeminiChatModel.builder().baseUrl(sdk.baseUrl() + "/v1beta").apiKey(sdk.apiKey())
                .modelName(sdk.model("gemini-2.5-flash")).maxOutputTokens(sdk.maxTokens())
                .timeout(Duration.ofSeconds(10)).maxRetries(0).build();
        ChatRequest request = ChatRequest.builder().messages(UserMessage.from(sdk.prompt())).build();
        sdk.measure(() -> {
            ChatResponse response = model.chat(request);
            return sdk.checkUsage(response.aiMessage().text(), response.tokenUsage().inputTokenCount(),
                    response.tokenUsage().outputTokenCount());
        });
    }
}
