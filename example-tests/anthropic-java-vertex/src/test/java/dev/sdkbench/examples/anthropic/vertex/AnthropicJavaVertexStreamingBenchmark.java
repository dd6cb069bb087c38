package dev.sdkbench.examples.anthropic.vertex;

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

/** anthropic-java streaming on its Vertex AI backend: {@code :streamRawPredict}, Messages' text deltas read as they arrive. */
// A cloud path of anthropic-java (tag "variant"): -Pbenchmark,variants measures it; -Pbenchmark alone compares the SDKs on their own APIs.
@Tag("variant")
@Tag("streaming")
@SdkBenchmark(stream = true)
class AnthropicJavaVertexStreamingBenchmark {

    @ClientCase(dialect = Dialect.ANTHROPIC)
    void anthropicJavaVertexMessagesStream(SdkCase sdk) {
        AnthropicClient client = AnthropicJavaVertexBenchmark.client(sdk);
        MessageCreateParams params = AnthropicJavaVertexBenchmark.params(sdk);
        sdk.measureStream(deltas -> {
            try (StreamResponse<RawMessageStreamEvent> stream = client.messages().createStreaming(params)) {
                stream.stream().forEach(event -> deltas.accept(event.contentBlockDelta()
                        .flatMap(delta -> delta.delta().text()).map(TextDelta::text).orElse(null)));
            }
        });
    }
}
