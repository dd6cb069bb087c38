package dev.sdkbench.junit.samples;

import dev.sdkbench.junit.ClientCase;
import dev.sdkbench.junit.Dialect;
import dev.sdkbench.junit.SdkBenchmark;
import dev.sdkbench.junit.SdkCase;
import dev.sdkbench.junit.Sizes;
import dev.sdkbench.junit.Startup;
import dev.sdkbench.junit.Steady;

/**
 * One short sized step of the JDK streaming client, for {@code SizesRunTest}: a stream of 50 deltas, one steady fork of
 * short iterations. Correctness, not measurement: the one sized step the test command forks.
 */
@SdkBenchmark(dialect = Dialect.CHAT)
@Startup(forks = 1, minForks = 1, warmup = 2, requests = 10)
@Steady(forks = 0, iterationMillis = 100, window = 2, warmupMillis = 1000, iterations = 2)
@Sizes(streamChunks = 50, forks = 1)
public class SizesClients {

    @ClientCase(stream = true)
    void jdkHttpStream(SdkCase sdk) {
        JdkChatStreamClient client = new JdkChatStreamClient(sdk);
        sdk.measureStream(client::stream);
    }
}
