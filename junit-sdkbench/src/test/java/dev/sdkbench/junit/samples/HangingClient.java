package dev.sdkbench.junit.samples;

import java.util.concurrent.CountDownLatch;

import dev.sdkbench.junit.ClientCase;
import dev.sdkbench.junit.Dialect;
import dev.sdkbench.junit.SdkBenchmark;
import dev.sdkbench.junit.SdkCase;

/** A client whose first call never returns, for interrupting a run while its fork is alive. */
@SdkBenchmark(dialect = Dialect.CHAT, forks = 1, warmup = 1, requests = 1, steady = false, forkTimeoutSeconds = 120)
public class HangingClient {

    @ClientCase
    void hangs(SdkCase sdk) {
        sdk.measure(() -> {
            new CountDownLatch(1).await();
            return null;
        });
    }
}
