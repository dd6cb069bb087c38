package dev.sdkbench.examples.springai;

import org.junit.jupiter.api.Tag;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

import org.springframework.ai.chat.messages.AssistantMessage;
import org.springframework.ai.chat.messages.ToolResponseMessage;
import org.springframework.ai.chat.messages.UserMessage;
import org.springframework.ai.chat.metadata.Usage;
import org.springframework.ai.chat.model.ChatResponse;
import org.springframework.ai.chat.prompt.Prompt;
import org.springframework.ai.converter.BeanOutputConverter;
import org.springframework.ai.openai.OpenAiChatModel;
import org.springframework.ai.openai.OpenAiChatOptions;
import org.springframework.ai.tool.ToolCallback;
import org.springframework.ai.tool.function.FunctionToolCallback;

import com.fasterxml.jackson.databind.ObjectMapper;

import reactor.core.publisher.Flux;

import dev.sdkbench.fixture.scenario.ScenarioText;
import dev.sdkbench.junit.ClientCase;
import dev.sdkbench.junit.Dialect;
import dev.sdkbench.junit.Scenario;
import dev.sdkbench.junit.SdkBenchmark;
import dev.sdkbench.junit.SdkCase;
import dev.sdkbench.junit.Unsupported;

/**
 * Spring AI's OpenAiChatModel in the scenarios: the tool as a {@code FunctionToolCallback} over a
 * Java function, the schema from {@code BeanOutputConverter} as the output schema, history as
 * Spring AI messages. Spring AI 2's chat model returns tool calls instead of running them, so the
 * agent loop runs the callback and sends its result back itself.
 */
@Tag("scenarios")
@SdkBenchmark(dialect = Dialect.CHAT)
class SpringAiOpenAiScenariosBenchmark {

    private static final ObjectMapper JSON = new ObjectMapper();

    /** The {@code get_weather} tool's arguments. */
    public static class GetWeather {
        public enum Unit { celsius, fahrenheit }

        public String city;
        public Unit unit;
    }

    /** The structured-output reply. */
    public static class Languages {
        public List<Language> languages;

        public static class Language {
            public String name;
            public int year;
        }
    }

    static ToolCallback getWeather() {
        return FunctionToolCallback.builder(ScenarioText.TOOL_NAME, (GetWeather arguments) -> {
            if (!ScenarioText.CITY.equals(arguments.city)) {
                throw new IllegalStateException("the tool was called for " + arguments.city);
            }
            return ScenarioText.TOOL_RESULT;
        }).description(ScenarioText.TOOL_DESCRIPTION).inputType(GetWeather.class).build();
    }

    @ClientCase(scenario = Scenario.FUNCTION_CALLING)
    void functionCalling(SdkCase sdk) {
        OpenAiChatModel model = model(options(sdk).toolCallbacks(getWeather()).build());
        Prompt prompt = new Prompt(sdk.prompt());
        sdk.measure(() -> {
            ChatResponse response = model.call(prompt);
            AssistantMessage.ToolCall call = response.getResult().getOutput().getToolCalls().get(0);
            GetWeather arguments = JSON.readValue(call.arguments(), GetWeather.class);
            return usage(sdk, call.name() + "(" + arguments.city + ", " + arguments.unit + ")", response);
        });
    }

    @ClientCase(scenario = Scenario.STRUCTURED_OUTPUT)
    void structuredOutput(SdkCase sdk) {
        BeanOutputConverter<Languages> converter = new BeanOutputConverter<>(Languages.class);
        OpenAiChatModel model = model(options(sdk).outputSchema(converter.getJsonSchema()).build());
        Prompt prompt = new Prompt(sdk.prompt());
        sdk.measure(() -> converter.convert(model.call(prompt).getResult().getOutput().getText()).languages.stream()
                .map(l -> l.name + " " + l.year).collect(Collectors.joining(", ")));
    }

    @ClientCase(scenario = Scenario.MULTI_TURN)
    void multiTurn(SdkCase sdk) {
        OpenAiChatModel model = model(options(sdk).build());
        UserMessage question = new UserMessage(sdk.prompt());
        Prompt first = new Prompt(question);
        sdk.measure(() -> {
            AssistantMessage answer = model.call(first).getResult().getOutput();
            ChatResponse second = model.call(new Prompt(List.of(question, answer, new UserMessage(ScenarioText.SECOND_PROMPT))));
            return usage(sdk, second.getResult().getOutput().getText(), second);
        });
    }

    @ClientCase(scenario = Scenario.AGENT_LOOP)
    void agentLoop(SdkCase sdk) {
        ToolCallback tool = getWeather();
        OpenAiChatModel model = model(options(sdk).toolCallbacks(tool).build());
        UserMessage question = new UserMessage(sdk.prompt());
        Prompt ask = new Prompt(question);
        sdk.measure(() -> {
            AssistantMessage step = model.call(ask).getResult().getOutput();
            AssistantMessage.ToolCall call = step.getToolCalls().get(0);
            ToolResponseMessage result = ToolResponseMessage.builder().responses(List.of(
                    new ToolResponseMessage.ToolResponse(call.id(), call.name(), tool.call(call.arguments())))).build();
            ChatResponse answer = model.call(new Prompt(List.of(question, step, result)));
            return usage(sdk, answer.getResult().getOutput().getText(), answer);
        });
    }

