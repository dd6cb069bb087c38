package dev.sdkbench.junit.bench;

import dev.sdkbench.junit.ClientCase;
import dev.sdkbench.junit.Dialect;
import dev.sdkbench.junit.SdkBenchmark;
import dev.sdkbench.junit.SdkCase;
import dev.sdkbench.junit.Startup;
import dev.sdkbench.junit.Steady;
import dev.sdkbench.junit.SteadyPairing;
import dev.sdkbench.junit.samples.JdkChatClient;

/**
 * Whether sharing one JVM moves either side of a baseline pair by itself ({@code steady.pairing=same_jvm}
 * with a baseline classpath): two identical cases of the JDK client in one class run, against a baseline
 * classpath that holds nothing of its own (so the baseline side is the same code, in a class loader of its
 * own). {@code paired} runs its baseline side in its steady forks' JVMs; {@code alone} runs each side's
 * steady forks in JVMs of their own, in the same lockstep rounds. Each side's steady µs/call in the pair
 * forks ({@code steady}, {@code referenceSteady}) is read against the same side alone ({@code alone},
 * {@code alone@base}). The command is in bench/README.md.
 */
@SdkBenchmark(dialect = Dialect.CHAT)
@Startup(forks = 1, minForks = 1, warmup = 20, requests = 200)
@Steady(forks = 4, iterationMillis = 200, window = 5, warmupMillis = 10_000, iterations = 10)
public class SameJvmSidesBench {

    @ClientCase
    @Steady(pairing = SteadyPairing.SAME_JVM)
    void paired(SdkCase sdk) {
        JdkChatClient client = new JdkChatClient(sdk);
        sdk.measure(client::chat);
    }

    @ClientCase
    @Steady(pairing = SteadyPairing.SEPARATE_JVMS)
    void alone(SdkCase sdk) {
        JdkChatClient client = new JdkChatClient(sdk);
        sdk.measure(client::chat);
    }
}
