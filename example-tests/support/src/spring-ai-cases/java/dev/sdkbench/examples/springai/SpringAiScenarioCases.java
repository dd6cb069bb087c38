package dev.sdkbench.examples.springai;

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
import org.springframework.ai.chat.model.ChatModel;
import org.springframework.ai.chat.model.ChatResponse;
import org.springframework.ai.chat.prompt.Prompt;
import org.springframework.ai.converter.BeanOutputConverter;
import org.springframework.ai.tool.ToolCallback;
import org.springframework.ai.tool.function.FunctionToolCallback;

import tools.jackson.databind.json.JsonMapper;

import dev.sdkbench.fixture.scenario.ScenarioText;
import dev.sdkbench.junit.ClientCase;
import dev.sdkbench.junit.Scenario;
import dev.sdkbench.junit.SdkCase;

/**
 * The scenario cases of a Spring AI {@code ChatModel}, the same for every provider, since the API
 * is: the tool as a {@code FunctionToolCallback} over a Java function, the schema from
 * {@code BeanOutputConverter} as the output schema, history as Spring AI messages. Spring AI 2's
 * chat model returns tool calls instead of running them, so the agent loop runs the callback and
 * sends its result back itself. A module's {@code @SdkBenchmark} class extends this, builds its
 * model and adds what differs (the retry, the hedged call); each Spring AI module compiles this
 * source into its own test classes (build-helper's {@code add-test-source}), so its forks find it.
 * Tool arguments are read with the Jackson 3 that Spring AI 2 ships.
 */
public abstract class SpringAiScenarioCases {

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

    /**
     * The provider's chat model pointed at the fixture, retries off.
     *
     * @param tools        the tools to declare, none for a plain call
     * @param outputSchema the output schema to send, or {@code null}
     */
    protected abstract ChatModel model(SdkCase sdk, List<ToolCallback> tools, String outputSchema);

    protected ChatModel model(SdkCase sdk) {
        return model(sdk, List.of(), null);
    }

    public static ToolCallback getWeather() {
        return FunctionToolCallback.builder(ScenarioText.TOOL_NAME, (GetWeather arguments) -> {
            if (!ScenarioText.CITY.equals(arguments.city)) {
                throw new IllegalStateException("the tool was called for " + arguments.city);
            }
            return ScenarioText.TOOL_RESULT;
        }).description(ScenarioText.TOOL_DESCRIPTION).inputType(GetWeather.class).build();
    }

    @ClientCase(scenario = Scenario.FUNCTION_CALLING)
    public void functionCalling(SdkCase sdk) {
        ChatModel model = model(sdk, List.of(getWeather()), null);
        Prompt prompt = new Prompt(sdk.prompt());
        sdk.measure(() -> {
            ChatResponse response = model.call(prompt);
            AssistantMessage.ToolCall call = response.getResult().getOutput().getToolCalls().get(0);
            GetWeather arguments = JSON.readValue(call.arguments(), GetWeather.class);
            return usage(sdk, call.name() + "(" + arguments.city + ", " + arguments.unit + ")", response);
        });
    }

    @ClientCase(scenario = Scenario.STRUCTURED_OUTPUT)
    public void structuredOutput(SdkCase sdk) {
        BeanOutputConverter<Languages> converter = new BeanOutputConverter<>(Languages.class);
        ChatModel model = model(sdk, List.of(), converter.getJsonSchema());
        Prompt prompt = new Prompt(sdk.prompt());
        sdk.measure(() -> converter.convert(model.call(prompt).getResult().getOutput().getText()).languages.stream()
                .map(l -> l.name + " " + l.year).collect(Collectors.joining(", ")));
    }

    @ClientCase(scenario = Scenario.MULTI_TURN)
    public void multiTurn(SdkCase sdk) {
        ChatModel model = model(sdk);
        UserMessage question = new UserMessage(sdk.prompt());
        Prompt first = new Prompt(question);
        sdk.measure(() -> {
            AssistantMessage answer = model.call(first).getResult().getOutput();
            ChatResponse second = model.call(new Prompt(List.of(question, answer, new UserMessage(ScenarioText.SECOND_PROMPT))));
            return usage(sdk, second.getResult().getOutput().getText(), second);
        });
    }

    @ClientCase(scenario = Scenario.AGENT_LOOP)
    public void agentLoop(SdkCase sdk) {
        ToolCallback tool = getWeather();
        ChatModel model = model(sdk, List.of(tool), null);
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

    @ClientCase(scenario = Scenario.RAPID_FIRE)
    public void rapidFire(SdkCase sdk) {
        ChatModel model = model(sdk);
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
     * Three calls at once, then all three answers. A Spring AI 2.0.1 {@code ChatModel} has no
     * concurrent non-streaming call: {@code call(Prompt)} blocks, and its reactive API,
     * {@code stream(Prompt)}, sends a streamed request. So the case runs the three blocking calls on
     * three threads of its own, started by the first (warmup) call and reused, so that no timed call
     * pays for a thread: the figure is what the model and its HTTP client's connection pool add.
     */
    @ClientCase(scenario = Scenario.PARALLEL)
    public void parallel(SdkCase sdk) {
        ChatModel model = model(sdk);
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
    public static String sameText(List<String> texts) {
        return texts.stream().filter(t -> !Objects.equals(t, texts.get(0))).findFirst().orElse(texts.get(0));
    }

    /** The text when the response's usage is the fixture's (see {@link SdkCase#checkUsage}). */
    public static String usage(SdkCase sdk, String text, ChatResponse response) {
        Usage usage = response.getMetadata().getUsage();
        return sdk.checkUsage(text, usage.getPromptTokens(), usage.getCompletionTokens());
    }
}
