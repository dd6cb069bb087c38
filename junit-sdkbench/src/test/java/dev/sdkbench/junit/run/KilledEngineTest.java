package dev.sdkbench.junit.run;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.sdkbench.junit.Network;
import dev.sdkbench.junit.network.Isolation;
import dev.sdkbench.junit.samples.HangingClient;
import dev.sdkbench.junit.settings.ResolvedRunSettings;
import dev.sdkbench.junit.settings.SettingsResolver;

/**
 * An engine JVM killed outright (no shutdown hook runs) while its fork hangs: in a pid namespace
 * of its own the fork cannot watch its parent pid ({@code unshare} stands between them), so the
 * launch itself must end it, and everything in its namespace with it.
 */
class KilledEngineTest {

    @Test
    void aForkInItsOwnPidNamespaceEndsWithTheEngineThatStartedIt(@TempDir Path directory) throws Exception {
        assumeFalse(Isolation.decide(Network.HOST).ownPids().isEmpty(), "this machine gives forks no pid namespace");
        Process engine = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), Engine.class.getName(), directory.toString())
                .redirectErrorStream(true).redirectOutput(directory.resolve("engine.log").toFile()).start();
        try {
            long deadline = System.nanoTime() + Duration.ofSeconds(60).toNanos();
            while (javaForksIn(directory).isEmpty() && System.nanoTime() < deadline && engine.isAlive()) {
                Thread.sleep(50);
            }
            assertThat(javaForksIn(directory)).as("the fork started (engine log: %s)", directory.resolve("engine.log")).hasSize(1);
            ProcessHandle fork = javaForksIn(directory).get(0);

            engine.destroyForcibly().waitFor();

            fork.onExit().get(10, java.util.concurrent.TimeUnit.SECONDS);
            assertThat(fork.isAlive()).isFalse();
            long gone = System.nanoTime() + Duration.ofSeconds(10).toNanos();
            while (!processesIn(directory).isEmpty() && System.nanoTime() < gone) {
                Thread.sleep(50);
            }
            assertThat(processesIn(directory)).as("processes of the killed engine's run").isEmpty();
        } finally {
            engine.destroyForcibly();
            processesIn(directory).forEach(ProcessHandle::destroyForcibly);
        }
    }

    /** Live processes whose command line names this run's folder. */
    private static List<ProcessHandle> processesIn(Path directory) {
        return ProcessHandle.allProcesses()
                .filter(p -> p.info().commandLine().map(c -> c.contains(directory.toString())).orElse(false))
                .filter(ProcessHandle::isAlive)
                .filter(p -> p.pid() != ProcessHandle.current().pid())
                .toList();
    }

    /** The fork's JVM itself, not the setpriv/unshare before it. */
    private static List<ProcessHandle> javaForksIn(Path directory) {
        return processesIn(directory).stream()
                .filter(p -> p.info().command().map(c -> c.endsWith("/java")).orElse(false))
                .filter(p -> p.info().commandLine().map(c -> c.contains("ForkMain") || c.contains("jvm.args")).orElse(false))
                .toList();
    }

    /** The engine JVM this test kills: one run of {@link HangingClient} on the host's network. */
    public static final class Engine {
        public static void main(String[] args) throws Exception {
            ResolvedRunSettings settings = new SettingsResolver(key -> switch (key) {
                case "sdkbench.fixture.warmup" -> Optional.of("100");
                case "sdkbench.fixture.network" -> Optional.of("host");
                default -> Optional.empty();
            }).resolve(HangingClient.class);
            new BenchmarkRun(settings, Path.of(args[0]), System.out).run();
        }
    }
}
