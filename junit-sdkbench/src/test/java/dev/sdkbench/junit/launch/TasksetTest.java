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
    void isFoundOnlyWhereThePathHasIt(@TempDir Path dir) throws Exception {
        assertThat(Taskset.find(dir.toString())).isEmpty();
        assertThat(Taskset.find(null)).isEmpty();
        Path fake = Files.createFile(dir.resolve("taskset"), PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwxr-xr-x")));
        assertThat(Taskset.find("/nonexistent:" + dir)).contains(fake);
    }

    @Test
    void pinsTheFixtureThreadsAndReadsThemBack() throws Exception {
        Path taskset = Taskset.find().orElse(null);
        assumeTrue(taskset != null && Runtime.getRuntime().availableProcessors() >= 2, "needs taskset and two CPUs");
        try (FixtureServer fixture = FixtureServer.builder().threadName("pintest").start()) {
            var pinned = Taskset.pinThreads(taskset, fixture.threadName(), 1);
            assertThat(pinned).isNotEmpty().allSatisfy(line -> assertThat(line).contains("pintest").endsWith("cpus 1"));
        }
    }
}
