package dev.sdkbench.examples.langchain4j;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

import com.fasterxml.jackson.databind.ObjectMapper;

import dev.langchain4j.agent.tool.ToolExecutionRequest;
import dev.langchain4j.agent.tool.ToolSpecification;
import dev.langchain4j.data.message.AiMessage;
import dev.langchain4j.data.message.ToolExecutionResultMessage;
import dev.langchain4j.data.message.UserMessage;
import dev.langchain4j.model.chat.ChatModel;
import dev.langchain4j.model.chat.request.ChatRequest;
import dev.langchain4j.model.chat.request.ResponseFormat;
import dev.langchain4j.model.chat.request.ResponseFormatType;
import dev.langchain4j.model.chat.request.json.JsonArraySchema;
import dev.langchain4j.model.chat.request.json.JsonObjectSchema;
import dev.langchain4j.model.chat.request.json.JsonSchema;
import dev.langchain4j.model.chat.response.ChatResponse;
import dev.sdkbench.fixture.scenario.ScenarioText;
import dev.sdkbench.junit.ClientCase;
import dev.sdkbench.junit.Scenario;
import dev.sdkbench.junit.SdkCase;
import dev.sdkbench.junit.Startup;
import dev.sdkbench.junit.Steady;
import dev.sdkbench.junit.Unsupported;

/**
 * The scenario cases of a LangChain4j {@code ChatModel}, the same for every provider, since the
 * API is: the tool as a {@code ToolSpecification}, the schema as a {@code ResponseFormat}, history
 * as LangChain4j messages. A module's {@code @SdkBenchmark} class extends this and builds its
 * model. Each LangChain4j module compiles this source into its own test classes (build-helper's
 * {@code add-test-source}), so the forks of every module find it beside their benchmark class.
 * Replies that carry JSON are read with the Jackson LangChain4j ships.
 */
public abstract class LangChain4jScenarioCases {

    private static final ObjectMapper JSON = new ObjectMapper();

    static final ToolSpecification GET_WEATHER = ToolSpecification.builder().name(ScenarioText.TOOL_NAME)
            .description(ScenarioText.TOOL_DESCRIPTION)
            .parameters(JsonObjectSchema.builder().addStringProperty("city", "The city name")
                    .addEnumProperty("unit", List.of("celsius", "fahrenheit")).required("city", "unit").build())
            .build();

    static final ResponseFormat LANGUAGES = ResponseFormat.builder().type(ResponseFormatType.JSON)
            .jsonSchema(JsonSchema.builder().name(ScenarioText.LANGUAGES_SCHEMA_NAME).rootElement(JsonObjectSchema.builder()
                    .addProperty("languages", JsonArraySchema.builder().items(JsonObjectSchema.builder()
                            .addStringProperty("name").addIntegerProperty("year").required("name", "year").build()).build())
                    .required("languages").build()).build())
            .build();

    /** The {@code get_weather} tool's arguments. */
    public static class GetWeather {
        public String city;
        public String unit;
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

    /** The provider's chat model, retries off, pointed at the fixture. */
    protected abstract ChatModel model(SdkCase sdk);

    /** The same model with {@code maxRetries} retries (LangChain4j's default is 2). */
    protected abstract ChatModel model(SdkCase sdk, int maxRetries);

    @ClientCase(scenario = Scenario.HEDGED)
    @Unsupported("LangChain4j's chat API (1.19.0; 1.18.1 for Ollama) cannot cancel a call before it answers: ChatModel.chat"
            + " blocks with no handle, and the streaming API's only cancel, the experimental StreamingHandle, reaches the handler with the first"
            + " partial response (Partial{Response,Thinking,ToolCall}Context), which a hedged call's loser never sends")
    public void hedged(SdkCase sdk) {
    }

    @ClientCase(scenario = Scenario.FUNCTION_CALLING)
    public void functionCalling(SdkCase sdk) {
        ChatModel model = model(sdk);
        ChatRequest request = ChatRequest.builder().messages(UserMessage.from(sdk.prompt())).toolSpecifications(GET_WEATHER).build();
        sdk.measure(() -> {
            ChatResponse response = model.chat(request);
            ToolExecutionRequest call = response.aiMessage().toolExecutionRequests().get(0);
            GetWeather arguments = JSON.readValue(call.arguments(), GetWeather.class);
            return usage(sdk, call.name() + "(" + arguments.city + ", " + arguments.unit + ")", response);
        });
    }

    @ClientCase(scenario = Scenario.STRUCTURED_OUTPUT)
    public void structuredOutput(SdkCase sdk) {
        ChatModel model = model(sdk);
        ChatRequest request = ChatRequest.builder().messages(UserMessage.from(sdk.prompt())).responseFormat(LANGUAGES).build();
        sdk.measure(() -> JSON.readValue(model.chat(request).aiMessage().text(), Languages.class).languages.stream()
                .map(l -> l.name + " " + l.year).collect(Collectors.joining(", ")));
    }

