package dev.sdkbench.junit.samples;

/**
 * A class whose static initializer sleeps {@value #MILLIS} ms: a virtual thread that initializes it blocks in a class
 * initializer, which pins it to its carrier on every JDK that has virtual threads (JEP 491 unpinned blocking inside
 * {@code synchronized} from JDK 24 on, not this). It names nothing but the JDK's classes, so that a class loader without
 * a parent can define a fresh copy of it ({@link PinningLoadClients}).
 */
public final class SleepsInItsInitializer {

    /** How long its initializer sleeps, ms. */
    public static final long MILLIS = 2;

    static {
        try {
            Thread.sleep(MILLIS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private SleepsInItsInitializer() {
    }
}
