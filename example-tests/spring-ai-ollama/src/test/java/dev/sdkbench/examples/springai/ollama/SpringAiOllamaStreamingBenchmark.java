package dev.sdkbench.examples.springai.ollama;

import java.time.Duration;

import org.springframework.ai.chat.model.ChatResponse;
import org.springframework.ai.chat.prompt.Prompt;
import org.springframework.ai.ollama.OllamaChatModel;
import org.springframework.ai.ollama.api.OllamaChatOptions;

import org.junit.jupiter.api.Tag;

import dev.sdkbench.junit.ClientCase;
import dev.sdkbench.junit.Dialect;
import dev.sdkbench.junit.SdkBenchmark;
import dev.sdkbench.junit.SdkCase;

/** Spring AI's OllamaChatModel.stream(): WebClient decodes the NDJSON into a Flux of responses, blocked on until it completes. */
@Tag("streaming")
@SdkBenchmark(stream = true)
class SpringAiOllamaStreamingBenchmark {

    @ClientCase(dialect = Dialect.OLLAMA)
    void springAiOllamaStream(SdkCase sdk) {
        OllamaChatModel model = SpringAiOllamaModels.model(sdk.baseUrl(), OllamaChatOptions.builder()
                .model(sdk.model("llama3.2")).numPredict(sdk.maxTokens()).build());
        Prompt prompt = new Prompt(sdk.prompt());
        sdk.measureStream(deltas -> model.stream(prompt)
                .doOnNext(response -> deltas.accept(text(response)))
                .blockLast(Duration.ofSeconds(10)));
    }

    /** The chunk's text; a chunk with no generation has none. */
    private static String text(ChatResponse response) {
        return response.getResult() == null ? null : response.getResult().getOutput().getText();
    }
}
