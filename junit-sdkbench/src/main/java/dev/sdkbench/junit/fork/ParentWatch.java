package dev.sdkbench.junit.fork;

import java.io.File;
import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;

/**
 * Ends the fork when its parent goes away: a fork that outlives the build would hold a CPU and a
 * port nobody is watching.
 *
 * <p>On Linux the watch polls the fork's parent pid in {@code /proc/self/stat}; when the parent
 * dies, the fork is handed to another process and the pid changes. It does not wait in a blocking
 * read of stdin, although the parent holds that pipe open for exactly this: the JVM's exit waits
 * about 300 ms for every thread that sits in native code (HotSpot's
 * {@code VM_Exit::wait_for_threads_in_native_to_block}), and that would be 300 ms more in every
 * fork's life. Where there is no {@code /proc}, end of file on stdin is the signal.
 *
 * <p>A fork that is PID 1 of a pid namespace of its own reads its parent pid as 0: its parent
 * ({@code unshare}) is outside the namespace and is not the engine anyway. There the launch itself
 * ends the fork with the engine ({@code setpriv --pdeathsig KILL unshare --kill-child}: the engine's
 * launching thread goes, {@code unshare} is killed, then the fork, then everything in its
 * namespace), and no watch runs.
 */
final class ParentWatch {

    /** Exit status of a fork halted because its parent went away; nobody is left to read it. */
    static final int EXIT_PARENT_GONE = 4;

    /** How often the parent pid is read: a few wake-ups a second on the measured CPU, a dead parent noticed within this. */
    static final long POLL_MILLIS = 250;

    private static final File STAT = new File("/proc/self/stat");

    private ParentWatch() {
    }

    static void start(InputStream parentPipe) {
        long parent = parentPid();
        if (parent == 0) {
            return; // PID 1 of its own pid namespace: the launch watches the engine (see above)
        }
        // A Thread subclass, not a lambda: the fork's first lambda costs ~15 ms of bootstrap before
        // the first response, and that cost belongs to the case's own lambda, not to the scaffold.
        Thread watch = new Thread("sdkbench-parent-watch") {
            @Override
            public void run() {
                boolean gone = parent > 0 ? awaitNewParent(parent) : awaitEndOfFile(parentPipe);
                if (gone) {
                    // halt, not exit: shutdown hooks of a hung SDK could keep the fork alive.
                    Runtime.getRuntime().halt(EXIT_PARENT_GONE);
                }
            }
        };
        watch.setDaemon(true);
        watch.start();
    }

    /** Whether the parent went away; {@code false} if something interrupted the watch (nothing of ours does). */
    private static boolean awaitNewParent(long parent) {
        try {
            while (parentPid() == parent) {
                Thread.sleep(POLL_MILLIS);
            }
            return true;
        } catch (InterruptedException e) {
            return false;
        }
    }

    private static boolean awaitEndOfFile(InputStream parentPipe) {
        byte[] ignored = new byte[256];
        try {
            while (parentPipe.read(ignored) >= 0) {
                // The parent sends nothing on purpose; whatever arrives is dropped.
            }
        } catch (IOException e) {
            // A broken pipe means the same as end of file.
        }
        return true;
    }

    /** The parent's pid from {@code /proc/self/stat} (the field after the command name), or -1 without {@code /proc}. */
    static long parentPid() {
        byte[] stat = new byte[512];
        int length;
        try (FileInputStream in = new FileInputStream(STAT)) {
            length = in.readNBytes(stat, 0, stat.length);
        } catch (IOException e) {
            return -1;
        }
        // "pid (comm) state ppid ...": comm may hold spaces and parentheses, so start after the last ')'.
        // Bytes, not a String: decoding would load charset classes before the first response.
        int at = length - 1;
        while (at >= 0 && stat[at] != ')') {
            at--;
        }
        if (at < 0) {
            return -1;
        }
        at += 4;
        long pid = 0;
        for (; at < length && stat[at] >= '0' && stat[at] <= '9'; at++) {
            pid = pid * 10 + (stat[at] - '0');
        }
        return at < length && stat[at] == ' ' ? pid : -1;
    }
}
