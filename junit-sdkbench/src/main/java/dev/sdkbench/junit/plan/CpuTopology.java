package dev.sdkbench.junit.plan;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The logical CPUs this process may use and the physical cores they belong to, read from Linux's
 * {@code /proc} and {@code /sys} (what {@code lscpu -p=CPU,CORE,SOCKET,ONLINE} shows, without
 * depending on util-linux).
 *
 * @param allowed the process's affinity, {@code Cpus_allowed_list} (cgroup cpusets and taskset narrow it)
 * @param online  {@code /sys/devices/system/cpu/online}
 * @param cpus    every online logical CPU with its core and package, ascending by CPU number
 */
public record CpuTopology(CpuList allowed, CpuList online, List<LogicalCpu> cpus) {

    /**
     * One logical CPU. SMT siblings share {@code core} and {@code socket}; {@code core} alone is
     * unique only within a package.
     *
     * @param cpu    the logical CPU number
     * @param core   {@code topology/core_id}
     * @param socket {@code topology/physical_package_id}
     */
    public record LogicalCpu(int cpu, int core, int socket) {

        boolean sameCoreAs(LogicalCpu other) {
            return core == other.core && socket == other.socket;
        }
    }

    public CpuTopology {
        cpus = cpus.stream().sorted(Comparator.comparingInt(LogicalCpu::cpu)).toList();
    }

    /** The machine this JVM runs on. */
    public static CpuTopology current() {
        return read(Path.of("/"));
    }

    /**
     * Reads {@code proc/self/status} and {@code sys/devices/system/cpu/...} under {@code root}
     * ({@code /} for the real machine; tests pass a directory laid out the same way).
     */
    public static CpuTopology read(Path root) {
        CpuList allowed = CpuList.parse(allowedList(root.resolve("proc/self/status")));
        Path cpuDir = root.resolve("sys/devices/system/cpu");
        CpuList online = CpuList.parse(readFile(cpuDir.resolve("online")));
        List<LogicalCpu> cpus = new ArrayList<>();
        for (int cpu : online.cpus()) {
            Path topology = cpuDir.resolve("cpu" + cpu).resolve("topology");
            // Some VMs and sandboxes hide topology; then each CPU counts as its own core, since
            // without it siblings cannot be told apart.
            int core = readInt(topology.resolve("core_id"), cpu);
            int socket = readInt(topology.resolve("physical_package_id"), 0);
            cpus.add(new LogicalCpu(cpu, core, socket));
        }
        return new CpuTopology(allowed, online, cpus);
    }

    /** Online CPUs inside the affinity, ascending. */
    public List<LogicalCpu> usable() {
        return cpus.stream().filter(c -> allowed.contains(c.cpu())).toList();
    }

    /**
     * The first usable logical CPU of each physical core, ascending: what workers may be given, so
     * that no two of them are SMT siblings.
     */
    public List<LogicalCpu> firstOfEachCore() {
        List<LogicalCpu> firsts = new ArrayList<>();
        for (LogicalCpu cpu : usable()) {
            if (firsts.stream().noneMatch(cpu::sameCoreAs)) {
                firsts.add(cpu);
            }
        }
        return firsts;
    }

    /** How many physical cores have at least one usable CPU. */
    public int physicalCores() {
        Set<List<Integer>> cores = new HashSet<>();
        usable().forEach(c -> cores.add(List.of(c.socket(), c.core())));
        return cores.size();
    }

    private static String allowedList(Path status) {
        for (String line : readFile(status).split("\n")) {
            if (line.startsWith("Cpus_allowed_list:")) {
                return line.substring("Cpus_allowed_list:".length());
            }
        }
        throw new IllegalStateException("no Cpus_allowed_list line in " + status
                + ": CPU pinning needs a Linux kernel that reports the process's affinity there");
    }

    private static int readInt(Path file, int fallback) {
        if (!Files.exists(file)) {
            return fallback;
        }
        String text = readFile(file).strip();
        try {
            return Integer.parseInt(text);
        } catch (NumberFormatException e) {
            throw new IllegalStateException(file + " holds \"" + text + "\", expected a number", e);
        }
    }

    private static String readFile(Path file) {
        try {
            return Files.readString(file);
        } catch (NoSuchFileException e) {
            throw new IllegalStateException(file + " does not exist: CPU planning needs Linux /proc and /sys"
                    + " (run on Linux, or run unpinned)", e);
        } catch (IOException e) {
            throw new IllegalStateException("cannot read " + file + ": " + e, e);
        }
    }
}
