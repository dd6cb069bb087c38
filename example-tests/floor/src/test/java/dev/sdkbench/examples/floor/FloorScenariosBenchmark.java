package dev.sdkbench.examples.floor;

import org.junit.jupiter.api.Tag;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.StreamSupport;

import com.fasterxml.jackson.databind.JsonNode;

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
 * The scenarios' floor: per dialect, the least a Java client does for each scenario (JSON text put
 * together by hand, the JDK's HttpClient over HTTP/1.1, Jackson's tree for the reply).
 */
@Tag("scenarios")
@SdkBenchmark
class FloorScenariosBenchmark {

    @ClientCase(dialect = Dialect.CHAT, scenario = Scenario.FUNCTION_CALLING)
    void chatFunctionCalling(SdkCase sdk) {
        functionCalling(sdk, FloorWire.CHAT);
    }

    @ClientCase(dialect = Dialect.CHAT, scenario = Scenario.STRUCTURED_OUTPUT)
    void chatStructuredOutput(SdkCase sdk) {
        structuredOutput(sdk, FloorWire.CHAT);
    }

    @ClientCase(dialect = Dialect.CHAT, scenario = Scenario.MULTI_TURN)
    void chatMultiTurn(SdkCase sdk) {
        multiTurn(sdk, FloorWire.CHAT);
    }

    @ClientCase(dialect = Dialect.CHAT, scenario = Scenario.AGENT_LOOP)
    void chatAgentLoop(SdkCase sdk) {
        agentLoop(sdk, FloorWire.CHAT);
    }

    @ClientCase(dialect = Dialect.RESPONSES, scenario = Scenario.FUNCTION_CALLING)
    void responsesFunctionCalling(SdkCase sdk) {
        functionCalling(sdk, FloorWire.RESPONSES);
    }

    @ClientCase(dialect = Dialect.RESPONSES, scenario = Scenario.STRUCTURED_OUTPUT)
    void responsesStructuredOutput(SdkCase sdk) {
        structuredOutput(sdk, FloorWire.RESPONSES);
    }

    @ClientCase(dialect = Dialect.RESPONSES, scenario = Scenario.MULTI_TURN)
    void responsesMultiTurn(SdkCase sdk) {
        multiTurn(sdk, FloorWire.RESPONSES);
    }

    @ClientCase(dialect = Dialect.RESPONSES, scenario = Scenario.AGENT_LOOP)
    void responsesAgentLoop(SdkCase sdk) {
        agentLoop(sdk, FloorWire.RESPONSES);
    }

    @ClientCase(dialect = Dialect.ANTHROPIC, scenario = Scenario.FUNCTION_CALLING)
    void anthropicFunctionCalling(SdkCase sdk) {
        functionCalling(sdk, FloorWire.ANTHROPIC);
    }

    @ClientCase(dialect = Dialect.ANTHROPIC, scenario = Scenario.STRUCTURED_OUTPUT)
    void anthropicStructuredOutput(SdkCase sdk) {
        structuredOutput(sdk, FloorWire.ANTHROPIC);
    }

    @ClientCase(dialect = Dialect.ANTHROPIC, scenario = Scenario.MULTI_TURN)
    void anthropicMultiTurn(SdkCase sdk) {
        multiTurn(sdk, FloorWire.ANTHROPIC);
    }

    @ClientCase(dialect = Dialect.ANTHROPIC, scenario = Scenario.AGENT_LOOP)
    void anthropicAgentLoop(SdkCase sdk) {
        agentLoop(sdk, FloorWire.ANTHROPIC);
    }

    @ClientCase(dialect = Dialect.GEMINI, scenario = Scenario.FUNCTION_CALLING)
    void geminiFunctionCalling(SdkCase sdk) {
        functionCalling(sdk, FloorWire.GEMINI);
    }

    @ClientCase(dialect = Dialect.GEMINI, scenario = Scenario.STRUCTURED_OUTPUT)
    void geminiStructuredOutput(SdkCase sdk) {
        structuredOutput(sdk, FloorWire.GEMINI);
    }

