package dev.sdkbench.junit.launch;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;

/**
 * Every fork process still running, so that none outlives the build: a shutdown hook kills them
 * when the test JVM is stopped (Ctrl-C, Surefire's timeout).
 */
public final class LiveForks {

    private static final Set<Process> LIVE = ConcurrentHashMap.newKeySet();

    static {
        Runtime.getRuntime().addShutdownHook(new Thread(LiveForks::killAll, "sdkbench-kill-forks"));
    }

    private LiveForks() {
    }

    static void add(Process process) {
        LIVE.add(process);
    }

    static void remove(Process process) {
        LIVE.remove(process);
    }

    /** Forks alive right now, for tests and diagnostics. */
    public static int count() {
        LIVE.removeIf(p -> !p.isAlive());
        return LIVE.size();
    }

    /** Kills a fork and everything it started, and waits briefly for it to go. */
    static void kill(Process process) {
        process.descendants().forEach(ProcessHandle::destroyForcibly);
        process.destroyForcibly();
        try {
            process.waitFor(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    public static void killAll() {
        LIVE.forEach(LiveForks::kill);
    }
}
