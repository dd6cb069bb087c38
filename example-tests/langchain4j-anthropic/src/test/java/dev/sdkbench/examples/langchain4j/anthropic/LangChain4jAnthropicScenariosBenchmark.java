package dev.sdkbench.examples.langchain4j.anthropic;

import org.junit.jupiter.api.Tag;
import java.time.Duration;

import dev.langchain4j.model.anthropic.AnthropicChatModel;
import dev.sdkbench.examples.langchain4j.LangChain4jScenarioCases;
import dev.sdkbench.junit.Dialect;
import dev.sdkbench.junit.SdkBenchmark;
import dev.sdkbench.junit.SdkCase;

/** LangChain4j AnthropicChatModel in the scenarios, through LangChain4j's provider-neutral chat API (see {@link LangChain4jScenarioCases}). */
@Tag("scenarios")
@SdkBenchmark(dialect = Dialect.ANTHROPIC)
class LangChain4jAnthropicScenariosBenchmark extends LangChain4jScenarioCases {

    @Override
    protected AnthropicChatModel model(SdkCase sdk) {
        return model(sdk, 0);
    }

    @Override
    protected AnthropicChatModel model(SdkCase sdk, int maxRetries) {
        return AnthropicChatModel.builder().baseUrl(sdk.baseUrl() + "/v1").apiKey(sdk.apiKey())
                .modelName(sdk.model("claude-haiku-4-5")).maxTokens(sdk.maxTokens())
                .timeout(Duration.ofSeconds(10)).maxRetries(maxRetries).build();
    }
}