    @ClientCase(dialect = Dialect.GEMINI, scenario = Scenario.MULTI_TURN)
    void geminiMultiTurn(SdkCase sdk) {
        multiTurn(sdk, FloorWire.GEMINI);
    }

    @ClientCase(dialect = Dialect.GEMINI, scenario = Scenario.AGENT_LOOP)
    void geminiAgentLoop(SdkCase sdk) {
        agentLoop(sdk, FloorWire.GEMINI);
    }

    @ClientCase(dialect = Dialect.OLLAMA, scenario = Scenario.FUNCTION_CALLING)
    void ollamaFunctionCalling(SdkCase sdk) {
        functionCalling(sdk, FloorWire.OLLAMA);
    }

    @ClientCase(dialect = Dialect.OLLAMA, scenario = Scenario.STRUCTURED_OUTPUT)
    void ollamaStructuredOutput(SdkCase sdk) {
        structuredOutput(sdk, FloorWire.OLLAMA);
    }

    @ClientCase(dialect = Dialect.OLLAMA, scenario = Scenario.MULTI_TURN)
    void ollamaMultiTurn(SdkCase sdk) {
        multiTurn(sdk, FloorWire.OLLAMA);
    }

    @ClientCase(dialect = Dialect.OLLAMA, scenario = Scenario.AGENT_LOOP)
    void ollamaAgentLoop(SdkCase sdk) {
        agentLoop(sdk, FloorWire.OLLAMA);
    }

    @ClientCase(dialect = Dialect.BEDROCK_CONVERSE, scenario = Scenario.FUNCTION_CALLING)
    void bedrockConverseFunctionCalling(SdkCase sdk) {
        functionCalling(sdk, FloorWire.BEDROCK_CONVERSE);
    }

    @ClientCase(dialect = Dialect.BEDROCK_CONVERSE, scenario = Scenario.STRUCTURED_OUTPUT)
    void bedrockConverseStructuredOutput(SdkCase sdk) {
        structuredOutput(sdk, FloorWire.BEDROCK_CONVERSE);
    }

    @ClientCase(dialect = Dialect.BEDROCK_CONVERSE, scenario = Scenario.MULTI_TURN)
    void bedrockConverseMultiTurn(SdkCase sdk) {
        multiTurn(sdk, FloorWire.BEDROCK_CONVERSE);
    }

    @ClientCase(dialect = Dialect.BEDROCK_CONVERSE, scenario = Scenario.AGENT_LOOP)
    void bedrockConverseAgentLoop(SdkCase sdk) {
        agentLoop(sdk, FloorWire.BEDROCK_CONVERSE);
    }

    @ClientCase(dialect = Dialect.RESPONSES, scenario = Scenario.RAPID_FIRE)
    void responsesRapidFire(SdkCase sdk) {
        rapidFire(sdk, FloorWire.RESPONSES);
    }

    @ClientCase(dialect = Dialect.RESPONSES, scenario = Scenario.PARALLEL)
    void responsesParallel(SdkCase sdk) {
        parallel(sdk, FloorWire.RESPONSES);
    }

    @ClientCase(dialect = Dialect.ANTHROPIC, scenario = Scenario.RAPID_FIRE)
    void anthropicRapidFire(SdkCase sdk) {
        rapidFire(sdk, FloorWire.ANTHROPIC);
    }

    @ClientCase(dialect = Dialect.ANTHROPIC, scenario = Scenario.PARALLEL)
    void anthropicParallel(SdkCase sdk) {
        parallel(sdk, FloorWire.ANTHROPIC);
    }

    @ClientCase(dialect = Dialect.GEMINI, scenario = Scenario.RAPID_FIRE)
    void geminiRapidFire(SdkCase sdk) {
        rapidFire(sdk, FloorWire.GEMINI);
    }

    @ClientCase(dialect = Dialect.GEMINI, scenario = Scenario.PARALLEL)
    void geminiParallel(SdkCase sdk) {
        parallel(sdk, FloorWire.GEMINI);
    }

