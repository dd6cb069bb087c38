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
import org.junit.jupiter.api.Tag;

/** openai-java streaming: Chat Completions chunks and Responses' output-text deltas, read as they arrive. */
@Tag("streaming")
@SdkBenchmark(stream = true)
class OpenAiJavaStreamingBenchmark {

    @ClientCase(dialect = Dialect.CHAT)
    void openAiJavaChatStream(SdkCase sdk) {
        chatStream(sdk, OpenAiJavaBenchmark.client(sdk));
    }

    /** Chat streaming as against Azure OpenAI (see {@link OpenAiJavaBenchmark#azureClient}). */
    @Tag("variant")
    @ClientCase(dialect = Dialect.CHAT)
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
