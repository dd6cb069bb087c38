package dev.sdkbench.junit.extension;

import java.io.IOException;
import java.io.PrintStream;
import java.util.Objects;
import java.util.concurrent.locks.ReentrantLock;

/**
 * Benchmark classes of one JVM run their forks one at a time, in the order they asked, also under
 * JUnit's parallel execution ({@code junit.jupiter.execution.parallel.enabled}): a class's run plans
 * the CPUs from this JVM's affinity and moves the whole JVM off its workers' CPUs while its forks
 * run, so a second class planning or forking meanwhile would plan from the first's narrowed
 * affinity and put forks on CPUs the first is timing. The other tests of the classes stay parallel.
 */
final class RunsInThisJvm {

    private static final ReentrantLock TURN = new ReentrantLock(true);
    private static volatile String running;

    /** A class's run of its forks. */
    interface Run<T> {
        T run() throws IOException, InterruptedException;
    }

    private RunsInThisJvm() {
    }

    /** Runs {@code run} when no other benchmark class of this JVM runs its forks, saying so when it has to wait. */
    static <T> T oneAtATime(Class<?> testClass, PrintStream progress, Run<T> run) throws IOException, InterruptedException {
        if (!TURN.tryLock()) {
            progress.println("[sdkbench] " + testClass.getSimpleName() + ": waiting for " + Objects.requireNonNullElse(running, "another class") + " to finish its forks:"
                    + " benchmark classes of one JVM run their forks one at a time, also under parallel execution");
            TURN.lockInterruptibly();
        }
        running = testClass.getSimpleName();
        try {
            return run.run();
        } finally {
            running = null;
            TURN.unlock();
        }
    }
}
