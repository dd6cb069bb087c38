package dev.sdkbench.examples.bedrock;

import java.net.URI;
import java.time.Duration;
import java.util.function.Consumer;

import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.awscore.retry.AwsRetryStrategy;
import software.amazon.awssdk.core.client.config.ClientOverrideConfiguration;
import software.amazon.awssdk.http.SdkHttpClient;
import software.amazon.awssdk.http.async.SdkAsyncHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.retries.api.RetryStrategy;
import software.amazon.awssdk.services.bedrockruntime.BedrockRuntimeAsyncClient;
import software.amazon.awssdk.services.bedrockruntime.BedrockRuntimeClient;
import software.amazon.awssdk.services.bedrockruntime.BedrockRuntimeClientBuilder;
import software.amazon.awssdk.services.bedrockruntime.model.ContentBlock;
import software.amazon.awssdk.services.bedrockruntime.model.ConversationRole;
import software.amazon.awssdk.services.bedrockruntime.model.ConverseRequest;
import software.amazon.awssdk.services.bedrockruntime.model.ConverseResponse;
import software.amazon.awssdk.services.bedrockruntime.model.ConverseStreamRequest;
import software.amazon.awssdk.services.bedrockruntime.model.ConverseStreamResponseHandler;
import software.amazon.awssdk.services.bedrockruntime.model.Message;
import software.amazon.awssdk.services.bedrockruntime.model.TokenUsage;

/**
 * Bedrock Runtime clients on the fixture, one HTTP transport each, configured as every case and
 * conformance test needs them: the endpoint overridden to the fixture, region us-east-1, dummy
 * static credentials (so a real SigV4 signature is computed on every call, and none can reach AWS),
 * one attempt per call, a 10-s call timeout. The transport is the caller's builder, so a case loads
 * only its own transport's classes.
 */
final class BedrockClients {

    /** What the fixture's Bedrock model is when the benchmark names none; its {@code :} goes on the wire percent-encoded. */
    static final String MODEL = "anthropic.claude-3-haiku-20240307-v1:0";
    static final Duration TIMEOUT = Duration.ofSeconds(10);
    static final StaticCredentialsProvider CREDENTIALS =
            StaticCredentialsProvider.create(AwsBasicCredentials.create("AKIDEXAMPLE", "sdkbench-dummy-secret"));

    private BedrockClients() {
    }

    /** A sync client on this transport, retries off. */
    static BedrockRuntimeClient sync(String baseUrl, SdkHttpClient.Builder<?> http) {
        return sync(baseUrl, http, AwsRetryStrategy.doNotRetry());
    }

    /** A sync client on this transport with this retry strategy (the retry scenario turns one retry on). */
    static BedrockRuntimeClient sync(String baseUrl, SdkHttpClient.Builder<?> http, RetryStrategy retries) {
        return syncBuilder(baseUrl, retries).httpClientBuilder(http).build();
    }

    /**
     * A sync client on an HTTP client built beforehand, retries off; closing the SDK client leaves
     * that one open. The CRT's sync client needs this: a builder handed to the SDK gets Bedrock
     * Runtime's service default of HTTP/2 (which its event streams need on the async client), and
     * the CRT's sync client refuses HTTP/2 ("HTTP/2 is not supported for sync HTTP clients") where
     * the other sync transports ignore it.
     */
    static BedrockRuntimeClient sync(String baseUrl, SdkHttpClient http) {
        return syncBuilder(baseUrl, AwsRetryStrategy.doNotRetry()).httpClient(http).build();
    }

    private static BedrockRuntimeClientBuilder syncBuilder(String baseUrl, RetryStrategy retries) {
        return BedrockRuntimeClient.builder().endpointOverride(URI.create(baseUrl)).region(Region.US_EAST_1)
                .credentialsProvider(CREDENTIALS).overrideConfiguration(overrides(retries));
    }

    /**
     * An async client on this transport, retries off. Bedrock Runtime's async client asks its
     * transport for HTTP/2 by default, which Netty and the CRT then speak to a cleartext endpoint
     * with prior knowledge ({@code PRI * HTTP/2.0}); the fixture serves HTTP/1.1 only, so the
     * callers' builders say {@code protocol(Protocol.HTTP1_1)}.
     */
    static BedrockRuntimeAsyncClient async(String baseUrl, SdkAsyncHttpClient.Builder<?> http) {
        return BedrockRuntimeAsyncClient.builder().endpointOverride(URI.create(baseUrl)).region(Region.US_EAST_1)
                .credentialsProvider(CREDENTIALS).overrideConfiguration(overrides(AwsRetryStrategy.doNotRetry()))
                .httpClientBuilder(http).build();
    }

    /**
     * The SDK's default retry mode in 2.57.8 is still the legacy one: up to 4 attempts
     * ({@code amz-sdk-request: attempt=1; max=4}), a 429 or a 500 retried 3 times;
     * {@link AwsRetryStrategy#doNotRetry()} makes one.
     */
    private static ClientOverrideConfiguration overrides(RetryStrategy retries) {
        return ClientOverrideConfiguration.builder().retryStrategy(retries).apiCallTimeout(TIMEOUT).build();
    }

    static Message user(String text) {
        return Message.builder().role(ConversationRole.USER).content(ContentBlock.fromText(text)).build();
    }

    /** One user message and the output limit, the one Converse reads ({@code inferenceConfig.maxTokens}). */
    static ConverseRequest.Builder converse(String model, int maxTokens, Message... messages) {
        return ConverseRequest.builder().modelId(model).messages(messages).inferenceConfig(c -> c.maxTokens(maxTokens));
    }

    static ConverseStreamRequest converseStream(String model, String prompt, int maxTokens) {
        return ConverseStreamRequest.builder().modelId(model).messages(user(prompt))
                .inferenceConfig(c -> c.maxTokens(maxTokens)).build();
    }

    /** The reply's first text block. */
    static String text(ConverseResponse response) {
        return response.output().message().content().get(0).text();
    }

    /**
     * A handler for one {@code converseStream} call: each {@code contentBlockDelta}'s text goes to
     * {@code deltas} as it arrives, and the {@code metadata} event's usage to {@code usage}.
     */
    static ConverseStreamResponseHandler streamHandler(Consumer<String> deltas, Consumer<TokenUsage> usage) {
        return ConverseStreamResponseHandler.builder()
                .subscriber(ConverseStreamResponseHandler.Visitor.builder()
                        .onContentBlockDelta(delta -> deltas.accept(delta.delta().text()))
                        .onMetadata(metadata -> usage.accept(metadata.usage()))
                        .build())
                .build();
    }
}
