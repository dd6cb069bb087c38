package dev.sdkbench.examples.anthropic.bedrock;

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

/** anthropic-java on its Amazon Bedrock backend: Messages in InvokeModel, every request SigV4-signed. */
// A cloud path of anthropic-java (tag "variant"): -Pbenchmark,variants measures it; -Pbenchmark alone compares the SDKs on their own APIs.
@Tag("variant")
@SdkBenchmark
class AnthropicJavaBedrockBenchmark {

    /** A Bedrock model id, as the path carries it. */
    static final String MODEL = "anthropic.claude-haiku-4-5-20251001-v1:0";

    @ClientCase(dialect = Dialect.BEDROCK_INVOKE)
    void anthropicJavaBedrockMessages(SdkCase sdk) {
        AnthropicClient client = client(sdk);
        MessageCreateParams params = params(sdk).build();
        sdk.measure(() -> {
            Message message = client.messages().create(params);
            return sdk.checkUsage(message.content().get(0).text().orElseThrow().text(),
                    message.usage().inputTokens(), message.usage().outputTokens());
        });
    }

    /** A client on the fixture's Bedrock backend, retries off; the streaming and scenario cases use it too. */
    static AnthropicClient client(SdkCase sdk) {
        return AnthropicOkHttpClient.builder().backend(FixtureBedrockBackend.at(sdk.baseUrl(), sdk.apiKey()))
                .maxRetries(0).timeout(Duration.ofSeconds(10)).build();
    }

    /** The request as for anthropic-java: the backend moves the model into the path. */
    static MessageCreateParams.Builder params(SdkCase sdk) {
        return MessageCreateParams.builder().model(sdk.model(MODEL)).maxTokens(sdk.maxTokens()).addUserMessage(sdk.prompt());
    }
}
