package dev.sdkbench.junit.extension;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Map;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import dev.sdkbench.junit.samples.SteadyClients;

/** Steady forks in a real run: a case whose JIT keeps compiling has no steady figure, and says why. */
class SteadyStateRunTest {

    private static JsonNode results;
    private static String console;

    @BeforeAll
    static void run() throws Exception {
        PrintStream out = System.out;
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        System.setOut(new PrintStream(captured, true, StandardCharsets.UTF_8));
        try {
            EngineRuns.run(SteadyClients.class, Map.of("sdkbench.seed", "7", "sdkbench.machineProbe", "true", EngineRuns.JVM_ARGS, "")).failed().stream()
                    .forEach(e -> e.getPayload(org.junit.platform.engine.TestExecutionResult.class)
                            .flatMap(org.junit.platform.engine.TestExecutionResult::getThrowable).ifPresent(t -> t.printStackTrace(out)));
        } finally {
            System.setOut(out);
        }
        console = captured.toString(StandardCharsets.UTF_8);
        out.print(console);
        results = new ObjectMapper().readTree(EngineRuns.OUTPUT.resolve("SteadyClients").resolve("results.json").toFile());
    }

    @Test
    void aCaseWhoseJitKeepsCompilingIsNotSettledAndHasNoSteadyFigure() {
        JsonNode churn = EngineRuns.caseNode(results, "keepsCompiling");

        assertThat(churn.at("/summary/steadyState/settled").asBoolean()).isFalse();
        assertThat(churn.at("/summary/steadyState/reason").asText())
                .startsWith("1 of 1 steady forks not settled; first: not settled in 2 s of warmup: the JIT compiled for ");
        assertThat(churn.at("/summary/steadyMicros/n").asInt()).as("no steady number for an unsettled case").isZero();
        assertThat(churn.at("/summary/steadyLatency").isNull()).isTrue();
        assertThat(churn.at("/summary/steadyAllocKiB/n").asInt()).as("nor a steady allocation").isZero();
        assertThat(churn.at("/summary/earlyAllocKiB/n").asInt()).as("the early one stays, from the start-up fork").isEqualTo(1);
        JsonNode steadyFork = churn.get("forks").get(1).get("protocol").asText().equals("STEADY") ? churn.get("forks").get(1)
                : churn.get("forks").get(0);
        assertThat(steadyFork.at("/result/steady/settled").asBoolean()).isFalse();
        assertThat(steadyFork.at("/result/steady/iterationMicros")).as("still timed, so the raw values survive").hasSize(2);
        assertThat(churn.get("ok").asBoolean()).as("not settling is no failure").isTrue();
    }

    @Test
    void theConsoleSaysNotSettledWhereTheSteadyFigureWouldBe() {
        // The warmup's cap is 1.5 s.
        assertThat(console).containsPattern("keepsCompiling +none +1\\+1 .*not settled in 1\\.5 s")
                .contains("steady: not settled in 1.5 s: 1 of 1 steady forks not settled");
    }

    @Test
    void theConsoleShowsTheTimeToSettleAsAFigureOfItsOwn() {
        // Unsettled: more than the cap, with the JIT's share of the timed iterations after it; settled: the warmup it took.
        assertThat(console).containsPattern("keepsCompiling +none +1\\+1 .*not settled in 1\\.5 s +- +> 1\\.5 s, JIT [0-9]+\\.[0-9]%")
                .containsPattern("; time to settle > 1\\.5 s, JIT [0-9]+\\.[0-9]%\\n")
                .containsPattern("settlesAtOnce .* [0-9]+\\.[0-9] s +[0-9.]+ +[0-9.]+ ")
                .containsPattern("  early per call µs: p50 [0-9.]+, p90 [0-9.]+, p99 [0-9.]+")
                .contains("; alloc KiB/call early ");
    }

    @Test
    void aCaseThatSettlesHasItsSteadyFigureAndError() {
        JsonNode settled = EngineRuns.caseNode(results, "settlesAtOnce");

        assertThat(settled.at("/summary/steadyState/settled").asBoolean()).as(settled.at("/summary/steadyState/reason").asText())
                .isTrue();
        assertThat(settled.at("/summary/steadyMicros/n").asInt()).isEqualTo(1);
        assertThat(settled.at("/summary/steadyAllocKiB/n").asInt()).as("the steady fork's own allocation").isEqualTo(1);
        assertThat(settled.at("/summary/earlyAllocKiB/n").asInt()).as("the start-up fork's").isEqualTo(1);
        assertThat(settled.at("/summary/steadyState/errorMicros").asDouble()).isNotNegative();
        assertThat(settled.at("/summary/earlyMicros/n").asInt()).as("both forks ran the early block").isEqualTo(2);
        assertThat(settled.at("/summary/rssMiB/n").asInt()).as("memory from the start-up fork only").isEqualTo(1);
        assertThat(settled.get("forkStop").asText()).isEqualTo("MOST_FORKS");
        assertThat(settled.at("/precision/earlyMicros").asDouble()).as("achieved precision, as a fraction").isPositive();
        assertThat(settled.at("/precision").has("steadyMicros"))
                .as("one steady fork: its median has no interval, whatever its iterations' error").isFalse();
        assertThat(EngineRuns.caseNode(results, "keepsCompiling").at("/precision").has("steadyMicros"))
                .as("no precision for a figure that does not exist").isFalse();
    }

    @Test
    void theMachinesOwnSpreadIsProbedOnTheWorkerCpuBeforeAndAfterTheForks() {
        JsonNode noise = results.at("/environment/machineNoise");

        assertThat(noise.get("problem").isNull()).as(noise.toString()).isTrue();
        assertThat(noise.get("readings")).hasSize(2);
        for (String when : new String[] {"before", "after"}) {
            JsonNode reading = noise.get(when);
            assertThat(reading.get("when").asText()).isEqualTo(when);
            assertThat(reading.at("/registerLoop/median").asDouble()).isPositive();
            assertThat(reading.at("/loopback/median").asDouble()).isPositive();
            assertThat(reading.at("/registerLoop/iqrPercent").asDouble()).isNotNegative();
            assertThat(reading.get("cpus").asText()).isEqualTo(results.at("/cases/0/forks/0/cpu").asText());
        }
        assertThat(console).contains("machine noise before the forks, cpu ", "machine noise after the forks, cpu ");
    }

    @Test
    void everyForkSaysItsProtocol() {
        for (String id : new String[] {"keepsCompiling", "settlesAtOnce"}) {
            assertThat(EngineRuns.caseNode(results, id).get("forks")).extracting(f -> f.get("protocol").asText())
                    .containsExactlyInAnyOrder("STARTUP", "STEADY");
        }
        assertThat(Path.of(EngineRuns.caseNode(results, "keepsCompiling").get("forks").get(0).get("evidence").asText())).isDirectory();
    }
}
