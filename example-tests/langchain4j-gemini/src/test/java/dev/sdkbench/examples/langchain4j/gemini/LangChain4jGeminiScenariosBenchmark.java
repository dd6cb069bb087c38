package dev.sdkbench.examples.langchain4j.gemini;

import org.junit.jupiter.api.Tag;
import java.time.Duration;

import dev.langchain4j.model.googleai.GoogleAiGeminiChatModel;
import dev.sdkbench.examples.langchain4j.LangChain4jScenarioCases;
import dev.sdkbench.junit.Dialect;
import dev.sdkbench.junit.SdkBenchmark;
import dev.sdkbench.junit.SdkCase;

/** LangChain4j GoogleAiGeminiChatModel in the scenarios, through LangChain4j's provider-neutral chat API (see {@link LangChain4jScenarioCases}). */
@Tag("scenarios")
@SdkBenchmark(dialect = Dialect.GEMINI)
class LangChain4jGeminiScenariosBenchmark extends LangChain4jScenarioCases {

    @Override
    protected GoogleAiGeminiChatModel model(SdkCase sdk) {
        return model(sdk, 0);
    }

    @Override
    protected GoogleAiGeminiChatModel model(SdkCase sdk, int maxRetries) {
        return GoogleAiGeminiChatModel.builder().baseUrl(sdk.baseUrl() + "/v1beta").apiKey(sdk.apiKey())
                .modelName(sdk.model("gemini-2.5-flash")).maxOutputTokens(sdk.maxTokens())
                .timeout(Duration.ofSeconds(10)).maxRetries(maxRetries).build();
    }
}
