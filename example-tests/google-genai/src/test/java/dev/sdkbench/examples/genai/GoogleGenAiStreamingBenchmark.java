package dev.sdkbench.examples.genai;

import com.google.genai.Client;
import com.google.genai.ResponseStream;
import com.google.genai.types.GenerateContentConfig;
import com.google.genai.types.GenerateContentResponse;

import dev.sdkbench.junit.ClientCase;
import dev.sdkbench.junit.Dialect;
import dev.sdkbench.junit.SdkBenchmark;
import dev.sdkbench.junit.SdkCase;
import org.junit.jupiter.api.Tag;

/** google-genai streaming: generateContentStream in Gemini API mode and in Vertex AI mode, each response's text as it arrives. */
@Tag("streaming")
@SdkBenchmark(stream = true)
class GoogleGenAiStreamingBenchmark {

    @ClientCase(dialect = Dialect.GEMINI)
    void googleGenAiGenerateContentStream(SdkCase sdk) {
        generateContentStream(sdk, GoogleGenAiBenchmark.client(sdk));
    }

    @Tag("variant")
    @ClientCase(dialect = Dialect.GEMINI)
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
