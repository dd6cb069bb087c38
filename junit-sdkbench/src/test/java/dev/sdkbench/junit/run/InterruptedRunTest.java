package dev.sdkbench.junit.run;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.sdkbench.junit.launch.LiveForks;
import dev.sdkbench.junit.samples.HangingClient;
import dev.sdkbench.junit.settings.ResolvedRunSettings;
import dev.sdkbench.junit.settings.SettingsResolver;

/** A run interrupted while a fork is alive leaves no JVM behind. */
class InterruptedRunTest {

    @Test
    void interruptingTheRunKillsItsFork(@TempDir Path directory) throws Exception {
        ResolvedRunSettings settings = new SettingsResolver(
                key -> key.equals("sdkbench.fixture.warmup") ? Optional.of("100") : Optional.empty()).resolve(HangingClient.class);
        AtomicReference<Throwable> ended = new AtomicReference<>();
        Thread run = new Thread(() -> {
            try {
                new BenchmarkRun(settings, directory, System.out).run();
            } catch (Throwable e) {
                ended.set(e);
            }
        });
        run.start();

        long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
        while (forksIn(directory).isEmpty() && System.nanoTime() < deadline) {
            Thread.sleep(50);
        }
        // One process, or two where the fork has a pid namespace of its own (unshare, then the fork's JVM).
        assertThat(forksIn(directory)).as("the fork started").hasSizeBetween(1, 2);
        List<ProcessHandle> fork = forksIn(directory);

        run.interrupt();
        run.join(30_000);

        assertThat(run.isAlive()).isFalse();
        assertThat(ended.get()).isInstanceOf(InterruptedException.class);
        for (ProcessHandle process : fork) {
            assertThat(process.onExit().get().isAlive()).isFalse();
        }
        assertThat(forksIn(directory)).isEmpty();
        assertThat(LiveForks.count()).isZero();
    }

    /** Live processes whose command line names this run's folder: its forks. */
    private static List<ProcessHandle> forksIn(Path directory) {
        return ProcessHandle.allProcesses()
                .filter(p -> p.info().commandLine().map(c -> c.contains(directory.toString())).orElse(false))
                .filter(ProcessHandle::isAlive)
                .toList();
    }
}
