package dev.sdkbench.junit.bench;

import java.util.concurrent.Semaphore;

import dev.sdkbench.junit.ClientCase;
import dev.sdkbench.junit.Dialect;
import dev.sdkbench.junit.Fixture;
import dev.sdkbench.junit.FixturePlacement;
import dev.sdkbench.junit.Load;
import dev.sdkbench.junit.SdkBenchmark;
import dev.sdkbench.junit.SdkCase;
import dev.sdkbench.junit.Startup;
import dev.sdkbench.junit.Steady;
import dev.sdkbench.junit.samples.JdkChatClient;

/**
 * The load fork's method, checked by {@link LoadCapCheck}: the JDK client at 64 callers, as it is and with a planted cap
 * (a semaphore of 4 around its call, as a pool capped at 4 would do), and at 16 callers against two delays, 50 and
 * 400 ms, whose CPU per call must not grow with the wait.
 */
@SdkBenchmark(dialect = Dialect.CHAT)
@Startup(forks = 1, minForks = 1, warmup = 2, requests = 10)
@Steady(forks = 0)
@Fixture(placement = FixturePlacement.OWN_CPU)
@Load(concurrency = 64, seconds = 4, warmupSeconds = 2, delayMillis = 200)
public class LoadCapBench {

    @ClientCase
    void uncapped(SdkCase sdk) {
        JdkChatClient client = new JdkChatClient(sdk);
        sdk.measure(client::chat);
    }

    @ClientCase
    void cappedAtFour(SdkCase sdk) {
        JdkChatClient client = new JdkChatClient(sdk);
        Semaphore cap = new Semaphore(4);
        sdk.measure(() -> {
            cap.acquire();
            try {
                return client.chat();
            } finally {
                cap.release();
            }
        });
    }

    @ClientCase
    @Load(concurrency = 16, delayMillis = 50)
    void shortDelay(SdkCase sdk) {
        JdkChatClient client = new JdkChatClient(sdk);
        sdk.measure(client::chat);
    }

    @ClientCase
    @Load(concurrency = 16, delayMillis = 400)
    void longDelay(SdkCase sdk) {
        JdkChatClient client = new JdkChatClient(sdk);
        sdk.measure(client::chat);
    }
}
