package dev.sdkbench.junit;

import static org.apiguardian.api.API.Status.MAINTAINED;

import org.apiguardian.api.API;

import java.util.Locale;

/**
 * The provider API a case calls, as the fixture serves it: {@code @SdkBenchmark(dialect = Dialect.CHAT)}
 * for every case of a class, or {@code @ClientCase(dialect = Dialect.GEMINI)} for one. An annotation
 * needs a constant, so each of the fixture's built-in dialects ({@code dev.sdkbench.fixture.dialect.Dialects})
 * has one here, named as its id is spelled ({@link #id()}), in the fixture's order.
 * {@code TypedChoicesTest} fails until the constants follow the fixture.
 */
@API(status = MAINTAINED, since = "0.1")
public enum Dialect {

    /**
     * Not set here: a case takes its class's dialect; a class that leaves it unset makes every case
     * name its own.
     */
    INHERIT,
    /** OpenAI's Chat Completions, {@code /v1/chat/completions}. */
    CHAT,
    /** OpenAI's Responses, {@code /v1/responses}. */
    RESPONSES,
    /** Anthropic's Messages, {@code /v1/messages}. */
    ANTHROPIC,
    /** Google's Gemini {@code generateContent}. */
    GEMINI,
    /** Ollama's native chat API, {@code /api/chat}, which streams newline-delimited JSON. */
    OLLAMA,
    /** Amazon Bedrock's Converse, {@code /model/{modelId}/converse} (streamed in AWS event-stream frames). */
    BEDROCK_CONVERSE,
    /**
     * Anthropic's Messages in Amazon Bedrock's InvokeModel, {@code /model/{modelId}/invoke} (streamed as
     * base64 chunks in AWS event-stream frames), as anthropic-java's Bedrock backend sends it.
     */
    BEDROCK_INVOKE,
    /** No API at all: a case that calls nothing, such as the empty case that measures the harness's own cost. */
    NONE;

    /** The fixture's spelling of the constant's name: {@code BEDROCK_CONVERSE} is {@code bedrock-converse}. */
    private final String id = name().equals("INHERIT") ? null : name().toLowerCase(Locale.ROOT).replace('_', '-');

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
