package dev.sdkbench.junit.settings;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.junit.jupiter.api.Test;

import dev.sdkbench.junit.ClientCase;
import dev.sdkbench.junit.Dialect;
import dev.sdkbench.junit.Fixture;
import dev.sdkbench.junit.FixturePlacement;
import dev.sdkbench.junit.Forks;
import dev.sdkbench.junit.Network;
import dev.sdkbench.junit.SdkBenchmark;
import dev.sdkbench.junit.SdkCase;
import dev.sdkbench.junit.Startup;
import dev.sdkbench.junit.Steady;
import dev.sdkbench.junit.StartupPairing;
import dev.sdkbench.junit.SteadyPairing;
import dev.sdkbench.junit.Toggle;
import dev.sdkbench.junit.Unset;
import dev.sdkbench.junit.samples.ComposedClients;
import dev.sdkbench.results.model.CaseSettings;
import dev.sdkbench.results.model.RunSettings;

/**
 * Where each grouped setting comes from: the configuration parameter, then the case method's
 * annotation, then the class's (on it or on a team's annotation), then the default; element by
 * element, so a method that sets one element leaves the others to the class.
 */
class SettingsResolverGroupsTest {

    @SdkBenchmark(dialect = Dialect.CHAT)
    static class Plain {

        @ClientCase
        void usual(SdkCase sdk) {
        }
    }

    @SdkBenchmark(dialect = Dialect.CHAT)
    @Startup(forks = 3, warmup = 7, requests = 100)
    @Steady(forks = 2, warmupMillis = 5000)
    static class OneCaseFewerCalls {

        @ClientCase
        void usual(SdkCase sdk) {
        }

        @ClientCase
        @Startup(requests = 10)
        void fewerCalls(SdkCase sdk) {
        }
    }

    @SdkBenchmark(dialect = Dialect.CHAT)
    @Startup(forks = Unset.NUMBER, minForks = Unset.NUMBER, precision = Unset.NUMBER, caseBudgetSeconds = Unset.NUMBER,
            warmup = Unset.NUMBER, requests = Unset.NUMBER)
    @Steady(forks = Unset.NUMBER, iterationMillis = Unset.NUMBER, window = Unset.NUMBER, tolerance = Unset.NUMBER,
            warmupMillis = Unset.NUMBER, iterations = Unset.NUMBER, pairing = SteadyPairing.DEFAULT)
    @Forks(heap = Unset.TEXT, timeoutSeconds = Unset.NUMBER, workers = Unset.NUMBER, pin = Toggle.DEFAULT,
            shareBuildCpu = Toggle.DEFAULT)
    @Fixture(placement = FixturePlacement.DEFAULT, delayMicros = Unset.NUMBER, network = Network.DEFAULT, warmup = Unset.NUMBER,
            streamDeltas = Unset.NUMBER, streamFirstDelayMicros = Unset.NUMBER, streamIntervalMicros = Unset.NUMBER)
    static class EveryBlankWrittenOut {

        @ClientCase
        @Startup(forks = Unset.NUMBER)
        @Steady(pairing = SteadyPairing.DEFAULT)
        void usual(SdkCase sdk) {
        }
    }

    @SdkBenchmark(dialect = Dialect.CHAT)
    @Steady(pairing = SteadyPairing.SAME_JVM)
    @Forks(pin = Toggle.OFF, shareBuildCpu = Toggle.ON)
    @Fixture(placement = FixturePlacement.OWN_CPU, network = Network.HOST)
    static class EveryChoiceSet {

        @ClientCase
        void usual(SdkCase sdk) {
        }

        @ClientCase
        @Steady(pairing = SteadyPairing.SEPARATE_JVMS)
        void apart(SdkCase sdk) {
        }
    }

    @SdkBenchmark(dialect = Dialect.CHAT)
    static class ClassChoicesOnACase {

        @ClientCase
        @Forks(pin = Toggle.OFF, shareBuildCpu = Toggle.DEFAULT)
        @Fixture(placement = FixturePlacement.OWN_CPU, network = Network.DEFAULT)
        void usual(SdkCase sdk) {
        }
    }

    @Test
    void withoutAGroupedAnnotationEverySettingIsTheEnginesDefault() {
        ResolvedRunSettings run = resolve(Plain.class, Map.of());
        ResolvedCaseSettings usual = run.cases().get(0);

        assertThat(usual.startup()).as("LM15's protocol").isEqualTo(new CaseSettings.Startup(40, 10, 20, 200, 0.03, 0));
        assertThat(usual.steady()).as("the pairing left to the run: pair forks with a baseline, separate JVMs without")
                .isEqualTo(new CaseSettings.Steady(3, 1000, 5, 0.05, 60_000, 5, "DEFAULT"));
        assertThat(usual.jvm()).isEqualTo(new CaseSettings.Forks("256m", List.of(), 120));
        assertThat(usual.fixtureDelayMicros()).isZero();
        assertThat(run.forks()).isEqualTo(new RunSettings.Forks(0, true, false));
        assertThat(run.fixture()).isEqualTo(new RunSettings.Fixture("SHARED", 0, "AUTO", 200_000, 2, 0L, 0L));
        assertThat(run.placement()).isEqualTo(FixturePlacement.SHARED);
        assertThat(run.network()).isEqualTo(Network.AUTO);
    }

