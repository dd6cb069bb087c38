package dev.sdkbench.junit.launch;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

import dev.sdkbench.results.model.ForkExit;

/**
 * Runs one fork to its end: output drained to files, its first response and its exit timed from
 * the lines of its {@link TimingPipe}, a deadline enforced by killing the whole process tree, and
 * whatever it left running found and killed. A fork whose parent dies halts by itself (it watches
 * its parent pid, or in a pid namespace of its own the launch ends it with this JVM's thread); the
 * stdin pipe held open while it runs is the same signal where there is no {@code /proc}.
 */
public final class ForkProcess {

    /** The line a fork sends on its timing pipe after its first successful call. */
    public static final String FIRST_RESPONSE = "sdkbench:first-response";

    /** The line a fork sends on its timing pipe just before it exits. */
    public static final String EXITING = "sdkbench:exiting";

    /** What a fork sends on its timing pipe before the command line of each process it found still running at its end. */
    public static final String LEFTOVER = "sdkbench:leftover ";

    private ForkProcess() {
    }

    /**
     * Runs the fork and says how it ended, seen from outside: its exit code ({@code null} when it was
     * killed at the deadline), its lifetime and first response from just before its start, its exit
     * time from its last line (its result written: a JVM's exit waits ~300 ms for each thread a
     * client left in native code), the command lines of the processes it left running (all killed:
     * the ones it named itself, then the ones found afterwards by their environment mark) and the
     * lines that reached its timing pipe without its token (somebody else wrote there).
     */
    public static ForkExit run(ForkCommand command, Path stdout, Path stderr, int timeoutSeconds)
            throws IOException, InterruptedException {
        return run(command, stdout, stderr, timeoutSeconds, event -> { });
    }

    /**
     * {@link #run(ForkCommand, Path, Path, int)}, with every other line the fork sends on its timing pipe handed to
     * {@code events} as it arrives, on the pipe's reader thread (a load fork's step lines, which the parent answers by
     * reading its fixture while the fork goes on).
     */
    public static ForkExit run(ForkCommand command, Path stdout, Path stderr, int timeoutSeconds, Consumer<String> events)
            throws IOException, InterruptedException {
        ProcessBuilder builder = new ProcessBuilder(command.command()).directory(command.directory().toFile());
        builder.environment().clear();
        builder.environment().putAll(command.environment());
        try (TimingPipe timing = command.link() == null ? null : TimingPipe.open(command.link(), events)) {
            long start = System.nanoTime();
            Process process = builder.start();
            LiveForks.add(process);
            // The fork's stdin stays open until it has ended: without /proc, its end is the fork's signal to halt.
            OutputStream stdin = process.getOutputStream();
            try {
                if (timing != null) {
                    handOver(stdin, timing);
                }
                Thread out = drain(process.getInputStream(), stdout);
                Thread err = drain(process.getErrorStream(), stderr);
                boolean exited = process.waitFor(timeoutSeconds, TimeUnit.SECONDS);
                long end = System.nanoTime();
                if (!exited) {
                    LiveForks.kill(process);
                }
                out.join(5_000);
                err.join(5_000);
                List<String> leftovers = new ArrayList<>();
                List<String> foreign = List.of();
                long first = -1;
                long last = -1;
                if (timing != null) {
                    timing.drain();
                    first = timing.firstResponse();
                    last = timing.exiting();
                    leftovers.addAll(timing.leftovers());
                    foreign = timing.foreign();
                }
                // What the fork named and killed itself may linger a moment as it dies; count each process once.
                List<String> strays = new ArrayList<>(Strays.killMarked(command.environment().get(ForkCommand.MARK_VARIABLE)));
                leftovers.forEach(strays::remove);
                leftovers.addAll(strays);
                return new ForkExit(exited ? process.exitValue() : null, (end - start) / 1e6, first < 0 ? null : (first - start) / 1e6,
                        last < 0 || !exited ? null : Math.max(0, end - last) / 1e6, leftovers, foreign);
            } finally {
                LiveForks.kill(process);
                LiveForks.remove(process);
                stdin.close();
            }
        }
    }

    /** Gives the fork its token; a fork that died at once has closed its stdin, and its exit says why. */
    private static void handOver(OutputStream stdin, TimingPipe timing) {
        try {
            stdin.write(timing.handover());
            stdin.flush();
        } catch (IOException e) {
            // the fork is gone already
        }
    }

    private static Thread drain(InputStream in, Path file) {
        Thread thread = new Thread(() -> {
            try (InputStream from = in; OutputStream to = Files.newOutputStream(file)) {
                from.transferTo(to);
            } catch (IOException e) {
                // the fork died mid-write; what was read is in the file
            }
        }, "sdkbench-drain-" + file.getFileName());
        thread.setDaemon(true);
        thread.start();
        return thread;
    }

    /** The last {@code lines} lines of a file, for failure messages; empty when there is none. */
    public static String tail(Path file, int lines) {
        try {
            var all = Files.readAllLines(file, StandardCharsets.UTF_8);
            return String.join("\n", all.subList(Math.max(0, all.size() - lines), all.size()));
        } catch (IOException e) {
            return "";
        }
    }
}
