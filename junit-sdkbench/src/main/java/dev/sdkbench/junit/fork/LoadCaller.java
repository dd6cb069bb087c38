package dev.sdkbench.junit.fork;

import dev.sdkbench.junit.ClientCall;
import dev.sdkbench.junit.StreamingCall;
import dev.sdkbench.junit.fork.CaseFailure.Phase;

/**
 * One caller's way to make the case's measured call and check its reply: a streaming call gathers its deltas in a
 * sink of its own, as callers at once cannot share one.
 */
final class LoadCaller {

    private final ClientCall call;
    private final DeltaSink sink;
    private final String expected;

    private LoadCaller(ClientCall call, DeltaSink sink, String expected) {
        this.call = call;
        this.sink = sink;
        this.expected = expected;
    }

    static LoadCaller plain(ClientCall call, String expected) {
        return new LoadCaller(call, null, expected);
    }

    static LoadCaller streaming(StreamingCall call, String expected) {
        DeltaSink deltas = new DeltaSink();
        return new LoadCaller(() -> {
            deltas.reset();
            call.stream(deltas);
            return deltas.text();
        }, deltas, expected);
    }

    /** The call's reply text; whatever the client throws is passed on. */
    String call() throws Exception {
        return call.call();
    }

    /** Why the reply is wrong, naming the call, or {@code null} when it is the expected text. */
    CaseFailure check(String text, long callNumber, Phase phase) {
        if (sink != null && sink.textDeltas() == 0) {
            return CaseFailure.noTextDelta(callNumber, phase, sink.emptyDeltas());
        }
        return expected.equals(text) ? null : CaseFailure.wrongText(callNumber, phase, text, expected);
    }
}
