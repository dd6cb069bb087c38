package dev.sdkbench.examples.openai;

import java.time.Duration;

import com.openai.azure.AzureOpenAIServiceVersion;
import com.openai.azure.AzureUrlPathMode;
import com.openai.azure.credential.AzureApiKeyCredential;
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
import org.junit.jupiter.api.Tag;

/**
 * openai-java: Chat Completions and Responses, each call's text and usage read as an application would;
 * Chat also as against Azure OpenAI.
 */
@SdkBenchmark
class OpenAiJavaBenchmark {

    /** A stable Azure OpenAI data-plane version that openai-java 4.105.0 knows (AzureOpenAIServiceVersion). */
    static final String AZURE_API_VERSION = "2024-10-21";

    @ClientCase(dialect = Dialect.CHAT)
    void openAiJavaChat(SdkCase sdk) {
        chat(sdk, client(sdk));
    }

    /** Chat as against Azure OpenAI: the same call, on a client that adds Azure's path, query and key header. */
    @Tag("variant")
    @ClientCase(dialect = Dialect.CHAT)
    void openAiJavaAzureChat(SdkCase sdk) {
        chat(sdk, azureClient(sdk));
    }

    private static void chat(SdkCase sdk, OpenAIClient client) {
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

    /**
     * A client for Azure OpenAI on the fixture, retries off: the key as an Azure credential (sent as
     * {@code api-key}), the service version (sent as {@code api-version}) and the legacy path mode
     * ({@code /openai/deployments/{model}/...}), which the SDK would pick by itself only for an
     * {@code *.openai.azure.com} host. The streaming case uses it too.
     */
    static OpenAIClient azureClient(SdkCase sdk) {
        return OpenAIOkHttpClient.builder().baseUrl(sdk.baseUrl()).credential(AzureApiKeyCredential.create(sdk.apiKey()))
                .azureServiceVersion(AzureOpenAIServiceVersion.fromString(AZURE_API_VERSION))
                .azureUrlPathMode(AzureUrlPathMode.LEGACY).maxRetries(0).timeout(Duration.ofSeconds(10)).build();
    }

    /** A client on the fixture, retries off; the streaming cases use it too. */
    static OpenAIClient client(SdkCase sdk) {
        return OpenAIOkHttpClient.builder().baseUrl(sdk.baseUrl() + "/v1").apiKey(sdk.apiKey())
                .maxRetries(0).timeout(Duration.ofSeconds(10)).build();
    }
}
