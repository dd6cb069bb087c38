package dev.sdkbench.junit.proc;

import java.io.File;
import java.io.FileInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;

/**
 * This process's CPU time in nanoseconds, from the scheduler's own account of every thread
 * ({@code /proc/self/task/<tid>/schedstat}, its first field): the JDK's process CPU time counts in
 * 10-ms ticks on Linux ({@code times()}), too coarse for a block of a few hundred calls. The kernel
 * brings a thread's account up to date when the thread leaves the CPU (and at each scheduler tick),
 * so the reading thread yields first: on a fork's one CPU every other thread of it is then off the
 * CPU and up to date too. A thread that ends between two readings takes its time with it; the
 * harness's threads and the JIT's and GC's live as long as the fork, and a client's threads seldom
 * end mid-block.
 */
public final class SchedStat {

    private static final File TASKS = new File("/proc/self/task");

    private SchedStat() {
    }

    /** The CPU time of this process's live threads so far, ns; -1 where the kernel does not tell (not Linux, no schedstat). */
    public static long selfNanos() {
        Thread.yield(); // brings this thread's own account up to date
        String[] tids = TASKS.list();
        if (tids == null) {
            return -1;
        }
        long nanos = 0;
        int read = 0;
        for (String tid : tids) {
            long thread = runNanos(new File(TASKS, tid + "/schedstat"));
            if (thread >= 0) {
                nanos += thread;
                read++;
            }
        }
        return read == 0 ? -1 : nanos;
    }

    /** The first field of a {@code schedstat} file, or -1 when it is gone (the thread ended) or unreadable. */
    private static long runNanos(File schedstat) {
        try (FileInputStream in = new FileInputStream(schedstat)) {
            String text = new String(in.readAllBytes(), StandardCharsets.US_ASCII);
            int space = text.indexOf(' ');
            return Long.parseLong(space < 0 ? text.strip() : text.substring(0, space));
        } catch (IOException | NumberFormatException e) {
            return -1;
        }
    }
}
