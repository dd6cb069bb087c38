package dev.sdkbench.examples.langchain4j.ollama;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import dev.langchain4j.model.chat.response.ChatResponse;
import dev.langchain4j.model.ollama.OllamaChatModel;
import dev.langchain4j.model.ollama.OllamaStreamingChatModel;
import dev.sdkbench.examples.support.LangChain4jTestBase;
import dev.sdkbench.fixture.counters.RequestRecord;

/**
 * LangChain4j Ollama: the base URL is the server's root, the model sends {@code POST /api/chat}
 * with {@code "stream": false} or {@code true}, and the streaming model reads Ollama's
 * newline-delimited JSON.
 */
class LangChain4jOllamaConformanceTest extends LangChain4jTestBase {

    private static final String MODEL = "llama3.2";
    private static final ObjectMapper JSON = new ObjectMapper();

    private OllamaChatModel.OllamaChatModelBuilder chatModel() {
        return OllamaChatModel.builder().baseUrl(fixture.baseUrl()).modelName(MODEL).numPredict(MAX_TOKENS).timeout(TIMEOUT)
                .maxRetries(0);
    }

    @ParameterizedTest
    @EnumSource(Transport.class)
    void nonStreaming(Transport transport) {
        OllamaChatModel.OllamaChatModelBuilder builder = chatModel();
        transport.applyTo(builder::httpClientBuilder);
        ChatResponse response = builder.build().chat(REQUEST);
        assertHello(response.aiMessage().text(), response, transport);
    }

    @ParameterizedTest
    @EnumSource(Transport.class)
    void streaming(Transport transport) {
        // Streaming models have no maxRetries: they never retry.
        OllamaStreamingChatModel.OllamaStreamingChatModelBuilder builder = OllamaStreamingChatModel.builder()
                .baseUrl(fixture.baseUrl()).modelName(MODEL).numPredict(MAX_TOKENS).timeout(TIMEOUT);
        transport.applyTo(builder::httpClientBuilder);
        Streamed streamed = stream(builder.build());
        assertHello(streamed.text(), streamed.response(), transport);
    }

    /** What goes on the wire: Ollama's own fields, pretty-printed, and no credential (Ollama's API has none). */
    @Test
    void theRequestCarriesTheLimitInOptionsAndNoCredential() throws Exception {
        chatModel().build().chat(REQUEST);

        RequestRecord request = fixture.counters().firstRequest();
        JsonNode body = JSON.readTree(request.body());
        assertThat(body.get("stream").asBoolean(true)).as("stream in %s", request.body()).isFalse();
        assertThat(body.at("/options/num_predict").asInt()).as("options.num_predict in %s", request.body()).isEqualTo(MAX_TOKENS);
        assertThat(request.body()).as("LangChain4j's Ollama client indents its JSON").contains("\n");
        assertThat(request.headers()).as("headers").doesNotContainKeys("authorization", "x-api-key");
        fixture.assertRequests(1);
    }
}
