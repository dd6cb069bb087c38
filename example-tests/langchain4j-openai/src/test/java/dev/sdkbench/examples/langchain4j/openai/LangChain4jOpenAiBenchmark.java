package dev.sdkbench.examples.langchain4j.openai;

import java.time.Duration;

import dev.langchain4j.data.message.UserMessage;
import dev.langchain4j.model.chat.request.ChatRequest;
import dev.langchain4j.model.chat.response.ChatResponse;
import dev.langchain4j.model.openai.OpenAiChatModel;
import dev.sdkbench.junit.ClientCase;
import dev.sdkbench.junit.Dialect;
import dev.sdkbench.junit.SdkBenchmark;
import dev.sdkbench.junit.SdkCase;

/** LangChain4j OpenAiChatModel with its default HTTP client (the JDK's, which offers an h2c upgrade). */
@SdkBenchmark
class LangChain4jOpenAiBenchmark {

    @ClientCase(dialect = Dialect.CHAT)
    void langChain4jOpenAi(SdkCase sdk) {
        OpenAiChatModel model = OpenAiChatModel.builder().baseUrl(sdk.baseUrl() + "/v1").apiKey(sdk.apiKey())
                .modelName(sdk.model("gpt-4.1-mini")).maxCompletionTokens(sdk.maxTokens())
                .timeout(Duration.ofSeconds(10)).maxRetries(0).build();
        ChatRequest request = ChatRequest.builder().messages(UserMessage.from(sdk.prompt())).build();
        sdk.measure(() -> {
            ChatResponse response = model.chat(request);
            return sdk.checkUsage(response.aiMessage().text(), response.tokenUsage().inputTokenCount(),
                    response.tokenUsage().outputTokenCount());
        });
    }
}
