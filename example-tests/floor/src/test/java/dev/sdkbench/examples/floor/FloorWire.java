package dev.sdkbench.examples.floor;

import static dev.sdkbench.examples.floor.MinimalClient.quote;

import com.fasterxml.jackson.databind.JsonNode;

import dev.sdkbench.fixture.scenario.ScenarioText;
import dev.sdkbench.junit.SdkCase;

/**
 * Each dialect's scenario requests as the least a client writes: JSON text put together by hand,
 * and the reply read with Jackson pointers. The floor the SDKs' scenario figures are read against.
 */
enum FloorWire {

    CHAT("/v1/chat/completions", "/choices/0/message/content") {
        @Override
        String body(SdkCase sdk, String messages, String extra) {
            return "{\"model\":" + quote(sdk.model("gpt-4.1-mini")) + ",\"max_completion_tokens\":" + sdk.maxTokens()
                    + ",\"messages\":[" + messages + "]" + extra + "}";
        }

        @Override
        String tool() {
            return ",\"tools\":[{\"type\":\"function\",\"function\":{\"name\":\"" + ScenarioText.TOOL_NAME + "\",\"description\":"
                    + quote(ScenarioText.TOOL_DESCRIPTION) + ",\"parameters\":" + ScenarioText.TOOL_PARAMETERS + "}}]";
        }

        @Override
        String structured(SdkCase sdk, String prompt) {
            return body(sdk, user(prompt), ",\"response_format\":{\"type\":\"json_schema\",\"json_schema\":{\"name\":\"" + ScenarioText.LANGUAGES_SCHEMA_NAME
                    + "\",\"strict\":true,\"schema\":" + ScenarioText.LANGUAGES_SCHEMA + "}}");
        }

        @Override
        String answer(JsonNode reply) {
            return reply.at("/choices/0/message").toString();
        }

        @Override
        Call call(JsonNode reply) throws Exception {
            JsonNode call = reply.at("/choices/0/message/tool_calls/0");
            return new Call(call.get("id").asText(), call.at("/function/name").asText(),
                    MinimalClient.JSON.readTree(call.at("/function/arguments").asText()));
        }

        @Override
        String toolResult(Call call, String result) {
            return "{\"role\":\"tool\",\"tool_call_id\":" + quote(call.id()) + ",\"content\":" + quote(result) + "}";
        }
    },
    RESPONSES("/v1/responses", "/output/0/content/0/text") {
        @Override
        String body(SdkCase sdk, String messages, String extra) {
            return "{\"model\":" + quote(sdk.model("gpt-4.1-mini")) + ",\"max_output_tokens\":" + sdk.maxTokens()
                    + ",\"input\":[" + messages + "]" + extra + "}";
        }

        @Override
        String tool() {
            return ",\"tools\":[{\"type\":\"function\",\"name\":\"" + ScenarioText.TOOL_NAME + "\",\"description\":"
                    + quote(ScenarioText.TOOL_DESCRIPTION) + ",\"parameters\":" + ScenarioText.TOOL_PARAMETERS + ",\"strict\":true}]";
        }

        @Override
        String structured(SdkCase sdk, String prompt) {
            return body(sdk, user(prompt), ",\"text\":{\"format\":{\"type\":\"json_schema\",\"name\":\"" + ScenarioText.LANGUAGES_SCHEMA_NAME
                    + "\",\"strict\":true,\"schema\":" + ScenarioText.LANGUAGES_SCHEMA + "}}");
        }

        @Override
        String answer(JsonNode reply) {
            return reply.at("/output/0").toString();
        }

        @Override
        Call call(JsonNode reply) throws Exception {
            JsonNode call = reply.at("/output/0");
            return new Call(call.get("call_id").asText(), call.get("name").asText(),
                    MinimalClient.JSON.readTree(call.get("arguments").asText()));
        }

        @Override
        String toolResult(Call call, String result) {
            return "{\"type\":\"function_call_output\",\"call_id\":" + quote(call.id()) + ",\"output\":" + quote(result) + "}";
        }
    },
    ANTHROPIC("/v1/messages", "/content/0/text") {
        @Override
        String body(SdkCase sdk, String messages, String extra) {
            return "{\"model\":" + quote(sdk.model("claude-haiku-4-5")) + ",\"max_tokens\":" + sdk.maxTokens()
                    + ",\"messages\":[" + messages + "]" + extra + "}";
        }

        @Override
        String tool() {
            return ",\"tools\":[{\"name\":\"" + ScenarioText.TOOL_NAME + "\",\"description\":" + quote(ScenarioText.TOOL_DESCRIPTION)
                    + ",\"input_schema\":" + ScenarioText.TOOL_PARAMETERS + "}]";
        }

        @Override
        String structured(SdkCase sdk, String prompt) {
            return body(sdk, user(prompt), ",\"output_config\":{\"format\":{\"type\":\"json_schema\",\"schema\":" + ScenarioText.LANGUAGES_SCHEMA + "}}");
        }

        @Override
        String answer(JsonNode reply) {
            return "{\"role\":\"assistant\",\"content\":" + reply.get("content") + "}";
        }

        @Override
        Call call(JsonNode reply) {
            JsonNode call = reply.at("/content/0");
            return new Call(call.get("id").asText(), call.get("name").asText(), call.get("input"));
        }

        @Override
        String toolResult(Call call, String result) {
            return "{\"role\":\"user\",\"content\":[{\"type\":\"tool_result\",\"tool_use_id\":" + quote(call.id())
                    + ",\"content\":" + quote(result) + "}]}";
        }
    },
    GEMINI(null, "/candidates/0/content/parts/0/text") {
        @Override
        String path(SdkCase sdk) {
            return "/v1beta/models/" + sdk.model("gemini-2.5-flash") + ":generateContent";
        }

        @Override
        String body(SdkCase sdk, String messages, String extra) {
            return "{\"contents\":[" + messages + "],\"generationConfig\":{\"maxOutputTokens\":" + sdk.maxTokens() + "}" + extra + "}";
        }

        /** The schema sits in {@code generationConfig}, beside the limit. */
        @Override
        String structured(SdkCase sdk, String prompt) {
            return "{\"contents\":[" + user(prompt) + "],\"generationConfig\":{\"maxOutputTokens\":" + sdk.maxTokens()
                    + ",\"responseMimeType\":\"application/json\",\"responseJsonSchema\":" + ScenarioText.LANGUAGES_SCHEMA + "}}";
        }

        @Override
        String user(String text) {
            return "{\"role\":\"user\",\"parts\":[{\"text\":" + quote(text) + "}]}";
        }

        @Override
        String tool() {
            return ",\"tools\":[{\"functionDeclarations\":[{\"name\":\"" + ScenarioText.TOOL_NAME + "\",\"description\":"
                    + quote(ScenarioText.TOOL_DESCRIPTION) + ",\"parametersJsonSchema\":" + ScenarioText.TOOL_PARAMETERS + "}]}]";
        }

        @Override
        String answer(JsonNode reply) {
            return reply.at("/candidates/0/content").toString();
        }

        @Override
        Call call(JsonNode reply) {
            JsonNode call = reply.at("/candidates/0/content/parts/0/functionCall");
            return new Call(call.path("id").asText(null), call.get("name").asText(), call.get("args"));
        }

        @Override
        String toolResult(Call call, String result) {
            return "{\"role\":\"user\",\"parts\":[{\"functionResponse\":{" + (call.id() == null ? "" : "\"id\":" + quote(call.id()) + ",")
                    + "\"name\":" + quote(call.name()) + ",\"response\":" + result + "}}]}";
        }
    },
    /** Ollama streams unless told not to, and a tool call's arguments are an object. */
    OLLAMA("/api/chat", "/message/content") {
        @Override
        String body(SdkCase sdk, String messages, String extra) {
            return "{\"model\":" + quote(sdk.model("llama3.2")) + ",\"messages\":[" + messages + "],\"stream\":false,"
                    + "\"options\":{\"num_predict\":" + sdk.maxTokens() + "}" + extra + "}";
        }

        @Override
        String tool() {
            return ",\"tools\":[{\"type\":\"function\",\"function\":{\"name\":\"" + ScenarioText.TOOL_NAME + "\",\"description\":"
                    + quote(ScenarioText.TOOL_DESCRIPTION) + ",\"parameters\":" + ScenarioText.TOOL_PARAMETERS + "}}]";
        }

        /** The schema is the {@code format} itself. */
        @Override
        String structured(SdkCase sdk, String prompt) {
            return body(sdk, user(prompt), ",\"format\":" + ScenarioText.LANGUAGES_SCHEMA);
        }

        @Override
        String answer(JsonNode reply) {
            return reply.get("message").toString();
        }

        @Override
        Call call(JsonNode reply) {
            JsonNode call = reply.at("/message/tool_calls/0");
            return new Call(call.path("id").asText(null), call.at("/function/name").asText(), call.at("/function/arguments"));
        }

        /** A tool message names the function, not the call. */
        @Override
        String toolResult(Call call, String result) {
            return "{\"role\":\"tool\",\"tool_name\":" + quote(call.name()) + ",\"content\":" + quote(result) + "}";
        }
    },
    /**
     * Bedrock's Converse: content blocks in every message, the model in the path, tools under
     * {@code toolConfig}; structured output is a forced tool, whose input is the answer. Every
     * request is SigV4-signed when it is sent.
     */
    BEDROCK_CONVERSE(null, "/output/message/content/0/text") {
        @Override
        String path(SdkCase sdk) {
            return FloorBenchmark.bedrockPath(sdk, "converse");
        }

        @Override
        SigV4Signer signer() {
            return SigV4Signer.bedrock();
        }

        @Override
        String body(SdkCase sdk, String messages, String extra) {
            return "{\"messages\":[" + messages + "],\"inferenceConfig\":{\"maxTokens\":" + sdk.maxTokens() + "}" + extra + "}";
        }

        @Override
        String user(String text) {
            return "{\"role\":\"user\",\"content\":[{\"text\":" + quote(text) + "}]}";
        }

        @Override
        String tool() {
            return ",\"toolConfig\":{\"tools\":[" + toolSpec(ScenarioText.TOOL_NAME, ScenarioText.TOOL_DESCRIPTION,
                    ScenarioText.TOOL_PARAMETERS) + "]}";
        }

        /** Converse has no output format: the schema is a tool's input schema, and the request forces that tool. */
        @Override
        String structured(SdkCase sdk, String prompt) {
            return body(sdk, user(prompt), ",\"toolConfig\":{\"tools\":[" + toolSpec(ScenarioText.LANGUAGES_SCHEMA_NAME,
                    "Answer with the languages", ScenarioText.LANGUAGES_SCHEMA) + "],\"toolChoice\":{\"tool\":{\"name\":\""
                    + ScenarioText.LANGUAGES_SCHEMA_NAME + "\"}}}");
        }

        /** The forced tool's input. */
        @Override
        JsonNode structuredAnswer(JsonNode reply) {
            return reply.at("/output/message/content/0/toolUse/input");
        }

        @Override
        String answer(JsonNode reply) {
            return reply.at("/output/message").toString();
        }

        @Override
        Call call(JsonNode reply) {
            JsonNode use = reply.at("/output/message/content/0/toolUse");
            return new Call(use.get("toolUseId").asText(), use.get("name").asText(), use.get("input"));
        }

        /** A tool's result is a user message's block, its content a JSON block. */
        @Override
        String toolResult(Call call, String result) {
            return "{\"role\":\"user\",\"content\":[{\"toolResult\":{\"toolUseId\":" + quote(call.id())
                    + ",\"content\":[{\"json\":" + result + "}]}}]}";
        }

        private String toolSpec(String name, String description, String schema) {
            return "{\"toolSpec\":{\"name\":" + quote(name) + ",\"description\":" + quote(description)
                    + ",\"inputSchema\":{\"json\":" + schema + "}}}";
        }
    };

