package dev.sdkbench.examples.langchain4j.openai;

import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import dev.langchain4j.data.message.UserMessage;
import dev.langchain4j.model.chat.request.ChatRequest;
import dev.langchain4j.model.chat.response.ChatResponse;
import dev.langchain4j.model.chat.response.StreamingChatResponseHandler;
import dev.langchain4j.model.openai.OpenAiStreamingChatModel;
import dev.sdkbench.junit.ClientCase;
import dev.sdkbench.junit.SdkBenchmark;
import dev.sdkbench.junit.SdkCase;

/**
 * LangChain4j OpenAiStreamingChatModel with its default HTTP client: partial responses arrive on the client's
 * thread, and the call waits for the complete response, so that it returns at the end of the stream.
 */
@SdkBenchmark(stream = true)
class LangChain4jOpenAiStreamingBenchmark {

    @ClientCase(dialect = "chat")
    void langChain4jOpenAiStream(SdkCase sdk) {
        OpenAiStreamingChatModel model = OpenAiStreamingChatModel.builder().baseUrl(sdk.baseUrl() + "/v1").apiKey(sdk.apiKey())
                .modelName(sdk.model("gpt-4.1-mini")).maxCompletionTokens(sdk.maxTokens())
                .timeout(Duration.ofSeconds(10)).build();
        ChatRequest request = ChatRequest.builder().messages(UserMessage.from(sdk.prompt())).build();
        sdk.measureStream(deltas -> {
            CompletableFuture<ChatResponse> done = new CompletableFuture<>();
            model.chat(request, new StreamingChatResponseHandler() {
                @Override
                public void onPartialResponse(String partialResponse) {
                    deltas.accept(partialResponse);
                }

                @Override
                public void onCompleteResponse(ChatResponse response) {
                    done.complete(response);
                }

                @Override
                public void onError(Throwable error) {
                    done.completeExceptionally(error);
                }
            });
            done.get(10, TimeUnit.SECONDS);
        });
    }
}
