package dev.sdkbench.examples.springai.bedrock;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.springframework.ai.bedrock.converse.BedrockProxyChatModel;
import org.springframework.ai.chat.prompt.Prompt;

import software.amazon.awssdk.services.bedrockruntime.BedrockRuntimeAsyncClient;
import software.amazon.awssdk.services.bedrockruntime.BedrockRuntimeClient;

import dev.sdkbench.examples.springai.SpringAiConformanceTestBase;
import dev.sdkbench.fixture.counters.RequestRecord;

/**
 * Spring AI {@code BedrockProxyChatModel} on AWS SDK clients of the test's own (see
 * {@link SpringAiBedrockModels}): a call goes through the sync client's {@code converse}
 * ({@code POST /model/{id}/converse}), a stream through the async client's {@code converseStream}
 * ({@code /converse-stream}, AWS event-stream frames), one response per text delta, then one with
 * no text carrying the usage of the {@code metadata} event.
 */
class SpringAiBedrockConformanceTest extends SpringAiConformanceTestBase {

    private BedrockRuntimeClient client;
    private BedrockRuntimeAsyncClient asyncClient;

    @Override
    protected BedrockProxyChatModel createModel() {
        client = SpringAiBedrockModels.syncClient(fixture.baseUrl(), "fixture-secret", SpringAiBedrockModels.noRetries());
        asyncClient = SpringAiBedrockModels.asyncClient(fixture.baseUrl(), "fixture-secret", SpringAiBedrockModels.noRetries());
        return BedrockProxyChatModel.builder()
                .defaultOptions(SpringAiBedrockModels.options(SpringAiBedrockModels.MODEL, MAX_TOKENS).build())
                .bedrockRuntimeClient(client)
                .bedrockRuntimeAsyncClient(asyncClient)
                .build();
    }

    @AfterAll
    void closeClients() {
        if (client != null) {
            client.close();
        }
        if (asyncClient != null) {
            asyncClient.close();
        }
    }

    /**
     * What goes on the wire: the model in the path, the limit in {@code inferenceConfig} and
     * nothing else there, the fields Spring AI always sets ({@code system} and
     * {@code additionalModelRequestFields} empty, and {@code requestMetadata} carrying the user
     * message's own metadata, its Spring AI message type), and a SigV4 signature for bedrock in us-east-1.
     */
    @Test
    void sendsTheLimitInInferenceConfigSignedWithSigV4() {
        model.call(new Prompt(PROMPT));

        RequestRecord request = fixture.counters().firstRequest();
        assertThat(request).as("the request the fixture routed; its violations: %s", fixture.counters().violations()).isNotNull();
        assertThat(request.path()).isEqualTo("/model/" + SpringAiBedrockModels.MODEL + "/converse");
        assertThat(request.body()).as("the body").contains("\"inferenceConfig\":{\"maxTokens\":" + MAX_TOKENS + "}")
                .contains("\"system\":[]", "\"additionalModelRequestFields\":{}", "\"requestMetadata\":{\"messageType\":\"USER\"}")
                .doesNotContain("temperature", "topP", "toolConfig", "outputConfig");
        assertThat(request.headers().get("authorization")).singleElement().asString()
                .startsWith("AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/").contains("/us-east-1/bedrock/aws4_request, ");
        fixture.assertRequests(1);
    }
}
