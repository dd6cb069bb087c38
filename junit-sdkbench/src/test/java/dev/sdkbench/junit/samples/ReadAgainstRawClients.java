package dev.sdkbench.junit.samples;

import dev.sdkbench.junit.ClientCase;
import dev.sdkbench.junit.Dialect;
import dev.sdkbench.junit.SdkBenchmark;
import dev.sdkbench.junit.SdkCase;
import dev.sdkbench.junit.Startup;
import dev.sdkbench.junit.Steady;

/** An "SDK" class with no reference of its own: each case is read against the reference class's case of its dialect. */
@SdkBenchmark(dialect = Dialect.CHAT)
@Startup(forks = 3, minForks = 3, warmup = 2, requests = 10)
@Steady(forks = 0)
public class ReadAgainstRawClients {

    @ClientCase
    void sdkPlain(SdkCase sdk) {
        JdkChatClient client = new JdkChatClient(sdk);
        sdk.measure(client::chat);
    }

    @ClientCase(stream = true)
    void sdkStreaming(SdkCase sdk) {
        JdkChatStreamClient client = new JdkChatStreamClient(sdk);
        sdk.measureStream(client::stream);
    }
}
