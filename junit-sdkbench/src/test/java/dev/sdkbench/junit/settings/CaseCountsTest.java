package dev.sdkbench.junit.settings;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import java.util.Optional;

import org.junit.jupiter.api.Test;

import dev.sdkbench.junit.ClientCase;
import dev.sdkbench.junit.Dialect;
import dev.sdkbench.junit.Scenario;
import dev.sdkbench.junit.SdkBenchmark;
import dev.sdkbench.junit.SdkCase;
import dev.sdkbench.junit.Startup;
import dev.sdkbench.junit.Steady;
import dev.sdkbench.results.model.CaseSettings;

/**
 * How a case's counts meet the run's configuration parameters: a parameter replaces the class's
 * count, but only lowers a count the case's method sets itself; {@code @Steady(forks = 0)} on a
 * case turns its steady forks off.
 */
class CaseCountsTest {

    @SdkBenchmark(dialect = Dialect.CHAT)
    @Startup(forks = 3, warmup = 10, requests = 100)
    @Steady(forks = 4)
    static class Counts {

        @ClientCase
        void usual(SdkCase sdk) {
        }

        @ClientCase(scenario = Scenario.RETRY)
        @Startup(forks = 2, warmup = 2, requests = 5)
        @Steady(forks = 0)
        void slow(SdkCase sdk) {
        }
    }

    @Test
    void withoutParametersTheCaseOverridesTheClass() {
        ResolvedCaseSettings slow = resolve(Map.of()).get("slow");

        assertThat(slow.startup()).extracting(CaseSettings.Startup::forks, CaseSettings.Startup::minForks, CaseSettings.Startup::warmup,
                CaseSettings.Startup::requests).containsExactly(2, 2, 2, 5);
        assertThat(slow.measuresSteady()).as("@Steady(forks = 0) runs no steady fork").isFalse();
        assertThat(resolve(Map.of()).get("usual").steady().forks()).isEqualTo(4);
    }

    @Test
    void aParameterReplacesTheClassesCountButCannotRaiseTheCases() {
        Map<String, String> benchmark = Map.of("sdkbench.startup.forks", "40", "sdkbench.startup.warmup", "20",
                "sdkbench.startup.requests", "200", "sdkbench.steady.forks", "5");

        Map<String, ResolvedCaseSettings> cases = resolve(benchmark);

        assertThat(cases.get("usual")).extracting(c -> c.startup().forks(), c -> c.startup().warmup(), c -> c.startup().requests(),
                c -> c.steady().forks()).containsExactly(40, 20, 200, 5);
        assertThat(cases.get("slow")).extracting(c -> c.startup().forks(), c -> c.startup().warmup(), c -> c.startup().requests(),
                c -> c.steady().forks()).containsExactly(2, 2, 5, 0);
    }

    @Test
    void aParameterStillLowersTheCasesCount() {
        ResolvedCaseSettings slow = resolve(Map.of("sdkbench.startup.forks", "1", "sdkbench.startup.warmup", "1",
                "sdkbench.startup.requests", "3")).get("slow");

        assertThat(slow.startup()).extracting(CaseSettings.Startup::forks, CaseSettings.Startup::warmup, CaseSettings.Startup::requests)
                .containsExactly(1, 1, 3);
    }

    @Test
    void theFewestForksNeverExceedTheMost() {
        ResolvedCaseSettings usual = resolve(Map.of("sdkbench.startup.minForks", "10")).get("usual");

        assertThat(usual.startup().minForks()).as("the class allows 3 at most").isEqualTo(3);
    }

    @Test
    void steadyOffRunsNoSteadyFork() {
        assertThat(resolve(Map.of("sdkbench.steady.forks", "0")).get("usual").steady()).isEqualTo(ResolvedCaseSettings.noSteady());
    }

    @Test
    void nonsenseProtocolSettingsSayWhatToUse() {
        Map<String, String> bad = Map.of("sdkbench.startup.precision", "3", "sdkbench.steady.window", "1",
                "sdkbench.steady.tolerance", "abc", "sdkbench.startup.caseBudgetSeconds", "-1");

        assertThatThrownBy(() -> resolve(bad)).isInstanceOf(SettingsException.class)
                .hasMessageContaining("usual: startup.precision is 3.0: use a fraction such as 0.03 (±3%), or 0 to run every fork")
                .hasMessageContaining("usual: steady.window is 1: use 2 or more iterations (5 is the default)")
                .hasMessageContaining("sdkbench.steady.tolerance is 'abc': use a number such as 0.05")
                .hasMessageContaining("usual: startup.caseBudgetSeconds is -1: use 0 (no budget) or a number of seconds");
    }

    private static Map<String, ResolvedCaseSettings> resolve(Map<String, String> parameters) {
        ResolvedRunSettings settings = new SettingsResolver(key -> Optional.ofNullable(parameters.get(key))).resolve(Counts.class);
        Map<String, ResolvedCaseSettings> byId = new java.util.HashMap<>();
        settings.cases().forEach(c -> byId.put(c.id(), c));
        return byId;
    }
}
