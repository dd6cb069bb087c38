package dev.sdkbench.examples.genai;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sdkbench.examples.support.FixtureTestBase;
import com.google.genai.Client;
import com.google.genai.ResponseStream;
import com.google.genai.types.GenerateContentConfig;
import com.google.genai.types.GenerateContentResponse;
import com.google.genai.types.GenerateContentResponseUsageMetadata;
import com.google.genai.types.HttpOptions;
import com.google.genai.types.HttpRetryOptions;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * google-genai in Gemini Developer API mode: base URL is the fixture root plus
 * {@code apiVersion("v1beta")}, the SDK sends {@code POST /v1beta/models/{m}:generateContent}.
 */
class GeminiGenerateContentConformanceTest extends FixtureTestBase {

    static final String MODEL = "gemini-2.5-flash";
    private static final GenerateContentConfig CONFIG = GenerateContentConfig.builder().maxOutputTokens(MAX_TOKENS).build();

    private Client client;

    @BeforeAll
    void createClient() {
        client = newClient();
    }

    /** The client under test, on {@link #fixture}, retries off. */
    Client newClient() {
        return Client.builder()
                .apiKey("fixture-key")
                .vertexAI(false)
                .httpOptions(HttpOptions.builder()
                        .baseUrl(fixture.baseUrl())
                        .apiVersion("v1beta")   // unset, the SDK would use v1
                        .timeout((int) TIMEOUT.toMillis())
                        // The default is 5 attempts; one attempt means retries off.
                        .retryOptions(HttpRetryOptions.builder().attempts(1).build())
                        .build())
                .build();
    }

    /** The path of the first request for a method ({@code generateContent}, {@code streamGenerateContent}). */
    String expectedPath(String method) {
        return "/v1beta/models/" + MODEL + ":" + method;
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
        assertThat(fixture.counters().firstRequest().path()).as("path").isEqualTo(expectedPath("generateContent"));
    }

    @Test
    void streaming() {
        List<GenerateContentResponse> chunks = withDeadline(() -> {
            // Note: generateContentStream returns only once the first chunk has been read.
            try (ResponseStream<GenerateContentResponse> stream = client.models.generateContentStream(MODEL, PROMPT, CONFIG)) {
                List<GenerateContentResponse> all = new ArrayList<>();
                stream.forEach(all::add);
                return all;
            }
        });
        String text = chunks.stream().map(GenerateContentResponse::text).filter(Objects::nonNull).collect(Collectors.joining());
        // Each chunk is a whole GenerateContentResponse; the last usageMetadata holds the totals.
        Optional<GenerateContentResponseUsageMetadata> usage = chunks.stream()
                .map(GenerateContentResponse::usageMetadata).flatMap(Optional::stream)
                .reduce((first, last) -> last);
        assertHello(text,
                usage.flatMap(GenerateContentResponseUsageMetadata::promptTokenCount).orElse(null),
                usage.flatMap(GenerateContentResponseUsageMetadata::candidatesTokenCount).orElse(null));
        assertThat(fixture.counters().firstRequest().path()).as("path").isEqualTo(expectedPath("streamGenerateContent"));
    }
}
