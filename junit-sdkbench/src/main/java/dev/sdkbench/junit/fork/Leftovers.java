package dev.sdkbench.junit.fork;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The processes a case started and left running, found by the fork itself once its result is
 * written, told to the parent and killed: a process that outlives the fork would hold a CPU, a
 * port or a file nobody is watching.
 *
 * <p>In a pid namespace of its own the fork is its PID 1, so every orphan of the case (a
 * {@code setsid}, a double fork) has become its child, and the kernel would end them all with the
 * fork anyway; only this check can say that they were there. Without one, an orphan has moved to
 * the host's init and only the parent finds it, by the environment mark every fork's process
 * inherits (see {@code launch.Strays}).
 */
final class Leftovers {

    /** What the fork sends the parent before each leftover's command line. */
    static final String EVENT = "sdkbench:leftover ";

    private Leftovers() {
    }

    /** Sends one {@link #EVENT} line per live descendant, then kills them all; returns what it found. */
    static List<String> reportAndKill(ParentLink link) {
        List<ProcessHandle> live = new ArrayList<>();
        List<String> found = new ArrayList<>();
        ProcessHandle.current().descendants().forEach(process -> {
            String state = state(process.pid());
            if (state != null && !state.equals("Z") && !state.equals("X")) { // a zombie has ended; nobody reaped it
                live.add(process);
                found.add(commandLine(process));
            }
        });
        for (String commandLine : found) {
            link.send(EVENT + commandLine);
        }
        live.forEach(ProcessHandle::destroyForcibly);
        return found;
    }

    /** The state letter of {@code /proc/<pid>/stat}, or {@code null} when the process is gone. */
    private static String state(long pid) {
        try {
            String stat = Files.readString(Path.of("/proc", Long.toString(pid), "stat"), StandardCharsets.ISO_8859_1);
            int close = stat.lastIndexOf(')');
            return close < 0 || close + 2 >= stat.length() ? null : stat.substring(close + 2, close + 3);
        } catch (IOException e) {
            // Without /proc, ProcessHandle's own word decides.
            return ProcessHandle.of(pid).map(p -> p.isAlive() ? "R" : null).orElse(null);
        }
    }

    /** The command line, NULs as spaces, on one line; the executable's name when it is unreadable. */
    static String commandLine(ProcessHandle process) {
        try {
            byte[] raw = Files.readAllBytes(Path.of("/proc", Long.toString(process.pid()), "cmdline"));
            String line = new String(raw, StandardCharsets.UTF_8).replace('\0', ' ').replace('\n', ' ').strip();
            if (!line.isEmpty()) {
                return line;
            }
        } catch (IOException e) {
            // fall back to what ProcessHandle knows
        }
        return process.info().commandLine().or(() -> process.info().command()).orElse("pid " + process.pid());
    }
}
