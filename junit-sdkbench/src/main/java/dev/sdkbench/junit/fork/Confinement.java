package dev.sdkbench.junit.fork;

import java.io.FileInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Locale;

import dev.sdkbench.junit.launch.Cpuset;

/**
 * What kept this fork on its CPU, as the fork finds it: a cpuset cgroup that holds only that CPU
 * (no thread can leave it: the kernel refuses an affinity outside the set), the affinity {@code taskset}
 * gave the JVM (any thread may change its own, so {@link CpuWatch} samples every thread's CPU), or
 * nothing (an unpinned fork).
 */
enum Confinement {
    CPUSET, TASKSET, NONE;

    /** The name the results carry: {@code cpuset}, {@code taskset} or {@code none}. */
    String label() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** This fork's confinement; {@code expectedCpus} is the spec's, {@code null} for an unpinned fork. */
    static Confinement of(String expectedCpus) {
        if (expectedCpus == null) {
            return NONE;
        }
        return inHarnessCpuset() ? CPUSET : TASKSET;
    }

    /** Whether {@code /proc/self/cgroup} puts this process in a cpuset group the harness made ({@link Cpuset}). */
    private static boolean inHarnessCpuset() {
        String text;
        // java.io, as ProcessFacts: NIO's classes would be the harness's pages in what the fork measures.
        try (FileInputStream in = new FileInputStream("/proc/self/cgroup")) {
            text = new String(in.readAllBytes(), StandardCharsets.ISO_8859_1);
        } catch (IOException | SecurityException e) {
            return false;
        }
        for (String line : text.split("\n")) {
            // v1: "3:cpuset:/sdkbench-cpu1"; v2: "0::/sdkbench-cpu1"
            int colon = line.indexOf(':');
            int second = colon < 0 ? -1 : line.indexOf(':', colon + 1);
            if (second < 0) {
                continue;
            }
            String controllers = line.substring(colon + 1, second);
            boolean cpuset = controllers.isEmpty() || Arrays.asList(controllers.split(",")).contains("cpuset");
            if (cpuset && line.substring(second + 1).contains("/" + Cpuset.GROUP_PREFIX)) {
                return true;
            }
        }
        return false;
    }
}
