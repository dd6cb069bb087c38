package dev.sdkbench.examples.springai.anthropic;

import java.time.Duration;

import org.springframework.ai.anthropic.AnthropicChatModel;
import org.springframework.ai.anthropic.AnthropicChatOptions;
import org.springframework.ai.chat.model.ChatResponse;
import org.springframework.ai.chat.prompt.Prompt;

import dev.sdkbench.examples.springai.SpringAiScenarioCases;
import dev.sdkbench.junit.ClientCase;
import dev.sdkbench.junit.Dialect;
import dev.sdkbench.junit.SdkBenchmark;
import dev.sdkbench.junit.SdkCase;

/** Spring AI's AnthropicChatModel, on the anthropic-java core it brings. */
@SdkBenchmark
class SpringAiAnthropicBenchmark {

    @ClientCase(dialect = Dialect.ANTHROPIC)
    void springAiAnthropic(SdkCase sdk) {
        AnthropicChatModel model = AnthropicChatModel.builder().options(options(sdk).build()).build();
        Prompt prompt = new Prompt(sdk.prompt());
        sdk.measure(() -> {
            ChatResponse response = model.call(prompt);
            return SpringAiScenarioCases.usage(sdk, response.getResult().getOutput().getText(), response);
        });
    }

    /**
     * The model's options on the fixture, retries off (Spring AI's default is 2, i.e. 3 attempts); the
     * base URL is the fixture's root, as anthropic-java adds {@code /v1}. The streaming and scenario
     * cases start from them too.
     */
    static AnthropicChatOptions.Builder options(SdkCase sdk) {
        return AnthropicChatOptions.builder().baseUrl(sdk.baseUrl()).apiKey(sdk.apiKey()).model(sdk.model("claude-haiku-4-5"))
                .maxTokens(sdk.maxTokens()).timeout(Duration.ofSeconds(10)).maxRetries(0);
    }
}
