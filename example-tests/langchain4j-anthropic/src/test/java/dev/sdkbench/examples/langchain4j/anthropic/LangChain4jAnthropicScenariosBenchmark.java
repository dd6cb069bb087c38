package dev.sdkbench.examples.langchain4j.anthropic;

import java.time.Duration;

import dev.langchain4j.model.anthropic.AnthropicChatModel;
import dev.sdkbench.examples.langchain4j.LangChain4jScenarios;
import dev.sdkbench.junit.ClientCase;
import dev.sdkbench.junit.SdkBenchmark;
import dev.sdkbench.junit.SdkCase;

/** LangChain4j AnthropicChatModel in the scenarios, through LangChain4j's provider-neutral chat API (see {@link LangChain4jScenarios}). */
@SdkBenchmark(dialect = "anthropic")
class LangChain4jAnthropicScenariosBenchmark {

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

    private static AnthropicChatModel model(SdkCase sdk) {
        return AnthropicChatModel.builder().baseUrl(sdk.baseUrl() + "/v1").apiKey(sdk.apiKey())
                .modelName(sdk.model("claude-haiku-4-5")).maxTokens(sdk.maxTokens())
                .timeout(Duration.ofSeconds(10)).maxRetries(0).build();
    }
}
