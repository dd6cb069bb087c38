package dev.sdkbench.examples.bedrock;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowable;

import dev.sdkbench.examples.support.FixtureTestBase;
import dev.sdkbench.fixture.counters.RequestRecord;
import dev.sdkbench.fixture.counters.Retries;
import dev.sdkbench.fixture.scenario.Scenarios;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import software.amazon.awssdk.http.Protocol;
import software.amazon.awssdk.http.SdkHttpClient;
import software.amazon.awssdk.http.apache.ApacheHttpClient;
import software.amazon.awssdk.http.apache5.Apache5HttpClient;
import software.amazon.awssdk.http.async.SdkAsyncHttpClient;
import software.amazon.awssdk.http.crt.AwsCrtAsyncHttpClient;
import software.amazon.awssdk.http.crt.AwsCrtHttpClient;
import software.amazon.awssdk.http.nio.netty.NettyNioAsyncHttpClient;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
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
 * SigV4-signed for real and none can reach AWS; then the same calls on every HTTP transport the
 * benchmark classes measure, each proven to be the one that sent the request.
 */
class BedrockConverseConformanceTest extends FixtureTestBase {

    private static final String MODEL = BedrockClients.MODEL;
    private static final Message HELLO = Message.builder().role(ConversationRole.USER).content(ContentBlock.fromText(PROMPT)).build();

    /**
     * The sync transports, each with the name the SDK's user agent gives it ({@code md/http#...});
     * the CRT's is built before the SDK client, as the benchmark builds it ({@link BedrockClients#sync(String, SdkHttpClient)}).
     */
    enum SyncTransport {
        APACHE5("Apache5"), APACHE4("Apache"), URL_CONNECTION("UrlConnection"), CRT("AwsCommonRuntime");

        final String userAgentName;

        SyncTransport(String userAgentName) {
            this.userAgentName = userAgentName;
        }

        SdkHttpClient.Builder<?> builder() {
            return switch (this) {
                case APACHE5 -> Apache5HttpClient.builder();
                case APACHE4 -> ApacheHttpClient.builder();
                case URL_CONNECTION -> UrlConnectionHttpClient.builder();
                case CRT -> AwsCrtHttpClient.builder();
            };
        }

        boolean builtFirst() {
            return this == CRT;
        }
    }

    /** The async transports, each on HTTP/1.1: the client's HTTP/2 default is what the fixture does not serve. */
    enum AsyncTransport {
        NETTY("NettyNio"), CRT("AwsCommonRuntime");

        final String userAgentName;

        AsyncTransport(String userAgentName) {
            this.userAgentName = userAgentName;
        }

        SdkAsyncHttpClient.Builder<?> builder() {
            return switch (this) {
                case NETTY -> NettyNioAsyncHttpClient.builder().protocol(Protocol.HTTP1_1);
                case CRT -> AwsCrtAsyncHttpClient.builder().protocol(Protocol.HTTP1_1);
            };
        }
    }

    private BedrockRuntimeClient client;
    private BedrockRuntimeAsyncClient asyncClient;

