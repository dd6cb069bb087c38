package dev.sdkbench.examples.springai;

import java.time.Duration;

import org.springframework.ai.chat.model.ChatResponse;
import org.springframework.ai.chat.prompt.Prompt;
import org.springframework.ai.openai.OpenAiChatModel;
import org.springframework.ai.openai.OpenAiChatOptions;

import org.junit.jupiter.api.Tag;

import dev.sdkbench.junit.ClientCase;
import dev.sdkbench.junit.Dialect;
import dev.sdkbench.junit.SdkBenchmark;
import dev.sdkbench.junit.SdkCase;

/** Spring AI's OpenAiChatModel.stream(): a Flux of responses, blocked on until the stream completes. */
@Tag("streaming")
@SdkBenchmark(stream = true)
class SpringAiOpenAiStreamingBenchmark {

    @ClientCase(dialect = Dialect.CHAT)
    void springAiOpenAiStream(SdkCase sdk) {
        OpenAiChatModel model = OpenAiChatModel.builder().options(OpenAiChatOptions.builder()
                .baseUrl(sdk.baseUrl() + "/v1").apiKey(sdk.apiKey()).model(sdk.model("gpt-4.1-mini"))
                .maxCompletionTokens(sdk.maxTokens()).timeout(Duration.ofSeconds(10)).maxRetries(0).build()).build();
        Prompt prompt = new Prompt(sdk.prompt());
        sdk.measureStream(deltas -> model.stream(prompt)
                .doOnNext(response -> deltas.accept(text(response)))
                .blockLast(Duration.ofSeconds(10)));
    }

    /** The chunk's text; a chunk with no generation (usage only) has none. */
    private static String text(ChatResponse response) {
        return response.getResult() == null ? null : response.getResult().getOutput().getText();
    }
}
