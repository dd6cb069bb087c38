package dev.sdkbench.examples.anthropic.bedrock;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Tag;

import com.fasterxml.jackson.annotation.JsonProperty;

import com.anthropic.client.AnthropicClient;
import com.anthropic.client.AnthropicClientAsync;
import com.anthropic.client.okhttp.AnthropicOkHttpClient;
import com.anthropic.core.JsonValue;
import com.anthropic.models.messages.ContentBlockParam;
import com.anthropic.models.messages.Message;
import com.anthropic.models.messages.MessageCreateParams;
import com.anthropic.models.messages.StructuredMessageCreateParams;
import com.anthropic.models.messages.Tool;
import com.anthropic.models.messages.ToolResultBlockParam;
import com.anthropic.models.messages.ToolUseBlock;

import dev.sdkbench.fixture.scenario.ScenarioText;
import dev.sdkbench.junit.ClientCase;
import dev.sdkbench.junit.Dialect;
import dev.sdkbench.junit.Hedge;
import dev.sdkbench.junit.Scenario;
import dev.sdkbench.junit.SdkBenchmark;
import dev.sdkbench.junit.SdkCase;
import dev.sdkbench.junit.Startup;
import dev.sdkbench.junit.Steady;
import dev.sdkbench.junit.Unsupported;

/**
 * anthropic-java on its Bedrock backend in the scenarios, written as anthropic-java's own are (the
 * tool with its input schema, its input read into a Java type, structured output through
 * {@code outputConfig(Class)}, history resent as the SDK's own messages): the backend changes the
 * envelope, not the calls, so what differs is what Bedrock costs on top.
 */
@Tag("scenarios")
@SdkBenchmark(dialect = Dialect.BEDROCK_INVOKE)
class AnthropicJavaBedrockScenariosBenchmark {

    /** The {@code get_weather} tool's input; {@code JsonValue.convert} reads annotated properties only. */
    public static class GetWeather {
        @JsonProperty("city")
        public String city;
        @JsonProperty("unit")
        public String unit;
    }

    /** The structured-output reply. */
    public static class Languages {
        public List<Language> languages;

        public static class Language {
            public String name;
            public int year;
        }
    }

    static final Tool GET_WEATHER = Tool.builder().name(ScenarioText.TOOL_NAME).description(ScenarioText.TOOL_DESCRIPTION)
            .inputSchema(Tool.InputSchema.builder().properties(Tool.InputSchema.Properties.builder()
                    .putAdditionalProperty("city", JsonValue.from(Map.of("type", "string", "description", "The city name")))
                    .putAdditionalProperty("unit", JsonValue.from(Map.of("type", "string", "enum", List.of("celsius", "fahrenheit"))))
                    .build()).required(List.of("city", "unit")).build())
            .build();

    @ClientCase(scenario = Scenario.FUNCTION_CALLING)
    void functionCalling(SdkCase sdk) {
        AnthropicClient client = AnthropicJavaBedrockBenchmark.client(sdk);
        MessageCreateParams params = params(sdk).addUserMessage(sdk.prompt()).addTool(GET_WEATHER).build();
        sdk.measure(() -> {
            Message message = client.messages().create(params);
            ToolUseBlock call = message.content().get(0).asToolUse();
            GetWeather arguments = call._input().convert(GetWeather.class);
            return usage(sdk, call.name() + "(" + arguments.city + ", " + arguments.unit + ")", message);
        });
    }

    @ClientCase(scenario = Scenario.STRUCTURED_OUTPUT)
    void structuredOutput(SdkCase sdk) {
        AnthropicClient client = AnthropicJavaBedrockBenchmark.client(sdk);
        StructuredMessageCreateParams<Languages> params = params(sdk).addUserMessage(sdk.prompt())
                .outputConfig(Languages.class).build();
        sdk.measure(() -> client.messages().create(params).content().get(0).asText().text().languages.stream()
                .map(l -> l.name + " " + l.year).collect(Collectors.joining(", ")));
    }

    @ClientCase(scenario = Scenario.MULTI_TURN)
    void multiTurn(SdkCase sdk) {
        AnthropicClient client = AnthropicJavaBedrockBenchmark.client(sdk);
        MessageCreateParams first = params(sdk).addUserMessage(sdk.prompt()).build();
        sdk.measure(() -> {
            Message answer = client.messages().create(first);
            Message second = client.messages().create(first.toBuilder().addMessage(answer)
                    .addUserMessage(ScenarioText.SECOND_PROMPT).build());
            return usage(sdk, second.content().get(0).asText().text(), second);
        });
    }

