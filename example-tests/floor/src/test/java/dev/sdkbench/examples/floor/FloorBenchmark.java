package dev.sdkbench.examples.floor;

import static dev.sdkbench.examples.floor.MinimalClient.quote;

import dev.sdkbench.junit.ClientCase;
import dev.sdkbench.junit.Dialect;
import dev.sdkbench.junit.SdkBenchmark;
import dev.sdkbench.junit.SdkCase;

/** The floors every SDK is read against: a minimal client per dialect, and the scaffold alone. */
@SdkBenchmark
class FloorBenchmark {

    /** The model the Bedrock floors name, as the AWS SDK's conformance test does. */
    static final String BEDROCK_MODEL = "anthropic.claude-3-haiku-20240307-v1:0";
    /** The model the Bedrock invoke floors name, as anthropic-java-bedrock's cases do. */
    static final String BEDROCK_INVOKE_MODEL = "anthropic.claude-haiku-4-5-20251001-v1:0";

    @ClientCase(dialect = Dialect.CHAT)
    void minimalChat(SdkCase sdk) {
        MinimalClient client = new MinimalClient(sdk, "/v1/chat/completions",
                "{\"model\":" + quote(sdk.model("gpt-4.1-mini")) + ",\"messages\":[{\"role\":\"user\",\"content\":"
                        + quote(sdk.prompt()) + "}],\"max_completion_tokens\":" + sdk.maxTokens() + "}",
                "/choices/0/message/content", "/usage/prompt_tokens", "/usage/completion_tokens");
        sdk.measure(() -> client.call(sdk));
    }

    @ClientCase(dialect = Dialect.RESPONSES)
    void minimalResponses(SdkCase sdk) {
        MinimalClient client = new MinimalClient(sdk, "/v1/responses",
                "{\"model\":" + quote(sdk.model("gpt-4.1-mini")) + ",\"input\":" + quote(sdk.prompt())
                        + ",\"max_output_tokens\":" + sdk.maxTokens() + "}",
                "/output/0/content/0/text", "/usage/input_tokens", "/usage/output_tokens");
        sdk.measure(() -> client.call(sdk));
    }

    @ClientCase(dialect = Dialect.ANTHROPIC)
    void minimalAnthropic(SdkCase sdk) {
        MinimalClient client = new MinimalClient(sdk, "/v1/messages",
                "{\"model\":" + quote(sdk.model("claude-haiku-4-5")) + ",\"max_tokens\":" + sdk.maxTokens()
                        + ",\"messages\":[{\"role\":\"user\",\"content\":" + quote(sdk.prompt()) + "}]}",
                "/content/0/text", "/usage/input_tokens", "/usage/output_tokens");
        sdk.measure(() -> client.call(sdk));
    }

    @ClientCase(dialect = Dialect.GEMINI)
    void minimalGemini(SdkCase sdk) {
        MinimalClient client = new MinimalClient(sdk, "/v1beta/models/" + sdk.model("gemini-2.5-flash") + ":generateContent",
                "{\"contents\":[{\"role\":\"user\",\"parts\":[{\"text\":" + quote(sdk.prompt()) + "}]}],"
                        + "\"generationConfig\":{\"maxOutputTokens\":" + sdk.maxTokens() + "}}",
                "/candidates/0/content/parts/0/text", "/usageMetadata/promptTokenCount", "/usageMetadata/candidatesTokenCount");
        sdk.measure(() -> client.call(sdk));
    }

    /** Ollama streams unless told not to, so the plain call says {@code "stream": false}. */
    @ClientCase(dialect = Dialect.OLLAMA)
    void minimalOllama(SdkCase sdk) {
        MinimalClient client = new MinimalClient(sdk, "/api/chat",
                "{\"model\":" + quote(sdk.model("llama3.2")) + ",\"messages\":[{\"role\":\"user\",\"content\":"
                        + quote(sdk.prompt()) + "}],\"stream\":false,\"options\":{\"num_predict\":" + sdk.maxTokens() + "}}",
                "/message/content", "/prompt_eval_count", "/eval_count");
        sdk.measure(() -> client.call(sdk));
    }

    /**
     * Bedrock's Converse: the model in the path, percent-encoded as the AWS SDK sends it, and every
     * request SigV4-signed when it is sent, with the dummy static keys in us-east-1.
     */
    @ClientCase(dialect = Dialect.BEDROCK_CONVERSE)
    void minimalBedrockConverse(SdkCase sdk) {
        MinimalClient client = MinimalClient.signed(sdk, bedrockPath(sdk, "converse"),
                "{\"messages\":[{\"role\":\"user\",\"content\":[{\"text\":" + quote(sdk.prompt()) + "}]}],"
                        + "\"inferenceConfig\":{\"maxTokens\":" + sdk.maxTokens() + "}}",
                SigV4Signer.bedrock(), "/output/message/content/0/text", "/usage/inputTokens", "/usage/outputTokens");
        sdk.measure(() -> client.call(sdk));
    }

    /** Bedrock's path of the model for {@code operation} ({@code converse}, {@code converse-stream}); its {@code :} as {@code %3A}. */
    static String bedrockPath(SdkCase sdk, String operation) {
        return "/model/" + SigV4Signer.encode(sdk.model(BEDROCK_MODEL), true) + "/" + operation;
    }

    /**
     * Messages in Bedrock's InvokeModel, as anthropic-java's Bedrock backend sends it: the model in the
     * path (percent-encoded, as AWS clients send it), Bedrock's {@code anthropic_version} in the body,
     * and every request SigV4-signed when it is sent.
     */
    @ClientCase(dialect = Dialect.BEDROCK_INVOKE)
    void minimalBedrockInvoke(SdkCase sdk) {
        String path = "/model/" + SigV4Signer.encode(sdk.model(BEDROCK_INVOKE_MODEL), true) + "/invoke";
        MinimalClient client = MinimalClient.signed(sdk, path,
                "{\"anthropic_version\":\"bedrock-2023-05-31\",\"max_tokens\":" + sdk.maxTokens()
                        + ",\"messages\":[{\"role\":\"user\",\"content\":" + quote(sdk.prompt()) + "}]}",
                SigV4Signer.bedrock(), "/content/0/text", "/usage/input_tokens", "/usage/output_tokens");
        sdk.measure(() -> client.call(sdk));
    }

    /** No client at all: the harness's own cost, which every other figure includes. */
    @ClientCase(dialect = Dialect.NONE)
    void emptyCase(SdkCase sdk) {
        String text = sdk.checkUsage("Hello.", sdk.inputTokens(), sdk.outputTokens());
        sdk.measure(() -> text);
    }
}
