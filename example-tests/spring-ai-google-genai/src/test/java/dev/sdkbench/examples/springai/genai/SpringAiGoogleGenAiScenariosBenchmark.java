package dev.sdkbench.examples.springai.genai;

import java.time.Duration;

import org.junit.jupiter.api.Tag;
import org.springframework.ai.chat.prompt.Prompt;
import org.springframework.ai.google.genai.GoogleGenAiChatModel;
import org.springframework.ai.google.genai.GoogleGenAiChatOptions;

import com.google.genai.types.HttpRetryOptions;

import reactor.core.publisher.Flux;
import reactor.core.scheduler.Schedulers;

import dev.sdkbench.examples.springai.SpringAiScenarioCases;
import dev.sdkbench.fixture.scenario.Scenarios;
import dev.sdkbench.junit.ClientCase;
import dev.sdkbench.junit.Dialect;
import dev.sdkbench.junit.Scenario;
import dev.sdkbench.junit.SdkBenchmark;
import dev.sdkbench.junit.SdkCase;
import dev.sdkbench.junit.Unsupported;

/**
 * Spring AI's GoogleGenAiChatModel in the scenarios, through Spring AI's provider-neutral chat API
 * (see {@link SpringAiScenarioCases}): the tool becomes a function declaration, the output schema
 * {@code responseJsonSchema} with {@code responseMimeType} {@code application/json}. The retry
 * case's one retry is google-genai's, which ignores {@code retry-after} and waits its own backoff,
 * here set to the fixture's advertised 50 ms without jitter (its default would wait about 1 s).
 */
@Tag("scenarios")
@SdkBenchmark(dialect = Dialect.GEMINI)
class SpringAiGoogleGenAiScenariosBenchmark extends SpringAiScenarioCases {

    @Override
    protected GoogleGenAiChatModel model(SdkCase sdk, Ask ask) {
        GoogleGenAiChatOptions.Builder options = SpringAiGoogleGenAiBenchmark.options(sdk).outputSchema(ask.outputSchema());
        if (ask.tool() != null) {
            options.toolCallbacks(ask.tool());
        }
        HttpRetryOptions retries = ask.maxRetries() == 0 ? SpringAiGoogleGenAiBenchmark.ONE_ATTEMPT
                : HttpRetryOptions.builder().attempts(ask.maxRetries() + 1)
                        .initialDelay(Scenarios.RETRY_AFTER.toMillis() / 1000.0).jitter(0.0).build();
        return SpringAiGoogleGenAiBenchmark.model(sdk, options, retries);
    }

    /**
     * Two identical streams raced with Reactor's {@code Flux.firstWithSignal}, which cancels the
     * subscription of the one that has not answered; the fixture checks that this closes its
     * connection. Each stream is subscribed on a boundedElastic thread, as the model's Flux
     * blocks its subscriber in generateContentStream until the first chunk, and the fixture
     * answers neither before both have arrived. A streaming call, so it is measured as one. It
     * does not (measured 2026-12-01, quick run: 5 of 5 losers still open 1 s after the winner's
     * answer, closed by the fixture; the sixth call's twin was never sent, its worker still
     * blocked): cancelling the subscription cannot reach a generateContentStream blocked on its
     * first chunk. Unsupported until it does; without the annotation the case measures it again.
     */
    @ClientCase(scenario = Scenario.HEDGED, stream = true)
    @Unsupported("Spring AI 2.0.1's GoogleGenAiChatModel cannot cancel a call in flight: model.stream() calls"
            + " google-genai's blocking generateContentStream when subscribed, and cancelling the subscription (Flux"
            + ".firstWithSignal cancels the loser) leaves that request running and its connection open (5 of 5 losers"
            + " still open 1 s after the winner's answer)")
    void hedgedStream(SdkCase sdk) {
        GoogleGenAiChatModel model = model(sdk, Ask.PLAIN);
        Prompt prompt = new Prompt(sdk.prompt());
        sdk.measureStream(deltas -> Flux.firstWithSignal(model.stream(prompt).subscribeOn(Schedulers.boundedElastic()),
                        model.stream(prompt).subscribeOn(Schedulers.boundedElastic()))
                .doOnNext(response -> deltas.accept(text(response)))
                .blockLast(Duration.ofSeconds(10)));
    }
}
