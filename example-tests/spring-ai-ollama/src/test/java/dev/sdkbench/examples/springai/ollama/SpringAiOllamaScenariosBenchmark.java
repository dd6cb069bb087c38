package dev.sdkbench.examples.springai.ollama;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Tag;
import org.springframework.ai.chat.messages.AssistantMessage;
import org.springframework.ai.chat.messages.ToolResponseMessage;
import org.springframework.ai.chat.messages.UserMessage;
import org.springframework.ai.chat.metadata.Usage;
import org.springframework.ai.chat.model.ChatResponse;
import org.springframework.ai.chat.prompt.Prompt;
import org.springframework.ai.converter.BeanOutputConverter;
import org.springframework.ai.ollama.OllamaChatModel;
import org.springframework.ai.ollama.api.OllamaApi;
import org.springframework.ai.ollama.api.OllamaChatOptions;
import org.springframework.ai.tool.ToolCallback;
import org.springframework.ai.tool.function.FunctionToolCallback;
import org.springframework.core.retry.RetryPolicy;
import org.springframework.core.retry.RetryTemplate;

import reactor.core.publisher.Flux;
import tools.jackson.databind.json.JsonMapper;

import dev.sdkbench.fixture.scenario.ScenarioText;
import dev.sdkbench.junit.ClientCase;
import dev.sdkbench.junit.Dialect;
import dev.sdkbench.junit.Scenario;
import dev.sdkbench.junit.SdkBenchmark;
import dev.sdkbench.junit.SdkCase;
import dev.sdkbench.junit.Unsupported;

/**
 * Spring AI's OllamaChatModel in the scenarios: the tool as a {@code FunctionToolCallback} over a
 * Java function, the schema from {@code BeanOutputConverter} as Ollama's {@code format}, history as
 * Spring AI messages. Spring AI 2's chat model returns tool calls instead of running them, so the
 * agent loop runs the callback and sends its result back itself. Tool arguments are read with the
 * Jackson 3 that Spring AI ships.
 */
@Tag("scenarios")
@SdkBenchmark(dialect = Dialect.OLLAMA)
class SpringAiOllamaScenariosBenchmark {

    private static final JsonMapper JSON = JsonMapper.builder().build();

    /** The {@code get_weather} tool's arguments. */
    public static class GetWeather {
        public enum Unit { celsius, fahrenheit }

        public String city;
        public Unit unit;
    }

    /** The structured-output reply. */
    public static class Languages {
        public List<Language> languages;

        /** One language. */
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
        OllamaChatModel model = model(sdk, options(sdk).toolCallbacks(getWeather()).build());
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
        OllamaChatModel model = model(sdk, options(sdk).outputSchema(converter.getJsonSchema()).build());
        Prompt prompt = new Prompt(sdk.prompt());
        sdk.measure(() -> converter.convert(model.call(prompt).getResult().getOutput().getText()).languages.stream()
                .map(l -> l.name + " " + l.year).collect(Collectors.joining(", ")));
    }

    @ClientCase(scenario = Scenario.MULTI_TURN)
    void multiTurn(SdkCase sdk) {
        OllamaChatModel model = model(sdk, options(sdk).build());
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
        OllamaChatModel model = model(sdk, options(sdk).toolCallbacks(tool).build());
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
     * The retry path with one retry, through Spring AI's own retry template. Its default would never
     * resend the 429: the error handler makes every 4xx a {@code NonTransientAiException}, and the
     * default policy retries only {@code TransientAiException} (5xx) and connection failures. So the
     * case gives the template a policy of its own: one retry of any failure after a fixed 50 ms, the
     * fixture's advertised wait, since Spring AI reads no {@code retry-after}. Few calls, as each
     * waits; the counts cap the run's, and no steady block.
     */
    @ClientCase(scenario = Scenario.RETRY, warmup = 2, requests = 5, steadyForks = 0)
    void retry(SdkCase sdk) {
        RetryTemplate oneRetry = new RetryTemplate(RetryPolicy.builder().maxRetries(1).delay(Duration.ofMillis(50)).build());
        OllamaChatModel model = OllamaChatModel.builder().ollamaApi(OllamaApi.builder().baseUrl(sdk.baseUrl()).build())
                .options(options(sdk).build()).retryTemplate(oneRetry).build();
        Prompt prompt = new Prompt(sdk.prompt());
        sdk.measure(() -> {
            ChatResponse response = model.call(prompt);
            return usage(sdk, response.getResult().getOutput().getText(), response);
        });
    }

    @ClientCase(scenario = Scenario.RAPID_FIRE)
    void rapidFire(SdkCase sdk) {
        OllamaChatModel model = model(sdk, options(sdk).build());
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
     * connection. A streaming call, so it is measured as one. It does not (measured 2026-12-01,
     * quick run: 13 of 13 losers still open 1 s after the winner's answer, closed by the fixture,
     * none resent): unsupported until it does; without the annotation the case measures it again.
     */
    @ClientCase(scenario = Scenario.HEDGED, stream = true)
    @Unsupported("Spring AI 2.0.1's Ollama client cannot cancel a call in flight: cancelling the subscription of"
            + " model.stream()'s Flux (Flux.firstWithSignal cancels the loser) leaves WebClient's exchange on the JDK"
            + " HttpClient running and its connection open (13 of 13 losers still open 1 s after the winner's answer)")
    void hedgedStream(SdkCase sdk) {
        OllamaChatModel model = model(sdk, options(sdk).build());
        Prompt prompt = new Prompt(sdk.prompt());
        sdk.measureStream(deltas -> Flux.firstWithSignal(model.stream(prompt), model.stream(prompt))
                .doOnNext(response -> deltas.accept(response.getResult() == null ? null : response.getResult().getOutput().getText()))
                .blockLast(Duration.ofSeconds(10)));
    }

    /**
     * Three calls at once, then all three answers. {@code call(Prompt)} blocks, and the reactive
     * {@code stream(Prompt)} sends a streamed request, so the case runs the three blocking calls on
     * three threads of its own, started by the first (warmup) call and reused, so that no timed call
     * pays for a thread: the figure is what the model and its RestClient add.
     */
    @ClientCase(scenario = Scenario.PARALLEL)
    void parallel(SdkCase sdk) {
        OllamaChatModel model = model(sdk, options(sdk).build());
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

    private static OllamaChatOptions.Builder options(SdkCase sdk) {
        return OllamaChatOptions.builder().model(sdk.model("llama3.2")).numPredict(sdk.maxTokens());
    }

    private static OllamaChatModel model(SdkCase sdk, OllamaChatOptions options) {
        return SpringAiOllamaModels.model(sdk.baseUrl(), options);
    }
}
