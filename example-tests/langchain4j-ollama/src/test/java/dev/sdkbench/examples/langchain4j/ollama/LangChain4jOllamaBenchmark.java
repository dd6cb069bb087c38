package dev.sdkbench.examples.langchain4j.ollama;

import java.time.Duration;

import dev.langchain4j.data.message.UserMessage;
import dev.langchain4j.model.chat.request.ChatRequest;
import dev.langchain4j.model.chat.response.ChatResponse;
import dev.langchain4j.model.ollama.OllamaChatModel;
import dev.sdkbench.junit.ClientCase;
import dev.sdkbench.junit.Dialect;
import dev.sdkbench.junit.SdkBenchmark;
import dev.sdkbench.junit.SdkCase;

/** LangChain4j OllamaChatModel with its default HTTP client (the JDK's, which offers an h2c upgrade). */
@SdkBenchmark
class LangChain4jOllamaBenchmark {

    @ClientCase(dialect = Dialect.OLLAMA)
    void langChain4jOllama(SdkCase sdk) {
        OllamaChatModel model = OllamaChatModel.builder().baseUrl(sdk.baseUrl()).modelName(sdk.model("llama3.2"))
                .numPredict(sdk.maxTokens()).timeout(Duration.ofSeconds(10)).maxRetries(0).build();
        ChatRequest request = ChatRequest.builder().messages(UserMessage.from(sdk.prompt())).build();
        sdk.measure(() -> {
            ChatResponse response = model.chat(request);
            return sdk.checkUsage(response.aiMessage().text(), response.tokenUsage().inputTokenCount(),
                    response.tokenUsage().outputTokenCount());
        });
    }
}
