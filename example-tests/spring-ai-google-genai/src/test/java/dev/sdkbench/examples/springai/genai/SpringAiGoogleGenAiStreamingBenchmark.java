package dev.sdkbench.examples.springai.genai;

import java.time.Duration;

import org.springframework.ai.chat.prompt.Prompt;
import org.springframework.ai.google.genai.GoogleGenAiChatModel;

import org.junit.jupiter.api.Tag;

import dev.sdkbench.examples.springai.SpringAiScenarioCases;
import dev.sdkbench.junit.ClientCase;
import dev.sdkbench.junit.Dialect;
import dev.sdkbench.junit.SdkBenchmark;
import dev.sdkbench.junit.SdkCase;

/**
 * Spring AI's GoogleGenAiChatModel.stream(): a Flux of responses, blocked on until the stream
 * completes. The Flux calls google-genai's generateContentStream when subscribed, on the
 * subscribing thread, which returns only once the first chunk has been read.
 */
@Tag("streaming")
@SdkBenchmark(stream = true)
class SpringAiGoogleGenAiStreamingBenchmark {

    @ClientCase(dialect = Dialect.GEMINI)
    void springAiGoogleGenAiStream(SdkCase sdk) {
        GoogleGenAiChatModel model = SpringAiGoogleGenAiBenchmark.model(sdk, SpringAiGoogleGenAiBenchmark.options(sdk),
                SpringAiGoogleGenAiBenchmark.ONE_ATTEMPT);
        Prompt prompt = new Prompt(sdk.prompt());
        sdk.measureStream(deltas -> model.stream(prompt)
                .doOnNext(response -> deltas.accept(SpringAiScenarioCases.text(response)))
                .blockLast(Duration.ofSeconds(10)));
    }
}
