package dev.sdkbench.examples.bedrock;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Tag;

import software.amazon.awssdk.awscore.retry.AwsRetryStrategy;
import software.amazon.awssdk.core.document.Document;
import software.amazon.awssdk.http.Protocol;
import software.amazon.awssdk.http.apache5.Apache5HttpClient;
import software.amazon.awssdk.http.nio.netty.NettyNioAsyncHttpClient;
import software.amazon.awssdk.retries.api.BackoffStrategy;
import software.amazon.awssdk.retries.api.RetryStrategy;
import software.amazon.awssdk.services.bedrockruntime.BedrockRuntimeAsyncClient;
import software.amazon.awssdk.services.bedrockruntime.BedrockRuntimeClient;
import software.amazon.awssdk.services.bedrockruntime.model.ContentBlock;
import software.amazon.awssdk.services.bedrockruntime.model.ConversationRole;
import software.amazon.awssdk.services.bedrockruntime.model.ConverseRequest;
import software.amazon.awssdk.services.bedrockruntime.model.ConverseResponse;
import software.amazon.awssdk.services.bedrockruntime.model.Message;
import software.amazon.awssdk.services.bedrockruntime.model.SpecificToolChoice;
import software.amazon.awssdk.services.bedrockruntime.model.Tool;
import software.amazon.awssdk.services.bedrockruntime.model.ToolChoice;
import software.amazon.awssdk.services.bedrockruntime.model.ToolConfiguration;
import software.amazon.awssdk.services.bedrockruntime.model.ToolInputSchema;
import software.amazon.awssdk.services.bedrockruntime.model.ToolResultBlock;
import software.amazon.awssdk.services.bedrockruntime.model.ToolResultContentBlock;
import software.amazon.awssdk.services.bedrockruntime.model.ToolSpecification;
import software.amazon.awssdk.services.bedrockruntime.model.ToolUseBlock;

import dev.sdkbench.fixture.scenario.ScenarioText;
import dev.sdkbench.junit.ClientCase;
import dev.sdkbench.junit.Dialect;
import dev.sdkbench.junit.Hedge;
import dev.sdkbench.junit.Scenario;
import dev.sdkbench.junit.SdkBenchmark;
import dev.sdkbench.junit.SdkCase;
import dev.sdkbench.junit.Startup;
import dev.sdkbench.junit.Steady;

/**
 * The AWS SDK v2's Bedrock Runtime in the scenarios, on the sync client's default transport
 * (apache5) and, where calls overlap, the async client's (Netty on HTTP/1.1): tools declared as
 * {@code toolConfig} specs with their schema as the SDK's {@link Document}, tool input read back from
 * one, history resent as the SDK's own {@link Message}s. Structured output is a forced tool whose
 * input schema is the schema, as the Converse docs describe it; the SDK also has Converse's newer
 * {@code outputConfig.textFormat}, which the fixture does not read.
 */
@Tag("scenarios")
@SdkBenchmark(dialect = Dialect.BEDROCK_CONVERSE)
class BedrockRuntimeScenariosBenchmark {

    /**
     * The wait the retry scenario advertises in {@code retry-after-ms}, the fixture's
     * {@code Scenarios.RETRY_AFTER}: that class needs Jackson, which the AWS SDK (its own Jackson
     * shaded) does not bring to the fork, so the value is repeated here.
     */
    static final Duration RETRY_AFTER_MS = Duration.ofMillis(50);

    /** {@code get_weather}'s input. */
    record GetWeather(String city, String unit) {
        static GetWeather of(ToolUseBlock call) {
            Map<String, Document> input = call.input().asMap();
            return new GetWeather(input.get("city").asString(), input.get("unit").asString());
        }
    }

    /** One language of the structured-output reply. */
    record Language(String name, int year) {
        static List<Language> of(Document input) {
            return input.asMap().get("languages").asList().stream().map(Document::asMap)
                    .map(l -> new Language(l.get("name").asString(), l.get("year").asNumber().intValue())).toList();
        }
    }

    static final Tool GET_WEATHER = Tool.fromToolSpec(ToolSpecification.builder().name(ScenarioText.TOOL_NAME)
            .description(ScenarioText.TOOL_DESCRIPTION)
            .inputSchema(ToolInputSchema.fromJson(Document.mapBuilder().putString("type", "object")
                    .putDocument("properties", Document.mapBuilder()
                            .putDocument("city", Document.mapBuilder().putString("type", "string")
                                    .putString("description", "The city name").build())
                            .putDocument("unit", Document.mapBuilder().putString("type", "string").putList("enum",
                                    List.of(Document.fromString("celsius"), Document.fromString("fahrenheit"))).build())
                            .build())
                    .putList("required", List.of(Document.fromString("city"), Document.fromString("unit")))
                    .build()))
            .build());

