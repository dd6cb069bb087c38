package dev.sdkbench.examples.springai.bedrock;

import java.net.URI;
import java.time.Duration;

import org.springframework.ai.bedrock.converse.BedrockChatOptions;
import org.springframework.ai.bedrock.converse.BedrockProxyChatModel;

import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.awscore.retry.AwsRetryStrategy;
import software.amazon.awssdk.core.client.config.ClientOverrideConfiguration;
import software.amazon.awssdk.http.Protocol;
import software.amazon.awssdk.http.apache.ApacheHttpClient;
import software.amazon.awssdk.http.nio.netty.NettyNioAsyncHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.retries.api.RetryStrategy;
import software.amazon.awssdk.services.bedrockruntime.BedrockRuntimeAsyncClient;
import software.amazon.awssdk.services.bedrockruntime.BedrockRuntimeClient;

/**
 * Spring AI's Bedrock model as every case builds it. Its builder has no endpoint option: it makes
 * both AWS SDK clients itself, for the real regional endpoint, unless it is given its own. So the
 * cases hand it clients made as its builder makes them (the Apache 4 client for calls, Netty for
 * streams, with its timeouts and pool size) plus what the fixture needs: the endpoint overridden,
 * region us-east-1, dummy static credentials (every request is SigV4-signed for real), the
 * retries the case asks for, and HTTP/1.1 for streams. Compiled beside the cases, so that their
 * forks find it.
 */
final class SpringAiBedrockModels {

    /** Bedrock's model id; its {@code :} goes on the wire percent-encoded. */
    static final String MODEL = "anthropic.claude-3-haiku-20240307-v1:0";
    static final Duration TIMEOUT = Duration.ofSeconds(10);

    private SpringAiBedrockModels() {
    }

    /**
     * One attempt. Spring AI adds no retries of its own to this model, so the AWS SDK's are the only
     * ones: by default (2.36.3's legacy mode) up to 4 attempts, backing off with jitter from 100 ms
     * (500 ms after a throttling error), reading no {@code retry-after}.
     */
    static RetryStrategy noRetries() {
        return AwsRetryStrategy.doNotRetry();
    }

    /** The model's options: model id and output limit (Spring AI sends no temperature or topP unless set). */
    static BedrockChatOptions.Builder options(String model, int maxTokens) {
        return BedrockChatOptions.builder().model(model).maxTokens(maxTokens);
    }

    static BedrockProxyChatModel model(String baseUrl, String secretKey, BedrockChatOptions options, RetryStrategy retries) {
        return BedrockProxyChatModel.builder().defaultOptions(options)
                .bedrockRuntimeClient(syncClient(baseUrl, secretKey, retries))
                .bedrockRuntimeAsyncClient(asyncClient(baseUrl, secretKey, retries))
                .build();
    }

    /** The sync client as Spring AI's builder makes it (apache-client, not the SDK's default apache5), at the fixture. */
    static BedrockRuntimeClient syncClient(String baseUrl, String secretKey, RetryStrategy retries) {
        return BedrockRuntimeClient.builder().endpointOverride(URI.create(baseUrl)).region(Region.US_EAST_1)
                .credentialsProvider(credentials(secretKey)).overrideConfiguration(overrides(retries))
                .httpClientBuilder(ApacheHttpClient.builder().connectionAcquisitionTimeout(Duration.ofSeconds(30))
                        .connectionTimeout(Duration.ofSeconds(5)).socketTimeout(Duration.ofSeconds(30)))
                .build();
    }

    /**
     * The async client as Spring AI's builder makes it, at the fixture. Left to itself, the SDK's
     * Bedrock Runtime async client speaks HTTP/2 (over cleartext with prior knowledge here, as the
     * endpoint is {@code http:}); the fixture serves HTTP/1.1 only, so the Netty client is told so.
     */
    static BedrockRuntimeAsyncClient asyncClient(String baseUrl, String secretKey, RetryStrategy retries) {
        return BedrockRuntimeAsyncClient.builder().endpointOverride(URI.create(baseUrl)).region(Region.US_EAST_1)
                .credentialsProvider(credentials(secretKey)).overrideConfiguration(overrides(retries))
                .httpClientBuilder(NettyNioAsyncHttpClient.builder().tcpKeepAlive(true).readTimeout(Duration.ofSeconds(30))
                        .connectionTimeout(Duration.ofSeconds(5)).connectionAcquisitionTimeout(Duration.ofSeconds(30))
                        .maxConcurrency(200).protocol(Protocol.HTTP1_1))
                .build();
    }

    private static StaticCredentialsProvider credentials(String secretKey) {
        return StaticCredentialsProvider.create(AwsBasicCredentials.create("AKIDEXAMPLE", secretKey));
    }

    /** Spring AI's builder sets only the call timeout (5 min by default); 10 s here, as in every case. */
    private static ClientOverrideConfiguration overrides(RetryStrategy retries) {
        return ClientOverrideConfiguration.builder().retryStrategy(retries).apiCallTimeout(TIMEOUT).build();
    }
}
