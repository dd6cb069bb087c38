package dev.sdkbench.junit;

/**
 * What a {@link ClientCase} method receives, in the forked JVM: where the fixture is, what to
 * ask, and the place to hand over the call to measure.
 *
 * <pre>{@code
 * @ClientCase(dialect = "chat")
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

    /** Hands over the call to measure. Call it exactly once. */
    void measure(ClientCall call);
}
