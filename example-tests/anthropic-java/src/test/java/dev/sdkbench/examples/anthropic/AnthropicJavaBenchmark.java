package dev.sdkbench.examples.anthropic;

import java.time.Duration;

import com.anthropic.client.AnthropicClient;
import com.anthropic.client.okhttp.AnthropicOkHttpClient;
import com.anthropic.models.messages.Message;
import com.anthropic.models.messages.MessageCreateParams;

import dev.sdkbench.junit.ClientCase;
import dev.sdkbench.junit.Dialect;
import dev.sdkbench.junit.SdkBenchmark;
import dev.sdkbench.junit.SdkCase;

/** anthropic-java: Messages. */
@SdkBenchmark
class AnthropicJavaBenchmark {

    @ClientCase(dialect = Dialect.ANTHROPIC)
    void anthropicJavaMessages(SdkCase sdk) {
        AnthropicClient client = AnthropicOkHttpClient.builder().baseUrl(sdk.baseUrl()).apiKey(sdk.apiKey())
                .maxRetries(0).timeout(Duration.ofSeconds(10)).build();
        MessageCreateParams params = MessageCreateParams.builder().model(sdk.model("claude-haiku-4-5"))
                .maxTokens(sdk.maxTokens()).addUserMessage(sdk.prompt()).build();
        sdk.measure(() -> {
            Message message = client.messages().create(params);
            return sdk.checkUsage(message.content().get(0).text().orElseThrow().text(),
                    message.usage().inputTokens(), message.usage().outputTokens());
        });
    }
}
