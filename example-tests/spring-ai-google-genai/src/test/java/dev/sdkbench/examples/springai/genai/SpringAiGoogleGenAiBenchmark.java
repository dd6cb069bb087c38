package dev.sdkbench.examples.springai.genai;

import org.springframework.ai.chat.model.ChatResponse;
import org.springframework.ai.chat.prompt.Prompt;
import org.springframework.ai.google.genai.GoogleGenAiChatModel;
import org.springframework.ai.google.genai.GoogleGenAiChatOptions;
import org.springframework.core.retry.RetryPolicy;
import org.springframework.core.retry.RetryTemplate;

import com.google.genai.Client;
import com.google.genai.types.HttpOptions;
import com.google.genai.types.HttpRetryOptions;

import dev.sdkbench.examples.springai.SpringAiScenarioCases;
import dev.sdkbench.junit.ClientCase;
import dev.sdkbench.junit.Dialect;
import dev.sdkbench.junit.SdkBenchmark;
import dev.sdkbench.junit.SdkCase;

/**
 * Spring AI's GoogleGenAiChatModel, on the google-genai it brings, in Gemini API mode. Unlike
 * Spring AI's OpenAI and Anthropic models it does not build its client: it takes a google-genai
 * {@code Client}, which the case points at the fixture.
 */
@SdkBenchmark
class SpringAiGoogleGenAiBenchmark {

    /**
     * Spring AI wraps every call in a RetryTemplate of its own (10 retries, on its
     * {@code TransientAiException}, which a google-genai error never is); none here, so the SDK's
     * retries are the only ones.
     */
    static final RetryTemplate NO_RETRIES = new RetryTemplate(RetryPolicy.withMaxRetries(0));

    /** One attempt: google-genai retries 5 times by default, on its own backoff. */
    static final HttpRetryOptions ONE_ATTEMPT = HttpRetryOptions.builder().attempts(1).build();

    @ClientCase(dialect = Dialect.GEMINI)
    void springAiGoogleGenAi(SdkCase sdk) {
        GoogleGenAiChatModel model = model(sdk, options(sdk), ONE_ATTEMPT);
        Prompt prompt = new Prompt(sdk.prompt());
        sdk.measure(() -> {
            ChatResponse response = model.call(prompt);
            return SpringAiScenarioCases.usage(sdk, response.getResult().getOutput().getText(), response);
        });
    }

    /** The model's options: model name and output limit (Spring AI adds temperature 0.7 and topP 1.0 unless set). */
    static GoogleGenAiChatOptions.Builder options(SdkCase sdk) {
        return GoogleGenAiChatOptions.builder().model(sdk.model("gemini-2.5-flash")).maxOutputTokens(sdk.maxTokens());
    }

    /** The model on a google-genai client in Gemini API mode at the fixture, with the SDK's retries as given. */
    static GoogleGenAiChatModel model(SdkCase sdk, GoogleGenAiChatOptions.Builder options, HttpRetryOptions retries) {
        Client client = Client.builder().apiKey(sdk.apiKey()).vertexAI(false)
                .httpOptions(HttpOptions.builder().baseUrl(sdk.baseUrl()).apiVersion("v1beta").timeout(10_000)
                        .retryOptions(retries).build())
                .build();
        return GoogleGenAiChatModel.builder().genAiClient(client).options(options.build()).retryTemplate(NO_RETRIES).build();
    }
}
