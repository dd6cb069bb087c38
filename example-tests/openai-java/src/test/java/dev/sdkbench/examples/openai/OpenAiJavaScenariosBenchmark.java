package dev.sdkbench.examples.openai;

import org.junit.jupiter.api.Tag;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import com.openai.client.OpenAIClient;
import com.openai.client.OpenAIClientAsync;
import com.openai.client.okhttp.OpenAIOkHttpClient;
import com.openai.models.chat.completions.ChatCompletion;
import com.openai.models.chat.completions.ChatCompletionCreateParams;
import com.openai.models.chat.completions.ChatCompletionMessage;
import com.openai.models.chat.completions.ChatCompletionMessageFunctionToolCall;
import com.openai.models.chat.completions.ChatCompletionToolMessageParam;
import com.openai.models.chat.completions.StructuredChatCompletionCreateParams;
import com.openai.models.completions.CompletionUsage;
import com.openai.models.responses.EasyInputMessage;
import com.openai.models.responses.Response;
import com.openai.models.responses.ResponseCreateParams;
import com.openai.models.responses.ResponseFunctionToolCall;
import com.openai.models.responses.ResponseInputItem;
import com.openai.models.responses.ResponseUsage;
import com.openai.models.responses.StructuredResponseCreateParams;

import dev.sdkbench.fixture.scenario.ScenarioText;
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
 * openai-java in the scenarios, Chat Completions and Responses: tools and schemas from Java
 * classes, arguments and replies parsed into them, history resent as the SDK's own messages.
 */
@Tag("scenarios")
@SdkBenchmark
class OpenAiJavaScenariosBenchmark {

    // --- Chat Completions ---

    @ClientCase(dialect = Dialect.CHAT, scenario = Scenario.FUNCTION_CALLING)
    void chatFunctionCalling(SdkCase sdk) {
        OpenAIClient client = client(sdk);
        ChatCompletionCreateParams params = chat(sdk).addUserMessage(sdk.prompt()).addTool(GetWeather.class).build();
        sdk.measure(() -> {
            ChatCompletion completion = client.chat().completions().create(params);
            ChatCompletionMessageFunctionToolCall.Function call = completion.choices().get(0).message().toolCalls().orElseThrow()
                    .get(0).asFunction().function();
            return usage(sdk, call.arguments(GetWeather.class).describe(call.name()), completion);
        });
    }

    @ClientCase(dialect = Dialect.CHAT, scenario = Scenario.STRUCTURED_OUTPUT)
    void chatStructuredOutput(SdkCase sdk) {
        OpenAIClient client = client(sdk);
        StructuredChatCompletionCreateParams<Languages> params = chat(sdk).addUserMessage(sdk.prompt())
                .responseFormat(Languages.class).build();
        sdk.measure(() -> client.chat().completions().create(params).choices().get(0).message().content().orElseThrow().describe());
    }

    @ClientCase(dialect = Dialect.CHAT, scenario = Scenario.MULTI_TURN)
    void chatMultiTurn(SdkCase sdk) {
        OpenAIClient client = client(sdk);
        ChatCompletionCreateParams first = chat(sdk).addUserMessage(sdk.prompt()).build();
        sdk.measure(() -> {
            ChatCompletionMessage answer = client.chat().completions().create(first).choices().get(0).message();
            ChatCompletion second = client.chat().completions().create(first.toBuilder().addMessage(answer)
                    .addUserMessage(ScenarioText.SECOND_PROMPT).build());
            return usage(sdk, second.choices().get(0).message().content().orElse(null), second);
        });
    }

    @ClientCase(dialect = Dialect.CHAT, scenario = Scenario.AGENT_LOOP)
    void chatAgentLoop(SdkCase sdk) {
        OpenAIClient client = client(sdk);
        ChatCompletionCreateParams ask = chat(sdk).addUserMessage(sdk.prompt()).addTool(GetWeather.class).build();
        sdk.measure(() -> {
            ChatCompletionMessage step = client.chat().completions().create(ask).choices().get(0).message();
            ChatCompletionMessageFunctionToolCall call = step.toolCalls().orElseThrow().get(0).asFunction();
            String result = weather(call.function().arguments(GetWeather.class));
            ChatCompletion answer = client.chat().completions().create(ask.toBuilder().addMessage(step)
                    .addMessage(ChatCompletionToolMessageParam.builder().toolCallId(call.id()).content(result).build()).build());
            return usage(sdk, answer.choices().get(0).message().content().orElse(null), answer);
        });
    }

    @ClientCase(dialect = Dialect.CHAT, scenario = Scenario.RAPID_FIRE)
    void chatRapidFire(SdkCase sdk) {
        OpenAIClient client = client(sdk);
        ChatCompletionCreateParams params = chat(sdk).addUserMessage(sdk.prompt()).build();
        sdk.measure(() -> {
            List<String> texts = new ArrayList<>();
            for (int i = 0; i < ScenarioText.RAPID_FIRE_CALLS; i++) {
                texts.add(text(sdk, client.chat().completions().create(params)));
            }
            return sameText(texts);
        });
    }