    private final String path;
    /** Where the reply's text is. */
    final String text;

    FloorWire(String path, String text) {
        this.path = path;
        this.text = text;
    }

    String path(SdkCase sdk) {
        return path;
    }

    /** What signs each request when it is sent; {@code null} for a dialect whose key is a bearer token. */
    SigV4Signer signer() {
        return null;
    }

    /** The structured-output reply's answer, the {@code languages} object: the reply's text, parsed. */
    JsonNode structuredAnswer(JsonNode reply) throws Exception {
        return MinimalClient.JSON.readTree(reply.at(text).asText());
    }

    /** A request of these messages (JSON, comma-separated) with extra top-level fields. */
    abstract String body(SdkCase sdk, String messages, String extra);

    /** A user message; Gemini's and Bedrock's differ. */
    String user(String text) {
        return "{\"role\":\"user\",\"content\":" + quote(text) + "}";
    }

    /** The {@code get_weather} tool as extra top-level fields. */
    abstract String tool();

    /** The structured-output request: the prompt with the {@code languages} schema in the dialect's own field. */
    abstract String structured(SdkCase sdk, String prompt);

    /** The reply's answer as a message of the history. */
    abstract String answer(JsonNode reply);

    abstract Call call(JsonNode reply) throws Exception;

    abstract String toolResult(Call call, String result);

    /** A tool call read from a reply. */
    record Call(String id, String name, JsonNode arguments) {
        String describe() {
            return name + "(" + arguments.get("city").asText() + ", " + arguments.get("unit").asText() + ")";
        }
    }
}