    @ClientCase(dialect = Dialect.CHAT, scenario = Scenario.RAPID_FIRE)
    void chatRapidFire(SdkCase sdk) {
        rapidFire(sdk, FloorWire.CHAT);
    }

    @ClientCase(dialect = Dialect.CHAT, scenario = Scenario.PARALLEL)
    void chatParallel(SdkCase sdk) {
        parallel(sdk, FloorWire.CHAT);
    }

    @ClientCase(dialect = Dialect.CHAT, scenario = Scenario.RETRY)
    @Startup(warmup = 2, requests = 5)
    @Steady(forks = 0)
    void chatRetry(SdkCase sdk) {
        retry(sdk, FloorWire.CHAT);
    }

    /**
     * Two identical calls with the JDK client's {@code sendAsync}, the first answer taken and the
     * other exchange's own future cancelled ({@link Hedge#race}), which on JDK 16+ aborts it and
     * closes its connection.
     */
    @ClientCase(dialect = Dialect.CHAT, scenario = Scenario.HEDGED)
    void chatHedged(SdkCase sdk) {
        Poster poster = new Poster(sdk, FloorWire.CHAT);
        String body = FloorWire.CHAT.body(sdk, FloorWire.CHAT.user(sdk.prompt()), "");
        sdk.measure(() -> Poster.read(Hedge.race(() -> poster.send(body))).at(FloorWire.CHAT.text).asText());
    }

    /** The one text every call returned, or the first that differs (which fails the harness's check). */
    static String sameText(List<String> texts) {
        return texts.stream().filter(t -> !Objects.equals(t, texts.get(0))).findFirst().orElse(texts.get(0));
    }

    /**
     * The retry path's floor: on a 429, sleep what {@code retry-after-ms} (else {@code retry-after}
     * in seconds) advertises and send the same request once more. Few calls, as each waits 50 ms;
     * the counts cap the run's, and no steady block.
     */
    private static void retry(SdkCase sdk, FloorWire wire) {
        Poster poster = new Poster(sdk, wire);
        String body = wire.body(sdk, wire.user(sdk.prompt()), "");
        sdk.measure(() -> poster.postWithOneRetry(body).at(wire.text).asText());
    }

    private static void functionCalling(SdkCase sdk, FloorWire wire) {
        Poster poster = new Poster(sdk, wire);
        String body = wire.body(sdk, wire.user(sdk.prompt()), wire.tool());
        sdk.measure(() -> wire.call(poster.post(body)).describe());
    }

    private static void structuredOutput(SdkCase sdk, FloorWire wire) {
        Poster poster = new Poster(sdk, wire);
        String body = wire.structured(sdk, sdk.prompt());
        sdk.measure(() -> {
            JsonNode languages = wire.structuredAnswer(poster.post(body)).get("languages");
            return StreamSupport.stream(languages.spliterator(), false)
                    .map(l -> l.get("name").asText() + " " + l.get("year").asInt()).collect(Collectors.joining(", "));
        });
    }

    private static void multiTurn(SdkCase sdk, FloorWire wire) {
        Poster poster = new Poster(sdk, wire);
        String question = wire.user(sdk.prompt());
        String first = wire.body(sdk, question, "");
        String followUp = wire.user(ScenarioText.SECOND_PROMPT);
        sdk.measure(() -> {
            String answer = wire.answer(poster.post(first));
            return poster.post(wire.body(sdk, question + "," + answer + "," + followUp, "")).at(wire.text).asText();
        });
    }

    private static void agentLoop(SdkCase sdk, FloorWire wire) {
        Poster poster = new Poster(sdk, wire);
        String question = wire.user(sdk.prompt());
        String ask = wire.body(sdk, question, wire.tool());
        sdk.measure(() -> {
            JsonNode step = poster.post(ask);
            FloorWire.Call call = wire.call(step);
            if (!ScenarioText.CITY.equals(call.arguments().get("city").asText())) {
                throw new IllegalStateException("the tool was called with " + call.arguments());
            }
            String history = question + "," + wire.answer(step) + "," + wire.toolResult(call, ScenarioText.TOOL_RESULT);
            return poster.post(wire.body(sdk, history, wire.tool())).at(wire.text).asText();
        });
    }

