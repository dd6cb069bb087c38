package dev.sdkbench.junit.network;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import dev.sdkbench.junit.proc.TaskTicks;

/**
 * Where a fixture's CPU time on its fixture CPU is read: the threads pinned there (its I/O
 * thread), or its whole JVM when that JVM runs on that CPU alone. A fork that shares the CPU with
 * its fixture has this subtracted from what others took of the CPU: serving the fork is part of
 * its own figure, not interference.
 *
 * @param process      {@code /proc/self} or {@code /proc/<pid>} of the fixture's JVM
 * @param tids         the threads pinned to {@code cpu}
 * @param cpu          the fixture CPU, or {@code null} when nothing is pinned
 * @param wholeProcess whether the whole JVM runs on {@code cpu} (then {@code tids} are inside its count)
 */
record FixtureTicks(Path process, List<String> tids, Integer cpu, boolean wholeProcess) {

    FixtureTicks {
        tids = List.copyOf(tids);
    }

    /** An unpinned fixture: it shares no fork's CPU in particular. */
    static FixtureTicks unpinned() {
        return new FixtureTicks(Path.of("/proc/self"), List.of(), null, false);
    }

    /**
     * @param pinned what {@code Taskset.pinThreads} answered, one {@code <tid> <name>: cpus <list>} line per thread
     */
    static FixtureTicks pinned(Path process, List<String> pinned, int cpu, boolean wholeProcess) {
        return new FixtureTicks(process, pinned.stream().map(line -> line.substring(0, line.indexOf(' '))).toList(), cpu,
                wholeProcess);
    }

    /** The ticks so far of what runs on {@code forkCpu}; 0 when nothing of the fixture is pinned there. */
    long on(int forkCpu) {
        if (cpu == null || cpu != forkCpu) {
            return 0;
        }
        if (wholeProcess) {
            return read(process.resolve("stat"));
        }
        long ticks = 0;
        for (String tid : tids) {
            ticks += read(process.resolve("task").resolve(tid).resolve("stat"));
        }
        return ticks;
    }

    /** A thread that ended meanwhile counts nothing more; the fixture's I/O thread lives as long as the fixture. */
    private static long read(Path stat) {
        try {
            return TaskTicks.of(stat.toFile());
        } catch (IOException | RuntimeException e) {
            return 0;
        }
    }
}
