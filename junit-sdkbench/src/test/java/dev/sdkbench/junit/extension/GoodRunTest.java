package dev.sdkbench.junit.extension;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.testkit.engine.EventConditions.event;
import static org.junit.platform.testkit.engine.EventConditions.finishedSuccessfully;
import static org.junit.platform.testkit.engine.EventConditions.test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.platform.testkit.engine.Events;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import dev.sdkbench.junit.launch.Taskset;
import dev.sdkbench.junit.samples.GoodClients;

/** A real run of good cases: forks pass, figures are there, raw evidence stays on disk. */
class GoodRunTest {

    private static Events events;
    private static JsonNode results;
    private static String cpusBefore;
    private static String cpusAfter;
    private static final Path DIR = EngineRuns.OUTPUT.resolve("GoodClients");

    @BeforeAll
    static void run() throws Exception {
        cpusBefore = Taskset.cpusAllowed(Path.of("/proc/self"));
        events = EngineRuns.run(GoodClients.class, Map.of("sdkbench.seed", "42"));
        cpusAfter = Taskset.cpusAllowed(Path.of("/proc/self"));
        results = new ObjectMapper().readTree(DIR.resolve("results.json").toFile());
    }

    @Test
    void theTestJvmGetsItsCpusBackAfterTheRun() {
        assertThat(cpusAfter).as("moved to the build CPUs while forks ran, then back").isEqualTo(cpusBefore);
    }

    @Test
    void everyCasePasses() {
        events.assertThatEvents()
                .haveExactly(1, event(test("jdkHttpClient"), finishedSuccessfully()))
                .haveExactly(1, event(test("emptyCase"), finishedSuccessfully()));
    }

    @Test
    void nothingIsAttachedWhileOpenTestReportingIsOff() {
        assertThat(events.fileEntryPublished().count()).isZero();
    }

    @Test
    void resultsCarryTheSummaryAndEveryForksRawValues() {
        assertThat(results.get("schemaVersion").asInt()).isEqualTo(3);
        assertThat(results.get("publishable").asBoolean()).isTrue();
        assertThat(results.at("/settings/seed").asLong()).isEqualTo(42);
        JsonNode client = results.get("cases").get(1);
        assertThat(client.get("id").asText()).isEqualTo("jdkHttpClient");
        assertThat(client.at("/summary/earlyMicros/n").asInt()).as("every fork runs the early block").isEqualTo(3);
        assertThat(client.at("/summary/earlyMicros/median").asDouble()).isPositive();
        JsonNode steady = client.at("/summary/steadyState");
        assertThat(steady.get("forks").asInt()).isEqualTo(1);
        assertThat(client.at("/summary/steadyMicros/n").asInt()).as("a steady figure only when settled: " + steady)
                .isEqualTo(steady.get("settled").asBoolean() ? 1 : 0);
        assertThat(client.at("/summary/rssMiB/median").asDouble()).isGreaterThan(10);
        assertThat(client.at("/summary/earlyLatency/count").asLong()).isEqualTo(60);
        assertThat(client.at("/summary/earlyAllocKiB/n").asInt()).as("the start-up forks' early blocks").isEqualTo(2);
        assertThat(client.at("/summary/steadyAllocKiB/n").asInt()).as("the steady fork's, when settled")
                .isEqualTo(steady.get("settled").asBoolean() ? 1 : 0);
        assertThat(client.at("/summary").has("allocKiB")).as("no figure that switches blocks").isFalse();
        assertThat(client.get("forks")).hasSize(3);
        JsonNode fork = client.get("forks").get(0);
        assertThat(fork.at("/fixture/total").asLong()).isEqualTo(fork.at("/result/calls").asLong());
        for (JsonNode each : client.get("forks")) {
            boolean steadyFork = each.get("protocol").asText().equals("STEADY");
            assertThat(each.at("/result/calls").asLong()).as("a steady fork goes on after the early block")
                    .isEqualTo(steadyFork ? 5 + 20 + each.at("/result/steady/warmupCalls").asLong()
                            + each.at("/result/steady/requests").asLong() : 5 + 20);
        }
        assertThat(fork.get("command").toString()).contains("taskset", "@");
        assertThat(fork.get("jvmOptions").toString()).contains("-XX:+UseSerialGC", "-XX:ActiveProcessorCount=1");
        assertThat(results.at("/environment/cpuPlan").asText()).contains("cpu");
    }

