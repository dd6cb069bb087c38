package dev.sdkbench.junit.plan;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Lays out a fake {@code /proc/self/status} and {@code /sys/devices/system/cpu} under a directory. */
final class FakeMachine {

    private final Path root;

    FakeMachine(Path root) {
        this.root = root;
    }

    FakeMachine allowed(String cpuList) {
        write("proc/self/status", "Name:\tjava\nCpus_allowed:\tff\nCpus_allowed_list:\t" + cpuList + "\nVmRSS:\t1 kB\n");
        return this;
    }

    FakeMachine online(String cpuList) {
        write("sys/devices/system/cpu/online", cpuList + "\n");
        return this;
    }

    FakeMachine cpu(int cpu, int core, int socket) {
        write("sys/devices/system/cpu/cpu" + cpu + "/topology/core_id", core + "\n");
        write("sys/devices/system/cpu/cpu" + cpu + "/topology/physical_package_id", socket + "\n");
        return this;
    }

    /** {@code cores} cores, no SMT: cpu i is core i. */
    FakeMachine cores(int cores) {
        for (int i = 0; i < cores; i++) {
            cpu(i, i, 0);
        }
        return this;
    }

    CpuTopology topology() {
        return CpuTopology.read(root);
    }

    private void write(String path, String text) {
        try {
            Path file = root.resolve(path);
            Files.createDirectories(file.getParent());
            Files.writeString(file, text);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
