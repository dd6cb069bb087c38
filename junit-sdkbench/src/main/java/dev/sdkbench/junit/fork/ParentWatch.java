package dev.sdkbench.junit.fork;

import java.io.IOException;
import java.io.InputStream;

/**
 * Ends the fork when its parent goes away. The parent keeps the fork's stdin open for the fork's
 * whole life; end of file (or a broken pipe) means the parent died or gave up, and a fork that
 * outlives it would hold a CPU and a port nobody is watching.
 */
final class ParentWatch {

    /** Exit status of a fork halted because its parent went away; nobody is left to read it. */
    static final int EXIT_PARENT_GONE = 4;

    private ParentWatch() {
    }

    static void start(InputStream parentPipe) {
        // A Thread subclass, not a lambda: the fork's first lambda costs ~15 ms of bootstrap before
        // the first response, and that cost belongs to the case's own lambda, not to the scaffold.
        Thread watch = new Thread("sdkbench-parent-watch") {
            @Override
            public void run() {
                awaitEndOfFile(parentPipe);
            }
        };
        watch.setDaemon(true);
        watch.start();
    }

    private static void awaitEndOfFile(InputStream parentPipe) {
        byte[] ignored = new byte[256];
        try {
            while (parentPipe.read(ignored) >= 0) {
                // The parent sends nothing on purpose; whatever arrives is dropped.
            }
        } catch (IOException e) {
            // A broken pipe means the same as end of file.
        }
        // halt, not exit: shutdown hooks of a hung SDK could keep the fork alive.
        Runtime.getRuntime().halt(EXIT_PARENT_GONE);
    }
}
