package dev.sdkbench.junit.launch;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assumptions.assumeThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What {@link Cpuset} finds on a machine, from stand-in cgroup folders, and the group it makes on this one. */
class CpusetTest {

    @TempDir
    Path dir;

    @Test
    void cgroupV1WithACpusetControllerIsUsable() throws Exception {
        Path v1 = Files.createDirectories(dir.resolve("cpuset"));
        Files.writeString(v1.resolve("cpuset.cpus"), "0-1\n");

        Cpuset.Probe probe = Cpuset.probe(v1, dir.resolve("v2"));

        assertThat(probe.usable()).as(probe.describe()).isTrue();
        assertThat(probe.describe()).isEqualTo("cpuset cgroups under " + v1 + " (cgroup v1)");
    }

    @Test
    void cgroupV2WithoutTheCpusetControllerSaysWhichControllersItHas() throws Exception {
        Path v2 = Files.createDirectories(dir.resolve("v2"));
        Files.writeString(v2.resolve("cgroup.controllers"), "cpu io memory pids\n");

        Cpuset.Probe probe = Cpuset.probe(dir.resolve("cpuset"), v2);

        assertThat(probe.usable()).isFalse();
        assertThat(probe.describe()).isEqualTo("no cpuset cgroup (cgroup v2 at " + v2 + " has no cpuset controller ("
                + v2.resolve("cgroup.controllers") + ": cpu io memory pids)): taskset, with every thread's CPU watched");
    }

    @Test
    void noCgroupAtAllIsSaid() {
        Cpuset.Probe probe = Cpuset.probe(dir.resolve("cpuset"), dir.resolve("v2"));

        assertThat(probe.problem()).startsWith("neither " + dir.resolve("cpuset") + " (cgroup v1) nor ");
    }

    /** Where this machine allows one: a process started through the join words is in the group, on its CPU only. */
    @Test
    void aProcessStartedThroughTheJoinIsInTheGroupOnItsCpu() throws Exception {
        Cpuset.Probe probe = Cpuset.probe();
        assumeThat(probe.usable()).as(probe.describe()).isTrue();
        Path procs = Cpuset.procsFile(0).orElseThrow(() -> new AssertionError(Cpuset.probe().describe()));
        List<String> command = new java.util.ArrayList<>(Cpuset.join(procs));
        command.addAll(List.of("/bin/sh", "-c", "grep Cpus_allowed_list /proc/self/status; grep cpuset /proc/self/cgroup || cat /proc/self/cgroup"));

        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes());

        assertThat(process.waitFor()).as(output).isZero();
        assertThat(output).contains("Cpus_allowed_list:\t0").contains("/" + Cpuset.GROUP_PREFIX + "0");
    }
}
