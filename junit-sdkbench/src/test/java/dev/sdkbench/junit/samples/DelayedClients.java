package dev.sdkbench.junit.samples;

import dev.sdkbench.junit.ClientCase;
import dev.sdkbench.junit.Dialect;
import dev.sdkbench.junit.Fixture;
import dev.sdkbench.junit.SdkBenchmark;
import dev.sdkbench.junit.SdkCase;
import dev.sdkbench.junit.Startup;
import dev.sdkbench.junit.Steady;

/** The same client with and without a server's think time, in one class: the delay is the case's own. */
@SdkBenchmark(dialect = Dialect.CHAT)
@Startup(forks = 2, warmup = 2, requests = 5)
@Steady(forks = 0)
public class DelayedClients {

    public static final long THINK_TIME_MICROS = 40_000;

    @ClientCase
    void immediate(SdkCase sdk) {
        JdkChatClient client = new JdkChatClient(sdk);
        sdk.measure(client::chat);
    }

    @ClientCase
    @Fixture(delayMicros = THINK_TIME_MICROS)
    void thinking(SdkCase sdk) {
        JdkChatClient client = new JdkChatClient(sdk);
        sdk.measure(client::chat);
    }
}
