package dev.sdkbench.examples.langchain4j.openai;

import java.time.Duration;

import dev.langchain4j.data.message.UserMessage;
import dev.langchain4j.model.chat.request.ChatRequest;
import dev.langchain4j.model.openai.OpenAiStreamingChatModel;
import org.junit.jupiter.api.Tag;

import dev.sdkbench.examples.langchain4j.LangChain4jStreaming;
import dev.sdkbench.junit.ClientCase;
import dev.sdkbench.junit.Dialect;
import dev.sdkbench.junit.SdkBenchmark;
import dev.sdkbench.junit.SdkCase;

/**
 * LangChain4j OpenAiStreamingChatModel with its default HTTP client: partial responses arrive on the client's
 * thread, and the call waits for the complete response, so that it returns at the end of the stream.
 */
@Tag("streaming")
@SdkBenchmark(stream = true)
class LangChain4jOpenAiStreamingBenchmark {

    @ClientCase(dialect = Dialect.CHAT)
    void langChain4jOpenAiStream(SdkCase sdk) {
        OpenAiStreamingChatModel model = OpenAiStreamingChatModel.builder().baseUrl(sdk.baseUrl() + "/v1").apiKey(sdk.apiKey())
                .modelName(sdk.model("gpt-4.1-mini")).maxCompletionTokens(sdk.maxTokens())
                .timeout(Duration.ofSeconds(10)).build();
        ChatRequest request = ChatRequest.builder().messages(UserMessage.from(sdk.prompt())).build();
        sdk.measureStream(deltas -> LangChain4jStreaming.chat(model, request, deltas));
    }
}
