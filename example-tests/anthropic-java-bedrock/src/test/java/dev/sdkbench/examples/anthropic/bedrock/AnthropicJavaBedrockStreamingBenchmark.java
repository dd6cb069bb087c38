package dev.sdkbench.examples.anthropic.bedrock;

import com.anthropic.client.AnthropicClient;
import com.anthropic.core.http.StreamResponse;
import com.anthropic.models.messages.MessageCreateParams;
import com.anthropic.models.messages.RawMessageStreamEvent;
import com.anthropic.models.messages.TextDelta;

import dev.sdkbench.junit.ClientCase;
import dev.sdkbench.junit.Dialect;
import dev.sdkbench.junit.SdkBenchmark;
import dev.sdkbench.junit.SdkCase;
import org.junit.jupiter.api.Tag;

/**
 * anthropic-java streaming on its Amazon Bedrock backend: {@code invoke-with-response-stream}, whose
 * event-stream chunks the backend turns back into Messages' events on a thread of its own; the text
 * deltas read as they arrive.
 */
// A cloud path of anthropic-java (tag "variant"): -Pbenchmark,variants measures it; -Pbenchmark alone compares the SDKs on their own APIs.
@Tag("variant")
@Tag("streaming")
@SdkBenchmark(stream = true)
class AnthropicJavaBedrockStreamingBenchmark {

    @ClientCase(dialect = Dialect.BEDROCK_INVOKE)
    void anthropicJavaBedrockMessagesStream(SdkCase sdk) {
        AnthropicClient client = AnthropicJavaBedrockBenchmark.client(sdk);
        MessageCreateParams params = AnthropicJavaBedrockBenchmark.params(sdk).build();
        sdk.measureStream(deltas -> {
            try (StreamResponse<RawMessageStreamEvent> stream = client.messages().createStreaming(params)) {
                stream.stream().forEach(event -> deltas.accept(event.contentBlockDelta()
                        .flatMap(delta -> delta.delta().text()).map(TextDelta::text).orElse(null)));
            }
        });
    }
}
