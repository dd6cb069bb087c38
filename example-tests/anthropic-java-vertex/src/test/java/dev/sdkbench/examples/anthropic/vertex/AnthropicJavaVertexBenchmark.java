package dev.sdkbench.examples.anthropic.vertex;

import java.time.Duration;

import com.anthropic.client.AnthropicClient;
import com.anthropic.client.okhttp.AnthropicOkHttpClient;
import com.anthropic.models.messages.Message;
import com.anthropic.models.messages.MessageCreateParams;

import dev.sdkbench.junit.ClientCase;
import dev.sdkbench.junit.Dialect;
import dev.sdkbench.junit.SdkBenchmark;
import dev.sdkbench.junit.SdkCase;
import org.junit.jupiter.api.Tag;

/** anthropic-java on its Vertex AI backend: Messages at {@code :rawPredict}, a Google access token as the bearer. */
// A cloud path of anthropic-java (tag "variant"): -Pbenchmark,variants measures it; -Pbenchmark alone compares the SDKs on their own APIs.
@Tag("variant")
@SdkBenchmark
class AnthropicJavaVertexBenchmark {

    @ClientCase(dialect = Dialect.ANTHROPIC)
    void anthropicJavaVertexMessages(SdkCase sdk) {
        AnthropicClient client = client(sdk);
        MessageCreateParams params = params(sdk);
        sdk.measure(() -> {
            Message message = client.messages().create(params);
            return sdk.checkUsage(message.content().get(0).text().orElseThrow().text(),
                    message.usage().inputTokens(), message.usage().outputTokens());
        });
    }

    /** A client on the fixture's Vertex backend, retries off; the streaming case uses it too. */
    static AnthropicClient client(SdkCase sdk) {
        return AnthropicOkHttpClient.builder().backend(FixtureVertexBackend.at(sdk.baseUrl(), sdk.apiKey()))
                .maxRetries(0).timeout(Duration.ofSeconds(10)).build();
    }

    /** The request as for anthropic-java: the backend moves the model into the path. */
    static MessageCreateParams params(SdkCase sdk) {
        return MessageCreateParams.builder().model(sdk.model("claude-haiku-4-5")).maxTokens(sdk.maxTokens())
                .addUserMessage(sdk.prompt()).build();
    }
}
