package dev.sdkbench.examples.genai;

import java.time.Duration;
import java.time.Instant;
import java.util.Date;

import com.google.auth.oauth2.AccessToken;
import com.google.auth.oauth2.GoogleCredentials;
import com.google.genai.Client;
import com.google.genai.types.GenerateContentConfig;
import com.google.genai.types.GenerateContentResponse;
import com.google.genai.types.GenerateContentResponseUsageMetadata;
import com.google.genai.types.HttpOptions;
import com.google.genai.types.HttpRetryOptions;

import dev.sdkbench.junit.ClientCase;
import dev.sdkbench.junit.Dialect;
import dev.sdkbench.junit.SdkBenchmark;
import dev.sdkbench.junit.SdkCase;
import org.junit.jupiter.api.Tag;

/** google-genai: generateContent in Gemini API mode, and in Vertex AI mode. */
@SdkBenchmark
class GoogleGenAiBenchmark {

    @ClientCase(dialect = Dialect.GEMINI)
    void googleGenAiGenerateContent(SdkCase sdk) {
        generateContent(sdk, client(sdk));
    }

    /** The same call in Vertex AI mode: the model's resource name in the path, a Google access token instead of a key. */
    @Tag("variant")
    @ClientCase(dialect = Dialect.GEMINI)
    void googleGenAiVertexGenerateContent(SdkCase sdk) {
        generateContent(sdk, vertexClient(sdk));
    }

    private static void generateContent(SdkCase sdk, Client client) {
        GenerateContentConfig config = GenerateContentConfig.builder().maxOutputTokens(sdk.maxTokens()).build();
        String model = sdk.model("gemini-2.5-flash");
        sdk.measure(() -> {
            GenerateContentResponse response = client.models.generateContent(model, sdk.prompt(), config);
            GenerateContentResponseUsageMetadata usage = response.usageMetadata().orElseThrow();
            return sdk.checkUsage(response.text(), usage.promptTokenCount().orElse(-1), usage.candidatesTokenCount().orElse(-1));
        });
    }

    /**
     * A Vertex AI client on the fixture, retries off; the streaming case uses it too. The credentials
     * are a dummy access token valid for a day, so the SDK never refreshes it (no request leaves for
     * Google's token endpoint); project and location are what the path names.
     */
    static Client vertexClient(SdkCase sdk) {
        GoogleCredentials credentials = GoogleCredentials.create(
                new AccessToken(sdk.apiKey(), Date.from(Instant.now().plus(Duration.ofDays(1)))));
        return Client.builder().vertexAI(true).project("sdkbench").location("us-central1").credentials(credentials)
                .httpOptions(HttpOptions.builder().baseUrl(sdk.baseUrl()).apiVersion("v1").timeout(10_000)
                        .retryOptions(HttpRetryOptions.builder().attempts(1).build()).build())
                .build();
    }

    /** A Gemini API client on the fixture, retries off; the streaming cases use it too. */
    static Client client(SdkCase sdk) {
        return Client.builder().apiKey(sdk.apiKey()).vertexAI(false)
                .httpOptions(HttpOptions.builder().baseUrl(sdk.baseUrl()).apiVersion("v1beta").timeout(10_000)
                        // The default is 5 attempts; one attempt means retries off.
                        .retryOptions(HttpRetryOptions.builder().attempts(1).build()).build())
                .build();
    }
}