    @ClientCase(scenario = Scenario.AGENT_LOOP)
    void agentLoop(SdkCase sdk) {
        AnthropicClient client = AnthropicJavaBedrockBenchmark.client(sdk);
        MessageCreateParams ask = params(sdk).addUserMessage(sdk.prompt()).addTool(GET_WEATHER).build();
        sdk.measure(() -> {
            Message step = client.messages().create(ask);
            ToolUseBlock call = step.content().get(0).asToolUse();
            String result = weather(call._input().convert(GetWeather.class));
            Message answer = client.messages().create(ask.toBuilder().addMessage(step)
                    .addUserMessageOfContentBlockParams(List.of(ContentBlockParam.ofToolResult(
                            ToolResultBlockParam.builder().toolUseId(call.id()).content(result).build()))).build());
            return usage(sdk, answer.content().get(0).asText().text(), answer);
        });
    }

    @ClientCase(scenario = Scenario.RAPID_FIRE)
    void rapidFire(SdkCase sdk) {
        AnthropicClient client = AnthropicJavaBedrockBenchmark.client(sdk);
        MessageCreateParams params = params(sdk).addUserMessage(sdk.prompt()).build();
        sdk.measure(() -> {
            List<String> texts = new ArrayList<>();
            for (int i = 0; i < ScenarioText.RAPID_FIRE_CALLS; i++) {
                texts.add(text(sdk, client.messages().create(params)));
            }
            return sameText(texts);
        });
    }

    /** Three calls at once through the SDK's own async client, then all three answers. */
    @ClientCase(scenario = Scenario.PARALLEL)
    void parallel(SdkCase sdk) {
        AnthropicClientAsync client = AnthropicJavaBedrockBenchmark.client(sdk).async();
        MessageCreateParams params = params(sdk).addUserMessage(sdk.prompt()).build();
        sdk.measure(() -> {
            List<CompletableFuture<Message>> calls = new ArrayList<>();
            for (int i = 0; i < ScenarioText.PARALLEL_CALLS; i++) {
                calls.add(client.messages().create(params));
            }
            List<String> texts = new ArrayList<>();
            for (CompletableFuture<Message> call : calls) {
                texts.add(text(sdk, call.get(10, TimeUnit.SECONDS)));
            }
            return sameText(texts);
        });
    }

    /**
     * The retry path with the SDK's retries on (one retry): each call's first request gets a 429
     * with {@code retry-after-ms: 50}, which the SDK honours before resending, signed anew. Few
     * calls, as each waits 50 ms; the counts cap the run's, and no steady block.
     */
    @ClientCase(scenario = Scenario.RETRY)
    @Startup(warmup = 2, requests = 5)
    @Steady(forks = 0)
    void retry(SdkCase sdk) {
        AnthropicClient client = AnthropicOkHttpClient.builder().backend(FixtureBedrockBackend.at(sdk.baseUrl(), sdk.apiKey()))
                .maxRetries(1).timeout(Duration.ofSeconds(10)).build();
        MessageCreateParams params = params(sdk).addUserMessage(sdk.prompt()).build();
        sdk.measure(() -> text(sdk, client.messages().create(params)));
    }

    /**
     * Two identical calls through the SDK's async client, the first answer taken and the other
     * one's own future cancelled ({@link Hedge#race}); the fixture checks that its connection closes.
     * It does not (measured 2026-12-01, quick run, the annotation removed: the first call's loser still
     * open 1 s after the winner's answer, closed by the fixture): unsupported until it does; without the
     * annotation the case measures it again.
     */
    @ClientCase(scenario = Scenario.HEDGED)
    @Unsupported(HEDGED_EVIDENCE)
    void hedged(SdkCase sdk) {
        AnthropicClientAsync client = AnthropicJavaBedrockBenchmark.client(sdk).async();
        MessageCreateParams params = params(sdk).addUserMessage(sdk.prompt()).build();
        sdk.measure(() -> text(sdk, Hedge.race(() -> client.messages().create(params))));
    }

    static final String HEDGED_EVIDENCE = "anthropic-java 3.14.0 cannot cancel a call in flight, on its Bedrock backend as on"
            + " its own: cancelling the future async().messages().create() returns leaves the request running and its"
            + " connection open (the first call's loser still open 1 s after the winner's answer); the cancellation does"
            + " not reach OkHttp's call";

    private static String text(SdkCase sdk, Message message) {
        return usage(sdk, message.content().get(0).asText().text(), message);
    }

    /** The one text every call returned, or the first that differs (which fails the harness's check). */
    static String sameText(List<String> texts) {
        return texts.stream().filter(t -> !Objects.equals(t, texts.get(0))).findFirst().orElse(texts.get(0));
    }

    /** The tool an agent loop runs: the weather it would look up. */
    static String weather(GetWeather arguments) {
        if (!ScenarioText.CITY.equals(arguments.city)) {
            throw new IllegalStateException("the tool was called for " + arguments.city);
        }
        return ScenarioText.TOOL_RESULT;
    }

    private static String usage(SdkCase sdk, String text, Message message) {
        return sdk.checkUsage(text, message.usage().inputTokens(), message.usage().outputTokens());
    }

    private static MessageCreateParams.Builder params(SdkCase sdk) {
        return MessageCreateParams.builder().model(sdk.model(AnthropicJavaBedrockBenchmark.MODEL)).maxTokens(sdk.maxTokens());
    }
}