    @BeforeAll
    void createClients() {
        client = BedrockClients.sync(fixture.baseUrl(), Apache5HttpClient.builder());
        // The async client speaks HTTP/2 by default, over cleartext with prior knowledge; the fixture serves HTTP/1.1
        // only ("First received frame was not SETTINGS"), so the Netty client is told to use HTTP/1.1.
        asyncClient = BedrockClients.async(fixture.baseUrl(), NettyNioAsyncHttpClient.builder().protocol(Protocol.HTTP1_1));
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

    /** Each sync transport: the reply's text and usage, one request, HTTP/1.1, sent by that transport. */
    @ParameterizedTest
    @EnumSource(SyncTransport.class)
    void converseOnEachSyncTransport(SyncTransport transport) {
        SdkHttpClient builtFirst = transport.builtFirst() ? transport.builder().build() : null;
        try (BedrockRuntimeClient onTransport = builtFirst != null ? BedrockClients.sync(fixture.baseUrl(), builtFirst)
                : BedrockClients.sync(fixture.baseUrl(), transport.builder())) {
            ConverseResponse response = onTransport.converse(BedrockClients.converse(MODEL, MAX_TOKENS, HELLO).build());
            assertHello(BedrockClients.text(response), response.usage().inputTokens(), response.usage().outputTokens());
        } finally {
            if (builtFirst != null) {
                builtFirst.close();
            }
        }
        assertSentBy("sync", transport.userAgentName);
    }

    /**
     * Why the CRT's sync client is built first: handed to the SDK as a builder, it gets Bedrock
     * Runtime's service default of HTTP/2 and refuses it when the SDK client is built, before any
     * request.
     */
    @Test
    void theCrtSyncBuilderRefusesBedrockRuntimesHttp2Default() {
        assertThatThrownBy(() -> BedrockClients.sync(fixture.baseUrl(), AwsCrtHttpClient.builder()))
                .isInstanceOf(UnsupportedOperationException.class)
                .hasMessageContaining("HTTP/2 is not supported for sync HTTP clients");
        assertThat(fixture.counters().total()).as("requests").isZero();
    }

    /** Each async transport's {@code converse}, checked as the sync ones are. */
    @ParameterizedTest
    @EnumSource(AsyncTransport.class)
    void converseOnEachAsyncTransport(AsyncTransport transport) {
        try (BedrockRuntimeAsyncClient onTransport = BedrockClients.async(fixture.baseUrl(), transport.builder())) {
            ConverseResponse response = withDeadline(() -> onTransport.converse(BedrockClients.converse(MODEL, MAX_TOKENS, HELLO)
                    .build()).get(TIMEOUT.toMillis(), TimeUnit.MILLISECONDS));
            assertHello(BedrockClients.text(response), response.usage().inputTokens(), response.usage().outputTokens());
        }
        assertSentBy("async", transport.userAgentName);
    }

    /** Each async transport's {@code converseStream}: the event-stream frames decoded into the text and the metadata's usage. */
    @ParameterizedTest
    @EnumSource(AsyncTransport.class)
    void converseStreamOnEachAsyncTransport(AsyncTransport transport) {
        StringBuilder text = new StringBuilder();
        AtomicReference<TokenUsage> usage = new AtomicReference<>();
        try (BedrockRuntimeAsyncClient onTransport = BedrockClients.async(fixture.baseUrl(), transport.builder())) {
            withDeadline(() -> onTransport.converseStream(BedrockClients.converseStream(MODEL, PROMPT, MAX_TOKENS),
                    BedrockClients.streamHandler(text::append, usage::set)).get(TIMEOUT.toMillis(), TimeUnit.MILLISECONDS));
        }
        assertThat(usage.get()).as("the metadata event's usage").isNotNull();
        assertHello(text.toString(), usage.get().inputTokens(), usage.get().outputTokens());
        assertSentBy("async", transport.userAgentName);
    }

    /**
     * The retry scenario's resend, as its case makes it: the SDK waits the 429's {@code Retry-After}
     * (1 s), not its {@code retry-after-ms} (50 ms) nor its own 50-ms backoff, and numbers the
     * attempt it resends. The case's copy of the advertised wait is the fixture's.
     */
    @Test
    void aRetryWaitsForRetryAfterInWholeSeconds() {
        assertThat(BedrockRuntimeScenariosBenchmark.RETRY_AFTER_MS).isEqualTo(Scenarios.RETRY_AFTER);
        fixture.scenario(Scenarios.RETRY);
        try (BedrockRuntimeClient retrying = BedrockClients.sync(fixture.baseUrl(), Apache5HttpClient.builder(),
                BedrockRuntimeScenariosBenchmark.oneRetry())) {
            ConverseResponse response = retrying.converse(BedrockClients.converse(MODEL, MAX_TOKENS, HELLO).build());
            assertThat(BedrockClients.text(response)).isEqualTo("Hello.");
            Retries retries = fixture.counters().retries();
            assertThat(retries.resent()).as("resends").isEqualTo(1);
            assertThat(retries.gapsMicros()).as("µs from the 429 to its resend").singleElement()
                    .satisfies(gap -> assertThat(gap).isGreaterThanOrEqualTo(1_000_000L));
            assertThat(fixture.counters().total()).as("requests").isEqualTo(2);
            assertThat(fixture.counters().violations()).as("violations").isEmpty();
        } finally {
            fixture.scenario(Scenarios.PLAIN);
        }
    }

    /**
     * The request went over HTTP/1.1, and the SDK's user agent names the transport that sent it
     * ({@code md/io#sync md/http#Apache5}), so no case measures another transport than it says. With
     * retries off the SDK still numbers its attempt ({@code amz-sdk-request: attempt=1; max=1}) and
     * gives every call an id ({@code amz-sdk-invocation-id}).
     */
    private void assertSentBy(String io, String userAgentName) {
        RequestRecord first = fixture.counters().firstRequest();
        assertThat(fixture.counters().byProtocol()).as("requests by protocol").containsOnlyKeys("HTTP/1.1");
        assertThat(first.headers().get("user-agent")).as("user-agent").singleElement().asString()
                .contains("md/io#" + io, "md/http#" + userAgentName + " ");
        assertThat(first.headers().get("amz-sdk-request")).as("amz-sdk-request").isEqualTo(List.of("attempt=1; max=1"));
        assertThat(first.headers().get("amz-sdk-invocation-id")).as("amz-sdk-invocation-id").singleElement().asString()
                .matches("[0-9a-f-]{36}");
    }
}
