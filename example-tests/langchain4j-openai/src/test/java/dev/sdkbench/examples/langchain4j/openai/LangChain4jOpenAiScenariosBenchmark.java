package dev.sdkbench.examples.langchain4j.openai;

import org.junit.jupiter.api.Tag;
import java.time.Duration;

import dev.langchain4j.model.openai.OpenAiChatModel;
import dev.sdkbench.examples.langchain4j.LangChain4jScenarioCases;
import dev.sdkbench.junit.Dialect;
import dev.sdkbench.junit.SdkBenchmark;
import dev.sdkbench.junit.SdkCase;

/** LangChain4j OpenAiChatModel in the scenarios, through LangChain4j's provider-neutral chat API (see {@link LangChain4jScenarioCases}). */
@Tag("scenarios")
@SdkBenchmark(dialect = Dialect.CHAT)
class LangChain4jOpenAiScenariosBenchmark extends LangChain4jScenarioCases {

    @Override
    protected OpenAiChatModel model(SdkCase sdk) {
        return model(sdk, 0);
    }

    @Override
    protected OpenAiChatModel model(SdkCase sdk, int maxRetries) {
        return OpenAiChatModel.builder().baseUrl(sdk.baseUrl() + "/v1").apiKey(sdk.apiKey())
                .modelName(sdk.model("gpt-4.1-mini")).maxCompletionTokens(sdk.maxTokens())
                .timeout(Duration.ofSeconds(10)).maxRetries(maxRetries).build();
    }
}
