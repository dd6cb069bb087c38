package dev.sdkbench.junit;

/**
 * The provider API a case calls, as the fixture serves it: {@code @SdkBenchmark(dialect = Dialect.CHAT)}
 * for every case of a class, or {@code @ClientCase(dialect = Dialect.GEMINI)} for one.
 */
public enum Dialect {

    /**
     * Not set here: a case takes its class's dialect; a class that leaves it unset makes every case
     * name its own.
     */
    INHERIT(null),
    /** OpenAI's Chat Completions, {@code /v1/chat/completions}. */
    CHAT("chat"),
    /** OpenAI's Responses, {@code /v1/responses}. */
    RESPONSES("responses"),
    /** Anthropic's Messages, {@code /v1/messages}. */
    ANTHROPIC("anthropic"),
    /** Google's Gemini {@code generateContent}. */
    GEMINI("gemini"),
    /** Ollama's native chat API, {@code /api/chat}, which streams newline-delimited JSON. */
    OLLAMA("ollama"),
    /** Amazon Bedrock's Converse, {@code /model/{modelId}/converse} (streamed in AWS event-stream frames). */
    BEDROCK_CONVERSE("bedrock-converse"),
    /**
     * Anthropic's Messages in Amazon Bedrock's InvokeModel, {@code /model/{modelId}/invoke} (streamed as
     * base64 chunks in AWS event-stream frames), as anthropic-java's Bedrock backend sends it.
     */
    BEDROCK_INVOKE("bedrock-invoke"),
    /** No API at all: a case that calls nothing, such as the empty case that measures the harness's own cost. */
    NONE("none");

    private final String id;

    Dialect(String id) {
        this.id = id;
    }

    /**
     * The name results, configuration parameters and the fixture use, e.g. {@code chat};
     * {@code null} for {@link #INHERIT}.
     */
    public String id() {
        return id;
    }

    /** The result files' name, so that a dialect reads the same in results and messages. */
    @Override
    public String toString() {
        return id == null ? name() : id;
    }
}
