package dev.sdkbench.examples.bedrock;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowable;

import dev.sdkbench.examples.support.FixtureTestBase;
import dev.sdkbench.fixture.counters.RequestRecord;
import java.net.URI;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.awscore.retry.AwsRetryStrategy;
import software.amazon.awssdk.core.client.config.ClientOverrideConfiguration;
import software.amazon.awssdk.http.Protocol;
import software.amazon.awssdk.http.nio.netty.NettyNioAsyncHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.bedrockruntime.BedrockRuntimeAsyncClient;
import software.amazon.awssdk.services.bedrockruntime.BedrockRuntimeClient;
import software.amazon.awssdk.services.bedrockruntime.model.ContentBlock;
import software.amazon.awssdk.services.bedrockruntime.model.ConversationRole;
import software.amazon.awssdk.services.bedrockruntime.model.ConverseRequest;
import software.amazon.awssdk.services.bedrockruntime.model.ConverseResponse;
import software.amazon.awssdk.services.bedrockruntime.model.ConverseStreamRequest;
import software.amazon.awssdk.services.bedrockruntime.model.ConverseStreamResponseHandler;
import software.amazon.awssdk.services.bedrockruntime.model.Message;
import software.amazon.awssdk.services.bedrockruntime.model.StopReason;
import software.amazon.awssdk.services.bedrockruntime.model.TokenUsage;
import software.amazon.awssdk.services.bedrockruntime.model.ValidationException;

/**
 * The AWS SDK v2's Bedrock Runtime Converse API: {@code converse} on the sync client (apache5, the
 * default) and {@code converseStream} on the async one (Netty, the default), with the endpoint
 * overridden to the fixture, region us-east-1 and dummy static credentials, so every call is
 * SigV4-signed for real and none can reach AWS.
 */
class BedrockConverseConformanceTest extends FixtureTestBase {

    /** Its {@code :} goes on the wire percent-encoded. */
    private static final String MODEL = "anthropic.claude-3-haiku-20240307-v1:0";
    private static final StaticCredentialsProvider CREDENTIALS =
            StaticCredentialsProvider.create(AwsBasicCredentials.create("AKIDEXAMPLE", "dummy"));
    /** The default strategy makes up to 3 attempts; one attempt means retries off. */
    private static final ClientOverrideConfiguration NO_RETRIES = ClientOverrideConfiguration.builder()
            .retryStrategy(AwsRetryStrategy.doNotRetry()).apiCallTimeout(TIMEOUT).build();
    private static final Message HELLO = Message.builder().role(ConversationRole.USER).content(ContentBlock.fromText(PROMPT)).build();

    private BedrockRuntimeClient client;
    private BedrockRuntimeAsyncClient asyncClient;

    @BeforeAll
    void createClients() {
        URI endpoint = URI.create(fixture.baseUrl());
        client = BedrockRuntimeClient.builder().endpointOverride(endpoint).region(Region.US_EAST_1)
                .credentialsProvider(CREDENTIALS).overrideConfiguration(NO_RETRIES).build();
        // The async client speaks HTTP/2 by default, over cleartext with prior knowledge; the fixture serves HTTP/1.1
        // only ("First received frame was not SETTINGS"), so the Netty client is told to use HTTP/1.1.
        asyncClient = BedrockRuntimeAsyncClient.builder().endpointOverride(endpoint).region(Region.US_EAST_1)
                .credentialsProvider(CREDENTIALS).overrideConfiguration(NO_RETRIES)
                .httpClientBuilder(NettyNioAsyncHttpClient.builder().protocol(Protocol.HTTP1_1)).build();
    }

    @AfterAll
    void closeClients() {
        if (client != null) {
            client.close();
        }
        if (asyncClient != null) {
            asyncClient.close();
        }
    }

    @Test
    void nonStreaming() {
        ConverseResponse response = client.converse(ConverseRequest.builder().modelId(MODEL).messages(HELLO)
                .inferenceConfig(c -> c.maxTokens(MAX_TOKENS)).build());
        assertThat(response.stopReason()).isEqualTo(StopReason.END_TURN);
        assertHello(response.output().message().content().get(0).text(),
                response.usage().inputTokens(), response.usage().outputTokens());
    }

    @Test
    void streaming() {
        StringBuilder text = new StringBuilder();
        AtomicReference<TokenUsage> usage = new AtomicReference<>();
        AtomicReference<StopReason> stop = new AtomicReference<>();
        ConverseStreamResponseHandler handler = ConverseStreamResponseHandler.builder()
                .subscriber(ConverseStreamResponseHandler.Visitor.builder()
                        .onContentBlockDelta(delta -> text.append(delta.delta().text()))
                        .onMessageStop(message -> stop.set(message.stopReason()))
                        .onMetadata(metadata -> usage.set(metadata.usage()))
                        .build())
                .build();
        withDeadline(() -> {
            CompletableFuture<Void> call = asyncClient.converseStream(ConverseStreamRequest.builder().modelId(MODEL)
                    .messages(HELLO).inferenceConfig(c -> c.maxTokens(MAX_TOKENS)).build(), handler);
            return call.get(TIMEOUT.toMillis(), TimeUnit.MILLISECONDS);
        });
        assertThat(stop.get()).as("messageStop's stopReason").isEqualTo(StopReason.END_TURN);
        assertThat(usage.get()).as("the metadata event's usage").isNotNull();
        assertHello(text.toString(), usage.get().inputTokens(), usage.get().outputTokens());
    }

    /** The fixture checks the header's shape; this pins what the SDK really sends, so a change in signing shows here. */
    @Test
    void signsWithSigV4ForBedrockInUsEast1() {
        Throwable failure = catchThrowable(() -> client.converse(ConverseRequest.builder().modelId(MODEL).messages(HELLO)
                .inferenceConfig(c -> c.maxTokens(MAX_TOKENS)).build()));
        RequestRecord first = fixture.counters().firstRequest();
        assertThat(first).as("the request the fixture routed; its violations: %s", fixture.counters().violations()).isNotNull();
        assertThat(first.path()).as("the path as Undertow decoded it").isEqualTo("/model/" + MODEL + "/converse");
        assertThat(first.headers().get("authorization")).singleElement().asString()
                .startsWith("AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/")
                .contains("/us-east-1/bedrock/aws4_request, SignedHeaders=", ", Signature=");
        assertThat(first.headers()).as("headers of the first request").containsKeys("x-amz-date", "content-type");
        assertThat(failure).as("the call").isNull();
        fixture.assertRequests(1);
    }

    /** A refused request comes back as the SDK's typed exception, carrying the fixture's message: the error shape parses. */
    @Test
    void aRefusalIsTheSdksValidationException() {
        assertThatThrownBy(() -> client.converse(ConverseRequest.builder().modelId(MODEL).messages(HELLO)
                .inferenceConfig(c -> c.maxTokens(MAX_TOKENS * 2)).build()))
                .isInstanceOf(ValidationException.class)
                .hasMessageContaining("inferenceConfig.maxTokens")
                .extracting(e -> ((ValidationException) e).statusCode()).isEqualTo(400);
        assertThat(fixture.counters().total()).as("requests: the SDK does not retry a 400").isEqualTo(1);
        assertThat(fixture.counters().violations()).singleElement().extracting(v -> v.field()).isEqualTo("inferenceConfig.maxTokens");
    }
}
