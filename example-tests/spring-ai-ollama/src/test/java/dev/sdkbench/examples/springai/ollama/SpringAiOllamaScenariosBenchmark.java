package dev.sdkbench.examples.springai.ollama;

import java.time.Duration;

import org.junit.jupiter.api.Tag;
import org.springframework.ai.chat.prompt.Prompt;
import org.springframework.ai.ollama.OllamaChatModel;
import org.springframework.ai.ollama.api.OllamaApi;
import org.springframework.ai.ollama.api.OllamaChatOptions;
import org.springframework.core.retry.RetryPolicy;
import org.springframework.core.retry.RetryTemplate;

import reactor.core.publisher.Flux;

import dev.sdkbench.examples.springai.SpringAiScenarioCases;
import dev.sdkbench.junit.ClientCase;
import dev.sdkbench.junit.Dialect;
import dev.sdkbench.junit.Scenario;
import dev.sdkbench.junit.SdkBenchmark;
import dev.sdkbench.junit.SdkCase;
import dev.sdkbench.junit.Unsupported;

/**
 * Spring AI's OllamaChatModel in the scenarios, through Spring AI's provider-neutral chat API (see
 * {@link SpringAiScenarioCases}): the schema goes out as Ollama's {@code format}; retries through a
 * policy of its own, and the hedged call its own.
 */
@Tag("scenarios")
@SdkBenchmark(dialect = Dialect.OLLAMA)
class SpringAiOllamaScenariosBenchmark extends SpringAiScenarioCases {

    /**
     * The model, with retries through Spring AI's own retry template when the case asks for them. Its
     * default would never resend the 429: the error handler makes every 4xx a
     * {@code NonTransientAiException}, and the default policy retries only {@code TransientAiException}
     * (5xx) and connection failures. So a case that asks for retries gets a policy of its own: that
     * many retries of any failure after a fixed 50 ms, the fixture's advertised wait, since Spring AI
     * reads no {@code retry-after}. Without retries the template is left at its default: nothing here fails.
     */
    @Override
    protected OllamaChatModel model(SdkCase sdk, Ask ask) {
        OllamaChatOptions.Builder options = options(sdk);
        if (ask.tool() != null) {
            options.toolCallbacks(ask.tool());
        }
        if (ask.outputSchema() != null) {
            options.outputSchema(ask.outputSchema());
        }
        if (ask.maxRetries() == 0) {
            return SpringAiOllamaModels.model(sdk.baseUrl(), options.build());
        }
        RetryTemplate retries = new RetryTemplate(RetryPolicy.builder().maxRetries(ask.maxRetries()).delay(Duration.ofMillis(50)).build());
        return OllamaChatModel.builder().ollamaApi(OllamaApi.builder().baseUrl(sdk.baseUrl()).build())
                .options(options.build()).retryTemplate(retries).build();
    }

    /**
     * The only call Spring AI can cancel is its stream (the blocking {@code call} has no handle):
     * two identical streams raced with Reactor's {@code Flux.firstWithSignal}, which cancels the
     * subscription of the one that has not answered; the fixture checks that this closes its
     * connection. A streaming call, so it is measured as one. It does not (measured 2026-12-01,
     * quick run: 13 of 13 losers still open 1 s after the winner's answer, closed by the fixture,
     * none resent): unsupported until it does; without the annotation the case measures it again.
     */
    @ClientCase(scenario = Scenario.HEDGED, stream = true)
    @Unsupported("Spring AI 2.0.1's Ollama client cannot cancel a call in flight: cancelling the subscription of"
            + " model.stream()'s Flux (Flux.firstWithSignal cancels the loser) leaves WebClient's exchange on the JDK"
            + " HttpClient running and its connection open (13 of 13 losers still open 1 s after the winner's answer)")
    void hedgedStream(SdkCase sdk) {
        OllamaChatModel model = model(sdk, Ask.PLAIN);
        Prompt prompt = new Prompt(sdk.prompt());
        sdk.measureStream(deltas -> Flux.firstWithSignal(model.stream(prompt), model.stream(prompt))
                .doOnNext(response -> deltas.accept(response.getResult() == null ? null : response.getResult().getOutput().getText()))
                .blockLast(Duration.ofSeconds(10)));
    }

    private static OllamaChatOptions.Builder options(SdkCase sdk) {
        return OllamaChatOptions.builder().model(sdk.model("llama3.2")).numPredict(sdk.maxTokens());
    }
}
