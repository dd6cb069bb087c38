package dev.sdkbench.junit.settings;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.assertj.core.api.InstanceOfAssertFactories;
import org.junit.jupiter.api.Test;

import dev.sdkbench.junit.ClientCase;
import dev.sdkbench.junit.Dialect;
import dev.sdkbench.junit.Fixture;
import dev.sdkbench.junit.FixturePlacement;
import dev.sdkbench.junit.Forks;
import dev.sdkbench.junit.Load;
import dev.sdkbench.junit.Scenario;
import dev.sdkbench.junit.SdkBenchmark;
import dev.sdkbench.junit.SdkCase;
import dev.sdkbench.junit.Steady;

/**
 * {@code @Load} and {@code sdkbench.load.*}: off without the annotation, the default ladder with it, each element from
 * the parameter, the method, the class, then the default; a method's count is a ceiling (a client that is not
 * thread-safe opts out); every problem listed before any fork.
 */
class LoadSettingsTest {

    @SdkBenchmark(dialect = Dialect.CHAT)
    static class NoLoad {

        @ClientCase
        void chat(SdkCase sdk) {
        }
    }

    @SdkBenchmark(dialect = Dialect.CHAT)
    @Fixture(placement = FixturePlacement.OWN_CPU)
    @Load
    static class Loaded {

        @ClientCase
        void chat(SdkCase sdk) {
        }

        @ClientCase
        @Load(forks = 0)
        void notThreadSafe(SdkCase sdk) {
        }

        @ClientCase
        @Load(concurrency = {2, 8}, delayMillis = 50)
        void ownSteps(SdkCase sdk) {
        }

        @ClientCase(dialect = Dialect.NONE)
        void empty(SdkCase sdk) {
        }
    }

    @SdkBenchmark(dialect = Dialect.CHAT)
    @Load
    static class SharedFixture {

        @ClientCase
        void chat(SdkCase sdk) {
        }
    }

    @SdkBenchmark(dialect = Dialect.CHAT)
    @Fixture(placement = FixturePlacement.OWN_CPU)
    @Forks(timeoutSeconds = 30)
    @Steady(forks = 0)
    @Load(concurrency = {1, 1, 0}, seconds = 0, warmupSeconds = -2, delayMillis = 0)
    static class Nonsense {

        @ClientCase(scenario = Scenario.RETRY)
        void retries(SdkCase sdk) {
        }
    }

    @Test
    void aClassWithoutLoadRunsNoLoadFork() {
        assertThat(resolve(NoLoad.class, Map.of()).cases().get(0).load().runs()).isFalse();
    }

    @Test
    void loadOnTheClassGivesEveryCaseThatCallsTheFixtureTheDefaultLadderUnlessItsMethodSaysOtherwise() {
        Map<String, LoadProtocol> load = loads(resolve(Loaded.class, Map.of()));

        assertThat(load.get("chat")).isEqualTo(new LoadProtocol(1, List.of(1, 4, 16, 64, 256), 5, 2, 200));
        assertThat(load.get("notThreadSafe").runs()).as("@Load(forks = 0): the case opts out").isFalse();
        assertThat(load.get("ownSteps")).isEqualTo(new LoadProtocol(1, List.of(2, 8), 5, 2, 50));
        assertThat(load.get("empty").runs()).as("a case that calls nothing has no delay to wait on").isFalse();
    }

    @Test
    void parametersSetEveryElementButCannotRaiseAMethodsCount() {
        Map<String, LoadProtocol> load = loads(resolve(Loaded.class, Map.of("sdkbench.load.forks", "1", "sdkbench.load.concurrency",
                "4, 64", "sdkbench.load.seconds", "1.5", "sdkbench.load.warmupSeconds", "0.5", "sdkbench.load.delayMillis", "100")));

        assertThat(load.get("chat")).isEqualTo(new LoadProtocol(1, List.of(4, 64), 1.5, 0.5, 100));
        assertThat(load.get("notThreadSafe").runs()).isFalse();
        assertThat(loads(resolve(NoLoad.class, Map.of("sdkbench.load.forks", "1", "sdkbench.fixture.placement", "own_cpu")))
                .get("chat").runs()).as("the parameter turns load forks on without the annotation").isTrue();
    }

    @Test
    void loadForksOnAFixtureThatSharesTheClientsCpuAreRefused() {
        assertThatThrownBy(() -> resolve(SharedFixture.class, Map.of())).isInstanceOf(SettingsException.class)
                .extracting(e -> ((SettingsException) e).problems()).asInstanceOf(InstanceOfAssertFactories.LIST)
                .containsExactly("chat runs a load fork, which needs the fixture on a CPU of its own, so that its work does not"
                        + " count as the client's: set @Fixture(placement = FixturePlacement.OWN_CPU) on the class"
                        + " (or -Dsdkbench.fixture.placement=own_cpu)");
        assertThat(resolve(SharedFixture.class, Map.of("sdkbench.forks.pin", "false")).cases().get(0).load().runs())
                .as("unpinned, nothing is placed (and nothing publishable)").isTrue();
    }

    @Test
    void everyProblemOfALoadForkIsListedBeforeAnyFork() {
        assertThatThrownBy(() -> resolve(Nonsense.class, Map.of())).isInstanceOf(SettingsException.class)
                .extracting(e -> ((SettingsException) e).problems()).asInstanceOf(InstanceOfAssertFactories.LIST)
                .containsExactly(
                        "retries: load.concurrency is [1, 1, 0]: give each step's callers once, from 1 to 4096, e.g. 1,4,16,64,256",
                        "retries: load.seconds is 0.0: use 0.001 (1 ms) or more, e.g. 5.0",
                        "retries: load.warmupSeconds is -2.0: use 0 or more, e.g. 2.0",
                        "retries: load.delayMillis is 0: use 1 or more (each step's ideal calls/s is N/delay), e.g. 200",
                        "retries: a load fork cannot run the retry scenario, whose fixture pairs each call's requests in order,"
                                + " which calls at once would interleave: set @Load(forks = 0) on the case");
        assertThatThrownBy(() -> resolve(Loaded.class, Map.of("sdkbench.load.concurrency", "4,x", "sdkbench.forks.timeoutSeconds", "30")))
                .extracting(e -> ((SettingsException) e).problems()).asInstanceOf(InstanceOfAssertFactories.LIST)
                .contains("sdkbench.load.concurrency is '4,x': give whole numbers, comma-separated, e.g. 1,4,16,64,256")
                .anyMatch(p -> p.toString().startsWith("chat: a load fork of 5 steps takes up to 57 s"));
    }

    private static ResolvedRunSettings resolve(Class<?> type, Map<String, String> parameters) {
        return new SettingsResolver(key -> Optional.ofNullable(parameters.get(key))).resolve(type);
    }

    private static Map<String, LoadProtocol> loads(ResolvedRunSettings run) {
        Map<String, LoadProtocol> out = new java.util.LinkedHashMap<>();
        run.cases().forEach(c -> out.put(c.id(), c.load()));
        return out;
    }
}
