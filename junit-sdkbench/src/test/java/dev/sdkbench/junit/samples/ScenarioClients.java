package dev.sdkbench.junit.samples;

import static dev.sdkbench.junit.samples.ChatScenarioClient.message;
import static dev.sdkbench.junit.samples.ChatScenarioClient.withSchema;
import static dev.sdkbench.junit.samples.ChatScenarioClient.withTool;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.sdkbench.fixture.scenario.ScenarioText;
import dev.sdkbench.junit.ClientCase;
import dev.sdkbench.junit.Dialect;
import dev.sdkbench.junit.Forks;
import dev.sdkbench.junit.Scenario;
import dev.sdkbench.junit.SdkBenchmark;
import dev.sdkbench.junit.SdkCase;
import dev.sdkbench.junit.Startup;
import dev.sdkbench.junit.Steady;
import dev.sdkbench.junit.Unsupported;

/**
 * One good client per scenario, an unsupported case, and per scenario a faulty client that leaves
 * out what the scenario is about; the harness must fail each faulty one with its cause.
 */
@SdkBenchmark(dialect = Dialect.CHAT)
@Startup(forks = 1, warmup = 2, requests = 5)
@Steady(forks = 0)
@Forks(timeoutSeconds = 30)
public class ScenarioClients {

    @ClientCase(scenario = Scenario.FUNCTION_CALLING)
    void functionCalling(SdkCase sdk) {
        ChatScenarioClient client = new ChatScenarioClient(sdk);
        ObjectNode request = withTool(client.request(message("user", sdk.prompt())));
        sdk.measure(() -> ChatScenarioClient.toolCallText(client.send(request)));
    }

    @ClientCase(scenario = Scenario.STRUCTURED_OUTPUT)
    void structuredOutput(SdkCase sdk) {
        ChatScenarioClient client = new ChatScenarioClient(sdk);
        ObjectNode request = withSchema(client.request(message("user", sdk.prompt())));
        sdk.measure(() -> {
            JsonNode languages = ChatScenarioClient.tree(client.send(request).get("content").asText()).get("languages");
            StringBuilder text = new StringBuilder();
            for (JsonNode language : languages) {
                text.append(text.length() == 0 ? "" : ", ").append(language.get("name").asText()).append(' ')
                        .append(language.get("year").asInt());
            }
            return text.toString();
        });
    }

    @ClientCase(scenario = Scenario.MULTI_TURN)
    void multiTurn(SdkCase sdk) {
        ChatScenarioClient client = new ChatScenarioClient(sdk);
        sdk.measure(() -> {
            JsonNode first = client.send(client.request(message("user", sdk.prompt())));
            return client.send(client.request(message("user", sdk.prompt()), first,
                    message("user", ScenarioText.SECOND_PROMPT))).get("content").asText();
        });
    }

    @ClientCase(scenario = Scenario.AGENT_LOOP)
    void agentLoop(SdkCase sdk) {
        ChatScenarioClient client = new ChatScenarioClient(sdk);
        sdk.measure(() -> agentLoop(client, sdk, true));
    }

    @ClientCase(scenario = Scenario.RAPID_FIRE)
    void rapidFire(SdkCase sdk) {
        JdkChatClient client = new JdkChatClient(sdk);
        sdk.measure(() -> rapidFire(client, 5));
    }

    @ClientCase(scenario = Scenario.STRUCTURED_OUTPUT)
    @Unsupported("this client has no way to send a JSON schema")
    void cannotDoStructuredOutput(SdkCase sdk) {
    }

    // --- faulty: each leaves out what its scenario is about ---

    @ClientCase(scenario = Scenario.FUNCTION_CALLING)
    void functionCallingWithoutTheTool(SdkCase sdk) {
        ChatScenarioClient client = new ChatScenarioClient(sdk);
        ObjectNode request = client.request(message("user", sdk.prompt()));
        sdk.measure(() -> ChatScenarioClient.toolCallText(client.send(request)));
    }

    @ClientCase(scenario = Scenario.STRUCTURED_OUTPUT)
    void structuredOutputWithoutTheSchema(SdkCase sdk) {
        ChatScenarioClient client = new ChatScenarioClient(sdk);
        ObjectNode request = client.request(message("user", sdk.prompt()));
        sdk.measure(() -> client.send(request).get("content").asText());
    }

    @ClientCase(scenario = Scenario.MULTI_TURN)
    void secondTurnWithoutTheHistory(SdkCase sdk) {
        ChatScenarioClient client = new ChatScenarioClient(sdk);
        sdk.measure(() -> {
            client.send(client.request(message("user", sdk.prompt())));
            return client.send(client.request(message("user", ScenarioText.SECOND_PROMPT))).get("content").asText();
        });
    }

    /** Answers the second turn from a cache instead of asking: one request where the scenario makes two. */
    @ClientCase(scenario = Scenario.MULTI_TURN)
    void secondTurnNeverSent(SdkCase sdk) {
        ChatScenarioClient client = new ChatScenarioClient(sdk);
        sdk.measure(() -> {
            client.send(client.request(message("user", sdk.prompt())));
            return ScenarioText.SECOND_ANSWER;
        });
    }

    @ClientCase(scenario = Scenario.AGENT_LOOP)
    void toolResultWithoutTheCallId(SdkCase sdk) {
        ChatScenarioClient client = new ChatScenarioClient(sdk);
        sdk.measure(() -> agentLoop(client, sdk, false));
    }

    /** Retries every call once behind the caller's back. */
    @ClientCase(scenario = Scenario.RAPID_FIRE)
    void rapidFireWithARetry(SdkCase sdk) {
        JdkChatClient client = new JdkChatClient(sdk);
        sdk.measure(() -> rapidFire(client, 6));
    }

    private static String agentLoop(ChatScenarioClient client, SdkCase sdk, boolean echoCallId) throws Exception {
        ObjectNode question = message("user", sdk.prompt());
        JsonNode call = client.send(withTool(client.request(question)));
        ObjectNode result = message("tool", ScenarioText.TOOL_RESULT);
        if (echoCallId) {
            result.put("tool_call_id", call.at("/tool_calls/0/id").asText());
        }
        return client.send(withTool(client.request(question, call, result))).get("content").asText();
    }

    private static String rapidFire(JdkChatClient client, int calls) throws Exception {
        String text = null;
        for (int i = 0; i < calls; i++) {
            text = client.chat();
        }
        return text;
    }
}
