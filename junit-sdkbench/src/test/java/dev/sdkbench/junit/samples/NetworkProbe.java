package dev.sdkbench.junit.samples;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;

import dev.sdkbench.junit.ClientCase;
import dev.sdkbench.junit.Dialect;
import dev.sdkbench.junit.SdkBenchmark;
import dev.sdkbench.junit.SdkCase;
import dev.sdkbench.junit.Startup;
import dev.sdkbench.junit.Steady;

/**
 * A case that tries to reach a server of the test JVM's network ({@code -Dprobe.port}, via
 * {@code sdkbench.forks.jvmArgs}): an isolated fork cannot, so it answers {@code Hello.}; a fork on the
 * host's network can, and its wrong text fails the case.
 */
@SdkBenchmark(dialect = Dialect.NONE)
@Startup(forks = 1, warmup = 1, requests = 1)
@Steady(forks = 0)
public class NetworkProbe {

    @ClientCase
    void reachTheHost(SdkCase sdk) {
        int port = Integer.getInteger("probe.port", -1);
        sdk.measure(() -> {
            try (Socket socket = new Socket()) {
                socket.connect(new InetSocketAddress("127.0.0.1", port), 1000);
                return "reached the test JVM's port " + port + " from the fork";
            } catch (IOException expected) {
                return "Hello.";
            }
        });
    }
}
