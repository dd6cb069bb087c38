package dev.sdkbench.junit.bench;

import dev.sdkbench.junit.ClientCase;
import dev.sdkbench.junit.Dialect;
import dev.sdkbench.junit.SdkBenchmark;
import dev.sdkbench.junit.SdkCase;
import dev.sdkbench.junit.Startup;

/**
 * Target 2: does a fixture delay come back in the reported figure? A one-socket client
 * ({@link SocketChatClient}), so that little but the fixture's answer time varies. The delay is not
 * set here: bench/run.sh runs this class in alternating rounds with
 * {@code sdkbench.fixture.delayMicros=0} and {@code =1000} (see {@link Interleave}), because the delay
 * is a class-wide setting and one class run cannot mix the two.
 *
 * <p>10,000 warmup calls before the early block (the client's plateau starts at ~6,000-8,000
 * calls; with 6,000 the figure without delay still varied by a factor of three): without them the client is still being compiled
 * when the engine's settle rule fires, and while it is, the delay hides the compiler in the CPU's
 * idle time in one condition and not in the other, so the two would differ by more than the delay.
 * Judged on the steady figure (1000 calls once settled).
 */
@SdkBenchmark(dialect = Dialect.CHAT)
@Startup(warmup = 10000)
public class DelayBench {

    @ClientCase
    void socketClient(SdkCase sdk) throws Exception {
        try (SocketChatClient client = new SocketChatClient(sdk)) {
            sdk.measure(client::chat);
        }
    }
}