    private static void rapidFire(SdkCase sdk, FloorWire wire) {
        Poster poster = new Poster(sdk, wire);
        String body = wire.body(sdk, wire.user(sdk.prompt()), "");
        sdk.measure(() -> {
            List<String> texts = new ArrayList<>();
            for (int i = 0; i < ScenarioText.RAPID_FIRE_CALLS; i++) {
                texts.add(poster.post(body).at(wire.text).asText());
            }
            return sameText(texts);
        });
    }

    /** Three calls at once with the JDK client's {@code sendAsync}, then all three answers. */
    private static void parallel(SdkCase sdk, FloorWire wire) {
        Poster poster = new Poster(sdk, wire);
        String body = wire.body(sdk, wire.user(sdk.prompt()), "");
        sdk.measure(() -> {
            List<CompletableFuture<JsonNode>> calls = new ArrayList<>();
            for (int i = 0; i < ScenarioText.PARALLEL_CALLS; i++) {
                calls.add(poster.postAsync(body));
            }
            List<String> texts = new ArrayList<>();
            for (CompletableFuture<JsonNode> call : calls) {
                texts.add(call.get(10, TimeUnit.SECONDS).at(wire.text).asText());
            }
            return sameText(texts);
        });
    }

    /** Posts a body to the dialect's path and reads the reply's tree; a non-200 answer throws. */
    private static final class Poster {
        private final HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
                .connectTimeout(Duration.ofSeconds(10)).build();
        private final URI uri;
        private final String key;
        /** {@code null} for a bearer token. */
        private final SigV4Signer signer;

        Poster(SdkCase sdk, FloorWire wire) {
            uri = URI.create(sdk.baseUrl() + wire.path(sdk));
            key = sdk.apiKey();
            signer = wire.signer();
        }

        JsonNode post(String body) throws Exception {
            return read(http.send(request(body), HttpResponse.BodyHandlers.ofByteArray()));
        }

        /** Posts; after a 429, waits the advertised time and posts the same request again. */
        JsonNode postWithOneRetry(String body) throws Exception {
            HttpRequest request = request(body);
            HttpResponse<byte[]> refused = http.send(request, HttpResponse.BodyHandlers.ofByteArray());
            if (refused.statusCode() != 429) {
                return read(refused);
            }
            Thread.sleep(refused.headers().firstValue("retry-after-ms").map(Long::parseLong)
                    .orElseGet(() -> 1000 * Long.parseLong(refused.headers().firstValue("retry-after").orElse("1"))));
            return read(http.send(request, HttpResponse.BodyHandlers.ofByteArray()));
        }

        CompletableFuture<JsonNode> postAsync(String body) {
            return send(body).thenApply(Poster::read);
        }

        /** The exchange started: the JDK client's own future, whose cancellation aborts it. */
        CompletableFuture<HttpResponse<byte[]>> send(String body) {
            return http.sendAsync(request(body), HttpResponse.BodyHandlers.ofByteArray());
        }

        /** The request, signed now when the dialect signs. */
        private HttpRequest request(String body) {
            HttpRequest.Builder request = HttpRequest.newBuilder(uri).timeout(Duration.ofSeconds(10))
                    .header("content-type", "application/json");
            if (signer == null) {
                return request.header("authorization", "Bearer " + key).POST(HttpRequest.BodyPublishers.ofString(body)).build();
            }
            return signer.signJsonPost(request, uri, body.getBytes(java.nio.charset.StandardCharsets.UTF_8));
        }

        private static JsonNode read(HttpResponse<byte[]> response) {
            if (response.statusCode() != 200) {
                throw new IllegalStateException("HTTP " + response.statusCode() + ": " + new String(response.body()));
            }
            try {
                return MinimalClient.JSON.readTree(response.body());
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        }
    }
}