    /** Three calls at once through the SDK's own async client (OkHttp's dispatcher), then all three answers. */
    @ClientCase(dialect = Dialect.CHAT, scenario = Scenario.PARALLEL)
    void chatParallel(SdkCase sdk) {
        OpenAIClientAsync client = client(sdk).async();
        ChatCompletionCreateParams params = chat(sdk).addUserMessage(sdk.prompt()).build();
        sdk.measure(() -> {
            List<CompletableFuture<ChatCompletion>> calls = new ArrayList<>();
            for (int i = 0; i < ScenarioText.PARALLEL_CALLS; i++) {
                calls.add(client.chat().completions().create(params));
            }
            List<String> texts = new ArrayList<>();
            for (CompletableFuture<ChatCompletion> call : calls) {
                texts.add(text(sdk, call.get(10, TimeUnit.SECONDS)));
            }
            return sameText(texts);
        });
    }

    /**
     * The retry path with the SDK's retries on (one retry): each call's first request gets a 429
     * with {@code retry-after-ms: 50}, which the SDK honours before resending. Few calls, as each
     * waits 50 ms; the counts cap the run's, and no steady block.
     */
    @ClientCase(dialect = Dialect.CHAT, scenario = Scenario.RETRY)
    @Startup(warmup = 2, requests = 5)
    @Steady(forks = 0)
    void chatRetry(SdkCase sdk) {
        OpenAIClient client = OpenAIOkHttpClient.builder().baseUrl(sdk.baseUrl() + "/v1").apiKey(sdk.apiKey())
                .maxRetries(1).timeout(Duration.ofSeconds(10)).build();
        ChatCompletionCreateParams params = chat(sdk).addUserMessage(sdk.prompt()).build();
        sdk.measure(() -> text(sdk, client.chat().completions().create(params)));
    }

    /**
     * Two identical calls through the SDK's async client, the first answer taken and the other
     * one's own future cancelled ({@link Hedge#race}); the fixture checks that its connection closes.
     * It does not (measured 2026-11-30, quick run: 13 of 13 losers still open 1 s after the winner's
     * answer, closed by the fixture): unsupported until it does; without the annotation the case
     * measures it again.
     */
    @ClientCase(dialect = Dialect.CHAT, scenario = Scenario.HEDGED)
    @Unsupported("openai-java 4.105.0 cannot cancel a call in flight: cancelling the future async().chat().completions()"
            + ".create() returns leaves the request running and its connection open (13 of 13 losers still open 1 s after"
            + " the winner's answer); the cancellation does not reach OkHttp's call")
    void chatHedged(SdkCase sdk) {
        OpenAIClientAsync client = client(sdk).async();
        ChatCompletionCreateParams params = chat(sdk).addUserMessage(sdk.prompt()).build();
        sdk.measure(() -> text(sdk, Hedge.race(() -> client.chat().completions().create(params))));
    }

    // --- Responses ---

    @ClientCase(dialect = Dialect.RESPONSES, scenario = Scenario.FUNCTION_CALLING)
    void responsesFunctionCalling(SdkCase sdk) {
        OpenAIClient client = client(sdk);
        ResponseCreateParams params = responses(sdk).input(sdk.prompt()).addTool(GetWeather.class).build();
        sdk.measure(() -> {
            Response response = client.responses().create(params);
            ResponseFunctionToolCall call = response.output().get(0).asFunctionCall();
            return usage(sdk, call.arguments(GetWeather.class).describe(call.name()), response);
        });
    }

    @ClientCase(dialect = Dialect.RESPONSES, scenario = Scenario.STRUCTURED_OUTPUT)
    void responsesStructuredOutput(SdkCase sdk) {
        OpenAIClient client = client(sdk);
        StructuredResponseCreateParams<Languages> params = responses(sdk).input(sdk.prompt()).text(Languages.class).build();
        sdk.measure(() -> client.responses().create(params).output().get(0).asMessage().content().get(0).asOutputText().describe());
    }

    @ClientCase(dialect = Dialect.RESPONSES, scenario = Scenario.MULTI_TURN)
    void responsesMultiTurn(SdkCase sdk) {
        OpenAIClient client = client(sdk);
        ResponseInputItem question = user(sdk.prompt());
        ResponseCreateParams first = responses(sdk).inputOfResponse(List.of(question)).build();
        sdk.measure(() -> {
            Response answer = client.responses().create(first);
            Response second = client.responses().create(responses(sdk).inputOfResponse(List.of(question,
                    ResponseInputItem.ofResponseOutputMessage(answer.output().get(0).asMessage()),
                    user(ScenarioText.SECOND_PROMPT))).build());
            return usage(sdk, second.output().get(0).asMessage().content().get(0).asOutputText().text(), second);
        });
    }

