package dev.sdkbench.junit;

import static org.apiguardian.api.API.Status.MAINTAINED;

import org.apiguardian.api.API;

/**
 * What a {@link ClientCase} method receives, in the forked JVM: where the fixture is, what to
 * ask, and the place to hand over the call to measure.
 *
 * <pre>{@code
 * @ClientCase(dialect = Dialect.CHAT)
 * void openAiChat(SdkCase sdk) {
 *     OpenAIClient client = OpenAIOkHttpClient.builder()
 *             .baseUrl(sdk.baseUrl() + "/v1").apiKey(sdk.apiKey()).maxRetries(0).build();
 *     ChatCompletionCreateParams params = ChatCompletionCreateParams.builder()
 *             .model(sdk.model("gpt-4.1-mini")).addUserMessage(sdk.prompt()).maxCompletionTokens(sdk.maxTokens()).build();
 *     sdk.measure(() -> client.chat().completions().create(params).choices().get(0).message().content().orElse(null));
 * }
 * }</pre>
 *
 * Everything before {@link #measure} is client construction and is not timed.
 */
@API(status = MAINTAINED, since = "0.1")
public interface SdkCase {

    /** {@code http://127.0.0.1:<port>}, no trailing slash; add the SDK's own prefix (e.g. {@code /v1}). */
    String baseUrl();

    /** A dummy credential; no real key ever reaches a case. */
    String apiKey();

    /** The user prompt the fixture expects. */
    String prompt();

    /** The output-token limit the fixture expects. */
    int maxTokens();

    /** The model the fixture expects, or {@code fallback} when the benchmark names none. */
    String model(String fallback);

    /** The input tokens the fixture's reply reports. */
    int inputTokens();

    /** The output tokens the fixture's reply reports. */
    int outputTokens();

    /**
     * The reply's text when the usage the client read is the fixture's; otherwise a text naming the
     * wrong usage, which fails the harness's text check. Reading usage in every case keeps lazily
     * parsing clients doing the same work as eager ones.
     */
    default String checkUsage(String text, long inputTokens, long outputTokens) {
        if (inputTokens == inputTokens() && outputTokens == outputTokens()) {
            return text;
        }
        return "usage " + inputTokens + "/" + outputTokens + " instead of " + inputTokens() + "/" + outputTokens();
    }

    /** Hands over the call to measure. Call it exactly once; a streaming case calls {@link #measureStream} instead. */
    void measure(ClientCall call);

    /**
     * Hands over the streaming call to measure, in a case that streams ({@code stream = true}).
     * Call it exactly once, instead of {@link #measure}:
     *
     * <pre>{@code
     * sdk.measureStream(deltas -> {
     *     try (StreamResponse<ChatCompletionChunk> stream = client.chat().completions().createStreaming(params)) {
     *         stream.stream().forEach(chunk -> deltas.accept(textOf(chunk)));
     *     }
     * });
     * }</pre>
     */
    void measureStream(StreamingCall call);
}
