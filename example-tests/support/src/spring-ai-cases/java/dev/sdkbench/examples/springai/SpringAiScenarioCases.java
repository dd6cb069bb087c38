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
import org.springframework.ai.chat.model.Generation;
import org.springframework.ai.chat.prompt.Prompt;
import org.springframework.ai.converter.BeanOutputConverter;
import org.springframework.ai.tool.ToolCallback;
import org.springframework.ai.tool.function.FunctionToolCallback;
import org.springframework.ai.util.json.JsonParser;

import dev.sdkbench.fixture.scenario.ScenarioText;
import dev.sdkbench.junit.ClientCase;
import dev.sdkbench.junit.Scenario;
import dev.sdkbench.junit.SdkCase;
import dev.sdkbench.junit.Startup;
import dev.sdkbench.junit.Steady;

/**
 * The scenario cases of a Spring AI {@code ChatModel}, the same for every provider, since the API
 * is: the tool as a {@code FunctionToolCallback} over a Java function, the schema from
 * {@code BeanOutputConverter} as the output schema, history as Spring AI messages. Spring AI 2's
 * chat models return tool calls instead of running them (a 1.x model is told to), so the agent loop
 * runs the callback and sends its result back itself. It compiles against Spring AI 2 and 1.1
 * alike (the Bedrock module runs on 1.1.2). A module's {@code @SdkBenchmark} class extends this, builds its
 * model from an {@link Ask}, and adds the hedged case, whose verdict is the provider's. Each Spring
 * AI module compiles this source into its own test classes (build-helper's
 * {@code add-test-source}), so the forks of every module find it beside their benchmark class.
 */
public abstract class SpringAiScenarioCases {

    /** What a case asks of the model beyond the fixture's address, the model name and the output limit. */
    protected record Ask(int maxRetries, ToolCallback tool, String outputSchema) {

        /** A plain model, retries off. */
        public static final Ask PLAIN = new Ask(0, null, null);

        public static Ask withTool(ToolCallback tool) {
            return new Ask(0, tool, null);
        }

        public static Ask withOutputSchema(String schema) {
            return new Ask(0, null, schema);
        }

        public static Ask withRetries(int maxRetries) {
            return new Ask(maxRetries, null, null);
        }
    }

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

    /** The provider's chat model pointed at the fixture, with what the case asks (a tool or schema left {@code null} is not sent). */
    protected abstract ChatModel model(SdkCase sdk, Ask ask);

    /** The {@code get_weather} tool over a Java function, which refuses any city but the scenario's. */
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
        ChatModel model = model(sdk, Ask.withTool(getWeather()));
        Prompt prompt = new Prompt(sdk.prompt());
        sdk.measure(() -> {
            ChatResponse response = model.call(prompt);
            AssistantMessage.ToolCall call = toolCalling(response).getToolCalls().get(0);
            // Spring AI's own parser, as its tool callbacks use: Jackson 3 in Spring AI 2, Jackson 2 in 1.x (Bedrock's module).
            GetWeather arguments = JsonParser.fromJson(call.arguments(), GetWeather.class);
            return usage(sdk, call.name() + "(" + arguments.city + ", " + arguments.unit + ")", response);
        });
    }

    @ClientCase(scenario = Scenario.STRUCTURED_OUTPUT)
    public void structuredOutput(SdkCase sdk) {
        BeanOutputConverter<Languages> converter = new BeanOutputConverter<>(Languages.class);
        ChatModel model = model(sdk, Ask.withOutputSchema(converter.getJsonSchema()));
        Prompt prompt = new Prompt(sdk.prompt());
        sdk.measure(() -> converter.convert(model.call(prompt).getResult().getOutput().getText()).languages.stream()
                .map(l -> l.name + " " + l.year).collect(Collectors.joining(", ")));
    }

    @ClientCase(scenario = Scenario.MULTI_TURN)
    public void multiTurn(SdkCase sdk) {
        ChatModel model = model(sdk, Ask.PLAIN);
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
        ChatModel model = model(sdk, Ask.withTool(tool));
        UserMessage question = new UserMessage(sdk.prompt());
        Prompt ask = new Prompt(question);
        sdk.measure(() -> {
            AssistantMessage step = toolCalling(model.call(ask));
            AssistantMessage.ToolCall call = step.getToolCalls().get(0);
            ToolResponseMessage result = ToolResponseMessage.builder().responses(List.of(
                    new ToolResponseMessage.ToolResponse(call.id(), call.name(), tool.call(call.arguments())))).build();
            ChatResponse answer = model.call(new Prompt(List.of(question, step, result)));
            return usage(sdk, answer.getResult().getOutput().getText(), answer);
        });
    }

    /**
     * The retry path with the client's retries on (one retry). Few calls, as each waits for the
     * fixture's advertised 50 ms (or the client's own backoff); the counts cap the run's, and no
     * steady block.
     */
    @ClientCase(scenario = Scenario.RETRY)
    @Startup(warmup = 2, requests = 5)
    @Steady(forks = 0)
    public void retry(SdkCase sdk) {
        ChatModel model = model(sdk, Ask.withRetries(1));
        Prompt prompt = new Prompt(sdk.prompt());
        sdk.measure(() -> {
            ChatResponse response = model.call(prompt);
            return usage(sdk, response.getResult().getOutput().getText(), response);
        });
    }

    @ClientCase(scenario = Scenario.RAPID_FIRE)
    public void rapidFire(SdkCase sdk) {
        ChatModel model = model(sdk, Ask.PLAIN);
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
     * Three calls at once, then all three answers. A Spring AI {@code ChatModel} has no concurrent
     * non-streaming call: {@code call(Prompt)} blocks, and its reactive API, {@code stream(Prompt)},
     * sends a streamed request. So the case runs the three blocking calls on three threads of its
     * own, started by the first (warmup) call and reused, so that no timed call pays for a thread:
     * the figure is what the model and its HTTP client's connection pool add.
     */
    @ClientCase(scenario = Scenario.PARALLEL)
    public void parallel(SdkCase sdk) {
        ChatModel model = model(sdk, Ask.PLAIN);
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

    /**
     * The assistant message that carries the tool calls: the first generation's for most models. Spring
     * AI's Bedrock model puts them in a generation of their own after the text's, or after an empty
     * one when the reply has no text, so {@code getResult()} does not hold them there.
     */
    static AssistantMessage toolCalling(ChatResponse response) {
        return response.getResults().stream().map(Generation::getOutput).filter(m -> !m.getToolCalls().isEmpty())
                .findFirst().orElse(response.getResult().getOutput());
    }

    /** The one text every call returned, or the first that differs (which fails the harness's check). */
    static String sameText(List<String> texts) {
        return texts.stream().filter(t -> !Objects.equals(t, texts.get(0))).findFirst().orElse(texts.get(0));
    }

    /** The text, or why the usage is not the recording's. */
    public static String usage(SdkCase sdk, String text, ChatResponse response) {
        Usage usage = response.getMetadata().getUsage();
        return sdk.checkUsage(text, usage.getPromptTokens(), usage.getCompletionTokens());
    }

    /** A streamed chunk's text; a chunk with no generation (usage only) has none. */
    public static String text(ChatResponse response) {
        return response.getResult() == null ? null : response.getResult().getOutput().getText();
    }
}
