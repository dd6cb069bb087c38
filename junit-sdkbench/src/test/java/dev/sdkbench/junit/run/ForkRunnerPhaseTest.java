package dev.sdkbench.junit.run;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;

import org.junit.jupiter.api.Test;

import dev.sdkbench.fixture.FixtureOptions;
import dev.sdkbench.fixture.Phase;
import dev.sdkbench.fixture.rules.Rules;
import dev.sdkbench.fixture.rules.StreamMode;
import dev.sdkbench.fixture.scenario.Scenarios;
import dev.sdkbench.junit.settings.ResolvedCaseSettings;
import dev.sdkbench.junit.settings.CaseSettingsBuilder;

/** A case's fixture phase: typed, and the same after the words a namespaced fixture gets. */
class ForkRunnerPhaseTest {

    @Test
    void aCasesPhaseCarriesItsRulesScenarioAndThinkTime() {
        Phase phase = ForkRunner.phase(settings("plain", "gpt-4o-mini", 1_500));

        assertThat(phase).isEqualTo(new Phase(new Rules("Say hello.", 32, StreamMode.STREAMING, "gpt-4o-mini", true),
                Scenarios.PLAIN, Duration.ofNanos(1_500_000), Phase.defaults().faults()));
        assertThat(ForkRunner.phase(settings("agent-loop", null, 0)).rules().prompt())
                .as("a scenario that checks its conversation checks the prompt itself").isNull();
    }

    @Test
    void aThinkTimeBeyondAnIntOfMicrosecondsCrossesToTheFixtureWhole() {
        long micros = 3L * Integer.MAX_VALUE; // 107 minutes: it once failed inside the worker thread, narrowed to an int
        Phase phase = ForkRunner.phase(settings("plain", null, micros));

        assertThat(phase.thinkTime()).isEqualTo(Duration.ofNanos(micros * 1000));
        assertThat(FixtureOptions.phase(FixtureOptions.words(phase))).isEqualTo(phase);
    }

    private static ResolvedCaseSettings settings(String scenario, String model, long delayMicros) {
        return CaseSettingsBuilder.named("c").stream(true).scenario(Scenarios.byId(scenario)).model(model)
                .fixtureDelayMicros(delayMicros).build();
    }
}
