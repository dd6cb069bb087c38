package dev.sdkbench.junit.settings;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.junit.jupiter.api.Test;

import dev.sdkbench.junit.ClientCase;
import dev.sdkbench.junit.Dialect;
import dev.sdkbench.junit.Scenario;
import dev.sdkbench.junit.SdkBenchmark;
import dev.sdkbench.junit.SdkCase;
import dev.sdkbench.junit.Unsupported;
import dev.sdkbench.reports.model.CaseSettings.Startup;
import dev.sdkbench.reports.model.CaseSettings.Steady;
import dev.sdkbench.reports.model.CaseSettings.Workload;

/**
 * A case's resolved settings as the results file carries them ({@code cases[].settings}): every
 * setting lands in its own field of the reports model, whose writer names them in the file. The
 * values are those the engine wrote before its settings were grouped into sub-records.
 */
class CaseSettingsModelTest {

    @SdkBenchmark(dialect = Dialect.CHAT, forks = 7, minForks = 3, precision = 0.05, caseBudgetSeconds = 90, warmup = 11,
            requests = 33, steadyForks = 2, steadyIterationMillis = 250, steadyWindow = 4, steadyTolerance = 0.07,
            steadyWarmupMillis = 9000, steadyIterations = 6, model = "gpt-4.1-mini", heap = "128m", jvmArgs = "-Xss1m",
            forkTimeoutSeconds = 45, fixtureDelayMicros = 5, stream = true)
    static class Everything {

        @ClientCase(dialect = Dialect.RESPONSES, scenario = Scenario.RAPID_FIRE, jvmArgs = "-XX:+UseSerialGC", fixtureDelayMicros = 700)
        void rapid(SdkCase sdk) {
        }

        @ClientCase(scenario = Scenario.STRUCTURED_OUTPUT, steadyForks = 0, expect = "its own text")
        @Unsupported("no schema parameter")
        void structured(SdkCase sdk) {
        }

        @ClientCase(dialect = Dialect.NONE, forks = 2)
        void empty(SdkCase sdk) {
        }
    }

    private static final Steady STEADY = new Steady(true, 2, 250, 4, 0.07, 9000, 6);

    @Test
    void everySettingLandsInItsFieldOfTheResults() {
        RunSettings run = new SettingsResolver(key -> Optional.empty()).resolve(Everything.class);

        assertThat(run.cases().stream().map(CaseSettings::toModel).toList()).containsExactly(
                new dev.sdkbench.reports.model.CaseSettings("empty", "none", true, "Say hello.", 32, "gpt-4.1-mini", "Hello.",
                        new Startup(2, 2, 11, 33, 0.05, 90), STEADY, "128m", List.of("-Xss1m"), 45,
                        new Workload("plain", 1, null, 5L, null), Map.of()),
                new dev.sdkbench.reports.model.CaseSettings("rapid", "responses", true, "Say hello.", 32, "gpt-4.1-mini",
                        "Hello.", new Startup(7, 3, 11, 33, 0.05, 90), STEADY, "128m", List.of("-Xss1m", "-XX:+UseSerialGC"), 45,
                        new Workload("rapid-fire", 5, null, 700L, null), Map.of()),
                new dev.sdkbench.reports.model.CaseSettings("structured", "chat", true,
                        "List 3 programming languages with year created", 32, "gpt-4.1-mini", "its own text",
                        new Startup(7, 3, 11, 33, 0.05, 90), new Steady(false, 0, 1000, 5, 0.05, 0, 1), "128m", List.of("-Xss1m"),
                        45, new Workload("structured-output", 1, "no schema parameter", 5L, null), Map.of()));
    }
}
