package dev.sdkbench.examples.genai;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sdkbench.examples.support.FixtureTestBase;
import dev.sdkbench.fixture.counters.RequestRecord;
import com.google.auth.oauth2.AccessToken;
import com.google.auth.oauth2.GoogleCredentials;
import com.google.genai.Client;
import com.google.genai.ResponseStream;
import com.google.genai.types.GenerateContentConfig;
import com.google.genai.types.GenerateContentResponse;
import com.google.genai.types.GenerateContentResponseUsageMetadata;
import com.google.genai.types.HttpOptions;
import com.google.genai.types.HttpRetryOptions;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Date;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * google-genai in Vertex AI mode: project, location and Google credentials (a dummy access token
 * that never needs a refresh), base URL the fixture root plus {@code apiVersion("v1")}; the SDK
 * sends {@code POST /v1/projects/{p}/locations/{l}/publishers/google/models/{m}:generateContent}
 * with the token as a bearer and no API key.
 */
class GeminiVertexConformanceTest extends FixtureTestBase {

    private static final String MODEL = "gemini-2.5-flash";
    private static final String RESOURCE = "/v1/projects/sdkbench/locations/us-central1/publishers/google/models/" + MODEL;
    private static final GenerateContentConfig CONFIG = GenerateContentConfig.builder().maxOutputTokens(MAX_TOKENS).build();

    private Client client;

    @BeforeAll
    void createClient() {
        client = Client.builder()
                .vertexAI(true)
                .project("sdkbench")
                .location("us-central1")
                .credentials(GoogleCredentials.create(new AccessToken("fixture-token",
                        Date.from(Instant.now().plus(Duration.ofDays(1))))))
                .httpOptions(HttpOptions.builder()
                        .baseUrl(fixture.baseUrl())
                        .apiVersion("v1")
                        .timeout((int) TIMEOUT.toMillis())
                        .retryOptions(HttpRetryOptions.builder().attempts(1).build())
                        .build())
                .build();
    }

    @AfterAll
    void closeClient() {
        if (client != null) {
            client.close();
        }
    }

    @Test
    void nonStreaming() {
        GenerateContentResponse response = client.models.generateContent(MODEL, PROMPT, CONFIG);
        Optional<GenerateContentResponseUsageMetadata> usage = response.usageMetadata();
        assertHello(response.text(),
                usage.flatMap(GenerateContentResponseUsageMetadata::promptTokenCount).orElse(null),
                usage.flatMap(GenerateContentResponseUsageMetadata::candidatesTokenCount).orElse(null));
        assertVertexRequest(RESOURCE + ":generateContent");
    }

    @Test
    void streaming() {
        List<GenerateContentResponse> chunks = withDeadline(() -> {
            try (ResponseStream<GenerateContentResponse> stream = client.models.generateContentStream(MODEL, PROMPT, CONFIG)) {
                List<GenerateContentResponse> all = new ArrayList<>();
                stream.forEach(all::add);
                return all;
            }
        });
        String text = chunks.stream().map(GenerateContentResponse::text).filter(Objects::nonNull).collect(Collectors.joining());
        Optional<GenerateContentResponseUsageMetadata> usage = chunks.stream()
                .map(GenerateContentResponse::usageMetadata).flatMap(Optional::stream)
                .reduce((first, last) -> last);
        assertHello(text,
                usage.flatMap(GenerateContentResponseUsageMetadata::promptTokenCount).orElse(null),
                usage.flatMap(GenerateContentResponseUsageMetadata::candidatesTokenCount).orElse(null));
        assertVertexRequest(RESOURCE + ":streamGenerateContent");
    }

    private void assertVertexRequest(String path) {
        RequestRecord first = fixture.counters().firstRequest();
        assertThat(first.path()).as("path").isEqualTo(path);
        assertThat(first.headers()).as("headers").containsEntry("authorization", List.of("Bearer fixture-token"))
                .doesNotContainKey("x-goog-api-key");
    }
}
