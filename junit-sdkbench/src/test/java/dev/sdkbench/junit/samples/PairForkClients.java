package dev.sdkbench.junit.samples;

import dev.sdkbench.junit.ClientCase;
import dev.sdkbench.junit.Dialect;
import dev.sdkbench.junit.SdkBenchmark;
import dev.sdkbench.junit.SdkCase;
import dev.sdkbench.junit.Startup;
import dev.sdkbench.junit.Steady;
import dev.sdkbench.junit.SteadyPairing;

/**
 * Pair forks: the planted case's steady forks also run the raw reference in the same JVM,
 * alternating with it; the planted case spins a set time per call that the reference does not.
 * The steady protocol is short, for the test command: the blocks, not a settled figure, are what
 * the test reads.
 */
@SdkBenchmark(dialect = Dialect.CHAT)
@Startup(forks = 1, minForks = 1, warmup = 5, requests = 40)
@Steady(forks = 2, pairing = SteadyPairing.SAME_JVM, iterationMillis = 100, window = 2, warmupMillis = 1000, iterations = 6)
public class PairForkClients {

    /** The planted busy wait per call, ns: several times a warm call's cost, so it stands out of any noise. */
    public static final long PLANTED_NANOS = 2_000_000;

    @ClientCase(reference = true)
    void raw(SdkCase sdk) {
        JdkChatClient client = new JdkChatClient(sdk);
        sdk.measure(client::chat);
    }

    @ClientCase
    void planted(SdkCase sdk) {
        JdkChatClient client = new JdkChatClient(sdk);
        sdk.measure(() -> {
            BusyWait.spin(PLANTED_NANOS);
            return client.chat();
        });
    }
}
