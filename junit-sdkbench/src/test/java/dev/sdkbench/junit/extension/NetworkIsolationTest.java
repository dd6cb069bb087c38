package dev.sdkbench.junit.extension;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;
import static org.junit.platform.testkit.engine.EventConditions.event;
import static org.junit.platform.testkit.engine.EventConditions.finishedSuccessfully;
import static org.junit.platform.testkit.engine.EventConditions.finishedWithFailure;
import static org.junit.platform.testkit.engine.EventConditions.test;
import static org.junit.platform.testkit.engine.TestExecutionResultConditions.message;

import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import dev.sdkbench.junit.Network;
import dev.sdkbench.junit.network.Isolation;
import dev.sdkbench.junit.samples.GoodClients;
import dev.sdkbench.junit.samples.NetworkProbe;

/** Forks in a network namespace of their own reach their fixture and nothing of the host's network. */
class NetworkIsolationTest {

    @Test
    void isolatedForksReachTheirFixtureButNotTheHost() throws Exception {
        assumeTrue(Isolation.decide(Network.AUTO).isolated(), "this machine cannot make network namespaces");
        Path output = EngineRuns.OUTPUT.resolve("isolated");
        try (ServerSocket host = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            EngineRuns.run(NetworkProbe.class, Map.of("sdkbench.fixture.network", "isolated", "sdkbench.outputDirectory",
                            output.toString(), "sdkbench.forks.jvmArgs", "-Dprobe.port=" + host.getLocalPort()))
                    .assertThatEvents().haveExactly(1, event(test("reachTheHost"), finishedSuccessfully()));
        }
        EngineRuns.run(GoodClients.class, Map.of("sdkbench.fixture.network", "isolated", "sdkbench.startup.forks", "1",
                        "sdkbench.steady.forks", "0", "sdkbench.outputDirectory", output.toString()))
                .assertThatEvents().haveExactly(1, event(test("jdkHttpClient"), finishedSuccessfully()));

        JsonNode results = new ObjectMapper().readTree(output.resolve("GoodClients/results.json").toFile());
        assertThat(results.at("/settings/fixture/network").asText()).isEqualTo("ISOLATED");
        assertThat(results.at("/environment/isolation").asText()).contains("network namespace holding only loopback");
        JsonNode fork = results.at("/cases/1/forks/0");
        assertThat(fork.at("/command/0").asText()).endsWith("nsenter");
        assertThat(fork.at("/result/netNamespace").asText())
                .startsWith("net:[")
                .isNotEqualTo(Files.readSymbolicLink(Path.of("/proc/self/ns/net")).toString());
        assertThat(output.resolve("GoodClients/fixture-0.log")).exists();
    }

    @Test
    void onTheHostsNetworkTheProbeGetsThrough() throws Exception {
        Path output = EngineRuns.OUTPUT.resolve("host-network");
        try (ServerSocket host = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            EngineRuns.run(NetworkProbe.class, Map.of("sdkbench.fixture.network", "host", "sdkbench.outputDirectory",
                            output.toString(), "sdkbench.forks.jvmArgs", "-Dprobe.port=" + host.getLocalPort()))
                    .assertThatEvents().haveExactly(1, event(test("reachTheHost"),
                            finishedWithFailure(message(m -> m.contains("reached the test JVM's port")))));
        }
        JsonNode results = new ObjectMapper().readTree(output.resolve("NetworkProbe/results.json").toFile());
        assertThat(results.at("/environment/isolation").asText())
                .startsWith("forks share the host's network namespace")
                .contains("fixture.network = HOST");
    }

    @Test
    void anUnknownNetworkSettingSaysWhatToUse() {
        EngineRuns.run(GoodClients.class, Map.of("sdkbench.fixture.network", "airgapped"))
                .assertThatEvents().haveAtLeastOne(event(finishedWithFailure(
                        message(m -> m.contains("sdkbench.fixture.network is 'airgapped': use one of auto, isolated, host")))));
    }
}
