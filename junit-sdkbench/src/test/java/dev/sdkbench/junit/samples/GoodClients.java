package dev.sdkbench.junit.samples;

import dev.sdkbench.junit.ClientCase;
import dev.sdkbench.junit.Dialect;
import dev.sdkbench.junit.Forks;
import dev.sdkbench.junit.SdkBenchmark;
import dev.sdkbench.junit.SdkCase;
import dev.sdkbench.junit.Startup;
import dev.sdkbench.junit.Steady;
import org.junit.jupiter.api.Tag;

/** Cases that must pass: a minimal real client, and the empty case that measures the scaffold alone. */
@SdkBenchmark(dialect = Dialect.CHAT)
@Startup(forks = 2, warmup = 5, requests = 20)
@Steady(forks = 1, iterationMillis = 100, window = 2, iterations = 2, warmupMillis = 300)
public class GoodClients {

    public static final String RELATIVE_LOG = "gc-init.log";

    @ClientCase
    void jdkHttpClient(SdkCase sdk) {
        JdkChatClient client = new JdkChatClient(sdk);
        sdk.measure(client::chat);
    }

    /** Its relative log path must land in the fork's folder, not in the project. Tagged for SelectedCasesTest's tag filter. */
    @Tag("variant")
    @ClientCase(dialect = Dialect.NONE)
    @Forks(jvmArgs = "-Xlog:gc+init:file=" + RELATIVE_LOG)
    void emptyCase(SdkCase sdk) {
        sdk.measure(() -> "Hello.");
    }
}
