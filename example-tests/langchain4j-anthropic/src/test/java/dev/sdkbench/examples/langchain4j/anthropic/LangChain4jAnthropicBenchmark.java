package dev.sdkbench.examples.langchain4j.anthropic;

import java.time.Duration;

import dev.langchain4j.data.message.UserMessage;
import dev.langchain4j.model.chat.request.ChatRequest;
import dev.langchain4j.model.chat.response.ChatResponse;
import dev.langchain4j.model.anthropic.AnthropicChatModel;
import dev.sdkbench.junit.ClientCase;
import dev.sdkbench.junit.Dialect;
import dev.sdkbench.junit.SdkBenchmark;
import dev.sdkbench.junit.SdkCase;

/** LangChain4j AnthropicChatModel with its default HTTP client (the JDK's, which offers an h2c upgrade). */
@SdkBenchmark
class LangChain4jAnthropicBenchmark {

    @ClientCase(dialect = Dialect.ANTHROPIC)
    void langChain4jAnthropic(SdkCase sdk) {
        AnthropicChatModel model = AnthropicChatModel.builder().baseUrl(sdk.baseUrl() + "/v1").apiKey(sdk.apiKey())
                .modelName(sdk.model("claude-haiku-4-5")).maxTokens(sdk.maxTokens())
                .timeout(Duration.ofSeconds(10)).maxRetries(0).build();
        ChatRequest request = ChatRequest.builder().messages(UserMessage.from(sdk.prompt())).build();
        sdk.measure(() -> {
            ChatResponse response = model.chat(request);
            return sdk.checkUsage(response.aiMessage().text(), response.tokenUsage().inputTokenCount(),
                    response.tokenUsage().outputTokenCount());
        });
    }
}
