package dev.sdkbench.examples.genai;

import org.junit.jupiter.api.Tag;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.Map;
import java.util.stream.Collectors;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.google.genai.Client;
import com.google.genai.types.Content;
import com.google.genai.types.FunctionCall;
import com.google.genai.types.FunctionDeclaration;
import com.google.genai.types.FunctionResponse;
import com.google.genai.types.GenerateContentConfig;
import com.google.genai.types.GenerateContentResponse;
import com.google.genai.types.GenerateContentResponseUsageMetadata;
import com.google.genai.types.HttpOptions;
import com.google.genai.types.HttpRetryOptions;
import com.google.genai.types.Part;
import com.google.genai.types.Schema;
import com.google.genai.types.Tool;

import dev.sdkbench.fixture.scenario.ScenarioText;
import dev.sdkbench.fixture.scenario.Scenarios;
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
 * google-genai in the scenarios: the tool and the response schema as the SDK's {@code Schema},
 * history resent as its {@code Content}. The SDK returns structured replies as text, so the case
 * parses them with the Jackson the SDK ships.
 */
@Tag("scenarios")
@SdkBenchmark(dialect = Dialect.GEMINI)
class GoogleGenAiScenariosBenchmark {

    private static final ObjectMapper JSON = new ObjectMapper();

    static final Tool GET_WEATHER = Tool.builder().functionDeclarations(FunctionDeclaration.builder()
            .name(ScenarioText.TOOL_NAME).description(ScenarioText.TOOL_DESCRIPTION)
            .parameters(Schema.builder().type("OBJECT").properties(Map.of(
                    "city", Schema.builder().type("STRING").description("The city name").build(),
                    "unit", Schema.builder().type("STRING").enum_("celsius", "fahrenheit").build()))
                    .required("city", "unit"))
            .build()).build();

    static final Schema LANGUAGES = Schema.builder().type("OBJECT").properties(Map.of("languages", Schema.builder().type("ARRAY")
            .items(Schema.builder().type("OBJECT").properties(Map.of(
                    "name", Schema.builder().type("STRING").build(),
                    "year", Schema.builder().type("INTEGER").build())).required("name", "year")).build()))
            .required("languages").build();

    /** The structured-output reply. */
    public static class Languages {
        public List<Language> languages;

        public static class Language {
            public String name;
            public int year;
        }
    }

    @ClientCase(scenario = Scenario.FUNCTION_CALLING)
    void functionCalling(SdkCase sdk) {
        Client client = client(sdk);
        GenerateContentConfig config = GenerateContentConfig.builder().maxOutputTokens(sdk.maxTokens()).tools(GET_WEATHER).build();
        String model = sdk.model("gemini-2.5-flash");
        sdk.measure(() -> {
            GenerateContentResponse response = client.models.generateContent(model, sdk.prompt(), config);
            FunctionCall call = response.functionCalls().get(0);
            Map<String, Object> args = call.args().orElseThrow();
            return usage(sdk, call.name().orElseThrow() + "(" + args.get("city") + ", " + args.get("unit") + ")", response);
        });
    }

    @ClientCase(scenario = Scenario.STRUCTURED_OUTPUT)
    void structuredOutput(SdkCase sdk) {
        Client client = client(sdk);
        GenerateContentConfig config = GenerateContentConfig.builder().maxOutputTokens(sdk.maxTokens())
                .responseMimeType("application/json").responseSchema(LANGUAGES).build();
        String model = sdk.model("gemini-2.5-flash");
        sdk.measure(() -> JSON.readValue(client.models.generateContent(model, sdk.prompt(), config).text(), Languages.class)
                .languages.stream().map(l -> l.name + " " + l.year).collect(Collectors.joining(", ")));
    }

    @ClientCase(scenario = Scenario.MULTI_TURN)
    void multiTurn(SdkCase sdk) {
        Client client = client(sdk);
        GenerateContentConfig config = GenerateContentConfig.builder().maxOutputTokens(sdk.maxTokens()).build();
        String model = sdk.model("gemini-2.5-flash");
        Content question = user(Part.fromText(sdk.prompt()));
        sdk.measure(() -> {
            GenerateContentResponse answer = client.models.generateContent(model, List.of(question), config);
            GenerateContentResponse second = client.models.generateContent(model, List.of(question, reply(answer),
                    user(Part.fromText(ScenarioText.SECOND_PROMPT))), config);
            return usage(sdk, second.text(), second);
        });
    }

    @ClientCase(scenario = Scenario.AGENT_LOOP)
    void agentLoop(SdkCase sdk) {
        Client client = client(sdk);
        GenerateContentConfig config = GenerateContentConfig.builder().maxOutputTokens(sdk.maxTokens()).tools(GET_WEATHER).build();
        String model = sdk.model("gemini-2.5-flash");
        Content question = user(Part.fromText(sdk.prompt()));
        sdk.measure(() -> {
            GenerateContentResponse step = client.models.generateContent(model, List.of(question), config);
            FunctionCall call = step.functionCalls().get(0);
            if (!ScenarioText.CITY.equals(call.args().orElseThrow().get("city"))) {
                throw new IllegalStateException("the tool was called for " + call.args());
            }
            Map<String, Object> result = JSON.readValue(ScenarioText.TOOL_RESULT, Map.class);
            FunctionResponse.Builder response = FunctionResponse.builder().name(call.name().orElseThrow()).response(result);
            call.id().ifPresent(response::id);
            GenerateContentResponse answer = client.models.generateContent(model, List.of(question, reply(step),
                    user(Part.builder().functionResponse(response.build()).build())), config);
            return usage(sdk, answer.text(), answer);
        });
    }

