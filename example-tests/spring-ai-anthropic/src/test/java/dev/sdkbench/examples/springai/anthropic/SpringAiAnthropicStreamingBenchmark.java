package dev.sdkbench.examples.springai.anthropic;

import java.time.Duration;

import org.springframework.ai.anthropic.AnthropicChatModel;
import org.springframework.ai.chat.prompt.Prompt;

import org.junit.jupiter.api.Tag;

import dev.sdkbench.examples.springai.SpringAiScenarioCases;
import dev.sdkbench.junit.ClientCase;
import dev.sdkbench.junit.Dialect;
import dev.sdkbench.junit.SdkBenchmark;
import dev.sdkbench.junit.SdkCase;

/**
 * Spring AI's AnthropicChatModel.stream(): a Flux of responses, blocked on until the stream
 * completes. The model reads the SDK's blocking event stream on a Reactor boundedElastic thread;
 * its last response (Messages' {@code message_delta}) has no text and carries the usage.
 */
@Tag("streaming")
@SdkBenchmark(stream = true)
class SpringAiAnthropicStreamingBenchmark {

    @ClientCase(dialect = Dialect.ANTHROPIC)
    void springAiAnthropicStream(SdkCase sdk) {
        AnthropicChatModel model = AnthropicChatModel.builder().options(SpringAiAnthropicBenchmark.options(sdk).build()).build();
        Prompt prompt = new Prompt(sdk.prompt());
        sdk.measureStream(deltas -> model.stream(prompt)
                .doOnNext(response -> deltas.accept(SpringAiScenarioCases.text(response)))
                .blockLast(Duration.ofSeconds(10)));
    }
}
