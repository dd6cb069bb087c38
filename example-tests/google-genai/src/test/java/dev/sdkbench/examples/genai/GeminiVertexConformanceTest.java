package dev.sdkbench.examples.genai;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.auth.oauth2.AccessToken;
import com.google.auth.oauth2.GoogleCredentials;
import com.google.genai.Client;
import com.google.genai.types.HttpOptions;
import com.google.genai.types.HttpRetryOptions;
import java.time.Duration;
import java.time.Instant;
import java.util.Date;
import java.util.List;
import org.junit.jupiter.api.AfterEach;

/**
 * google-genai in Vertex AI mode: project, location and Google credentials (a dummy access token
 * that never needs a refresh), base URL the fixture root plus {@code apiVersion("v1")}; the SDK
 * sends the same body to {@code POST /v1/projects/{p}/locations/{l}/publishers/google/models/{m}:generateContent}
 * with the token as a bearer and no API key.
 */
class GeminiVertexConformanceTest extends GeminiGenerateContentConformanceTest {

    @Override
    Client newClient() {
        return Client.builder()
                .vertexAI(true)
                .project("sdkbench")
                .location("us-central1")
                .credentials(GoogleCredentials.create(new AccessToken("fixture-token",
                        Date.from(Instant.now().plus(Duration.ofDays(1))))))
                .httpOptions(HttpOptions.builder()
                        .baseUrl(fixture.baseUrl())
                        .apiVersion("v1")   // the version expectedPath names
                        .timeout((int) TIMEOUT.toMillis())
                        .retryOptions(HttpRetryOptions.builder().attempts(1).build())
                        .build())
                .build();
    }

    @Override
    String expectedPath(String method) {
        return "/v1/projects/sdkbench/locations/us-central1/publishers/google/models/" + MODEL + ":" + method;
    }

    @AfterEach
    void authorizedByTheTokenAlone() {
        assertThat(fixture.counters().firstRequest().headers()).as("headers")
                .containsEntry("authorization", List.of("Bearer fixture-token")).doesNotContainKey("x-goog-api-key");
    }
}
