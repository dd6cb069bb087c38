package dev.sdkbench.examples.springai;

import org.springframework.ai.openai.OpenAiChatModel;
import org.springframework.ai.openai.OpenAiChatOptions;

/**
 * Spring AI {@code OpenAiChatModel} (on its own openai-java-core): base URL ends in {@code /v1}, the
 * model sends {@code POST /v1/chat/completions}; streaming asks for usage by default, and the usage
 * chunk comes last, with no choices.
 */
class SpringAiOpenAiConformanceTest extends SpringAiConformanceTestBase {

    @Override
    protected OpenAiChatModel createModel() {
        return OpenAiChatModel.builder().options(OpenAiChatOptions.builder()
                .baseUrl(fixture.baseUrl() + "/v1")
                .apiKey("sk-fixture")
                .model("gpt-4o-mini")
                .maxCompletionTokens(MAX_TOKENS)
                .timeout(TIMEOUT)
                .maxRetries(0)   // the default is 3, i.e. 4 attempts
                .build()).build();
    }
}
