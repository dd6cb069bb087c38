package dev.sdkbench.examples.anthropic.upgrade;

import java.time.Duration;

import com.anthropic.client.AnthropicClient;
import com.anthropic.client.okhttp.AnthropicOkHttpClient;
import com.anthropic.models.messages.Message;
import com.anthropic.models.messages.MessageCreateParams;

import dev.sdkbench.junit.ClientCase;
import dev.sdkbench.junit.Dialect;
import dev.sdkbench.junit.SdkBenchmark;
import dev.sdkbench.junit.SdkCase;

/**
 * anthropic-java's Messages call, compiled against the candidate and forked on both classpaths: this
 * module's (the candidate) and the released jar's, named by its coordinates ({@code sdkbench.baseline}, set in
 * the pom), which the engine resolves with what it pulls in. It uses only API both versions have, so one
 * compiled case runs on either.
 */
@SdkBenchmark(dialect = Dialect.ANTHROPIC)
class AnthropicJavaUpgradeBenchmark {

    @ClientCase
    void messages(SdkCase sdk) {
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
