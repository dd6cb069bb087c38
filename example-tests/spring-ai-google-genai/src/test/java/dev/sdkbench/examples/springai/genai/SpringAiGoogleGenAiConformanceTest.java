package dev.sdkbench.examples.springai.genai;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.springframework.ai.chat.prompt.Prompt;
import org.springframework.ai.google.genai.GoogleGenAiChatModel;
import org.springframework.ai.google.genai.GoogleGenAiChatOptions;
import org.springframework.core.retry.RetryPolicy;
import org.springframework.core.retry.RetryTemplate;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.google.genai.Client;
import com.google.genai.types.HttpOptions;
import com.google.genai.types.HttpRetryOptions;

import dev.sdkbench.examples.springai.SpringAiConformanceTestBase;

/**
 * Spring AI {@code GoogleGenAiChatModel} on a google-genai {@code Client} of the test's own, in
 * Gemini Developer API mode: base URL is the fixture root plus {@code apiVersion("v1beta")}, the
 * model sends {@code POST /v1beta/models/{m}:generateContent} ({@code :streamGenerateContent?alt=sse});
 * each stream chunk is a whole response, the last one's usage the totals.
 */
class SpringAiGoogleGenAiConformanceTest extends SpringAiConformanceTestBase {

    private Client client;

    @Override
    protected GoogleGenAiChatModel createModel() {
        client = Client.builder()
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
        return GoogleGenAiChatModel.builder()
                .genAiClient(client)
                .options(GoogleGenAiChatOptions.builder().model("gemini-2.5-flash").maxOutputTokens(MAX_TOKENS).build())
                // Spring AI's own retries, around the SDK's: none.
                .retryTemplate(new RetryTemplate(RetryPolicy.withMaxRetries(0)))
                .build();
    }

    @AfterAll
    void closeClient() {
        if (client != null) {
            client.close();
        }
    }

    /** Spring AI sends sampling parameters the application never set: GoogleGenAiChatOptions' temperature 0.7 and topP 1.0. */
    @Test
    void sendsSamplingParametersOfItsOwn() throws Exception {
        model.call(new Prompt(PROMPT));
        JsonNode config = new ObjectMapper().readTree(fixture.counters().firstRequest().body()).path("generationConfig");
        assertThat(config.path("temperature").asDouble()).as("generationConfig.temperature").isCloseTo(0.7, within(1e-6));
        assertThat(config.path("topP").asDouble()).as("generationConfig.topP").isEqualTo(1.0);
    }
}
