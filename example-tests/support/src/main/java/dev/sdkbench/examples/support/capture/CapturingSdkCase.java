package dev.sdkbench.examples.support.capture;

import dev.sdkbench.fixture.Recording;
import dev.sdkbench.junit.ClientCall;
import dev.sdkbench.junit.SdkCase;
import dev.sdkbench.junit.StreamingCall;

/**
 * An {@link SdkCase} that hands a case the values a sdkbench fork would (the fixture's base URL,
 * the dummy key, the LM15 prompt, output limit and usage) and keeps the call given to
 * {@link #measure} instead of running it, so another harness can time exactly that call.
 */
final class CapturingSdkCase implements SdkCase {

    /** The key sdkbench's forks get; the fixture accepts any. */
    static final String API_KEY = "sdkbench-dummy-key";
    static final String PROMPT = "Say hello.";
    static final int MAX_TOKENS = 32;

    private final String baseUrl;
    private final Recording recording;
    private ClientCall call;
    private int measureCalls;

    CapturingSdkCase(String baseUrl, Recording recording) {
        this.baseUrl = baseUrl;
        this.recording = recording;
    }

    @Override
    public String baseUrl() {
        return baseUrl;
    }

    @Override
    public String apiKey() {
        return API_KEY;
    }

    @Override
    public String prompt() {
        return PROMPT;
    }

    @Override
    public int maxTokens() {
        return MAX_TOKENS;
    }

    @Override
    public String model(String fallback) {
        return fallback;
    }

    @Override
    public int inputTokens() {
        return recording.inputTokens();
    }

    @Override
    public int outputTokens() {
        return recording.outputTokens();
    }

    @Override
    public void measure(ClientCall call) {
        measureCalls++;
        this.call = call;
    }

    @Override
    public void measureStream(StreamingCall call) {
        throw new UnsupportedOperationException("the case streams (sdk.measureStream); only sdk.measure(...) cases can be captured");
    }

    /** The call handed to {@link #measure}, or {@code null} when there was none. */
    ClientCall call() {
        return call;
    }

    int measureCalls() {
        return measureCalls;
    }
}
