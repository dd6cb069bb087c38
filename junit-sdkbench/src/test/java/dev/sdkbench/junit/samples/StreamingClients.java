package dev.sdkbench.junit.samples;

import dev.sdkbench.junit.ClientCase;
import dev.sdkbench.junit.Dialect;
import dev.sdkbench.junit.Fixture;
import dev.sdkbench.junit.SdkBenchmark;
import dev.sdkbench.junit.SdkCase;
import dev.sdkbench.junit.Startup;
import dev.sdkbench.junit.Steady;

/**
 * Streaming cases that must pass: a minimal real SSE client against a paced stream (three deltas,
 * 1 ms between events, so the end lies well after the first delta), and the empty streaming case.
 */
@SdkBenchmark(dialect = Dialect.CHAT, stream = true)
@Startup(forks = 2, warmup = 5, requests = 20)
@Steady(forks = 0)
@Fixture(streamDeltas = 3, streamIntervalMicros = 1000)
public class StreamingClients {

    @ClientCase
    void jdkHttpStream(SdkCase sdk) {
        JdkChatStreamClient client = new JdkChatStreamClient(sdk);
        sdk.measureStream(client::stream);
    }

    @ClientCase(dialect = Dialect.NONE)
    void emptyStream(SdkCase sdk) {
        sdk.measureStream(deltas -> {
            deltas.accept("Hello");
            deltas.accept(".");
        });
    }
}
