package dev.sdkbench.junit.extension;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.testkit.engine.EventConditions.container;
import static org.junit.platform.testkit.engine.EventConditions.event;
import static org.junit.platform.testkit.engine.EventConditions.finishedWithFailure;
import static org.junit.platform.testkit.engine.TestExecutionResultConditions.instanceOf;
import static org.junit.platform.testkit.engine.TestExecutionResultConditions.message;

import java.nio.file.Files;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtensionConfigurationException;
import org.junit.platform.testkit.engine.Events;

import dev.sdkbench.junit.ClientCase;
import dev.sdkbench.junit.Dialect;
import dev.sdkbench.junit.Fixture;
import dev.sdkbench.junit.Forks;
import dev.sdkbench.junit.Scenario;
import dev.sdkbench.junit.SdkBenchmark;
import dev.sdkbench.junit.SdkCase;
import dev.sdkbench.junit.Startup;
import dev.sdkbench.junit.Unsupported;

/** Nonsense fails the class at once, with a message that says what to change, and starts no fork. */
class BadSettingsTest {

    @SdkBenchmark(dialect = Dialect.CHAT)
    @Startup(forks = 0, warmup = -2)
    static class ZeroForks {
        @ClientCase
        void client(SdkCase sdk) {
            sdk.measure(() -> "Hello.");
        }
    }

    @SdkBenchmark(dialect = Dialect.CHAT)
    static class NegativeCaseDelay {
        @ClientCase
        @Fixture(delayMicros = -5)
        void client(SdkCase sdk) {
            sdk.measure(() -> "Hello.");
        }
    }

    @SdkBenchmark
    static class NoDialect {
        @ClientCase
        void client(SdkCase sdk) {
            sdk.measure(() -> "Hello.");
        }
    }

    @SdkBenchmark(dialect = Dialect.CHAT)
    static class WrongShape {
        @ClientCase
        void client(String prompt) {
        }
    }

    @SdkBenchmark(dialect = Dialect.CHAT)
    @Forks(workers = 64)
    static class TooManyWorkers {
        @ClientCase
        void client(SdkCase sdk) {
            sdk.measure(() -> "Hello.");
        }
    }

    @SdkBenchmark(dialect = Dialect.CHAT)
    static class GoodButShrunkBadly {
        @ClientCase
        void client(SdkCase sdk) {
            sdk.measure(() -> "Hello.");
        }
    }

    @SdkBenchmark(dialect = Dialect.CHAT, stream = true)
    @Fixture(streamDeltas = 7, streamIntervalMicros = -500)
    static class UnpaceableStream {
        @ClientCase
        void client(SdkCase sdk) {
            sdk.measureStream(deltas -> deltas.accept("Hello."));
        }
    }

    @SdkBenchmark(dialect = Dialect.CHAT)
    static class ClassWideOnACase {
        @ClientCase
        @Forks(workers = 1, heap = "512m")
        @Fixture(warmup = 0, delayMicros = 10)
        void client(SdkCase sdk) {
            sdk.measure(() -> "Hello.");
        }
    }

    @SdkBenchmark(dialect = Dialect.CHAT)
    static class UnknownScenario {
        @ClientCase
        void client(SdkCase sdk) {
            sdk.measure(() -> "Hello.");
        }

        @ClientCase(scenario = Scenario.AGENT_LOOP)
        @Unsupported(" ")
        void noReason(SdkCase sdk) {
        }
    }

    @Test
    void anUnknownScenarioListsTheKnownOnesAndUnsupportedNeedsAReason() {
        assertClassFails(UnknownScenario.class, Map.of("sdkbench.scenario", "tools"), "client: unknown scenario 'tools': use one of plain, function-calling,"
                + " structured-output, multi-turn, agent-loop, rapid-fire, parallel, retry, hedged", "noReason: @Unsupported has no reason");
    }

    @Test
    void zeroForksAndNegativeWarmupAreRefused() {
        assertClassFails(ZeroForks.class, Map.of(), "client: startup.forks is 0: use 1 or more",
                "client: startup.warmup is -2: use 1 or more");
    }

    @Test
    void aNegativeDelayOfACaseSaysWhatToUse() {
        assertClassFails(NegativeCaseDelay.class, Map.of(),
                "client: fixture.delayMicros is -5: use 0 or more, or leave it out to take the class's");
    }

    @Test
    void aCaseWithoutADialectListsTheKnownOnes() {
        assertClassFails(NoDialect.class, Map.of(), "client names no dialect: set @ClientCase(dialect = Dialect.CHAT) or"
                + " @SdkBenchmark(dialect = ...); known: CHAT, RESPONSES, ANTHROPIC, GEMINI, OLLAMA, BEDROCK_CONVERSE,"
                + " BEDROCK_INVOKE (or NONE for a case that calls nothing)");
    }

    @Test
    void aCaseMethodOfTheWrongShapeSaysWhatShapeToUse() {
        assertClassFails(WrongShape.class, Map.of(), "@ClientCase client must be an instance method 'void client(SdkCase sdk)'",
                "but is 'void client(String)'");
    }

    @Test
    void moreWorkersThanCpusIsRefused() {
        assertClassFails(TooManyWorkers.class, Map.of(), "asked for 64 workers");
    }

    @Test
    void configurationParametersAreCheckedToo() {
        assertClassFails(GoodButShrunkBadly.class, Map.of("sdkbench.startup.forks", "three", "sdkbench.forks.pin", "maybe"),
                "sdkbench.startup.forks is 'three': use a whole number", "sdkbench.forks.pin is 'maybe': use true or false");
    }

    @Test
    void aStreamTheFixtureCannotPaceIsRefused() {
        assertClassFails(UnpaceableStream.class, Map.of(), "fixture.streamDeltas is 7: use 1 to 6",
                "fixture.streamFirstDelayMicros and fixture.streamIntervalMicros are 0 and -500: use 0 (no wait) up to 2147483647 µs");
    }

    @Test
    void aParameterUnderItsNameFromBeforeTheGroupsSaysItsNameNow() {
        assertClassFails(GoodButShrunkBadly.class, Map.of("sdkbench.steadyWarmupMillis", "45000", "sdkbench.steady", "false"),
                "sdkbench.steadyWarmupMillis was renamed: use sdkbench.steady.warmupMillis",
                "sdkbench.steady was renamed: use sdkbench.steady.forks (@Steady(forks = 0) or sdkbench.steady.forks=0 runs none)");
    }

    @Test
    void theCpuPlanOrTheFixtureOnACaseIsRefusedAsTheClasses() {
        assertClassFails(ClassWideOnACase.class, Map.of(), "client: @Forks(workers), @Fixture(warmup) set on the method, but the"
                + " CPU plan and the fixture are the class's, one for all its cases: set them on the class");
    }

    private static void assertClassFails(Class<?> benchmark, Map<String, String> config, String... fragments) {
        Events events = EngineRuns.run(benchmark, config);
        events.assertThatEvents().haveExactly(1, event(container(benchmark), finishedWithFailure(
                instanceOf(ExtensionConfigurationException.class), message(m -> {
                    for (String fragment : fragments) {
                        if (!m.contains(fragment)) {
                            return false;
                        }
                    }
                    return true;
                }))));
        assertThat(Files.exists(EngineRuns.OUTPUT.resolve(benchmark.getSimpleName()))).as("no fork started").isFalse();
    }
}
