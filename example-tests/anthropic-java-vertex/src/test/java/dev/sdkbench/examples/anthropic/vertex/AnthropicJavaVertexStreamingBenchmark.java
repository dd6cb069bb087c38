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

/** anthropic-java streaming on its Vertex AI backend: {@code :streamRawPredict}, Messages' text deltas read as they arrive. */
@SdkBenchmark(stream = true)
class AnthropicJavaVertexStreamingBenchmark {

    // Start-up forks only: a cloud path changes what the SDK sets up once and the path and headers of each request,
    // which the start-up protocol measures; the main job's hour has no room for its steady forks (~90 s of CPU a case).
    // Raise steadyForks here to measure its warm cost.
    @ClientCase(dialect = Dialect.ANTHROPIC, steadyForks = 0)
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
