package dev.sdkbench.junit.samples;

import java.net.URL;

import dev.sdkbench.junit.ClientCase;
import dev.sdkbench.junit.Dialect;
import dev.sdkbench.junit.SdkBenchmark;
import dev.sdkbench.junit.SdkCase;
import dev.sdkbench.junit.Startup;
import dev.sdkbench.junit.Steady;
import dev.sdkbench.junit.SteadyPairing;

/**
 * Cases read against a baseline classpath (the one holding {@link GatedClients#BASELINE_MARKER}) with
 * pair forks: the planted case's candidate side spins a set time per call that its baseline side, in
 * the same JVM, does not (pair forks by default, with a baseline); the singleton case asks for them
 * ({@code SAME_JVM}), but its client sets a JVM-wide URL stream handler factory, which a JVM allows
 * once, so its baseline side cannot load beside it. The steady protocol is short,
 * for the test command: the blocks, not a settled figure, are what the test reads.
 */
@SdkBenchmark(dialect = Dialect.CHAT)
@Startup(forks = 1, minForks = 1, warmup = 5, requests = 40)
@Steady(forks = 1, iterationMillis = 100, window = 2, warmupMillis = 1000, iterations = 6)
public class SameJvmBaselineClients {

    /** The planted busy wait per call of the candidate side, ns: several times a warm call's cost. */
    public static final long PLANTED_NANOS = 2_000_000;

    @ClientCase
    void planted(SdkCase sdk) {
        JdkChatClient client = new JdkChatClient(sdk);
        long extra = SameJvmBaselineClients.class.getClassLoader().getResource(GatedClients.BASELINE_MARKER) != null ? 0 : PLANTED_NANOS;
        sdk.measure(() -> {
            BusyWait.spin(extra);
            return client.chat();
        });
    }

    @ClientCase
    @Steady(pairing = SteadyPairing.SAME_JVM)
    void singleton(SdkCase sdk) {
        JvmWideFactory.install();
        JdkChatClient client = new JdkChatClient(sdk);
        sdk.measure(client::chat);
    }

    /** A library's JVM-wide singleton: its class sets the URL stream handler factory, which fails the second time in a JVM. */
    static final class JvmWideFactory {

        static {
            URL.setURLStreamHandlerFactory(protocol -> null);
        }

        private JvmWideFactory() {
        }

        static void install() {
            // the static initialiser did it
        }
    }
}
