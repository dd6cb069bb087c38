package dev.sdkbench.junit.settings;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import java.util.Optional;

import org.junit.jupiter.api.Test;

import dev.sdkbench.junit.ClientCase;
import dev.sdkbench.junit.SdkBenchmark;
import dev.sdkbench.junit.SdkCase;

/**
 * How a case's counts meet the run's configuration parameters: a parameter replaces the class's
 * count, but only lowers a count the case sets itself; {@code steadyRequests = 0} on a case turns
 * its steady block off.
 */
class CaseCountsTest {

    @SdkBenchmark(dialect = "chat", forks = 3, warmup = 10, requests = 100, steadyRequests = 500)
    static class Counts {

        @ClientCase
        void usual(SdkCase sdk) {
        }

        @ClientCase(scenario = "retry", forks = 2, warmup = 2, requests = 5, steadyRequests = 0)
        void slow(SdkCase sdk) {
        }
    }

    @Test
    void withoutParametersTheCaseOverridesTheClass() {
        CaseSettings slow = resolve(Map.of()).get("slow");

        assertThat(slow.forks()).isEqualTo(2);
        assertThat(slow.warmup()).isEqualTo(2);
        assertThat(slow.requests()).isEqualTo(5);
        assertThat(slow.steady()).as("steadyRequests = 0 runs no steady block").isFalse();
        assertThat(resolve(Map.of()).get("usual").steady()).isTrue();
    }

    @Test
    void aParameterReplacesTheClassesCountButCannotRaiseTheCases() {
        Map<String, String> benchmark = Map.of("sdkbench.forks", "40", "sdkbench.warmup", "20", "sdkbench.requests", "200",
                "sdkbench.steady", "true", "sdkbench.steadyRequests", "1000");

        Map<String, CaseSettings> cases = resolve(benchmark);

        assertThat(cases.get("usual")).extracting(CaseSettings::forks, CaseSettings::warmup, CaseSettings::requests,
                CaseSettings::steadyRequests, CaseSettings::steady).containsExactly(40, 20, 200, 1000, true);
        assertThat(cases.get("slow")).extracting(CaseSettings::forks, CaseSettings::warmup, CaseSettings::requests,
                CaseSettings::steadyRequests, CaseSettings::steady).containsExactly(2, 2, 5, 0, false);
    }

    @Test
    void aParameterStillLowersTheCasesCount() {
        CaseSettings slow = resolve(Map.of("sdkbench.forks", "1", "sdkbench.warmup", "1", "sdkbench.requests", "3")).get("slow");

        assertThat(slow).extracting(CaseSettings::forks, CaseSettings::warmup, CaseSettings::requests).containsExactly(1, 1, 3);
    }

    private static Map<String, CaseSettings> resolve(Map<String, String> parameters) {
        RunSettings settings = new SettingsResolver(key -> Optional.ofNullable(parameters.get(key))).resolve(Counts.class);
        Map<String, CaseSettings> byId = new java.util.HashMap<>();
        settings.cases().forEach(c -> byId.put(c.id(), c));
        return byId;
    }
}
