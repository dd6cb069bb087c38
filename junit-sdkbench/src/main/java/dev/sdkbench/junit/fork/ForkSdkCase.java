package dev.sdkbench.junit.fork;

import dev.sdkbench.junit.ClientCall;
import dev.sdkbench.junit.SdkCase;
import dev.sdkbench.junit.StreamingCall;
import dev.sdkbench.junit.link.ForkResult.Outcome;
import dev.sdkbench.junit.link.ForkSpec;

/**
 * The fork's {@link SdkCase}: hands the spec's values to the case and runs its {@link Calls}
 * inside {@link #measure}, so that whatever the case does after {@code measure} returns (closing
 * its client, say) happens after the calls, not before them.
 */
final class ForkSdkCase implements SdkCase {

    /**
     * What {@code measure} does with the case's call while the case waits: the {@link CallLoop}
     * times it, or a pair fork's {@link ReferencePartner} hands it over to the loop.
     */
    interface Calls {

        /** @return the first failure, or {@code null} when every call passed */
        CaseFailure run(ClientCall call);

        /** @return the first failure, or {@code null} when every call passed */
        CaseFailure runStream(StreamingCall call);
    }

    private final ForkSpec spec;
    private final Calls loop;
    private int measureCalls;
    private CaseFailure loopFailure;
    private ProcessFacts facts;

    ForkSdkCase(ForkSpec spec, Calls loop) {
        this.spec = spec;
        this.loop = loop;
    }

    @Override
    public String baseUrl() {
        return spec.exchange().baseUrl();
    }

    @Override
    public String apiKey() {
        return spec.exchange().apiKey();
    }

    @Override
    public String prompt() {
        return spec.exchange().prompt();
    }

    @Override
    public int maxTokens() {
        return spec.exchange().maxTokens();
    }

    @Override
    public int inputTokens() {
        return spec.exchange().inputTokens();
    }

    @Override
    public int outputTokens() {
        return spec.exchange().outputTokens();
    }

    @Override
    public String model(String fallback) {
        return spec.exchange().model() != null ? spec.exchange().model() : fallback;
    }

    @Override
    public void measure(ClientCall call) {
        measureCalls++;
        if (measureCalls > 1) {
            throw new IllegalStateException("sdk.measure(...) was called " + measureCalls + " times; call it once per case method");
        }
        if (spec.exchange().stream()) {
            loopFailure = new CaseFailure(Outcome.NO_CALL, "the case streams (stream = true) but called sdk.measure(...):"
                    + " hand the stream to sdk.measureStream(deltas -> { for (chunk : stream) deltas.accept(textOf(chunk)); })");
        } else if (call == null) {
            loopFailure = new CaseFailure(Outcome.NO_CALL, "sdk.measure(null) was called; pass the client call, e.g. "
                    + "sdk.measure(() -> client.send(request).text())");
        } else {
            loopFailure = loop.run(call);
        }
        facts = ProcessFacts.collect(spec.expectedCpus());
    }

    @Override
    public void measureStream(StreamingCall call) {
        measureCalls++;
        if (measureCalls > 1) {
            throw new IllegalStateException("sdk.measureStream(...) was called after another measure; call it once per case method");
        }
        if (!spec.exchange().stream()) {
            loopFailure = new CaseFailure(Outcome.NO_CALL, "the case does not stream but called sdk.measureStream(...):"
                    + " set @ClientCase(stream = true) (or stream on @SdkBenchmark), or hand a non-streaming call to sdk.measure(...)");
        } else if (call == null) {
            loopFailure = new CaseFailure(Outcome.NO_CALL, "sdk.measureStream(null) was called; pass the streaming call, e.g. "
                    + "sdk.measureStream(deltas -> { for (chunk : stream) deltas.accept(textOf(chunk)); })");
        } else {
            loopFailure = loop.runStream(call);
        }
        facts = ProcessFacts.collect(spec.expectedCpus());
    }

    /** The facts read right after the last call, or {@code null} when {@code measure} never ran. */
    ProcessFacts facts() {
        return facts;
    }

    /**
     * How the case ended, or {@code null} when every call passed. The first failure wins: a
     * failed call before a second {@code measure}, a second {@code measure} before the exception
     * it caused.
     *
     * @param caseName the case as messages name it
     * @param thrown   what the case method threw, or {@code null}
     */
    CaseFailure outcome(String caseName, Throwable thrown) {
        if (loopFailure != null) {
            return loopFailure;
        }
        if (measureCalls > 1) {
            return new CaseFailure(Outcome.NO_CALL, caseName + " called sdk.measure(...) " + measureCalls
                    + " times; call it exactly once, with the one client call to time");
        }
        if (thrown != null) {
            return CaseFailure.setupFailed(measureCalls == 0 ? caseName : caseName + ", after sdk.measure(...) returned,", thrown);
        }
        if (measureCalls == 0) {
            return new CaseFailure(Outcome.NO_CALL, caseName + (spec.exchange().stream()
                    ? " returned without calling sdk.measureStream(...); build the client, then hand the stream to time to"
                    + " sdk.measureStream(deltas -> <stream, handing each chunk's text to deltas.accept>)"
                    : " returned without calling sdk.measure(...); build the client, "
                    + "then hand the call to time to sdk.measure(() -> <call returning the reply text>)"));
        }
        return null;
    }
}
