package dev.sdkbench.examples.springai.anthropic;

import java.time.Duration;

import org.junit.jupiter.api.Tag;
import org.springframework.ai.anthropic.AnthropicChatModel;
import org.springframework.ai.anthropic.AnthropicChatOptions;
import org.springframework.ai.chat.prompt.Prompt;

import reactor.core.publisher.Flux;

import dev.sdkbench.examples.springai.SpringAiScenarioCases;
import dev.sdkbench.junit.ClientCase;
import dev.sdkbench.junit.Dialect;
import dev.sdkbench.junit.Scenario;
import dev.sdkbench.junit.SdkBenchmark;
import dev.sdkbench.junit.SdkCase;
import dev.sdkbench.junit.Unsupported;

/**
 * Spring AI's AnthropicChatModel in the scenarios, through Spring AI's provider-neutral chat API
 * (see {@link SpringAiScenarioCases}): the tool becomes a Messages tool with its
 * {@code input_schema}, the output schema {@code output_config.format}. The retry case's one retry
 * is anthropic-java's, which honours the 429's {@code retry-after-ms: 50}.
 */
@Tag("scenarios")
@SdkBenchmark(dialect = Dialect.ANTHROPIC)
class SpringAiAnthropicScenariosBenchmark extends SpringAiScenarioCases {

    @Override
    protected AnthropicChatModel model(SdkCase sdk, Ask ask) {
        AnthropicChatOptions.Builder options = SpringAiAnthropicBenchmark.options(sdk).maxRetries(ask.maxRetries())
                .outputSchema(ask.outputSchema());
        if (ask.tool() != null) {
            options.toolCallbacks(ask.tool());
        }
        return AnthropicChatModel.builder().options(options.build()).build();
    }

    /**
     * The only call Spring AI can cancel is its stream (the blocking {@code call} has no handle):
     * two identical streams raced with Reactor's {@code Flux.firstWithSignal}, which cancels the
     * subscription of the one that has not answered; the fixture checks that this closes its
     * connection. A streaming call, so it is measured as one. It does not (measured 2026-12-01,
     * quick run: 13 of 13 losers still open 1 s after the winner's answer, closed by the fixture):
     * the model's Mono.fromFuture cancels the future anthropic-java's async client returns, which
     * does not reach Spring AI's own OkHttp call. Unsupported until it does; without the annotation
     * the case measures it again.
     */
    @ClientCase(scenario = Scenario.HEDGED, stream = true)
    @Unsupported("Spring AI 2.0.1's AnthropicChatModel cannot cancel a call in flight: cancelling the subscription of"
            + " model.stream()'s Flux (Flux.firstWithSignal cancels the loser) leaves the request running and its"
            + " connection open (13 of 13 losers still open 1 s after the winner's answer)")
    void hedgedStream(SdkCase sdk) {
        AnthropicChatModel model = model(sdk, Ask.PLAIN);
        Prompt prompt = new Prompt(sdk.prompt());
        sdk.measureStream(deltas -> Flux.firstWithSignal(model.stream(prompt), model.stream(prompt))
                .doOnNext(response -> deltas.accept(text(response)))
                .blockLast(Duration.ofSeconds(10)));
    }
}
