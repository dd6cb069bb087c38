package dev.sdkbench.junit.extension;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;
import static org.junit.platform.testkit.engine.EventConditions.event;
import static org.junit.platform.testkit.engine.EventConditions.finishedSuccessfully;
import static org.junit.platform.testkit.engine.EventConditions.test;

import java.nio.file.Path;
import java.util.Map;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import dev.sdkbench.junit.samples.GoodClients;

/** The fixture on a CPU of its own: forks still pass, and the plan says where everything ran. */
class OwnCpuRunTest {

    @Test
    void fixtureOnItsOwnCpu() throws Exception {
        assumeTrue(Runtime.getRuntime().availableProcessors() >= 2, "needs two CPUs");
        Path output = EngineRuns.OUTPUT.resolve("own-cpu");
        EngineRuns.run(GoodClients.class, Map.of("sdkbench.fixture.placement", "own_cpu", "sdkbench.startup.forks", "1",
                "sdkbench.steady.forks", "0", "sdkbench.outputDirectory", output.toString()))
                .assertThatEvents().haveExactly(1, event(test("jdkHttpClient"), finishedSuccessfully()));

        JsonNode results = new ObjectMapper().readTree(output.resolve("GoodClients/results.json").toFile());
        assertThat(results.at("/settings/fixture/placement").asText()).isEqualTo("OWN_CPU");
        assertThat(results.at("/environment/cpuPlan").asText()).contains("worker on cpu 1").contains("fixture");
        assertThat(results.at("/cases/1/forks/0/cpu").asInt()).isEqualTo(1);
        assertThat(results.at("/cases/1/summary/steadyMicros/n").asInt()).isZero();
    }
}
