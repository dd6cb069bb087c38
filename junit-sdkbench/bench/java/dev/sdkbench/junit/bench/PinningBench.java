package dev.sdkbench.junit.bench;

import java.util.concurrent.locks.ReentrantLock;

import dev.sdkbench.junit.ClientCase;
import dev.sdkbench.junit.Dialect;
import dev.sdkbench.junit.Fixture;
import dev.sdkbench.junit.FixturePlacement;
import dev.sdkbench.junit.Load;
import dev.sdkbench.junit.SdkBenchmark;
import dev.sdkbench.junit.SdkCase;
import dev.sdkbench.junit.Startup;
import dev.sdkbench.junit.Steady;
import dev.sdkbench.junit.Toggle;
import dev.sdkbench.junit.samples.JdkChatClient;
import dev.sdkbench.junit.samples.PinningLoadClients;
import dev.sdkbench.junit.samples.SleepsInItsInitializer;

/**
 * Virtual callers' pinning, checked by {@link PinningCheck}: 16 virtual callers of the JDK client as it is, and with a
 * 2-ms sleep before each call inside {@code synchronized} (which pins on JDK 21 to 23, not from 24 on), inside a
 * {@code ReentrantLock} (which pins on none), and in a class initializer ({@link PinningLoadClients}' way, which pins on
 * every JDK). Each caller holds a monitor and lock of its own: no caller waits for another's.
 */
@SdkBenchmark(dialect = Dialect.CHAT)
@Startup(forks = 1, minForks = 1, warmup = 2, requests = 10)
@Steady(forks = 0)
@Fixture(placement = FixturePlacement.OWN_CPU)
@Load(concurrency = 16, seconds = 3, warmupSeconds = 1, delayMillis = 100, virtualThreads = Toggle.ON)
public class PinningBench {

    /** The sleep each planted block holds, ms: as long as {@code SleepsInItsInitializer}'s. */
    static final long SLEEP_MILLIS = SleepsInItsInitializer.MILLIS;

    @ClientCase
    void plain(SdkCase sdk) {
        JdkChatClient client = new JdkChatClient(sdk);
        sdk.measure(client::chat);
    }

    @ClientCase
    void sleepInsideSynchronized(SdkCase sdk) {
        JdkChatClient client = new JdkChatClient(sdk);
        ThreadLocal<Object> monitor = ThreadLocal.withInitial(Object::new);
        sdk.measure(() -> {
            synchronized (monitor.get()) {
                Thread.sleep(SLEEP_MILLIS);
            }
            return client.chat();
        });
    }

    @ClientCase
    void sleepInsideReentrantLock(SdkCase sdk) {
        JdkChatClient client = new JdkChatClient(sdk);
        ThreadLocal<ReentrantLock> lock = ThreadLocal.withInitial(ReentrantLock::new);
        sdk.measure(() -> {
            lock.get().lock();
            try {
                Thread.sleep(SLEEP_MILLIS);
            } finally {
                lock.get().unlock();
            }
            return client.chat();
        });
    }

    @ClientCase
    void sleepInAClassInitializer(SdkCase sdk) {
        JdkChatClient client = new JdkChatClient(sdk);
        sdk.measure(() -> {
            PinningLoadClients.blockInAClassInitializer();
            return client.chat();
        });
    }
}
