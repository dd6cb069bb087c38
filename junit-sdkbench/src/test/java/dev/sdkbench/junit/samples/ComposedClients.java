package dev.sdkbench.junit.samples;

import dev.sdkbench.junit.ClientCase;
import dev.sdkbench.junit.SdkCase;

/** A class marked only by a team's annotations, {@link TeamBenchmark} and {@link QuickCase}. */
@TeamBenchmark
public class ComposedClients {

    @ClientCase
    void plain(SdkCase sdk) {
        sdk.measure(() -> "Hello.");
    }

    @QuickCase
    void quick(SdkCase sdk) {
        sdk.measure(() -> "Hello.");
    }
}
