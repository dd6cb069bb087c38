package dev.sdkbench.junit.samples;

import java.util.concurrent.CountDownLatch;

import dev.sdkbench.junit.ClientCase;
import dev.sdkbench.junit.Dialect;
import dev.sdkbench.junit.Forks;
import dev.sdkbench.junit.SdkBenchmark;
import dev.sdkbench.junit.SdkCase;
import dev.sdkbench.junit.Startup;
import dev.sdkbench.junit.Steady;

/** A client whose first call never returns, for interrupting a run while its fork is alive. */
@SdkBenchmark(dialect = Dialect.CHAT)
@Startup(forks = 1, warmup = 1, requests = 1)
@Steady(forks = 0)
@Forks(timeoutSeconds = 120)
public class HangingClient {

    @ClientCase
    void hangs(SdkCase sdk) {
        sdk.measure(() -> {
            new CountDownLatch(1).await();
            return null;
        });
    }
}
