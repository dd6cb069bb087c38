package dev.sdkbench.junit.samples;

import java.util.concurrent.CountDownLatch;

import dev.sdkbench.junit.ClientCase;
import dev.sdkbench.junit.Dialect;
import dev.sdkbench.junit.Forks;
import dev.sdkbench.junit.SdkBenchmark;
import dev.sdkbench.junit.SdkCase;
import dev.sdkbench.junit.Startup;
import dev.sdkbench.junit.Steady;

/**
 * One deliberately faulty streaming client per failure the harness must catch, and a good one
 * beside them. The class does not stream; each streaming case says so on its own annotation.
 */
@SdkBenchmark(dialect = Dialect.CHAT)
@Startup(forks = 2, warmup = 3, requests = 10)
@Steady(forks = 0)
@Forks(timeoutSeconds = 20)
public class FaultyStreamingClients {

    @ClientCase(stream = true)
    void goodStream(SdkCase sdk) {
        JdkChatStreamClient client = new JdkChatStreamClient(sdk);
        sdk.measureStream(client::stream);
    }

    /** Hands on one delta too many, so the concatenated text is wrong. */
    @ClientCase(stream = true)
    void wrongConcatenation(SdkCase sdk) {
        JdkChatStreamClient client = new JdkChatStreamClient(sdk);
        sdk.measureStream(deltas -> {
            client.stream(deltas);
            deltas.accept("!");
        });
    }

    /** Reads the stream but hands on only empty deltas. */
    @ClientCase(stream = true)
    void noTextDelta(SdkCase sdk) {
        JdkChatStreamClient client = new JdkChatStreamClient(sdk);
        sdk.measureStream(deltas -> client.stream(delta -> deltas.accept("")));
    }

    /** A streaming case that hands its call to measure instead of measureStream. */
    @ClientCase(stream = true)
    void measuresInsteadOfStreaming(SdkCase sdk) {
        JdkChatClient client = new JdkChatClient(sdk);
        sdk.measure(client::chat);
    }

    /** A non-streaming case that hands its call to measureStream. */
    @ClientCase
    void streamsWithoutStreamSetting(SdkCase sdk) {
        JdkChatStreamClient client = new JdkChatStreamClient(sdk);
        sdk.measureStream(client::stream);
    }

    /** A stream that stops after its first delta and never ends. */
    @ClientCase(stream = true)
    @Forks(timeoutSeconds = 3)
    void streamHangs(SdkCase sdk) {
        JdkChatStreamClient client = new JdkChatStreamClient(sdk);
        sdk.measureStream(deltas -> client.stream(delta -> {
            deltas.accept(delta);
            if (!delta.isEmpty()) {
                try {
                    new CountDownLatch(1).await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
        }));
    }
}
