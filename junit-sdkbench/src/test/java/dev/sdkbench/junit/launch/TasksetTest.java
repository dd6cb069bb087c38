package dev.sdkbench.junit.launch;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.concurrent.atomic.AtomicBoolean;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.sdkbench.fixture.FixtureServer;

class TasksetTest {

    @Test
    void toolsAreFoundOnThePathOrInTheSbinFolders(@TempDir Path dir) throws Exception {
        assertThat(Executables.find("sdkbench-no-such-tool", dir.toString())).isEmpty();
        assertThat(Executables.find("sdkbench-no-such-tool", null)).isEmpty();
        Path fake = Files.createFile(dir.resolve("sdkbench-no-such-tool"),
                PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwxr-xr-x")));
        assertThat(Executables.find("sdkbench-no-such-tool", "/nonexistent:" + dir)).contains(fake);
        assumeTrue(Files.isExecutable(Path.of("/usr/sbin/ip")), "needs /usr/sbin/ip");
        assertThat(Executables.find("ip", "/nonexistent")).contains(Path.of("/usr/sbin/ip"));
    }

    @Test
    void pinsTheFixtureThreadsAndReadsThemBack() throws Exception {
        Path taskset = Taskset.find().orElse(null);
        assumeTrue(taskset != null && Runtime.getRuntime().availableProcessors() >= 2, "needs taskset and two CPUs");
        try (FixtureServer fixture = FixtureServer.builder().threadName("pintest").start()) {
            var pinned = Taskset.pinThreads(taskset, Path.of("/proc/self"), fixture.threadName(), 1);
            assertThat(pinned).isNotEmpty().allSatisfy(line -> assertThat(line).contains("pintest").endsWith("cpus 1"));
        }
    }

    @Test
    void movesThisJvmWhileItsThreadsComeAndGo() throws Exception {
        Path taskset = Taskset.find().orElse(null);
        assumeTrue(taskset != null && Runtime.getRuntime().availableProcessors() >= 2, "needs taskset and two CPUs");
        String all = Taskset.cpusAllowed(Path.of("/proc/self"));
        // Short-lived threads end while taskset walks the thread list: the move must still succeed.
        AtomicBoolean churn = new java.util.concurrent.atomic.AtomicBoolean(true);
        Thread churner = new Thread(() -> {
            while (churn.get()) {
                Thread t = new Thread(() -> { });
                t.start();
            }
        });
        churner.start();
        try {
            for (int i = 0; i < 20; i++) {
                Taskset.pinThisJvm(taskset, "0");
                assertThat(Taskset.cpusAllowed(Path.of("/proc/self"))).isEqualTo("0");
                assertThat(Taskset.pinThisJvm(taskset, all)).isEqualTo("0");
            }
        } finally {
            churn.set(false);
            churner.join();
            Taskset.pinThisJvm(taskset, all);
        }
        assertThat(Taskset.cpusAllowed(Path.of("/proc/self"))).isEqualTo(all);
    }
}
