package dev.sdkbench.junit.samples;

import dev.sdkbench.junit.ClientCase;
import dev.sdkbench.junit.Dialect;
import dev.sdkbench.junit.Fixture;
import dev.sdkbench.junit.Forks;
import dev.sdkbench.junit.Scenario;
import dev.sdkbench.junit.SdkBenchmark;
import dev.sdkbench.junit.SdkCase;
import dev.sdkbench.junit.Startup;
import dev.sdkbench.junit.Steady;
import dev.sdkbench.junit.Unsupported;

/** Every setting off its default, on the class and on cases, for {@code CaseSettingsModelTest}; never run. */
@SdkBenchmark(dialect = Dialect.CHAT, model = "gpt-4.1-mini", stream = true)
@Startup(forks = 7, minForks = 3, precision = 0.05, caseBudgetSeconds = 90, warmup = 11, requests = 33)
@Steady(forks = 2, iterationMillis = 250, window = 4, tolerance = 0.07, warmupMillis = 9000, iterations = 6)
@Forks(heap = "128m", jvmArgs = "-Xss1m", timeoutSeconds = 45)
@Fixture(delayMicros = 5)
public class EverySetting {

    @ClientCase(dialect = Dialect.RESPONSES, scenario = Scenario.RAPID_FIRE)
    @Forks(jvmArgs = "-XX:+UseSerialGC")
    @Fixture(delayMicros = 700)
    void rapid(SdkCase sdk) {
    }

    @ClientCase(scenario = Scenario.STRUCTURED_OUTPUT, expect = "its own text")
    @Steady(forks = 0)
    @Unsupported("no schema parameter")
    void structured(SdkCase sdk) {
    }

    @ClientCase(dialect = Dialect.NONE)
    @Startup(forks = 2)
    void empty(SdkCase sdk) {
    }
}
