package dev.sdkbench.examples.bedrock;

import java.util.concurrent.TimeUnit;

import software.amazon.awssdk.http.Protocol;
import software.amazon.awssdk.http.SdkHttpClient;
import software.amazon.awssdk.http.apache.ApacheHttpClient;
import software.amazon.awssdk.http.apache5.Apache5HttpClient;
import software.amazon.awssdk.http.crt.AwsCrtAsyncHttpClient;
import software.amazon.awssdk.http.crt.AwsCrtHttpClient;
import software.amazon.awssdk.http.nio.netty.NettyNioAsyncHttpClient;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.services.bedrockruntime.BedrockRuntimeAsyncClient;
import software.amazon.awssdk.services.bedrockruntime.BedrockRuntimeClient;
import software.amazon.awssdk.services.bedrockruntime.model.ConverseRequest;
import software.amazon.awssdk.services.bedrockruntime.model.ConverseResponse;

import dev.sdkbench.junit.ClientCase;
import dev.sdkbench.junit.Dialect;
import dev.sdkbench.junit.SdkBenchmark;
import dev.sdkbench.junit.SdkCase;
import org.junit.jupiter.api.Tag;

/**
 * The AWS SDK v2's Bedrock Runtime: {@code converse} once per HTTP transport the SDK ships, the
 * same call and the same checks on each, so the cases differ in the transport alone. Every call is
 * SigV4-signed for real (dummy static credentials), which is part of what is measured.
 */
@SdkBenchmark(dialect = Dialect.BEDROCK_CONVERSE)
class BedrockRuntimeBenchmark {

    /** The sync client's default transport (Apache HttpClient 5). */
    @ClientCase
    void converseApache5(SdkCase sdk) {
        converse(sdk, BedrockClients.sync(sdk.baseUrl(), Apache5HttpClient.builder()));
    }

    /** The SDK's Apache HttpClient 4 transport, the sync default before apache5-client. */
    @Tag("variant")
    @ClientCase
    void converseApache4(SdkCase sdk) {
        converse(sdk, BedrockClients.sync(sdk.baseUrl(), ApacheHttpClient.builder()));
    }

    /** The JDK's HttpURLConnection, the transport with the fewest dependencies. */
    @Tag("variant")
    @ClientCase
    void converseUrlConnection(SdkCase sdk) {
        converse(sdk, BedrockClients.sync(sdk.baseUrl(), UrlConnectionHttpClient.builder()));
    }

    /**
     * The AWS Common Runtime's native HTTP client (aws-crt, its library unpacked and loaded through
     * JNI on first use), built here rather than by the SDK: see {@link BedrockClients#sync(String, SdkHttpClient)}.
     */
    @Tag("variant")
    @ClientCase
    void converseCrt(SdkCase sdk) {
        converse(sdk, BedrockClients.sync(sdk.baseUrl(), AwsCrtHttpClient.builder().build()));
    }

    /**
     * The async client's default transport, Netty. Bedrock Runtime's async client asks it for
     * HTTP/2, which it speaks to a cleartext endpoint with prior knowledge; the fixture serves
     * HTTP/1.1 only (the client fails with "First received frame was not SETTINGS"), so it is told
     * to use HTTP/1.1, as every async case here.
     */
    @Tag("variant")
    @ClientCase
    void converseNettyAsync(SdkCase sdk) {
        converseAsync(sdk, BedrockClients.async(sdk.baseUrl(), NettyNioAsyncHttpClient.builder().protocol(Protocol.HTTP1_1)));
    }

    /** The async client on the AWS Common Runtime, on HTTP/1.1 for the same reason as Netty (it too sends {@code PRI * HTTP/2.0}). */
    @Tag("variant")
    @ClientCase
    void converseCrtAsync(SdkCase sdk) {
        converseAsync(sdk, BedrockClients.async(sdk.baseUrl(), AwsCrtAsyncHttpClient.builder().protocol(Protocol.HTTP1_1)));
    }

    private static void converse(SdkCase sdk, BedrockRuntimeClient client) {
        ConverseRequest request = request(sdk);
        sdk.measure(() -> check(sdk, client.converse(request)));
    }

    private static void converseAsync(SdkCase sdk, BedrockRuntimeAsyncClient client) {
        ConverseRequest request = request(sdk);
        sdk.measure(() -> check(sdk, client.converse(request).get(BedrockClients.TIMEOUT.toMillis(), TimeUnit.MILLISECONDS)));
    }

    static ConverseRequest request(SdkCase sdk) {
        return BedrockClients.converse(sdk.model(BedrockClients.MODEL), sdk.maxTokens(), BedrockClients.user(sdk.prompt())).build();
    }

    static String check(SdkCase sdk, ConverseResponse response) {
        return sdk.checkUsage(BedrockClients.text(response), response.usage().inputTokens(), response.usage().outputTokens());
    }
}
