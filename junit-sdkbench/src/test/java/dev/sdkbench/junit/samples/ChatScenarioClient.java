package dev.sdkbench.junit.samples;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.sdkbench.fixture.scenario.ScenarioText;
import dev.sdkbench.junit.SdkCase;

/**
 * A Chat Completions client for the scenario samples: the JDK's HttpClient and Jackson's tree,
 * with each scenario's request built by hand, so that a sample can leave out exactly one piece.
 */
public final class ChatScenarioClient {

    private static final ObjectMapper JSON = new ObjectMapper();

    private final HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(5)).build();
    private final SdkCase sdk;

    public ChatScenarioClient(SdkCase sdk) {
        this.sdk = sdk;
    }

    /** A request with the model and limit, and these messages. */
    public ObjectNode request(JsonNode... messages) {
        ObjectNode body = JSON.createObjectNode().put("model", sdk.model("gpt-4.1-mini")).put("max_completion_tokens", sdk.maxTokens());
        ArrayNode list = body.putArray("messages");
        for (JsonNode message : messages) {
            list.add(message);
        }
        return body;
    }

    public static ObjectNode message(String role, String content) {
        return JSON.createObjectNode().put("role", role).put("content", content);
    }

    /** Adds the {@code get_weather} tool. */
    public static ObjectNode withTool(ObjectNode request) {
        ObjectNode function = request.putArray("tools").addObject().put("type", "function").putObject("function")
                .put("name", ScenarioText.TOOL_NAME).put("description", ScenarioText.TOOL_DESCRIPTION);
        function.set("parameters", tree(ScenarioText.TOOL_PARAMETERS));
        return request;
    }

    /** Adds the {@code languages} schema as {@code response_format}. */
    public static ObjectNode withSchema(ObjectNode request) {
        ObjectNode jsonSchema = request.putObject("response_format").put("type", "json_schema").putObject("json_schema")
                .put("name", ScenarioText.LANGUAGES_SCHEMA_NAME).put("strict", true);
        jsonSchema.set("schema", tree(ScenarioText.LANGUAGES_SCHEMA));
        return request;
    }

    /** The reply's first choice's message; an exception for a non-200 answer. */
    public JsonNode send(ObjectNode request) throws Exception {
        HttpResponse<String> response = http.send(HttpRequest.newBuilder(URI.create(sdk.baseUrl() + "/v1/chat/completions"))
                .header("content-type", "application/json").header("authorization", "Bearer " + sdk.apiKey())
                .timeout(Duration.ofSeconds(10)).POST(HttpRequest.BodyPublishers.ofString(JSON.writeValueAsString(request))).build(),
                HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() != 200) {
            throw new IllegalStateException("HTTP " + response.statusCode() + ": " + response.body());
        }
        return JSON.readTree(response.body()).at("/choices/0/message");
    }

    /** {@code name(city, unit)} of the message's one tool call. */
    public static String toolCallText(JsonNode message) throws Exception {
        JsonNode function = message.at("/tool_calls/0/function");
        JsonNode arguments = JSON.readTree(function.get("arguments").asText());
        return function.get("name").asText() + "(" + arguments.get("city").asText() + ", " + arguments.get("unit").asText() + ")";
    }

    public static JsonNode tree(String json) {
        try {
            return JSON.readTree(json);
        } catch (Exception e) {
            throw new IllegalArgumentException(e);
        }
    }
}
