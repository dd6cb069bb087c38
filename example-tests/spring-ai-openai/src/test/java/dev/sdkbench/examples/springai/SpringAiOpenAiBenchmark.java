package dev.sdkbench.examples.springai;

import java.time.Duration;

import org.springframework.ai.chat.metadata.Usage;
import org.springframework.ai.chat.model.ChatResponse;
import org.springframework.ai.chat.prompt.Prompt;
import org.springframework.ai.openai.OpenAiChatModel;
import org.springframework.ai.openai.OpenAiChatOptions;

import dev.sdkbench.junit.ClientCase;
import dev.sdkbench.junit.Dialect;
import dev.sdkbench.junit.SdkBenchmark;
import dev.sdkbench.junit.SdkCase;

/** Spring AI's OpenAiChatModel, on the openai-java core it brings. */
@SdkBenchmark
class SpringAiOpenAiBenchmark {

    @ClientCase(dialect = Dialect.CHAT)
    void springAiOpenAi(SdkCase sdk) {
        OpenAiChatModel model = OpenAiChatModel.builder().options(OpenAiChatOptions.builder()
                .baseUrl(sdk.baseUrl() + "/v1").apiKey(sdk.apiKey()).model(sdk.model("gpt-4.1-mini"))
                .maxCompletionTokens(sdk.maxTokens()).timeout(Duration.ofSeconds(10)).maxRetries(0).build()).build();
        Prompt prompt = new Prompt(sdk.prompt());
        sdk.measure(() -> {
            ChatResponse response = model.call(prompt);
            Usage usage = response.getMetadata().getUsage();
            return sdk.checkUsage(response.getResult().getOutput().getText(), usage.getPromptTokens(),
                    usage.getCompletionTokens());
        });
    }
}