    @ClientCase(scenario = Scenario.RAPID_FIRE)
    void rapidFire(SdkCase sdk) {
        Client client = client(sdk);
        GenerateContentConfig config = GenerateContentConfig.builder().maxOutputTokens(sdk.maxTokens()).build();
        String model = sdk.model("gemini-2.5-flash");
        sdk.measure(() -> {
            List<String> texts = new ArrayList<>();
            for (int i = 0; i < ScenarioText.RAPID_FIRE_CALLS; i++) {
                GenerateContentResponse response = client.models.generateContent(model, sdk.prompt(), config);
                texts.add(usage(sdk, response.text(), response));
            }
            return sameText(texts);
        });
    }

    /** Three calls at once through the SDK's own async models, then all three answers. */
    @ClientCase(scenario = Scenario.PARALLEL)
    void parallel(SdkCase sdk) {
        Client client = client(sdk);
        GenerateContentConfig config = GenerateContentConfig.builder().maxOutputTokens(sdk.maxTokens()).build();
        String model = sdk.model("gemini-2.5-flash");
        sdk.measure(() -> {
            List<CompletableFuture<GenerateContentResponse>> calls = new ArrayList<>();
            for (int i = 0; i < ScenarioText.PARALLEL_CALLS; i++) {
                calls.add(client.async.models.generateContent(model, sdk.prompt(), config));
            }
            List<String> texts = new ArrayList<>();
            for (CompletableFuture<GenerateContentResponse> call : calls) {
                GenerateContentResponse response = call.get(10, TimeUnit.SECONDS);
                texts.add(usage(sdk, response.text(), response));
            }
            return sameText(texts);
        });
    }

    /**
     * The retry path with the SDK's retries on (two attempts). google-genai ignores
     * {@code retry-after} and waits its own backoff, here set to the fixture's advertised 50 ms
     * without jitter (its default would wait about 1 s). Few calls; the counts cap the run's, and no
     * steady block.
     */
    @ClientCase(scenario = Scenario.RETRY)
    @Startup(warmup = 2, requests = 5)
    @Steady(forks = 0)
    void retry(SdkCase sdk) {
        Client client = Client.builder().apiKey(sdk.apiKey()).vertexAI(false)
                .httpOptions(HttpOptions.builder().baseUrl(sdk.baseUrl()).apiVersion("v1beta").timeout(10_000)
                        .retryOptions(HttpRetryOptions.builder().attempts(2)
                                .initialDelay(Scenarios.RETRY_AFTER.toMillis() / 1000.0).jitter(0.0).build()).build())
                .build();
        GenerateContentConfig config = GenerateContentConfig.builder().maxOutputTokens(sdk.maxTokens()).build();
        String model = sdk.model("gemini-2.5-flash");
        sdk.measure(() -> {
            GenerateContentResponse response = client.models.generateContent(model, sdk.prompt(), config);
            return usage(sdk, response.text(), response);
        });
    }

    /**
     * Two identical calls through the SDK's async models, the first answer taken and the other
     * one's own future cancelled ({@link Hedge#race}); the fixture checks that its connection closes.
     * It does not (measured 2026-11-30, quick run: 13 of 13 losers still open 1 s after the winner's
     * answer, closed by the fixture): unsupported until it does; without the annotation the case
     * measures it again.
     */
    @ClientCase(scenario = Scenario.HEDGED)
    @Unsupported("google-genai 2.0.0 cannot cancel a call in flight: cancelling the future client.async.models"
            + ".generateContent() returns leaves the request running and its connection open (13 of 13 losers still open"
            + " 1 s after the winner's answer)")
    void hedged(SdkCase sdk) {
        Client client = client(sdk);
        GenerateContentConfig config = GenerateContentConfig.builder().maxOutputTokens(sdk.maxTokens()).build();
        String model = sdk.model("gemini-2.5-flash");
        sdk.measure(() -> {
            GenerateContentResponse response = Hedge.race(() -> client.async.models.generateContent(model, sdk.prompt(), config));
            return usage(sdk, response.text(), response);
        });
    }

    /** The one text every call returned, or the first that differs (which fails the harness's check). */
    static String sameText(List<String> texts) {
        return texts.stream().filter(t -> !Objects.equals(t, texts.get(0))).findFirst().orElse(texts.get(0));
    }

    private static Content user(Part part) {
        return Content.builder().role("user").parts(part).build();
    }

    private static Content reply(GenerateContentResponse response) {
        return response.candidates().orElseThrow().get(0).content().orElseThrow();
    }

    private static String usage(SdkCase sdk, String text, GenerateContentResponse response) {
        GenerateContentResponseUsageMetadata usage = response.usageMetadata().orElseThrow();
        return sdk.checkUsage(text, usage.promptTokenCount().orElse(-1), usage.candidatesTokenCount().orElse(-1));
    }

    private static Client client(SdkCase sdk) {
        return Client.builder().apiKey(sdk.apiKey()).vertexAI(false)
                .httpOptions(HttpOptions.builder().baseUrl(sdk.baseUrl()).apiVersion("v1beta").timeout(10_000)
                        // The default is 5 attempts; one attempt means retries off.
                        .retryOptions(HttpRetryOptions.builder().attempts(1).build()).build())
                .build();
    }
}
