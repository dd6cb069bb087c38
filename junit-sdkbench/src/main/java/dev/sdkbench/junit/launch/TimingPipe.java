package dev.sdkbench.junit.launch;

import java.io.BufferedReader;
import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;

/**
 * The parent's end of a fork's timing channel: a named pipe in the fork's folder, and a token the
 * fork gets on stdin and puts before every line it sends. The first-response and exit figures are
 * timed from lines that carry the token, and from nothing else: what a case prints on stdout, or
 * writes into the pipe without the token, moves no figure. A line without the token is kept, so
 * that the verdict can say someone wrote there.
 */
final class TimingPipe implements AutoCloseable {

    /** At most this many foreign lines are kept; one is proof enough. */
    private static final int KEEP_FOREIGN = 5;
    private static final SecureRandom RANDOM = new SecureRandom();

    private final Path path;
    private final String token;
    private final AtomicLong firstResponse = new AtomicLong(-1);
    private final AtomicLong exiting = new AtomicLong(-1);
    private final List<String> leftovers = new ArrayList<>();
    private final List<String> foreign = new ArrayList<>();
    private final Thread reader;
    /** Takes every other line with the token, on the reader's thread, as it arrives: a load fork's step lines. */
    private final Consumer<String> events;

    private TimingPipe(Path path, String token, Consumer<String> events) {
        this.path = path;
        this.token = token;
        this.events = events;
        this.reader = new Thread(this::read, "sdkbench-timing-" + path.getParent().getFileName());
        reader.setDaemon(true);
    }

    /**
     * Makes the pipe (replacing any file of that name) and starts reading it; call before the fork starts.
     *
     * @param events takes every line with the token that is none of the timing lines, as it arrives
     */
    static TimingPipe open(Path path, Consumer<String> events) throws IOException, InterruptedException {
        Files.deleteIfExists(path);
        Path mkfifo = Executables.find("mkfifo").orElseThrow(() -> new IOException(
                "mkfifo (coreutils) is needed for the forks' timing pipe and is not on the PATH"));
        Process p = new ProcessBuilder(mkfifo.toString(), "-m", "600", path.toString()).redirectErrorStream(true).start();
        String output = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
        if (!p.waitFor(10, TimeUnit.SECONDS) || p.exitValue() != 0) {
            p.destroyForcibly();
            throw new IOException("mkfifo could not make the timing pipe " + path + ": " + output);
        }
        byte[] bits = new byte[16];
        RANDOM.nextBytes(bits);
        TimingPipe pipe = new TimingPipe(path, HexFormat.of().formatHex(bits), events);
        pipe.reader.start();
        return pipe;
    }

    /** What the fork reads from stdin before anything else: the token and a newline. */
    byte[] handover() {
        return (token + "\n").getBytes(StandardCharsets.US_ASCII);
    }

    private void read() {
        String prefix = token + " ";
        // Blocks until the fork opens the pipe for writing, or until close() does when the fork never did.
        try (BufferedReader lines = new BufferedReader(new InputStreamReader(new FileInputStream(path.toFile()),
                StandardCharsets.UTF_8))) {
            for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                long now = System.nanoTime();
                if (!line.startsWith(prefix)) {
                    synchronized (this) {
                        if (foreign.size() < KEEP_FOREIGN) {
                            foreign.add(line);
                        }
                    }
                    continue;
                }
                String event = line.substring(prefix.length());
                if (event.equals(ForkProcess.FIRST_RESPONSE)) {
                    firstResponse.compareAndSet(-1, now);
                } else if (event.equals(ForkProcess.EXITING)) {
                    exiting.compareAndSet(-1, now);
                } else if (event.startsWith(ForkProcess.LEFTOVER)) {
                    synchronized (this) {
                        leftovers.add(event.substring(ForkProcess.LEFTOVER.length()));
                    }
                } else {
                    events.accept(event);
                }
            }
        } catch (IOException e) {
            // the pipe went away; what was read counts
        }
    }

    /**
     * Waits until every line the fork sent is read; call once the fork has exited. A reader still
     * waiting for a writer that never came is released by opening the pipe for a moment.
     */
    void drain() throws InterruptedException {
        try (RandomAccessFile release = new RandomAccessFile(path.toFile(), "rw")) {
            // Opening read-write never blocks on Linux; closing it leaves the reader at end of file.
        } catch (IOException e) {
            // the pipe is gone; the reader ends with it
        }
        reader.join(5_000);
    }

    /** {@code System.nanoTime()} of the first-response line, or -1. */
    long firstResponse() {
        return firstResponse.get();
    }

    /** {@code System.nanoTime()} of the exit line, or -1. */
    long exiting() {
        return exiting.get();
    }

    synchronized List<String> leftovers() {
        return List.copyOf(leftovers);
    }

    synchronized List<String> foreign() {
        return List.copyOf(foreign);
    }

    /** Removes the pipe: a named pipe among the evidence would block whoever reads every file there. */
    @Override
    public void close() {
        try {
            Files.deleteIfExists(path);
        } catch (IOException e) {
            // it stays; harmless to the engine
        }
    }
}
