package dev.sdkbench.examples.floor;

import static dev.sdkbench.examples.floor.MinimalClient.quote;

import org.junit.jupiter.api.Tag;

import dev.sdkbench.junit.ClientCase;
import dev.sdkbench.junit.Dialect;
import dev.sdkbench.junit.SdkBenchmark;
import dev.sdkbench.junit.SdkCase;

/** The streaming floors: a minimal SSE (or, for Ollama, NDJSON; for Bedrock, AWS event-stream) client per dialect, and the streaming scaffold alone. */
@Tag("streaming")
@SdkBenchmark(stream = true)
class FloorStreamingBenchmark {

    @ClientCase(dialect = Dialect.CHAT)
    void minimalChatStream(SdkCase sdk) {
        MinimalStreamClient client = new MinimalStreamClient(sdk, "/v1/chat/completions",
                "{\"model\":" + quote(sdk.model("gpt-4.1-mini")) + ",\"messages\":[{\"role\":\"user\",\"content\":"
                        + quote(sdk.prompt()) + "}],\"max_completion_tokens\":" + sdk.maxTokens() + ",\"stream\":true}",
                null, "/choices/0/delta/content");
        sdk.measureStream(client::stream);
    }

    @ClientCase(dialect = Dialect.RESPONSES)
    void minimalResponsesStream(SdkCase sdk) {
        MinimalStreamClient client = new MinimalStreamClient(sdk, "/v1/responses",
                "{\"model\":" + quote(sdk.model("gpt-4.1-mini")) + ",\"input\":" + quote(sdk.prompt())
                        + ",\"max_output_tokens\":" + sdk.maxTokens() + ",\"stream\":true}",
                "response.output_text.delta", "/delta");
        sdk.measureStream(client::stream);
    }

    @ClientCase(dialect = Dialect.ANTHROPIC)
    void minimalAnthropicStream(SdkCase sdk) {
        MinimalStreamClient client = new MinimalStreamClient(sdk, "/v1/messages",
                "{\"model\":" + quote(sdk.model("claude-haiku-4-5")) + ",\"max_tokens\":" + sdk.maxTokens()
                        + ",\"messages\":[{\"role\":\"user\",\"content\":" + quote(sdk.prompt()) + "}],\"stream\":true}",
                "content_block_delta", "/delta/text");
        sdk.measureStream(client::stream);
    }

    @ClientCase(dialect = Dialect.GEMINI)
    void minimalGeminiStream(SdkCase sdk) {
        MinimalStreamClient client = new MinimalStreamClient(sdk,
                "/v1beta/models/" + sdk.model("gemini-2.5-flash") + ":streamGenerateContent?alt=sse",
                "{\"contents\":[{\"role\":\"user\",\"parts\":[{\"text\":" + quote(sdk.prompt()) + "}]}],"
                        + "\"generationConfig\":{\"maxOutputTokens\":" + sdk.maxTokens() + "}}",
                null, "/candidates/0/content/parts/0/text");
        sdk.measureStream(client::stream);
    }

    /** One JSON object a line: each line's content is a delta, the last one's empty. */
    @ClientCase(dialect = Dialect.OLLAMA)
    void minimalOllamaStream(SdkCase sdk) {
        MinimalStreamClient client = MinimalStreamClient.ndjson(sdk, "/api/chat",
                "{\"model\":" + quote(sdk.model("llama3.2")) + ",\"messages\":[{\"role\":\"user\",\"content\":"
                        + quote(sdk.prompt()) + "}],\"stream\":true,\"options\":{\"num_predict\":" + sdk.maxTokens() + "}}",
                "/message/content");
        sdk.measureStream(client::stream);
    }

    /**
     * Bedrock's ConverseStream: AWS event-stream messages, each checked against both its CRCs; the
     * text in the {@code contentBlockDelta} events, the usage in the {@code metadata} one. Signed per call.
     */
    @ClientCase(dialect = Dialect.BEDROCK_CONVERSE)
    void minimalBedrockConverseStream(SdkCase sdk) {
        MinimalStreamClient client = MinimalStreamClient.eventStream(sdk, FloorBenchmark.bedrockPath(sdk, "converse-stream"),
                "{\"messages\":[{\"role\":\"user\",\"content\":[{\"text\":" + quote(sdk.prompt()) + "}]}],"
                        + "\"inferenceConfig\":{\"maxTokens\":" + sdk.maxTokens() + "}}",
                SigV4Signer.bedrock(), "contentBlockDelta", "/delta/text", "metadata", "/usage/inputTokens", "/usage/outputTokens");
        sdk.measureStream(client::stream);
    }

    /**
     * Messages streamed through Bedrock's InvokeModelWithResponseStream: each of Anthropic's stream
     * events base64-encoded in an event-stream {@code chunk} message. Signed per call.
     */
    @ClientCase(dialect = Dialect.BEDROCK_INVOKE)
    void minimalBedrockInvokeStream(SdkCase sdk) {
        String path = "/model/" + SigV4Signer.encode(sdk.model(FloorBenchmark.BEDROCK_INVOKE_MODEL), true) + "/invoke-with-response-stream";
        MinimalStreamClient client = MinimalStreamClient.eventStreamChunks(sdk, path,
                "{\"anthropic_version\":\"bedrock-2023-05-31\",\"max_tokens\":" + sdk.maxTokens()
                        + ",\"messages\":[{\"role\":\"user\",\"content\":" + quote(sdk.prompt()) + "}]}",
                SigV4Signer.bedrock(), "content_block_delta", "/delta/text");
        sdk.measureStream(client::stream);
    }

    /** No client at all: the streaming scaffold's own cost, two deltas handed over. */
    @ClientCase(dialect = Dialect.NONE)
    void emptyStream(SdkCase sdk) {
        sdk.measureStream(deltas -> {
            deltas.accept("Hello");
            deltas.accept(".");
        });
    }
}
