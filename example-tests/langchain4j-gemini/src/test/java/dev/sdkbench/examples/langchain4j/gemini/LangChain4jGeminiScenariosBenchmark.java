package dev.sdkbench.examples.langchain4j.gemini;

import java.time.Duration;

import dev.langchain4j.model.googleai.GoogleAiGeminiChatModel;
import dev.sdkbench.examples.langchain4j.LangChain4jScenarios;
import dev.sdkbench.junit.ClientCase;
import dev.sdkbench.junit.SdkBenchmark;
import dev.sdkbench.junit.SdkCase;

/** LangChain4j GoogleAiGeminiChatModel in the scenarios, through LangChain4j's provider-neutral chat API (see {@link LangChain4jScenarios}). */
@SdkBenchmark(dialect = "gemini")
class LangChain4jGeminiScenariosBenchmark {

    @ClientCase(scenario = "function-calling")
    void functionCalling(SdkCase sdk) {
        LangChain4jScenarios.functionCalling(sdk, model(sdk));
    }

    @ClientCase(scenario = "structured-output")
    void structuredOutput(SdkCase sdk) {
        LangChain4jScenarios.structuredOutput(sdk, model(sdk));
    }

    @ClientCase(scenario = "multi-turn")
    void multiTurn(SdkCase sdk) {
        LangChain4jScenarios.multiTurn(sdk, model(sdk));
    }

    @ClientCase(scenario = "agent-loop")
    void agentLoop(SdkCase sdk) {
        LangChain4jScenarios.agentLoop(sdk, model(sdk));
    }

    private static GoogleAiGeminiChatModel model(SdkCase sdk) {
        return GoogleAiGeminiChatModel.builder().baseUrl(sdk.baseUrl() + "/v1beta").apiKey(sdk.apiKey())
                .modelName(sdk.model("gemini-2.5-flash")).maxOutputTokens(sdk.maxTokens())
                .timeout(Duration.ofSeconds(10)).maxRetries(0).build();
    }
}
