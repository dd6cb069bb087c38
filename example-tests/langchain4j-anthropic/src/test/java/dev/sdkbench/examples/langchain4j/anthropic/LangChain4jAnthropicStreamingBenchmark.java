package dev.sdkbench.examples.langchain4j.anthropic;

import java.time.Duration;

import dev.langchain4j.data.message.UserMessage;
import dev.langchain4j.model.chat.request.ChatRequest;
import dev.langchain4j.model.anthropic.AnthropicStreamingChatModel;
import org.junit.jupiter.api.Tag;

import dev.sdkbench.examples.langchain4j.LangChain4jStreaming;
import dev.sdkbench.junit.ClientCase;
import dev.sdkbench.junit.Dialect;
import dev.sdkbench.junit.SdkBenchmark;
import dev.sdkbench.junit.SdkCase;

/**
 * LangChain4j AnthropicStreamingChatModel with its default HTTP client: partial responses arrive on the client's
 * thread, and the call waits for the complete response, so that it returns at the end of the stream.
 */
@Tag("streaming")
@SdkBenchmark(stream = true)
class LangChain4jAnthropicStreamingBenchmark {

    @ClientCase(dialect = Dialect.ANTHROPIC)
    void langChain4jAnthropicStream(SdkCase sdk) {
        AnthropicStreamingChatModel model = AnthropicStreamingChatModel.builder().baseUrl(sdk.baseUrl() + "/v1").apiKey(sdk.apiKey())
                .modelName(sdk.model("claude-haiku-4-5")).maxTokens(sdk.maxTokens())
                .timeout(Duration.ofSeconds(10)).build();
        ChatRequest request = ChatRequest.builder().messages(UserMessage.from(sdk.prompt())).build();
        sdk.measureStream(deltas -> LangChain4jStreaming.chat(model, request, deltas));
    }
}