    @Test
    void everyElementWrittenOutAtItsBlankIsUnsetAsIfLeftOut() {
        ResolvedRunSettings plain = resolve(Plain.class, Map.of());
        ResolvedRunSettings blanks = resolve(EveryBlankWrittenOut.class, Map.of());

        assertThat(blanks.cases()).isEqualTo(plain.cases());
        assertThat(blanks.forks()).isEqualTo(plain.forks());
        assertThat(blanks.fixture()).isEqualTo(plain.fixture());
        assertThat(blanks.network()).isEqualTo(plain.network());
    }

    @Test
    void aChoiceSetOnTheClassIsTakenAndAMethodsPairingOverridesIt() {
        ResolvedRunSettings run = resolve(EveryChoiceSet.class, Map.of());
        Map<String, ResolvedCaseSettings> cases = cases(EveryChoiceSet.class, Map.of());

        assertThat(run.forks()).isEqualTo(new RunSettings.Forks(0, false, true));
        assertThat(run.placement()).isEqualTo(FixturePlacement.OWN_CPU);
        assertThat(run.network()).isEqualTo(Network.HOST);
        assertThat(cases.get("usual").steadyPairing()).as("the class's").isEqualTo(SteadyPairing.SAME_JVM);
        assertThat(cases.get("apart").steadyPairing()).as("the method's own").isEqualTo(SteadyPairing.SEPARATE_JVMS);
    }

    @Test
    void aConfigurationParameterWinsOverAChoiceSetOnTheClass() {
        ResolvedRunSettings run = resolve(EveryChoiceSet.class, Map.of("sdkbench.forks.pin", "true", "sdkbench.forks.shareBuildCpu", "false",
                "sdkbench.fixture.placement", "shared", "sdkbench.fixture.network", "Auto", "sdkbench.steady.pairing", "SEPARATE_JVMS"));

        assertThat(run.forks()).isEqualTo(new RunSettings.Forks(0, true, false));
        assertThat(run.placement()).isEqualTo(FixturePlacement.SHARED);
        assertThat(run.network()).isEqualTo(Network.AUTO);
        assertThat(run.cases()).extracting(ResolvedCaseSettings::steadyPairing).containsOnly(SteadyPairing.SEPARATE_JVMS);
    }

    @Test
    void aChoicesBlankIsNoValueForItsConfigurationParameter() {
        assertThatThrownBy(() -> resolve(Plain.class, Map.of("sdkbench.fixture.network", "default", "sdkbench.fixture.placement",
                "DEFAULT", "sdkbench.steady.pairing", "default")))
                .isInstanceOf(SettingsException.class)
                .extracting(e -> ((SettingsException) e).problems()).asInstanceOf(org.assertj.core.api.InstanceOfAssertFactories.LIST)
                .containsExactlyInAnyOrder("sdkbench.fixture.network is 'default': use one of auto, isolated, host",
                        "sdkbench.fixture.placement is 'DEFAULT': use one of shared, own_cpu",
                        "sdkbench.steady.pairing is 'default': use one of separate_jvms, same_jvm");
    }

    @Test
    void bothBuildsInEachStartUpForkAreRefusedWithoutABaselineAndSeparateJvmsAreNot() {
        assertThatThrownBy(() -> resolve(Plain.class, Map.of("sdkbench.startup.pairing", "same_jvm")))
                .isInstanceOf(SettingsException.class)
                .extracting(e -> ((SettingsException) e).problems()).asInstanceOf(org.assertj.core.api.InstanceOfAssertFactories.LIST)
                .allSatisfy(problem -> assertThat((String) problem).endsWith(": startup.pairing is same_jvm, which needs a"
                        + " baseline classpath (sdkbench.baseline): a reference is another case, whose calls would warm the JDK's"
                        + " code for this one's; leave it unset or use separate_jvms"));

        assertThat(resolve(Plain.class, Map.of("sdkbench.startup.pairing", "Separate_JVMs")).cases())
                .extracting(ResolvedCaseSettings::startupPairing).containsOnly(StartupPairing.SEPARATE_JVMS);
        assertThat(resolve(Plain.class, Map.of()).cases()).extracting(ResolvedCaseSettings::startupPairing)
                .as("unset until the run decides").containsOnly(StartupPairing.DEFAULT);
    }

    @Test
    void aClassWideChoiceSetOnACaseIsRefusedAndOneLeftAtItsBlankIsNot() {
        assertThatThrownBy(() -> resolve(ClassChoicesOnACase.class, Map.of()))
                .isInstanceOf(SettingsException.class)
                .extracting(e -> ((SettingsException) e).problems()).asInstanceOf(org.assertj.core.api.InstanceOfAssertFactories.LIST)
                .containsExactly("usual: @Forks(pin), @Fixture(placement) set on the method, but the CPU plan and the fixture are the"
                        + " class's, one for all its cases: set them on the class");
    }

