package dev.sdkbench.junit.samples;

import dev.sdkbench.junit.ClientCase;
import dev.sdkbench.junit.Dialect;
import dev.sdkbench.junit.SdkBenchmark;
import dev.sdkbench.junit.SdkCase;
import dev.sdkbench.junit.Startup;
import dev.sdkbench.junit.Steady;

/** Two benchmark classes for JUnit's parallel execution to run at once: each one small case. */
public final class ParallelClients {

    private ParallelClients() {
    }

    @SdkBenchmark(dialect = Dialect.NONE)
    @Startup(forks = 2, warmup = 5, requests = 20)
    @Steady(forks = 0)
    public static class First {

        @ClientCase
        void first(SdkCase sdk) {
            sdk.measure(() -> "Hello.");
        }
    }

    @SdkBenchmark(dialect = Dialect.NONE)
    @Startup(forks = 2, warmup = 5, requests = 20)
    @Steady(forks = 0)
    public static class Second {

        @ClientCase
        void second(SdkCase sdk) {
            sdk.measure(() -> "Hello.");
        }
    }
}