    @ClientCase(scenario = Scenario.MULTI_TURN)
    public void multiTurn(SdkCase sdk) {
        ChatModel model = model(sdk);
        UserMessage question = UserMessage.from(sdk.prompt());
        ChatRequest first = ChatRequest.builder().messages(question).build();
        sdk.measure(() -> {
            AiMessage answer = model.chat(first).aiMessage();
            ChatResponse second = model.chat(ChatRequest.builder()
                    .messages(question, answer, UserMessage.from(ScenarioText.SECOND_PROMPT)).build());
            return usage(sdk, second.aiMessage().text(), second);
        });
    }

    @ClientCase(scenario = Scenario.AGENT_LOOP)
    public void agentLoop(SdkCase sdk) {
        ChatModel model = model(sdk);
        UserMessage question = UserMessage.from(sdk.prompt());
        ChatRequest ask = ChatRequest.builder().messages(question).toolSpecifications(GET_WEATHER).build();
        sdk.measure(() -> {
            AiMessage step = model.chat(ask).aiMessage();
            ToolExecutionRequest call = step.toolExecutionRequests().get(0);
            GetWeather arguments = JSON.readValue(call.arguments(), GetWeather.class);
            if (!ScenarioText.CITY.equals(arguments.city)) {
                throw new IllegalStateException("the tool was called for " + arguments.city);
            }
            ChatResponse answer = model.chat(ChatRequest.builder().messages(question, step,
                    ToolExecutionResultMessage.from(call, ScenarioText.TOOL_RESULT)).toolSpecifications(GET_WEATHER).build());
            return usage(sdk, answer.aiMessage().text(), answer);
        });
    }

    /**
     * The retry path with one retry: LangChain4j ignores the 429's {@code retry-after} and waits its
     * own backoff (about 0.5 s, not configurable through the model's builder), so this case makes
     * fewer calls than the others; its counts cap the run's, and it has no steady block.
     */
    @ClientCase(scenario = Scenario.RETRY)
    @Startup(warmup = 1, requests = 3)
    @Steady(forks = 0)
    public void retry(SdkCase sdk) {
        ChatModel model = model(sdk, 1);
        ChatRequest request = ChatRequest.builder().messages(UserMessage.from(sdk.prompt())).build();
        sdk.measure(() -> {
            ChatResponse response = model.chat(request);
            return usage(sdk, response.aiMessage().text(), response);
        });
    }

    @ClientCase(scenario = Scenario.RAPID_FIRE)
    public void rapidFire(SdkCase sdk) {
        ChatModel model = model(sdk);
        ChatRequest request = ChatRequest.builder().messages(UserMessage.from(sdk.prompt())).build();
        sdk.measure(() -> {
            List<String> texts = new ArrayList<>();
            for (int i = 0; i < ScenarioText.RAPID_FIRE_CALLS; i++) {
                ChatResponse response = model.chat(request);
                texts.add(usage(sdk, response.aiMessage().text(), response));
            }
            return sameText(texts);
        });
    }

    /**
     * Three calls at once, then all three answers. LangChain4j's {@code ChatModel} only blocks (1.19.0
     * has no async chat call; its async API is the streaming model), so the case runs the three
     * blocking calls on three threads of its own, started by the first (warmup) call and reused, so
     * that no timed call pays for a thread: the figure is what the model and its JDK HttpClient's
     * connection pool add.
     */
    @ClientCase(scenario = Scenario.PARALLEL)
    public void parallel(SdkCase sdk) {
        ChatModel model = model(sdk);
        ChatRequest request = ChatRequest.builder().messages(UserMessage.from(sdk.prompt())).build();
        ExecutorService callers = Executors.newFixedThreadPool(ScenarioText.PARALLEL_CALLS);
        sdk.measure(() -> {
            List<Future<ChatResponse>> calls = new ArrayList<>();
            for (int i = 0; i < ScenarioText.PARALLEL_CALLS; i++) {
                calls.add(callers.submit(() -> model.chat(request)));
            }
            List<String> texts = new ArrayList<>();
            for (Future<ChatResponse> call : calls) {
                ChatResponse response = call.get(10, TimeUnit.SECONDS);
                texts.add(usage(sdk, response.aiMessage().text(), response));
            }
            return sameText(texts);
        });
    }

    /** The one text every call returned, or the first that differs (which fails the harness's check). */
    static String sameText(List<String> texts) {
        return texts.stream().filter(t -> !Objects.equals(t, texts.get(0))).findFirst().orElse(texts.get(0));
    }

    private static String usage(SdkCase sdk, String text, ChatResponse response) {
        return sdk.checkUsage(text, response.tokenUsage().inputTokenCount(), response.tokenUsage().outputTokenCount());
    }
}
