package dev.sdkbench.examples.springai.bedrock;

import java.time.Duration;

import org.springframework.ai.bedrock.converse.BedrockProxyChatModel;
import org.springframework.ai.chat.prompt.Prompt;

import org.junit.jupiter.api.Tag;

import dev.sdkbench.examples.springai.SpringAiScenarioCases;
import dev.sdkbench.junit.ClientCase;
import dev.sdkbench.junit.Dialect;
import dev.sdkbench.junit.SdkBenchmark;
import dev.sdkbench.junit.SdkCase;

/**
 * Spring AI's BedrockProxyChatModel.stream(): the async client's converseStream (Netty, HTTP/1.1
 * here) decodes the event-stream frames on its own threads, and Spring AI pushes one response per
 * text delta into a Reactor sink, then one with no text and the usage; blocked on until it completes.
 */
@Tag("streaming")
@SdkBenchmark(stream = true)
class SpringAiBedrockStreamingBenchmark {

    @ClientCase(dialect = Dialect.BEDROCK_CONVERSE)
    void springAiBedrockStream(SdkCase sdk) {
        BedrockProxyChatModel model = SpringAiBedrockModels.model(sdk.baseUrl(), sdk.apiKey(),
                SpringAiBedrockModels.options(sdk.model(SpringAiBedrockModels.MODEL), sdk.maxTokens()).build(),
                SpringAiBedrockModels.noRetries());
        Prompt prompt = new Prompt(sdk.prompt());
        sdk.measureStream(deltas -> model.stream(prompt)
                .doOnNext(response -> deltas.accept(SpringAiScenarioCases.text(response)))
                .blockLast(Duration.ofSeconds(10)));
    }
}
