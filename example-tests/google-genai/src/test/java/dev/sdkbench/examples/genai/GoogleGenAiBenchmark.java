package dev.sdkbench.examples.genai;

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

/** google-genai: generateContent in Gemini API mode. */
@SdkBenchmark
class GoogleGenAiBenchmark {

    @ClientCase(dialect = Dialect.GEMINI)
    void googleGenAiGenerateContent(SdkCase sdk) {
        Client client = client(sdk);
        GenerateContentConfig config = GenerateContentConfig.builder().maxOutputTokens(sdk.maxTokens()).build();
        String model = sdk.model("gemini-2.5-flash");
        sdk.measure(() -> {
            GenerateContentResponse response = client.models.generateContent(model, sdk.prompt(), config);
            GenerateContentResponseUsageMetadata usage = response.usageMetadata().orElseThrow();
            return sdk.checkUsage(response.text(), usage.promptTokenCount().orElse(-1), usage.candidatesTokenCount().orElse(-1));
        });
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
