package dev.sdkbench.junit.samples;

/** A planted slowdown: the calling thread spins, on its CPU, for a set time; it never sleeps, so the time is its own. */
public final class BusyWait {

    private BusyWait() {
    }

    public static void spin(long nanos) {
        long until = System.nanoTime() + nanos;
        while (System.nanoTime() < until) {
            Thread.onSpinWait();
        }
    }
}
