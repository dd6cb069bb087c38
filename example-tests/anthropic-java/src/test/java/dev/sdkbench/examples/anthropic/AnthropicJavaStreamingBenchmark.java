package dev.sdkbench.examples.anthropic;

import java.time.Duration;

import com.anthropic.client.AnthropicClient;
import com.anthropic.client.okhttp.AnthropicOkHttpClient;
import com.anthropic.core.http.StreamResponse;
import com.anthropic.models.messages.MessageCreateParams;
import com.anthropic.models.messages.RawMessageStreamEvent;
import com.anthropic.models.messages.TextDelta;

import org.junit.jupiter.api.Tag;

import dev.sdkbench.junit.ClientCase;
import dev.sdkbench.junit.Dialect;
import dev.sdkbench.junit.SdkBenchmark;
import dev.sdkbench.junit.SdkCase;

/** anthropic-java streaming: Messages' text deltas, read as they arrive. */
@Tag("streaming")
@SdkBenchmark(stream = true)
class AnthropicJavaStreamingBenchmark {

    @ClientCase(dialect = Dialect.ANTHROPIC)
    void anthropicJavaMessagesStream(SdkCase sdk) {
        AnthropicClient client = AnthropicOkHttpClient.builder().baseUrl(sdk.baseUrl()).apiKey(sdk.apiKey())
                .maxRetries(0).timeout(Duration.ofSeconds(10)).build();
        MessageCreateParams params = MessageCreateParams.builder().model(sdk.model("claude-haiku-4-5"))
                .maxTokens(sdk.maxTokens()).addUserMessage(sdk.prompt()).build();
        sdk.measureStream(deltas -> {
            try (StreamResponse<RawMessageStreamEvent> stream = client.messages().createStreaming(params)) {
                stream.stream().forEach(event -> deltas.accept(event.contentBlockDelta()
                        .flatMap(delta -> delta.delta().text()).map(TextDelta::text).orElse(null)));
            }
        });
    }
}
