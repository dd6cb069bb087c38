package dev.sdkbench.examples.springai.ollama;

import org.springframework.ai.ollama.OllamaChatModel;
import org.springframework.ai.ollama.api.OllamaApi;
import org.springframework.ai.ollama.api.OllamaChatOptions;
import org.springframework.core.retry.RetryPolicy;
import org.springframework.core.retry.RetryTemplate;

/**
 * Spring AI's Ollama model as every case builds it: its own {@code OllamaApi} at the fixture's
 * root, on Spring's default HTTP clients (a {@code RestClient} for calls, a {@code WebClient} for
 * streams). Compiled beside the cases, so that their forks find it.
 */
final class SpringAiOllamaModels {

    private SpringAiOllamaModels() {
    }

    /**
     * A template that never retries. Spring AI's default retries a 5xx or a connection failure 10
     * times, waiting 2 s, then 10 s, up to 3 min between attempts.
     */
    static RetryTemplate noRetries() {
        return new RetryTemplate(RetryPolicy.builder().maxRetries(0).build());
    }

    static OllamaChatModel model(String baseUrl, OllamaChatOptions options) {
        return OllamaChatModel.builder().ollamaApi(OllamaApi.builder().baseUrl(baseUrl).build()).options(options)
                .retryTemplate(noRetries()).build();
    }
}
