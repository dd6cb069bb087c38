package dev.sdkbench.junit.fork;

import java.io.File;
import java.io.FileInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import dev.sdkbench.junit.plan.CpuList;
import dev.sdkbench.junit.proc.TaskTicks;

/**
 * Where every thread of the fork runs, sampled every {@value #PERIOD_MILLIS} ms from the first
 * response to the last timed call: the end-of-run affinity check alone passes a thread that moved
 * to another CPU and came back, and this one sees any such move that lasts 100 ms or more (two
 * samples at least) while the thread runs. It reads each thread's {@code stat}, whose field 39 is
 * the CPU the thread last ran on, so a thread moved while it slept, and never ran elsewhere, costs
 * nothing and is not reported. Only where {@code taskset} alone confines the fork: a cpuset leaves
 * no CPU to move to.
 */
final class CpuWatch {

    static final long PERIOD_MILLIS = 40;

    /** The first and last sighting of one thread off its CPUs. */
    private record Off(String tid, String name, int cpu, long firstMillis, long lastMillis, int samples) {
        Off seenAgain(long millis) {
            return new Off(tid, name, cpu, firstMillis, millis, samples + 1);
        }
    }

    private final CpuList expected;
    private final String expectedCpus;
    private final Thread thread;
    private final long startNanos = System.nanoTime();
    /** By thread id; only the watch thread writes, and {@link #stop} reads after joining it. */
    private final Map<String, Off> off = new LinkedHashMap<>();
    private volatile boolean stopped;

    private CpuWatch(String expectedCpus) {
        this.expected = CpuList.parse(expectedCpus);
        this.expectedCpus = expectedCpus;
        this.thread = new Thread(this::watch, "sdkbench-cpuwatch");
        thread.setDaemon(true);
    }

    /** Starts watching, or returns {@code null} when there is nothing to watch: unpinned, or in a cpuset. */
    static CpuWatch start(String expectedCpus) {
        if (Confinement.of(expectedCpus) != Confinement.TASKSET) {
            return null;
        }
        CpuWatch watch = new CpuWatch(expectedCpus);
        watch.thread.start();
        return watch;
    }

    private void watch() {
        File tasks = new File("/proc/self/task");
        while (!stopped) {
            sample(tasks);
            try {
                Thread.sleep(PERIOD_MILLIS);
            } catch (InterruptedException e) {
                return;
            }
        }
    }

    private void sample(File tasks) {
        String[] tids = tasks.list();
        if (tids == null) {
            return;
        }
        long millis = (System.nanoTime() - startNanos) / 1_000_000;
        for (String tid : tids) {
            String stat = read(new File(tasks, tid + "/stat"));
            if (stat == null) {
                continue; // ended meanwhile
            }
            int cpu = lastCpu(stat);
            if (cpu < 0 || expected.contains(cpu)) {
                continue;
            }
            Off seen = off.get(tid);
            off.put(tid, seen == null ? new Off(tid, name(stat), cpu, millis, millis, 1) : seen.seenAgain(millis));
        }
    }

    /** Stops watching and says which threads ran off their CPUs and when, in one line, or {@code null} when none did. */
    String stop() {
        stopped = true;
        thread.interrupt();
        try {
            thread.join(1_000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        if (off.isEmpty()) {
            return null;
        }
        List<String> each = new ArrayList<>();
        for (Off o : off.values()) {
            each.add("thread " + o.tid() + " (" + o.name() + ") ran on cpu " + o.cpu() + " at " + seconds(o.firstMillis())
                    + (o.samples() > 1 ? "–" + seconds(o.lastMillis()) + " s (" + o.samples() + " samples)" : " s")
                    + " after the first response");
        }
        return String.join(", ", each) + "; every thread must stay on " + ThreadAffinity.describe(expectedCpus)
                + " (taskset confines the fork, and a thread may change its own affinity: run where the harness can make"
                + " a cpuset cgroup, or keep the client from moving its threads)";
    }

    private static String seconds(long millis) {
        return String.format(Locale.ROOT, "%.2f", millis / 1000.0);
    }

    private static String read(File file) {
        try (FileInputStream in = new FileInputStream(file)) {
            return new String(in.readAllBytes(), StandardCharsets.ISO_8859_1);
        } catch (IOException e) {
            return null;
        }
    }

    /** Field 39 of {@code stat}, {@code processor}, or -1 when the line has none. */
    static int lastCpu(String stat) {
        String[] fields = TaskTicks.fields(stat);
        if (fields.length < 37) {
            return -1;
        }
        try {
            return Integer.parseInt(fields[36]);
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    private static String name(String stat) {
        int open = stat.indexOf('(');
        int close = stat.lastIndexOf(')');
        return open >= 0 && close > open ? stat.substring(open + 1, close) : "?";
    }
}
