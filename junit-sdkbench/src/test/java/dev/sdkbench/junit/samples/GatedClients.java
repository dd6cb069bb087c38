package dev.sdkbench.junit.samples;

import dev.sdkbench.junit.ClientCase;
import dev.sdkbench.junit.Dialect;
import dev.sdkbench.junit.SdkBenchmark;
import dev.sdkbench.junit.SdkCase;
import dev.sdkbench.junit.Startup;
import dev.sdkbench.junit.Steady;

/**
 * Cases read side by side: a raw reference, a case identical to it, and one whose candidate side
 * carries a planted slowdown that its baseline side (the classpath holding {@link #BASELINE_MARKER})
 * does not.
 */
@SdkBenchmark(dialect = Dialect.CHAT)
@Startup(forks = 6, minForks = 6, warmup = 5, requests = 40)
@Steady(forks = 0)
public class GatedClients {

    /** A resource only the baseline classpath holds. */
    public static final String BASELINE_MARKER = "sdkbench-baseline-marker.txt";
    /** The planted busy wait per call of the candidate side, ns: several times an early call's cost. */
    public static final long PLANTED_NANOS = 3_000_000;

    @ClientCase(reference = true)
    void raw(SdkCase sdk) {
        JdkChatClient client = new JdkChatClient(sdk);
        sdk.measure(client::chat);
    }

    @ClientCase
    void unchanged(SdkCase sdk) {
        JdkChatClient client = new JdkChatClient(sdk);
        sdk.measure(client::chat);
    }

    @ClientCase
    void planted(SdkCase sdk) {
        JdkChatClient client = new JdkChatClient(sdk);
        long extra = GatedClients.class.getClassLoader().getResource(BASELINE_MARKER) != null ? 0 : PLANTED_NANOS;
        sdk.measure(() -> {
            BusyWait.spin(extra);
            return client.chat();
        });
    }
}
