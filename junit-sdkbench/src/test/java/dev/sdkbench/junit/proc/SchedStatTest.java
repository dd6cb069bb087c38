package dev.sdkbench.junit.proc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;

import org.junit.jupiter.api.RepeatedTest;

/** The process's CPU time from the scheduler's per-thread accounts, to well under a scheduler tick. */
class SchedStatTest {

    @RepeatedTest(5)
    void aSpinOfTwoMillisecondsInTheReadingThreadItselfIsCounted() {
        assumeTrue(new File("/proc/self/task/").isDirectory() && SchedStat.selfNanos() >= 0, "needs Linux's schedstat");
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        long clockBefore = threads.getCurrentThreadCpuTime();
        long before = SchedStat.selfNanos();
        // A spin that asks the kernel nothing (nanoTime is read in user space), so nothing updates the thread's account.
        long until = System.nanoTime() + 2_000_000;
        while (System.nanoTime() < until) {
            Thread.onSpinWait();
        }
        long after = SchedStat.selfNanos();
        long clockAfter = threads.getCurrentThreadCpuTime();

        // The JVM's thread clock is exact; less 1 ms for the reading itself (it reads every thread's file), schedstat falls
        // short of it only if its account were as of the last tick or switch: 0.3 ms of 2.9 here without the yield.
        assertThat(after - before).as("ns of CPU over a 2-ms spin by schedstat, against the thread clock's %d ns around it",
                clockAfter - clockBefore).isGreaterThanOrEqualTo(clockAfter - clockBefore - 1_000_000);
    }
}
