package dev.sdkbench.examples.openai;

import java.time.Duration;

import com.openai.client.OpenAIClient;
import com.openai.client.okhttp.OpenAIOkHttpClient;
import com.openai.models.chat.completions.ChatCompletion;
import com.openai.models.chat.completions.ChatCompletionCreateParams;
import com.openai.models.completions.CompletionUsage;
import com.openai.models.responses.Response;
import com.openai.models.responses.ResponseCreateParams;
import com.openai.models.responses.ResponseUsage;

import dev.sdkbench.junit.ClientCase;
import dev.sdkbench.junit.Dialect;
import dev.sdkbench.junit.SdkBenchmark;
import dev.sdkbench.junit.SdkCase;

/** openai-java: Chat Completions and Responses, each call's text and usage read as an application would. */
@SdkBenchmark
class OpenAiJavaBenchmark {

    @ClientCase(dialect = Dialect.CHAT)
    void openAiJavaChat(SdkCase sdk) {
        OpenAIClient client = client(sdk);
        ChatCompletionCreateParams params = ChatCompletionCreateParams.builder().model(sdk.model("gpt-4.1-mini"))
                .addUserMessage(sdk.prompt()).maxCompletionTokens(sdk.maxTokens()).build();
        sdk.measure(() -> {
            ChatCompletion completion = client.chat().completions().create(params);
            CompletionUsage usage = completion.usage().orElseThrow();
            return sdk.checkUsage(completion.choices().get(0).message().content().orElse(null),
                    usage.promptTokens(), usage.completionTokens());
        });
    }

    @ClientCase(dialect = Dialect.RESPONSES)
    void openAiJavaResponses(SdkCase sdk) {
        OpenAIClient client = client(sdk);
        ResponseCreateParams params = ResponseCreateParams.builder().model(sdk.model("gpt-4.1-mini"))
                .input(sdk.prompt()).maxOutputTokens(sdk.maxTokens()).build();
        sdk.measure(() -> {
            Response response = client.responses().create(params);
            ResponseUsage usage = response.usage().orElseThrow();
            String text = response.output().get(0).asMessage().content().get(0).asOutputText().text();
            return sdk.checkUsage(text, usage.inputTokens(), usage.outputTokens());
        });
    }

    /** A client on the fixture, retries off; the streaming cases use it too. */
    static OpenAIClient client(SdkCase sdk) {
        return OpenAIOkHttpClient.builder().baseUrl(sdk.baseUrl() + "/v1").apiKey(sdk.apiKey())
                .maxRetries(0).timeout(Duration.ofSeconds(10)).build();
    }
}