    /** The {@code languages} schema as the input schema of a tool of that name, which the request forces. */
    static final ToolConfiguration LANGUAGES = ToolConfiguration.builder()
            .tools(Tool.fromToolSpec(ToolSpecification.builder().name(ScenarioText.LANGUAGES_SCHEMA_NAME)
                    .description("Report the languages")
                    .inputSchema(ToolInputSchema.fromJson(Document.mapBuilder().putString("type", "object")
                            .putDocument("properties", Document.mapBuilder().putDocument("languages", Document.mapBuilder()
                                    .putString("type", "array").putDocument("items", Document.mapBuilder()
                                            .putString("type", "object")
                                            .putDocument("properties", Document.mapBuilder()
                                                    .putDocument("name", Document.mapBuilder().putString("type", "string").build())
                                                    .putDocument("year", Document.mapBuilder().putString("type", "integer").build())
                                                    .build())
                                            .putList("required", List.of(Document.fromString("name"), Document.fromString("year")))
                                            .build())
                                    .build()).build())
                            .putList("required", List.of(Document.fromString("languages")))
                            .build()))
                    .build()))
            .toolChoice(ToolChoice.fromTool(SpecificToolChoice.builder().name(ScenarioText.LANGUAGES_SCHEMA_NAME).build()))
            .build();

    @ClientCase(scenario = Scenario.FUNCTION_CALLING)
    void functionCalling(SdkCase sdk) {
        BedrockRuntimeClient client = client(sdk);
        ConverseRequest request = ask(sdk).toolConfig(c -> c.tools(GET_WEATHER)).build();
        sdk.measure(() -> {
            ConverseResponse response = client.converse(request);
            ToolUseBlock call = response.output().message().content().get(0).toolUse();
            GetWeather arguments = GetWeather.of(call);
            return usage(sdk, call.name() + "(" + arguments.city() + ", " + arguments.unit() + ")", response);
        });
    }

    @ClientCase(scenario = Scenario.STRUCTURED_OUTPUT)
    void structuredOutput(SdkCase sdk) {
        BedrockRuntimeClient client = client(sdk);
        ConverseRequest request = ask(sdk).toolConfig(LANGUAGES).build();
        sdk.measure(() -> {
            ConverseResponse response = client.converse(request);
            List<Language> languages = Language.of(response.output().message().content().get(0).toolUse().input());
            return usage(sdk, languages.stream().map(l -> l.name() + " " + l.year()).collect(Collectors.joining(", ")), response);
        });
    }

    @ClientCase(scenario = Scenario.MULTI_TURN)
    void multiTurn(SdkCase sdk) {
        BedrockRuntimeClient client = client(sdk);
        Message question = BedrockClients.user(sdk.prompt());
        ConverseRequest first = converse(sdk, question).build();
        Message followUp = BedrockClients.user(ScenarioText.SECOND_PROMPT);
        sdk.measure(() -> {
            ConverseResponse answer = client.converse(first);
            ConverseResponse second = client.converse(converse(sdk, question, answer.output().message(), followUp).build());
            return text(sdk, second);
        });
    }

    @ClientCase(scenario = Scenario.AGENT_LOOP)
    void agentLoop(SdkCase sdk) {
        BedrockRuntimeClient client = client(sdk);
        Message question = BedrockClients.user(sdk.prompt());
        ConverseRequest ask = converse(sdk, question).toolConfig(c -> c.tools(GET_WEATHER)).build();
        sdk.measure(() -> {
            ConverseResponse step = client.converse(ask);
            ToolUseBlock call = step.output().message().content().get(0).toolUse();
            Message result = Message.builder().role(ConversationRole.USER).content(ContentBlock.fromToolResult(ToolResultBlock
                    .builder().toolUseId(call.toolUseId()).content(ToolResultContentBlock.fromText(weather(GetWeather.of(call))))
                    .build())).build();
            ConverseResponse answer = client.converse(ask.toBuilder().messages(question, step.output().message(), result).build());
            return text(sdk, answer);
        });
    }

    @ClientCase(scenario = Scenario.RAPID_FIRE)
    void rapidFire(SdkCase sdk) {
        BedrockRuntimeClient client = client(sdk);
        ConverseRequest request = ask(sdk).build();
        sdk.measure(() -> {
            List<String> texts = new ArrayList<>();
            for (int i = 0; i < ScenarioText.RAPID_FIRE_CALLS; i++) {
                texts.add(text(sdk, client.converse(request)));
            }
            return sameText(texts);
        });
    }

