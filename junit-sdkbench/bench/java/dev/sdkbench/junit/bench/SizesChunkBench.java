package dev.sdkbench.junit.bench;

import dev.sdkbench.junit.ClientCase;
import dev.sdkbench.junit.Dialect;
import dev.sdkbench.junit.Fixture;
import dev.sdkbench.junit.FixturePlacement;
import dev.sdkbench.junit.SdkBenchmark;
import dev.sdkbench.junit.SdkCase;
import dev.sdkbench.junit.Sizes;
import dev.sdkbench.junit.Startup;
import dev.sdkbench.junit.Steady;
import dev.sdkbench.junit.samples.BusyWait;
import dev.sdkbench.junit.samples.JdkChatStreamClient;

/**
 * The stream ladder's method, checked by {@link SizesChunkCheck}: the JDK streaming client as it is, and with a planted
 * per-chunk cost (a busy wait of {@link #PLANTED_MICROS} µs on every delta it hands on, as a client that parses or
 * allocates on every delta would spend), on a ladder of 10, 300 and 1,000 deltas, two steady forks a size. The fixture
 * writes its events on a CPU of its own: on the client's, its writes would interleave with the planted waits, and each
 * delta would cost the two a switch of the CPU beside the wait.
 */
@SdkBenchmark(dialect = Dialect.CHAT)
@Startup(forks = 1, minForks = 1, warmup = 2, requests = 10)
@Steady(forks = 0, iterationMillis = 500, window = 3, warmupMillis = 10_000, iterations = 4)
@Fixture(placement = FixturePlacement.OWN_CPU)
@Sizes(streamChunks = {10, 300, 1000}, forks = 2)
public class SizesChunkBench {

    /** The planted cost of every delta. */
    static final long PLANTED_MICROS = 40;

    @ClientCase(stream = true)
    void asItIs(SdkCase sdk) {
        JdkChatStreamClient client = new JdkChatStreamClient(sdk);
        sdk.measureStream(client::stream);
    }

    @ClientCase(stream = true)
    void plantedPerChunk(SdkCase sdk) {
        JdkChatStreamClient client = new JdkChatStreamClient(sdk);
        long nanos = PLANTED_MICROS * 1000;
        sdk.measureStream(deltas -> client.stream(delta -> {
            BusyWait.spin(nanos);
            deltas.accept(delta);
        }));
    }
}
