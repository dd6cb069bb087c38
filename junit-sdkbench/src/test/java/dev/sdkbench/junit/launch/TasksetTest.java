package dev.sdkbench.junit.launch;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;

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
}