    /** Three calls at once through the async client (one connection each on HTTP/1.1), then all three answers. */
    @ClientCase(scenario = Scenario.PARALLEL)
    void parallel(SdkCase sdk) {
        BedrockRuntimeAsyncClient client = asyncClient(sdk);
        ConverseRequest request = ask(sdk).build();
        sdk.measure(() -> {
            List<CompletableFuture<ConverseResponse>> calls = new ArrayList<>();
            for (int i = 0; i < ScenarioText.PARALLEL_CALLS; i++) {
                calls.add(client.converse(request));
            }
            List<String> texts = new ArrayList<>();
            for (CompletableFuture<ConverseResponse> call : calls) {
                texts.add(text(sdk, call.get(BedrockClients.TIMEOUT.toMillis(), TimeUnit.MILLISECONDS)));
            }
            return sameText(texts);
        });
    }

    /**
     * The retry path with the SDK's retries on (two attempts). The SDK does not read
     * {@code retry-after-ms}; it reads {@code Retry-After} in whole seconds (and, under the opt-in
     * retries 2.1, {@code x-amz-retry-after} instead) and waits the longer of that and its own
     * backoff: here {@code retry-after: 1}, so each call waits about 1 s (measured 2026-12-01: gaps
     * of 1.01-1.16 s from the 429 to its resend), not the 50 ms {@code retry-after-ms} asks for. The
     * backoff is a fixed 50 ms, so the wait is the server's and not the default throttling backoff's
     * jitter; the circuit breaker (the retry token bucket) is off so that every refusal is retried.
     * Few calls; the counts cap the run's, and no steady block.
     */
    @ClientCase(scenario = Scenario.RETRY)
    @Startup(warmup = 2, requests = 5)
    @Steady(forks = 0)
    void retry(SdkCase sdk) {
        BedrockRuntimeClient client = BedrockClients.sync(sdk.baseUrl(), Apache5HttpClient.builder(), oneRetry());
        ConverseRequest request = ask(sdk).build();
        sdk.measure(() -> text(sdk, client.converse(request)));
    }

    /** The standard strategy with two attempts, a fixed 50-ms backoff for throttling and other errors alike, and no circuit breaker. */
    static RetryStrategy oneRetry() {
        BackoffStrategy wait = BackoffStrategy.fixedDelayWithoutJitter(RETRY_AFTER_MS);
        return AwsRetryStrategy.standardRetryStrategy().toBuilder().maxAttempts(2).backoffStrategy(wait)
                .throttlingBackoffStrategy(wait).circuitBreakerEnabled(false).build();
    }

    /**
     * Two identical calls through the async client, the first answer taken and the other one's own
     * future cancelled ({@link Hedge#race}); the fixture checks that its connection closes. The SDK
     * passes the cancellation on to Netty, which closes it (measured 2026-12-01, quick run: 13 of 13
     * losers closed, 6-121 ms after the winner's answer, median 10 ms).
     */
    @ClientCase(scenario = Scenario.HEDGED)
    void hedged(SdkCase sdk) {
        BedrockRuntimeAsyncClient client = asyncClient(sdk);
        ConverseRequest request = ask(sdk).build();
        sdk.measure(() -> text(sdk, Hedge.race(() -> client.converse(request))));
    }

    /** The one text every call returned, or the first that differs (which fails the harness's check). */
    static String sameText(List<String> texts) {
        return texts.stream().filter(t -> !Objects.equals(t, texts.get(0))).findFirst().orElse(texts.get(0));
    }

    /** The tool an agent loop runs: the weather it would look up. */
    static String weather(GetWeather arguments) {
        if (!ScenarioText.CITY.equals(arguments.city())) {
            throw new IllegalStateException("the tool was called for " + arguments.city());
        }
        return ScenarioText.TOOL_RESULT;
    }

    private static String text(SdkCase sdk, ConverseResponse response) {
        return usage(sdk, BedrockClients.text(response), response);
    }

    private static String usage(SdkCase sdk, String text, ConverseResponse response) {
        return sdk.checkUsage(text, response.usage().inputTokens(), response.usage().outputTokens());
    }

    /** The scenario's prompt as the one user message. */
    private static ConverseRequest.Builder ask(SdkCase sdk) {
        return converse(sdk, BedrockClients.user(sdk.prompt()));
    }

    private static ConverseRequest.Builder converse(SdkCase sdk, Message... messages) {
        return BedrockClients.converse(sdk.model(BedrockClients.MODEL), sdk.maxTokens(), messages);
    }

    private static BedrockRuntimeClient client(SdkCase sdk) {
        return BedrockClients.sync(sdk.baseUrl(), Apache5HttpClient.builder());
    }

    private static BedrockRuntimeAsyncClient asyncClient(SdkCase sdk) {
        return BedrockClients.async(sdk.baseUrl(), NettyNioAsyncHttpClient.builder().protocol(Protocol.HTTP1_1));
    }
}
