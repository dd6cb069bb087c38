package dev.sdkbench.examples.genai;

import com.google.genai.Client;
import com.google.genai.ResponseStream;
import com.google.genai.types.GenerateContentConfig;
import com.google.genai.types.GenerateContentResponse;

import dev.sdkbench.junit.ClientCase;
import dev.sdkbench.junit.Dialect;
import dev.sdkbench.junit.SdkBenchmark;
import dev.sdkbench.junit.SdkCase;

/** google-genai streaming: generateContentStream in Gemini API mode and in Vertex AI mode, each response's text as it arrives. */
@SdkBenchmark(stream = true)
class GoogleGenAiStreamingBenchmark {

    @ClientCase(dialect = Dialect.GEMINI)
    void googleGenAiGenerateContentStream(SdkCase sdk) {
        generateContentStream(sdk, GoogleGenAiBenchmark.client(sdk));
    }

    // Start-up forks only: a cloud path changes what the SDK sets up once and the path and headers of each request,
    // which the start-up protocol measures; the main job's hour has no room for its steady forks (~90 s of CPU a case).
    // Raise steadyForks here to measure its warm cost.
    @ClientCase(dialect = Dialect.GEMINI, steadyForks = 0)
    void googleGenAiVertexGenerateContentStream(SdkCase sdk) {
        generateContentStream(sdk, GoogleGenAiBenchmark.vertexClient(sdk));
    }

    private static void generateContentStream(SdkCase sdk, Client client) {
        GenerateContentConfig config = GenerateContentConfig.builder().maxOutputTokens(sdk.maxTokens()).build();
        String model = sdk.model("gemini-2.5-flash");
        sdk.measureStream(deltas -> {
            try (ResponseStream<GenerateContentResponse> stream = client.models.generateContentStream(model, sdk.prompt(), config)) {
                for (GenerateContentResponse response : stream) {
                    deltas.accept(response.text());
                }
            }
        });
    }
}
