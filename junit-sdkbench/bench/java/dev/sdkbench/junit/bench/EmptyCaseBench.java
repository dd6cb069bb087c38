package dev.sdkbench.junit.bench;

import dev.sdkbench.junit.ClientCall;
import dev.sdkbench.junit.ClientCase;
import dev.sdkbench.junit.Dialect;
import dev.sdkbench.junit.SdkBenchmark;
import dev.sdkbench.junit.SdkCase;

/**
 * Target 3: the scaffold alone. Its RSS and time to first output are compared with
 * {@link BareMain} started with the same flags, in alternating rounds (see {@link Interleave}).
 */
@SdkBenchmark(dialect = Dialect.NONE)
public class EmptyCaseBench {

    /**
     * The judged case. An anonymous class, not a lambda: a fork's first lambda costs the JDK's
     * lambda bootstrap (~15 ms on one CPU here), which is neither the scaffold's nor avoidable by
     * it, and which every real client pays anyway. {@link #emptyCaseAsLambda} shows that cost.
     */
    @ClientCase
    void emptyCase(SdkCase sdk) {
        sdk.measure(new ClientCall() {
            @Override
            public String call() {
                return "Hello.";
            }
        });
    }

    /** The same case as users write it; reported beside the judged one, not judged. */
    @ClientCase
    void emptyCaseAsLambda(SdkCase sdk) {
        sdk.measure(() -> "Hello.");
    }
}
