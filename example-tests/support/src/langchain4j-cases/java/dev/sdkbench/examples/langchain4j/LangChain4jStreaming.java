package dev.sdkbench.examples.langchain4j;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

import dev.langchain4j.model.chat.StreamingChatModel;
import dev.langchain4j.model.chat.request.ChatRequest;
import dev.langchain4j.model.chat.response.ChatResponse;
import dev.langchain4j.model.chat.response.StreamingChatResponseHandler;

/**
 * One streamed LangChain4j chat as a blocking call, the same for every provider: partial
 * responses go to the harness as they arrive on the client's thread, and the call returns when
 * the complete response does, i.e. at the end of the stream. Compiled into each LangChain4j
 * module's test classes, like {@link LangChain4jScenarioCases}.
 */
public final class LangChain4jStreaming {

    private LangChain4jStreaming() {
    }

    public static void chat(StreamingChatModel model, ChatRequest request, Consumer<String> deltas) throws Exception {
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
    }
}
