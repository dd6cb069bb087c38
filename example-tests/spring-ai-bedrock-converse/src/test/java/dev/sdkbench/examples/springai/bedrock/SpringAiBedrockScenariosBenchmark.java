package dev.sdkbench.examples.springai.bedrock;

import java.time.Duration;

import org.junit.jupiter.api.Tag;
import org.springframework.ai.bedrock.converse.BedrockChatOptions;
import org.springframework.ai.bedrock.converse.BedrockProxyChatModel;
import org.springframework.ai.chat.prompt.Prompt;

import reactor.core.publisher.Flux;

import software.amazon.awssdk.awscore.retry.AwsRetryStrategy;
import software.amazon.awssdk.retries.api.BackoffStrategy;
import software.amazon.awssdk.retries.api.RetryStrategy;

import dev.sdkbench.examples.springai.SpringAiScenarioCases;
import dev.sdkbench.fixture.scenario.Scenarios;
import dev.sdkbench.junit.ClientCase;
import dev.sdkbench.junit.Dialect;
import dev.sdkbench.junit.Scenario;
import dev.sdkbench.junit.SdkBenchmark;
import dev.sdkbench.junit.SdkCase;
import dev.sdkbench.junit.Unsupported;

/**
 * Spring AI's BedrockProxyChatModel in the scenarios, through Spring AI's provider-neutral chat
 * API (see {@link SpringAiScenarioCases}): the tool becomes a Converse
 * {@code toolConfig.tools[].toolSpec}, and the model is told not to run it itself (Spring AI 1.x
 * runs tools inside {@code call} by default, which Spring AI 2 no longer does). Spring AI adds no
 * retries of its own to this model, so the retry case's one retry is the AWS SDK's.
 */
@Tag("scenarios")
@SdkBenchmark(dialect = Dialect.BEDROCK_CONVERSE)
class SpringAiBedrockScenariosBenchmark extends SpringAiScenarioCases {

    @Override
    protected BedrockProxyChatModel model(SdkCase sdk, Ask ask) {
        BedrockChatOptions.Builder options = SpringAiBedrockModels.options(sdk.model(SpringAiBedrockModels.MODEL), sdk.maxTokens())
                .internalToolExecutionEnabled(false);
        if (ask.tool() != null) {
            options.toolCallbacks(ask.tool());
        }
        return SpringAiBedrockModels.model(sdk.baseUrl(), sdk.apiKey(), options.build(), retries(ask.maxRetries()));
    }

    /**
     * Spring AI 1.1.2's BedrockChatOptions has no output schema (2.0 sends Converse's
     * {@code outputConfig.textFormat}): its structured output is {@code BeanOutputConverter}'s
     * format instructions added to the prompt as text, so no schema goes out with the request.
     */
    @Override
    @ClientCase(scenario = Scenario.STRUCTURED_OUTPUT)
    @Unsupported("Spring AI 1.1.2's BedrockProxyChatModel cannot send a JSON schema: BedrockChatOptions has no output"
            + " schema (Spring AI 2.0 sends outputConfig.textFormat), and BeanOutputConverter's structured output adds"
            + " format instructions to the prompt instead")
    public void structuredOutput(SdkCase sdk) {
        super.structuredOutput(sdk);
    }

    /**
     * The AWS SDK's standard strategy with that many retries. It reads no {@code retry-after}: it
     * waits its own backoff (after a throttling error, as the fixture's 429 is, a jittered delay
     * from a 1 s base), here the fixture's advertised 50 ms, fixed; and its token bucket, which
     * stops retrying after a run of failures, is off, as every call here fails once.
     */
    private static RetryStrategy retries(int maxRetries) {
        if (maxRetries == 0) {
            return SpringAiBedrockModels.noRetries();
        }
        BackoffStrategy wait = BackoffStrategy.fixedDelay(Scenarios.RETRY_AFTER);
        return AwsRetryStrategy.standardRetryStrategy().toBuilder().maxAttempts(maxRetries + 1)
                .backoffStrategy(wait).throttlingBackoffStrategy(wait).circuitBreakerEnabled(false).build();
    }

    /**
     * The only call Spring AI can cancel is its stream (the blocking {@code call} has no handle):
     * two identical streams raced with Reactor's {@code Flux.firstWithSignal}, which cancels the
     * subscription of the one that has not answered; the fixture checks that this closes its
     * connection. A streaming call, so it is measured as one. It does not (measured 2026-12-01,
     * quick run: 13 of 13 losers still open 1 s after the winner's answer, closed by the fixture):
     * Spring AI's ConverseChatResponseStream drops the future converseStream returns, so cancelling
     * its Flux cannot reach the AWS SDK's request. Unsupported until it does; without the
     * annotation the case measures it again.
     */
    @ClientCase(scenario = Scenario.HEDGED, stream = true)
    @Unsupported("Spring AI 1.1.2's BedrockProxyChatModel cannot cancel a call in flight: cancelling the subscription of"
            + " model.stream()'s Flux (Flux.firstWithSignal cancels the loser) leaves the AWS SDK's converseStream running"
            + " and its connection open (13 of 13 losers still open 1 s after the winner's answer)")
    void hedgedStream(SdkCase sdk) {
        BedrockProxyChatModel model = model(sdk, Ask.PLAIN);
        Prompt prompt = new Prompt(sdk.prompt());
        sdk.measureStream(deltas -> Flux.firstWithSignal(model.stream(prompt), model.stream(prompt))
                .doOnNext(response -> deltas.accept(text(response)))
                .blockLast(Duration.ofSeconds(10)));
    }
}
