package dev.sdkbench.junit.samples;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;

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

/**
 * One short load step on virtual callers with a planted pin, for {@code VirtualCallersRunTest}: the JDK client, each of
 * whose calls first initializes a fresh copy of {@link SleepsInItsInitializer}, blocking {@value SleepsInItsInitializer#MILLIS}
 * ms in its class initializer, pinned: one pinned event per call, of at least that long. 4 callers for 1.5 s against a
 * fixture that answers after 100 ms, on a CPU other than the fork's. Needs the forks on Java 21 or later.
 */
@SdkBenchmark(dialect = Dialect.CHAT)
@Startup(forks = 1, minForks = 1, warmup = 2, requests = 10)
@Steady(forks = 0)
@Fixture(placement = FixturePlacement.OWN_CPU)
@Load(concurrency = 4, seconds = 1.5, warmupSeconds = 0.5, delayMillis = 100, virtualThreads = Toggle.ON)
public class PinningLoadClients {

    private static final byte[] SLEEPER = bytes(SleepsInItsInitializer.class);

    @ClientCase
    void pinnedInAClassInitializer(SdkCase sdk) {
        JdkChatClient client = new JdkChatClient(sdk);
        sdk.measure(() -> {
            blockInAClassInitializer();
            return client.chat();
        });
    }

    /** Initializes a fresh copy of {@link SleepsInItsInitializer}: blocks in its class initializer. */
    public static void blockInAClassInitializer() throws ClassNotFoundException {
        Class.forName(SleepsInItsInitializer.class.getName(), true, new FreshCopy());
    }

    /** A class loader of one class, a fresh copy of {@link SleepsInItsInitializer}, not yet initialized. */
    private static final class FreshCopy extends ClassLoader {

        FreshCopy() {
            super(null);
            defineClass(SleepsInItsInitializer.class.getName(), SLEEPER, 0, SLEEPER.length);
        }
    }

    private static byte[] bytes(Class<?> type) {
        try (InputStream in = type.getResourceAsStream(type.getSimpleName() + ".class")) {
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
