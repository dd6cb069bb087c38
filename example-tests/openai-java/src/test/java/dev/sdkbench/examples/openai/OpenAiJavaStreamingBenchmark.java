package dev.sdkbench.examples.openai;

import com.openai.client.OpenAIClient;
import com.openai.core.http.StreamResponse;
import com.openai.models.chat.completions.ChatCompletionChunk;
import com.openai.models.chat.completions.ChatCompletionCreateParams;
import com.openai.models.responses.ResponseCreateParams;
import com.openai.models.responses.ResponseStreamEvent;
import com.openai.models.responses.ResponseTextDeltaEvent;

import dev.sdkbench.junit.ClientCase;
import dev.sdkbench.junit.Dialect;
import dev.sdkbench.junit.SdkBenchmark;
import dev.sdkbench.junit.SdkCase;

/** openai-java streaming: Chat Completions chunks and Responses' output-text deltas, read as they arrive. */
@SdkBenchmark(stream = true)
class OpenAiJavaStreamingBenchmark {

    @ClientCase(dialect = Dialect.CHAT)
    void openAiJavaChatStream(SdkCase sdk) {
        chatStream(sdk, OpenAiJavaBenchmark.client(sdk));
    }

    /** Chat streaming as against Azure OpenAI (see {@link OpenAiJavaBenchmark#azureClient}). */
    // Start-up forks only: a cloud path changes what the SDK sets up once and the path and headers of each request,
    // which the start-up protocol measures; the main job's hour has no room for its steady forks (~90 s of CPU a case).
    // Raise steadyForks here to measure its warm cost.
    @ClientCase(dialect = Dialect.CHAT, steadyForks = 0)
    void openAiJavaAzureChatStream(SdkCase sdk) {
        chatStream(sdk, OpenAiJavaBenchmark.azureClient(sdk));
    }

    private static void chatStream(SdkCase sdk, OpenAIClient client) {
        ChatCompletionCreateParams params = ChatCompletionCreateParams.builder().model(sdk.model("gpt-4.1-mini"))
                .addUserMessage(sdk.prompt()).maxCompletionTokens(sdk.maxTokens()).build();
        sdk.measureStream(deltas -> {
            try (StreamResponse<ChatCompletionChunk> stream = client.chat().completions().createStreaming(params)) {
                stream.stream().forEach(chunk -> chunk.choices()
                        .forEach(choice -> deltas.accept(choice.delta().content().orElse(null))));
            }
        });
    }

    @ClientCase(dialect = Dialect.RESPONSES)
    void openAiJavaResponsesStream(SdkCase sdk) {
        OpenAIClient client = OpenAiJavaBenchmark.client(sdk);
        ResponseCreateParams params = ResponseCreateParams.builder().model(sdk.model("gpt-4.1-mini"))
                .input(sdk.prompt()).maxOutputTokens(sdk.maxTokens()).build();
        sdk.measureStream(deltas -> {
            try (StreamResponse<ResponseStreamEvent> stream = client.responses().createStreaming(params)) {
                stream.stream().forEach(event -> deltas.accept(event.outputTextDelta().map(ResponseTextDeltaEvent::delta)
                        .orElse(null)));
            }
        });
    }
}
