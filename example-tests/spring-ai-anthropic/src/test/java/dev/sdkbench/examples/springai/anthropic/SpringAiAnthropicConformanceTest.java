package dev.sdkbench.examples.springai.anthropic;

import org.springframework.ai.anthropic.AnthropicChatModel;
import org.springframework.ai.anthropic.AnthropicChatOptions;

import dev.sdkbench.examples.springai.SpringAiConformanceTestBase;

/**
 * Spring AI {@code AnthropicChatModel} (on its own anthropic-java-core): base URL is the fixture
 * root, the model sends {@code POST /v1/messages}; a call goes through the sync client it builds,
 * a stream through the async one, one response per text delta, then message_delta's with input
 * tokens from message_start and the output tokens.
 */
class SpringAiAnthropicConformanceTest extends SpringAiConformanceTestBase {

    @Override
    protected AnthropicChatModel createModel() {
        return AnthropicChatModel.builder().options(AnthropicChatOptions.builder()
                .baseUrl(fixture.baseUrl())   // no "/v1": the SDK adds it
                .apiKey("sk-ant-fixture")
                .model("claude-haiku-4-5")
                .maxTokens(MAX_TOKENS)         // unset, Spring AI sends 4096
                .timeout(TIMEOUT)
                .maxRetries(0)                 // the default is 2, i.e. 3 attempts
                .build()).build();
    }
}
