package dev.sdkbench.examples.langchain4j.ollama;

import java.time.Duration;

import dev.langchain4j.data.message.UserMessage;
import dev.langchain4j.model.chat.request.ChatRequest;
import dev.langchain4j.model.ollama.OllamaStreamingChatModel;
import org.junit.jupiter.api.Tag;

import dev.sdkbench.examples.langchain4j.LangChain4jStreaming;
import dev.sdkbench.junit.ClientCase;
import dev.sdkbench.junit.Dialect;
import dev.sdkbench.junit.SdkBenchmark;
import dev.sdkbench.junit.SdkCase;

/**
 * LangChain4j OllamaStreamingChatModel with its default HTTP client: it reads the newline-delimited
 * JSON line by line, partial responses arrive on the client's thread, and the call waits for the
 * complete response, so that it returns at the end of the stream.
 */
@Tag("streaming")
@SdkBenchmark(stream = true)
class LangChain4jOllamaStreamingBenchmark {

    @ClientCase(dialect = Dialect.OLLAMA)
    void langChain4jOllamaStream(SdkCase sdk) {
        OllamaStreamingChatModel model = OllamaStreamingChatModel.builder().baseUrl(sdk.baseUrl()).modelName(sdk.model("llama3.2"))
                .numPredict(sdk.maxTokens()).timeout(Duration.ofSeconds(10)).build();
        ChatRequest request = ChatRequest.builder().messages(UserMessage.from(sdk.prompt())).build();
        sdk.measureStream(deltas -> LangChain4jStreaming.chat(model, request, deltas));
    }
}
