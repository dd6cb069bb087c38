package dev.sdkbench.junit.settings;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.junit.jupiter.api.Test;

import dev.sdkbench.junit.samples.EverySetting;
import dev.sdkbench.results.model.CaseSettings.Fixture;
import dev.sdkbench.results.model.CaseSettings.Forks;
import dev.sdkbench.results.model.CaseSettings.Startup;
import dev.sdkbench.results.model.CaseSettings.Steady;
import dev.sdkbench.results.model.CaseSettings.Workload;

/**
 * A case's resolved settings as the results file carries them ({@code cases[].settings}): every
 * setting lands in its own field of the results model, in the group its annotation names, whose
 * writer names them in the file.
 */
class CaseSettingsModelTest {

    private static final Steady STEADY = new Steady(2, 250, 4, 0.07, 9000, 6);

    @Test
    void everySettingLandsInItsFieldOfTheResults() {
        ResolvedRunSettings run = new SettingsResolver(key -> Optional.empty()).resolve(EverySetting.class);

        assertThat(run.cases().stream().map(ResolvedCaseSettings::toModel).toList()).containsExactly(
                new dev.sdkbench.results.model.CaseSettings("empty", "none", true, "Say hello.", 32, "gpt-4.1-mini", "Hello.",
                        new Startup(2, 2, 11, 33, 0.05, 90), STEADY, new Forks("128m", List.of("-Xss1m"), 45),
                        new Fixture(5L), new Workload("plain", 1, null, null), Map.of()),
                new dev.sdkbench.results.model.CaseSettings("rapid", "responses", true, "Say hello.", 32, "gpt-4.1-mini", "Hello.",
                        new Startup(7, 3, 11, 33, 0.05, 90), STEADY,
                        new Forks("128m", List.of("-Xss1m", "-XX:+UseSerialGC"), 45), new Fixture(700L),
                        new Workload("rapid-fire", 5, null, null), Map.of()),
                new dev.sdkbench.results.model.CaseSettings("structured", "chat", true,
                        "List 3 programming languages with year created", 32, "gpt-4.1-mini", "its own text", new Startup(7, 3, 11, 33, 0.05, 90), new Steady(0, 1000, 5, 0.05, 0, 1),
                        new Forks("128m", List.of("-Xss1m"), 45), new Fixture(5L),
                        new Workload("structured-output", 1, "no schema parameter", null), Map.of()));
    }
}
