package dev.sdkbench.examples.springai.ollama;

import org.springframework.ai.chat.metadata.Usage;
import org.springframework.ai.chat.model.ChatResponse;
import org.springframework.ai.chat.prompt.Prompt;
import org.springframework.ai.ollama.OllamaChatModel;
import org.springframework.ai.ollama.api.OllamaChatOptions;

import dev.sdkbench.junit.ClientCase;
import dev.sdkbench.junit.Dialect;
import dev.sdkbench.junit.SdkBenchmark;
import dev.sdkbench.junit.SdkCase;

/** Spring AI's OllamaChatModel.call(): a blocking call through Spring's RestClient. */
@SdkBenchmark
class SpringAiOllamaBenchmark {

    @ClientCase(dialect = Dialect.OLLAMA)
    void springAiOllama(SdkCase sdk) {
        OllamaChatModel model = SpringAiOllamaModels.model(sdk.baseUrl(), OllamaChatOptions.builder()
                .model(sdk.model("llama3.2")).numPredict(sdk.maxTokens()).build());
        Prompt prompt = new Prompt(sdk.prompt());
        sdk.measure(() -> {
            ChatResponse response = model.call(prompt);
            Usage usage = response.getMetadata().getUsage();
            return sdk.checkUsage(response.getResult().getOutput().getText(), usage.getPromptTokens(),
                    usage.getCompletionTokens());
        });
    }
}
