package dev.sdkbench.junit.samples;

import dev.sdkbench.junit.ClientCase;
import dev.sdkbench.junit.Dialect;
import dev.sdkbench.junit.Fixture;
import dev.sdkbench.junit.FixturePlacement;
import dev.sdkbench.junit.Load;
import dev.sdkbench.junit.SdkBenchmark;
import dev.sdkbench.junit.SdkCase;
import dev.sdkbench.junit.Startup;
import dev.sdkbench.junit.Steady;

/**
 * One short load step of the JDK client, for {@code LoadRunTest}: 4 callers for 1.5 s against a fixture that answers
 * after 100 ms, on a CPU other than the fork's. Correctness, not measurement: the one load step the test command forks.
 */
@SdkBenchmark(dialect = Dialect.CHAT)
@Startup(forks = 1, minForks = 1, warmup = 2, requests = 10)
@Steady(forks = 0)
@Fixture(placement = FixturePlacement.OWN_CPU)
@Load(concurrency = 4, seconds = 1.5, warmupSeconds = 0.5, delayMillis = 100)
public class LoadClients {

    @ClientCase
    void jdkHttpClient(SdkCase sdk) {
        JdkChatClient client = new JdkChatClient(sdk);
        sdk.measure(client::chat);
    }
}
