package dev.sdkbench.examples.anthropic.bedrock;

import com.anthropic.backends.Backend;
import com.anthropic.bedrock.backends.BedrockBackend;
import com.anthropic.core.http.HttpRequest;
import com.anthropic.core.http.HttpResponse;

import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.regions.Region;

/**
 * anthropic-java's {@link BedrockBackend} at the fixture's address. The client builder refuses a base
 * URL once a backend is set, and the Bedrock backend's own is AWS's regional host
 * ({@code https://bedrock-runtime.us-east-1.amazonaws.com}), so this answers {@link #baseUrl()} with
 * the fixture's and leaves everything a Bedrock call does to the real backend: the model moved from
 * the body into the path, {@code stream} dropped from the body, the {@code anthropic-version} header moved into the body,
 * {@code /invoke} or {@code /invoke-with-response-stream}, the SigV4 signature, and the event-stream
 * reply turned back into Messages' server-sent events.
 */
final class FixtureBedrockBackend implements Backend {

    static final Region REGION = Region.US_EAST_1;
    /** A dummy access key id; the fixture checks the signature's shape, never its value. */
    static final String ACCESS_KEY_ID = "AKIDEXAMPLE";

    private final BedrockBackend bedrock;
    private final String baseUrl;

    private FixtureBedrockBackend(BedrockBackend bedrock, String baseUrl) {
        this.bedrock = bedrock;
        this.baseUrl = baseUrl;
    }

    /** The Bedrock backend in {@link #REGION}, its credentials static dummies, so nothing is resolved from the environment. */
    static FixtureBedrockBackend at(String baseUrl, String secretKey) {
        return new FixtureBedrockBackend(BedrockBackend.builder().awsCredentials(AwsBasicCredentials.create(ACCESS_KEY_ID, secretKey))
                .region(REGION).build(), baseUrl);
    }

    @Override
    public String baseUrl() {
        return baseUrl;
    }

    @Override
    public HttpRequest prepareRequest(HttpRequest request) {
        return bedrock.prepareRequest(request);
    }

    @Override
    public HttpRequest authorizeRequest(HttpRequest request) {
        return bedrock.authorizeRequest(request);
    }

    /** The stream's event-stream frames become server-sent events here, on a thread of the backend's own. */
    @Override
    public HttpResponse prepareResponse(HttpResponse response) {
        return bedrock.prepareResponse(response);
    }

    @Override
    public void close() {
        bedrock.close();
    }
}
