package dev.sdkbench.junit.fork;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;

/**
 * Virtual threads, reached through method handles: the engine is compiled for Java 17, whose {@code Thread} has no
 * {@code ofVirtual()}. A load fork asks for them only where its settings made sure the fork runs Java 21 or later; a
 * fork that runs an older one anyway fails with a message rather than calling on platform threads unasked.
 */
final class VirtualThreads {

    private final MethodHandle ofVirtual;
    private final MethodHandle name;
    private final MethodHandle unstarted;

    private VirtualThreads(MethodHandle ofVirtual, MethodHandle name, MethodHandle unstarted) {
        this.ofVirtual = ofVirtual;
        this.name = name;
        this.unstarted = unstarted;
    }

    /** {@code Thread.ofVirtual()}, {@code Thread.Builder.name(String)} and {@code unstarted(Runnable)} of this JVM. */
    static VirtualThreads find() {
        MethodHandles.Lookup lookup = MethodHandles.publicLookup();
        try {
            Class<?> builder = Class.forName("java.lang.Thread$Builder");
            return new VirtualThreads(lookup.findStatic(Thread.class, "ofVirtual", MethodType.methodType(
                    Class.forName("java.lang.Thread$Builder$OfVirtual"))),
                    lookup.findVirtual(builder, "name", MethodType.methodType(builder, String.class)),
                    lookup.findVirtual(builder, "unstarted", MethodType.methodType(Thread.class, Runnable.class)));
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("load.virtualThreads asks for virtual callers, but this fork's Java "
                    + Runtime.version() + " (" + System.getProperty("java.home") + ") has no virtual threads: run the forks on"
                    + " Java 21 or later", e);
        }
    }

    /** A virtual thread named {@code threadName} that runs {@code task} once started. */
    Thread unstarted(String threadName, Runnable task) {
        try {
            Object builder = name.invoke(ofVirtual.invoke(), threadName);
            return (Thread) unstarted.invoke(builder, task);
        } catch (RuntimeException | Error e) {
            throw e;
        } catch (Throwable e) {
            throw new IllegalStateException("Thread.ofVirtual().unstarted(...) threw " + e, e);
        }
    }
}
