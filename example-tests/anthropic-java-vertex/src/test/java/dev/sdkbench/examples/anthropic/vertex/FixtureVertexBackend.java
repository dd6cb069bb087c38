package dev.sdkbench.examples.anthropic.vertex;

import java.time.Duration;
import java.time.Instant;
import java.util.Date;

import com.anthropic.backends.Backend;
import com.anthropic.core.http.HttpRequest;
import com.anthropic.vertex.backends.VertexBackend;
import com.google.auth.oauth2.AccessToken;
import com.google.auth.oauth2.GoogleCredentials;

/**
 * anthropic-java's {@link VertexBackend} at the fixture's address. The client builder refuses a
 * base URL once a backend is set ("Backend already set. Cannot now call 'baseUrl'"), and the Vertex
 * backend's own is Google's regional host, so this answers {@link #baseUrl()} with the fixture's
 * and leaves everything a Vertex call does to the real backend: the model moved from the body into
 * the path, {@code anthropic_version} added, {@code :rawPredict} or {@code :streamRawPredict}, and
 * the bearer token.
 */
final class FixtureVertexBackend implements Backend {

    static final String PROJECT = "sdkbench";
    static final String REGION = "us-east5";

    private final VertexBackend vertex;
    private final String baseUrl;

    private FixtureVertexBackend(VertexBackend vertex, String baseUrl) {
        this.vertex = vertex;
        this.baseUrl = baseUrl;
    }

    /**
     * The Vertex backend for {@link #PROJECT} in {@link #REGION}, its credentials a dummy access token
     * valid for a day, so that it never refreshes (no request leaves for Google's token endpoint).
     */
    static FixtureVertexBackend at(String baseUrl, String token) {
        GoogleCredentials credentials = GoogleCredentials.create(
                new AccessToken(token, Date.from(Instant.now().plus(Duration.ofDays(1)))));
        return new FixtureVertexBackend(VertexBackend.builder().googleCredentials(credentials).region(REGION).project(PROJECT)
                .build(), baseUrl);
    }

    @Override
    public String baseUrl() {
        return baseUrl;
    }

    @Override
    public HttpRequest prepareRequest(HttpRequest request) {
        return vertex.prepareRequest(request);
    }

    @Override
    public HttpRequest authorizeRequest(HttpRequest request) {
        return vertex.authorizeRequest(request);
    }

    @Override
    public void close() {
        vertex.close();
    }
}
