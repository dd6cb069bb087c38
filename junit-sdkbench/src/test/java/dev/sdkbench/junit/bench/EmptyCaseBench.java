package dev.sdkbench.junit.bench;

import dev.sdkbench.junit.ClientCase;
import dev.sdkbench.junit.SdkBenchmark;
import dev.sdkbench.junit.SdkCase;

/**
 * Target 3: the scaffold alone. Its RSS and time to first output are compared with
 * {@link BareMain} started with the same flags, in alternating rounds (see {@link Interleave}).
 */
@SdkBenchmark(dialect = "none")
public class EmptyCaseBench {

    @ClientCase
    void emptyCase(SdkCase sdk) {
        sdk.measure(() -> "Hello.");
    }
}
