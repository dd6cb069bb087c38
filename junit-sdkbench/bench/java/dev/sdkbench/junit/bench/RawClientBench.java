package dev.sdkbench.junit.bench;

import dev.sdkbench.junit.ClientCase;
import dev.sdkbench.junit.Dialect;
import dev.sdkbench.junit.SdkBenchmark;
import dev.sdkbench.junit.SdkCase;
import dev.sdkbench.junit.Startup;
import dev.sdkbench.junit.samples.JdkChatClient;

/**
 * Targets 1 and 4: run-to-run and fork-to-fork noise of the raw client, and the harness's time
 * between forks. {@code jdkHttpClient} is the raw client the targets are judged on (the JDK's
 * HttpClient and string handling, no SDK); {@code socketClient} runs interleaved with it as a
 * reference with no threads of its own, to tell the client's noise from the harness's.
 *
 * <p>Settings: 40 forks of the judged case, 20 of the reference (to keep bench/run.sh under 25
 * minutes). Each fork warms up with thousands of calls before its early
 * block because, pinned to one CPU, neither client is warm when the engine's settle rule (three
 * 100-call blocks within ±5%) first fires: C2 is still compiling (PERFORMANCE.md, "What the harness itself costs").
 * 10,000 calls bring the socket client to its plateau (~1 s); the JDK client would need ~10,000 at
 * ~1 ms each, so it gets 3,000 to keep bench/run.sh under 25 minutes. The early figure is therefore
 * 200 calls after that warmup, not LM15's 20 + 200; the steady figure, judged, is 2000 calls once
 * settled.
 */
@SdkBenchmark(dialect = Dialect.CHAT)
@Startup(forks = 40)
public class RawClientBench {

    @ClientCase
    @Startup(warmup = 3000)
    void jdkHttpClient(SdkCase sdk) {
        JdkChatClient client = new JdkChatClient(sdk);
        sdk.measure(client::chat);
    }

    @ClientCase
    @Startup(warmup = 10000, forks = 20)
    void socketClient(SdkCase sdk) throws Exception {
        try (SocketChatClient client = new SocketChatClient(sdk)) {
            sdk.measure(client::chat);
        }
    }
}
