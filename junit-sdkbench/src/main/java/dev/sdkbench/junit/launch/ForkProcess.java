package dev.sdkbench.junit.launch;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Runs one fork to its end: output drained to files, the first-response line timestamped, a
 * deadline enforced by killing the whole process tree. A fork whose parent dies halts by itself
 * (it watches its parent pid); the stdin pipe held open while it runs is the same signal where
 * there is no {@code /proc}.
 */
public final class ForkProcess {

    /** The line a fork prints after its first successful call. */
    public static final String FIRST_RESPONSE = "sdkbench:first-response";

    /** The line a fork prints just before it exits. */
    public static final String EXITING = "sdkbench:exiting";

    private ForkProcess() {
    }

    /**
     * How a fork process ended, seen from outside.
     *
     * @param exitCode            the exit code, or {@code null} when it was killed at the deadline
     * @param lifetimeMillis      from just before start to exit
     * @param firstResponseMillis from just before start to the first-response line, or {@code null} if none came
     * @param exitMillis          from the fork's last line (its result written) to its exit, or {@code null} if none came:
     *                            a JVM's exit waits ~300 ms for each thread a client left in native code
     */
    public record Exit(Integer exitCode, double lifetimeMillis, Double firstResponseMillis, Double exitMillis) {
        public boolean timedOut() {
            return exitCode == null;
        }
    }

    public static Exit run(ForkCommand command, Path stdout, Path stderr, int timeoutSeconds)
            throws IOException, InterruptedException {
        ProcessBuilder builder = new ProcessBuilder(command.command()).directory(command.directory().toFile());
        builder.environment().clear();
        builder.environment().putAll(command.environment());
        AtomicLong firstResponse = new AtomicLong(-1);
        AtomicLong exiting = new AtomicLong(-1);
        long start = System.nanoTime();
        Process process = builder.start();
        LiveForks.add(process);
        // The fork's stdin stays open until it has ended: without /proc, its end is the fork's signal to halt.
        OutputStream stdin = process.getOutputStream();
        try {
            Thread out = drain(process.getInputStream(), stdout, line -> {
                if (line.equals(FIRST_RESPONSE)) {
                    firstResponse.compareAndSet(-1, System.nanoTime());
                } else if (line.equals(EXITING)) {
                    exiting.compareAndSet(-1, System.nanoTime());
                }
            });
            Thread err = drain(process.getErrorStream(), stderr, line -> { });
            boolean exited = process.waitFor(timeoutSeconds, TimeUnit.SECONDS);
            long end = System.nanoTime();
            if (!exited) {
                LiveForks.kill(process);
            }
            out.join(5_000);
            err.join(5_000);
            long first = firstResponse.get();
            long last = exiting.get();
            return new Exit(exited ? process.exitValue() : null, (end - start) / 1e6, first < 0 ? null : (first - start) / 1e6,
                    last < 0 || !exited ? null : Math.max(0, end - last) / 1e6);
        } finally {
            LiveForks.kill(process);
            LiveForks.remove(process);
            stdin.close();
        }
    }

    private interface LineWatcher {
        void line(String line);
    }

    private static Thread drain(InputStream in, Path file, LineWatcher watcher) {
        Thread thread = new Thread(() -> {
            try (BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
                 Writer writer = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
                for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                    watcher.line(line);
                    writer.write(line);
                    writer.write('\n');
                }
            } catch (IOException e) {
                // the fork died mid-line; what was read is in the file
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