    @ClientCase(dialect = Dialect.RESPONSES, scenario = Scenario.AGENT_LOOP)
    void responsesAgentLoop(SdkCase sdk) {
        OpenAIClient client = client(sdk);
        ResponseInputItem question = user(sdk.prompt());
        ResponseCreateParams ask = responses(sdk).inputOfResponse(List.of(question)).addTool(GetWeather.class).build();
        sdk.measure(() -> {
            ResponseFunctionToolCall call = client.responses().create(ask).output().get(0).asFunctionCall();
            String result = weather(call.arguments(GetWeather.class));
            Response answer = client.responses().create(ask.toBuilder().inputOfResponse(List.of(question,
                    ResponseInputItem.ofFunctionCall(call), ResponseInputItem.ofFunctionCallOutput(
                            ResponseInputItem.FunctionCallOutput.builder().callId(call.callId()).output(result).build()))).build());
            return usage(sdk, answer.output().get(0).asMessage().content().get(0).asOutputText().text(), answer);
        });
    }

    @ClientCase(dialect = Dialect.RESPONSES, scenario = Scenario.RAPID_FIRE)
    void responsesRapidFire(SdkCase sdk) {
        OpenAIClient client = client(sdk);
        ResponseCreateParams params = responses(sdk).input(sdk.prompt()).build();
        sdk.measure(() -> {
            List<String> texts = new ArrayList<>();
            for (int i = 0; i < ScenarioText.RAPID_FIRE_CALLS; i++) {
                texts.add(text(sdk, client.responses().create(params)));
            }
            return sameText(texts);
        });
    }

    /** Three calls at once through the SDK's own async client (OkHttp's dispatcher), then all three answers. */
    @ClientCase(dialect = Dialect.RESPONSES, scenario = Scenario.PARALLEL)
    void responsesParallel(SdkCase sdk) {
        OpenAIClientAsync client = client(sdk).async();
        ResponseCreateParams params = responses(sdk).input(sdk.prompt()).build();
        sdk.measure(() -> {
            List<CompletableFuture<Response>> calls = new ArrayList<>();
            for (int i = 0; i < ScenarioText.PARALLEL_CALLS; i++) {
                calls.add(client.responses().create(params));
            }
            List<String> texts = new ArrayList<>();
            for (CompletableFuture<Response> call : calls) {
                texts.add(text(sdk, call.get(10, TimeUnit.SECONDS)));
            }
            return sameText(texts);
        });
    }

    /** The tool an agent loop runs: the weather it would look up. */
    static String weather(GetWeather arguments) {
        if (!ScenarioText.CITY.equals(arguments.city)) {
            throw new IllegalStateException("the tool was called for " + arguments.city);
        }
        return ScenarioText.TOOL_RESULT;
    }

    private static String text(SdkCase sdk, ChatCompletion completion) {
        return usage(sdk, completion.choices().get(0).message().content().orElse(null), completion);
    }

    private static String text(SdkCase sdk, Response response) {
        return usage(sdk, response.output().get(0).asMessage().content().get(0).asOutputText().text(), response);
    }

    /** The one text every call returned, or the first that differs (which fails the harness's check). */
    static String sameText(List<String> texts) {
        return texts.stream().filter(t -> !Objects.equals(t, texts.get(0))).findFirst().orElse(texts.get(0));
    }

    private static ResponseInputItem user(String text) {
        return ResponseInputItem.ofEasyInputMessage(EasyInputMessage.builder().role(EasyInputMessage.Role.USER).content(text).build());
    }

    private static String usage(SdkCase sdk, String text, ChatCompletion completion) {
        CompletionUsage usage = completion.usage().orElseThrow();
        return sdk.checkUsage(text, usage.promptTokens(), usage.completionTokens());
    }

    private static String usage(SdkCase sdk, String text, Response response) {
        ResponseUsage usage = response.usage().orElseThrow();
        return sdk.checkUsage(text, usage.inputTokens(), usage.outputTokens());
    }

    private static ChatCompletionCreateParams.Builder chat(SdkCase sdk) {
        return ChatCompletionCreateParams.builder().model(sdk.model("gpt-4.1-mini")).maxCompletionTokens(sdk.maxTokens());
    }

    private static ResponseCreateParams.Builder responses(SdkCase sdk) {
        return ResponseCreateParams.builder().model(sdk.model("gpt-4.1-mini")).maxOutputTokens(sdk.maxTokens());
    }

    private static OpenAIClient client(SdkCase sdk) {
        return OpenAIOkHttpClient.builder().baseUrl(sdk.baseUrl() + "/v1").apiKey(sdk.apiKey())
                .maxRetries(0).timeout(Duration.ofSeconds(10)).build();
    }
}
