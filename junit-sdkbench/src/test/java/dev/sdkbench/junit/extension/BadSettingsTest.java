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
import dev.sdkbench.junit.Scenario;
import dev.sdkbench.junit.SdkBenchmark;
import dev.sdkbench.junit.SdkCase;
import dev.sdkbench.junit.Unsupported;

/** Nonsense fails the class at once, with a message that says what to change, and starts no fork. */
class BadSettingsTest {

    @SdkBenchmark(dialect = Dialect.CHAT, forks = 0, warmup = -1)
    static class ZeroForks {
        @ClientCase
        void client(SdkCase sdk) {
            sdk.measure(() -> "Hello.");
        }
    }

    @SdkBenchmark(dialect = Dialect.CHAT)
    static class NegativeCaseDelay {
        @ClientCase(fixtureDelayMicros = -5)
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

    @SdkBenchmark(dialect = Dialect.CHAT, workers = 64)
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

    @SdkBenchmark(dialect = Dialect.CHAT, stream = true, streamDeltas = 7, streamIntervalMicros = -500)
    static class UnpaceableStream {
        @ClientCase
        void client(SdkCase sdk) {
            sdk.measureStream(deltas -> deltas.accept("Hello."));
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
        assertClassFails(ZeroForks.class, Map.of(), "client: forks is 0: use 1 or more", "client: warmup is -1: use 1 or more");
    }

    @Test
    void aNegativeDelayOfACaseSaysWhatToUse() {
        assertClassFails(NegativeCaseDelay.class, Map.of(),
                "client: fixtureDelayMicros is -5: use 0 or more, or leave it out to take the class's");
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
        assertClassFails(GoodButShrunkBadly.class, Map.of("sdkbench.forks", "three", "sdkbench.pin", "maybe"),
                "sdkbench.forks is 'three': use a whole number", "sdkbench.pin is 'maybe': use true or false");
    }

    @Test
    void aStreamTheFixtureCannotPaceIsRefused() {
        assertClassFails(UnpaceableStream.class, Map.of(), "streamDeltas is 7: use 1 to 6",
                "streamFirstDelayMicros and streamIntervalMicros are 0 and -500: use 0 (no wait) up to 2147483647 µs");
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