    @Test
    void exitTimeShowsAClientThreadLeftInNativeCode() {
        JsonNode empty = results.get("cases").get(0).get("summary").get("exitMs");
        JsonNode client = results.get("cases").get(1).get("summary").get("exitMs");
        assertThat(client.get("n").asInt()).isEqualTo(2);
        assertThat(results.at("/cases/1/forks/0/exit/exitMillis").asDouble()).isPositive();
        // The JDK HttpClient's selector thread waits in epoll_wait, and HotSpot's exit waits ~300 ms for
        // a thread in native code; the empty case leaves no such thread.
        assertThat(client.get("median").asDouble()).as("JDK HttpClient case").isGreaterThanOrEqualTo(250);
        assertThat(empty.get("median").asDouble()).as("empty case").isLessThan(client.get("median").asDouble());
    }

    @Test
    void emptyCaseMakesNoRequest() {
        JsonNode empty = results.get("cases").get(0);
        assertThat(empty.get("id").asText()).isEqualTo("emptyCase");
        assertThat(empty.get("forks").get(0).at("/fixture/total").asLong()).isZero();
        assertThat(empty.at("/summary/firstResponseMs/median").asDouble()).isPositive();
    }

    @Test
    void everyForkLeavesItsEvidence() {
        Path fork = DIR.resolve("jdkHttpClient").resolve("fork-01");
        for (String file : new String[] {"spec.properties", "result.properties", "stdout.txt", "stderr.txt", "command.txt",
                "jvm.args", "fixture.json", "gc.log"}) {
            assertThat(fork.resolve(file)).as(file).exists();
        }
        assertThat(Files.exists(DIR.resolve("jdkHttpClient").resolve("fork-04"))).as("2 start-up forks and 1 steady").isFalse();
    }

    @Test
    void aForkRunsInItsOwnFolder() {
        assertThat(DIR.resolve("emptyCase").resolve("fork-01").resolve(GoodClients.RELATIVE_LOG))
                .as("a relative -Xlog file of the case's jvmArgs").isNotEmptyFile();
        assertThat(Path.of(GoodClients.RELATIVE_LOG)).as("in the build's working directory").doesNotExist();
        assertThat(results.get("cases").get(0).get("forks").get(0).get("command").toString())
                .as("absolute, so the fork can be run again from anywhere").contains("@" + DIR.toAbsolutePath());
    }

    @Test
    void everyPinnedForkSaysWhatOthersTookOfItsCpuAndWhatItsCallsCost() {
        int forks = 0;
        for (JsonNode c : results.get("cases")) {
            for (JsonNode fork : c.get("forks")) {
                String name = c.get("id").asText() + " fork " + fork.get("fork").asInt();
                JsonNode interference = fork.get("interference");
                assertThat(interference.isObject()).as("%s has its interference: %s", name, fork).isTrue();
                assertThat(interference.get("percent").asDouble()).as(name).isBetween(0.0, 100.0);
                assertThat(interference.get("stealPercent").asDouble()).as(name).isBetween(0.0, 100.0);
                assertThat(interference.get("wallTicks").asLong()).as("%s: a fork lasts more than a tick", name).isPositive();
                assertThat(interference.get("forkTicks").asLong()).as("%s ran on its CPU", name).isPositive()
                        .isLessThanOrEqualTo(interference.get("busyTicks").asLong() + 2);
                assertThat(fork.at("/result/early/cpuMicros").asDouble()).as("%s: its calls' CPU time", name)
                        .isGreaterThan(c.get("id").asText().equals("jdkHttpClient") ? 0.0 : -0.5);
                forks++;
            }
        }
        assertThat(forks).as("every case's forks").isGreaterThanOrEqualTo(5);
    }
}