    /**
     * The retry path with retries on (one retry): Spring AI's openai-java-core honours the 429's
     * {@code retry-after-ms: 50} before resending. Few calls, as each waits 50 ms; the counts cap
     * the run's, and no steady block.
     */
    @ClientCase(scenario = Scenario.RETRY, warmup = 2, requests = 5, steadyForks = 0)
    void retry(SdkCase sdk) {
        OpenAiChatModel model = model(options(sdk).maxRetries(1).build());
        Prompt prompt = new Prompt(sdk.prompt());
        sdk.measure(() -> {
            ChatResponse response = model.call(prompt);
            return usage(sdk, response.getResult().getOutput().getText(), response);
        });
    }

    @ClientCase(scenario = Scenario.RAPID_FIRE)
    void rapidFire(SdkCase sdk) {
        OpenAiChatModel model = model(options(sdk).build());
        Prompt prompt = new Prompt(sdk.prompt());
        sdk.measure(() -> {
            List<String> texts = new ArrayList<>();
            for (int i = 0; i < ScenarioText.RAPID_FIRE_CALLS; i++) {
                ChatResponse response = model.call(prompt);
                texts.add(usage(sdk, response.getResult().getOutput().getText(), response));
            }
            return sameText(texts);
        });
    }

    /**
     * The only call Spring AI can cancel is its stream (the blocking {@code call} has no handle):
     * two identical streams raced with Reactor's {@code Flux.firstWithSignal}, which cancels the
     * subscription of the one that has not answered; the fixture checks that this closes its
     * connection. A streaming call, so it is measured as one. It does not (measured 2026-11-30,
     * quick run: 13 of 13 losers still open 1 s after the winner's answer, closed by the fixture,
     * and OkHttp then sent the last loser's request again): unsupported until it does; without the
     * annotation the case measures it again.
     */
    @ClientCase(scenario = Scenario.HEDGED, stream = true)
    @Unsupported("Spring AI 2.0.1 cannot cancel a call in flight: cancelling the subscription of model.stream()'s Flux"
            + " (Flux.firstWithSignal cancels the loser) leaves the request running and its connection open (13 of 13"
            + " losers still open 1 s after the winner's answer); when the fixture closed one, OkHttp resent its request")
    void hedgedStream(SdkCase sdk) {
        OpenAiChatModel model = model(options(sdk).build());
        Prompt prompt = new Prompt(sdk.prompt());
        sdk.measureStream(deltas -> Flux.firstWithSignal(model.stream(prompt), model.stream(prompt))
                .doOnNext(response -> deltas.accept(response.getResult() == null ? null : response.getResult().getOutput().getText()))
                .blockLast(Duration.ofSeconds(10)));
    }

    /**
     * Three calls at once, then all three answers. Spring AI's {@code OpenAiChatModel} (2.0.1) has no
     * concurrent non-streaming call: {@code call(Prompt)} blocks, and its reactive API,
     * {@code stream(Prompt)}, sends a streamed request. So the case runs the three blocking calls on
     * three threads of its own, started by the first (warmup) call and reused, so that no timed call
     * pays for a thread: the figure is what the model and its OkHttp client's connection pool add.
     */
    @ClientCase(scenario = Scenario.PARALLEL)
    void parallel(SdkCase sdk) {
        OpenAiChatModel model = model(options(sdk).build());
        Prompt prompt = new Prompt(sdk.prompt());
        ExecutorService callers = Executors.newFixedThreadPool(ScenarioText.PARALLEL_CALLS);
        sdk.measure(() -> {
            List<Future<ChatResponse>> calls = new ArrayList<>();
            for (int i = 0; i < ScenarioText.PARALLEL_CALLS; i++) {
                calls.add(callers.submit(() -> model.call(prompt)));
            }
            List<String> texts = new ArrayList<>();
            for (Future<ChatResponse> call : calls) {
                ChatResponse response = call.get(10, TimeUnit.SECONDS);
                texts.add(usage(sdk, response.getResult().getOutput().getText(), response));
            }
            return sameText(texts);
        });
    }

    /** The one text every call returned, or the first that differs (which fails the harness's check). */
    static String sameText(List<String> texts) {
        return texts.stream().filter(t -> !Objects.equals(t, texts.get(0))).findFirst().orElse(texts.get(0));
    }

    private static String usage(SdkCase sdk, String text, ChatResponse response) {
        Usage usage = response.getMetadata().getUsage();
        return sdk.checkUsage(text, usage.getPromptTokens(), usage.getCompletionTokens());
    }

    private static OpenAiChatOptions.Builder options(SdkCase sdk) {
        return OpenAiChatOptions.builder().baseUrl(sdk.baseUrl() + "/v1").apiKey(sdk.apiKey()).model(sdk.model("gpt-4.1-mini"))
                .maxCompletionTokens(sdk.maxTokens()).timeout(Duration.ofSeconds(10)).maxRetries(0);
    }

    private static OpenAiChatModel model(OpenAiChatOptions options) {
        return OpenAiChatModel.builder().options(options).build();
    }
}
