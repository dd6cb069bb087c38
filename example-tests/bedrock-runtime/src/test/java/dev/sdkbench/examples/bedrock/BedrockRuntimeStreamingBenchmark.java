package dev.sdkbench.examples.bedrock;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;

import software.amazon.awssdk.http.Protocol;
import software.amazon.awssdk.http.crt.AwsCrtAsyncHttpClient;
import software.amazon.awssdk.http.nio.netty.NettyNioAsyncHttpClient;
import software.amazon.awssdk.services.bedrockruntime.BedrockRuntimeAsyncClient;
import software.amazon.awssdk.services.bedrockruntime.model.ConverseStreamRequest;
import software.amazon.awssdk.services.bedrockruntime.model.TokenUsage;

import dev.sdkbench.junit.ClientCase;
import dev.sdkbench.junit.Dialect;
import dev.sdkbench.junit.SdkBenchmark;
import dev.sdkbench.junit.SdkCase;
import org.junit.jupiter.api.Tag;

/**
 * The AWS SDK v2's Bedrock Runtime streaming: {@code converseStream}, which only the async client
 * has, on each async transport; the AWS event-stream frames decoded by the SDK, each
 * {@code contentBlockDelta}'s text as it arrives, and the usage of the {@code metadata} event checked
 * after the stream.
 */
@Tag("streaming")
@SdkBenchmark(dialect = Dialect.BEDROCK_CONVERSE, stream = true)
class BedrockRuntimeStreamingBenchmark {

    /** Netty on HTTP/1.1: its HTTP/2 default with prior knowledge is what the fixture does not serve. */
    @ClientCase
    void converseStreamNettyAsync(SdkCase sdk) {
        converseStream(sdk, BedrockClients.async(sdk.baseUrl(), NettyNioAsyncHttpClient.builder().protocol(Protocol.HTTP1_1)));
    }

    /** The AWS Common Runtime, on HTTP/1.1 for the same reason. */
    @Tag("variant")
    @ClientCase
    void converseStreamCrtAsync(SdkCase sdk) {
        converseStream(sdk, BedrockClients.async(sdk.baseUrl(), AwsCrtAsyncHttpClient.builder().protocol(Protocol.HTTP1_1)));
    }

    /**
     * The call returns when the SDK's future completes, which is after the handler saw the last
     * event. A wrong or missing usage becomes one more delta naming it, which fails the text check.
     */
    private static void converseStream(SdkCase sdk, BedrockRuntimeAsyncClient client) {
        ConverseStreamRequest request = BedrockClients.converseStream(sdk.model(BedrockClients.MODEL), sdk.prompt(), sdk.maxTokens());
        sdk.measureStream(deltas -> {
            AtomicReference<TokenUsage> usage = new AtomicReference<>();
            client.converseStream(request, BedrockClients.streamHandler(deltas, usage::set))
                    .get(BedrockClients.TIMEOUT.toMillis(), TimeUnit.MILLISECONDS);
            TokenUsage read = usage.get();
            deltas.accept(read == null ? " (no metadata event with the usage)"
                    : sdk.checkUsage("", read.inputTokens(), read.outputTokens()));
        });
    }
}
