package dev.sdkbench.examples.langchain4j.ollama;

import java.time.Duration;

import org.junit.jupiter.api.Tag;

import dev.langchain4j.model.ollama.OllamaChatModel;
import dev.sdkbench.examples.langchain4j.LangChain4jScenarioCases;
import dev.sdkbench.junit.Dialect;
import dev.sdkbench.junit.SdkBenchmark;
import dev.sdkbench.junit.SdkCase;

/** LangChain4j OllamaChatModel in the scenarios, through LangChain4j's provider-neutral chat API (see {@link LangChain4jScenarioCases}). */
@Tag("scenarios")
@SdkBenchmark(dialect = Dialect.OLLAMA)
class LangChain4jOllamaScenariosBenchmark extends LangChain4jScenarioCases {

    @Override
    protected OllamaChatModel model(SdkCase sdk) {
        return model(sdk, 0);
    }

    @Override
    protected OllamaChatModel model(SdkCase sdk, int maxRetries) {
        return OllamaChatModel.builder().baseUrl(sdk.baseUrl()).modelName(sdk.model("llama3.2")).numPredict(sdk.maxTokens())
                .timeout(Duration.ofSeconds(10)).maxRetries(maxRetries).build();
    }
}