    @Test
    void aMethodsStartupOverridesOnlyTheElementsItSets() {
        Map<String, ResolvedCaseSettings> cases = cases(OneCaseFewerCalls.class, Map.of());

        assertThat(cases.get("fewerCalls").startup()).as("requests its own, the rest the class's or the default")
                .isEqualTo(new CaseSettings.Startup(3, 3, 7, 10, 0.03, 0));
        assertThat(cases.get("usual").startup()).isEqualTo(new CaseSettings.Startup(3, 3, 7, 100, 0.03, 0));
        assertThat(cases.get("fewerCalls").steady()).as("the class's @Steady, its unset elements the default")
                .isEqualTo(new CaseSettings.Steady(2, 1000, 5, 0.05, 5000, 5, "DEFAULT"));
    }

    @Test
    void aConfigurationParameterWinsOverTheMethodAndTheClassButCannotRaiseTheMethodsCount() {
        Map<String, ResolvedCaseSettings> cases = cases(OneCaseFewerCalls.class, Map.of("sdkbench.startup.warmup", "3",
                "sdkbench.startup.requests", "200", "sdkbench.steady.warmupMillis", "1000", "sdkbench.forks.heap", "1g",
                "sdkbench.fixture.delayMicros", "50"));

        ResolvedCaseSettings fewer = cases.get("fewerCalls");
        assertThat(fewer.startup().warmup()).as("over the class's 7").isEqualTo(3);
        assertThat(fewer.startup().requests()).as("the method's 10 is its ceiling").isEqualTo(10);
        assertThat(cases.get("usual").startup().requests()).as("over the class's 100").isEqualTo(200);
        assertThat(fewer.steady().warmupMillis()).isEqualTo(1000);
        assertThat(fewer.jvm().heap()).isEqualTo("1g");
        assertThat(fewer.fixtureDelayMicros()).isEqualTo(50);
    }

    @Test
    void aTeamsAnnotationsOnTheClassAndOnTheMethodCarryTheirGroups() {
        Map<String, ResolvedCaseSettings> cases = cases(ComposedClients.class, Map.of());

        assertThat(cases.get("plain").startup()).as("@TeamBenchmark's @Startup").isEqualTo(new CaseSettings.Startup(2, 2, 4, 12, 0.03, 0));
        assertThat(cases.get("plain").measuresSteady()).as("@TeamBenchmark's @Steady(forks = 0)").isFalse();
        assertThat(cases.get("plain").jvm().heap()).as("@TeamBenchmark's @Forks").isEqualTo("128m");
        assertThat(cases.get("quick").startup()).as("@QuickCase's forks, minForks and requests; the class's warmup")
                .isEqualTo(new CaseSettings.Startup(1, 1, 4, 6, 0.03, 0));
    }

    @Test
    void aParameterUnderAKeyFromBeforeTheGroupsFailsAloneWithItsNewKey() {
        assertThatThrownBy(() -> resolve(Plain.class, Map.of("sdkbench.forks", "2", "sdkbench.startup.precision", "3")))
                .isInstanceOf(SettingsException.class)
                .extracting(e -> ((SettingsException) e).problems()).asInstanceOf(org.assertj.core.api.InstanceOfAssertFactories.LIST)
                .as("refused before the other settings are read").containsExactly("sdkbench.forks was renamed: use sdkbench.startup.forks");
    }

    @Test
    void aSteadyForkThatTheForkTimeoutWouldKillIsRefusedWithWhatToChange() {
        assertThatThrownBy(() -> resolve(Plain.class, Map.of("sdkbench.steady.forks", "1", "sdkbench.steady.warmupMillis", "120000",
                "sdkbench.forks.timeoutSeconds", "120")))
                .isInstanceOf(SettingsException.class)
                .extracting(e -> ((SettingsException) e).problems()).asInstanceOf(org.assertj.core.api.InstanceOfAssertFactories.LIST)
                .containsExactly("usual: a steady fork's warmup cap and timed iterations take up to 125 s (steady.warmupMillis 120000"
                        + " + steady.iterations 5 × steady.iterationMillis 1000), but forks.timeoutSeconds is 120, after which the fork"
                        + " is killed: raise forks.timeoutSeconds above it, with room for the JVM's start and the early block, or lower"
                        + " steady.warmupMillis");
        assertThat(cases(Plain.class, Map.of("sdkbench.steady.forks", "0", "sdkbench.steady.warmupMillis", "120000",
                "sdkbench.forks.timeoutSeconds", "120"))).as("no steady fork, nothing to kill").containsKey("usual");
    }

    private static ResolvedRunSettings resolve(Class<?> benchmark, Map<String, String> parameters) {
        return new SettingsResolver(key -> Optional.ofNullable(parameters.get(key))).resolve(benchmark);
    }

    private static Map<String, ResolvedCaseSettings> cases(Class<?> benchmark, Map<String, String> parameters) {
        Map<String, ResolvedCaseSettings> byId = new HashMap<>();
        resolve(benchmark, parameters).cases().forEach(c -> byId.put(c.id(), c));
        return byId;
    }
}
