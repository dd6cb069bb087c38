package dev.sdkbench.junit.fork.cases;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import dev.sdkbench.junit.SdkCase;

/**
 * Cases for fork tests, each against the real fixture through {@link ChatClient}. Package-private
 * on purpose, with package-private methods, as JUnit 5 test classes usually are.
 */
class JdkHttpCases {

    /** How long a "hung" call or a parked thread waits; the tests end the fork long before. */
    private static final long HANG_MILLIS = 60_000;

    private int calls;

    private ChatClient client(SdkCase sdk) {
        return new ChatClient(sdk.baseUrl(), sdk.apiKey(), sdk.prompt(), sdk.model("m"), sdk.maxTokens());
    }

    void good(SdkCase sdk) {
        ChatClient client = client(sdk);
        sdk.measure(client::send);
    }

    /** The streaming scaffold alone: two deltas, no request. */
    void helloStream(SdkCase sdk) {
        sdk.measureStream(deltas -> {
            deltas.accept("Hello");
            deltas.accept(".");
        });
    }

    void wrongPrompt(SdkCase sdk) {
        ChatClient client = new ChatClient(sdk.baseUrl(), sdk.apiKey(), "Say hi.", sdk.model("m"), sdk.maxTokens());
        sdk.measure(client::send);
    }

    /** Returns "Hi." from its 23rd call on: with 5 warmup calls that is the 18th timed call. */
    void wrongTextOnCall23(SdkCase sdk) {
        ChatClient client = client(sdk);
        sdk.measure(() -> {
            String text = client.send();
            return ++calls >= 23 ? "Hi." : text;
        });
    }

    void setupThrows(SdkCase sdk) {
        throw new IllegalStateException("no client: the API key is " + (sdk.apiKey().isEmpty() ? "empty" : "rejected"));
    }

    /** Starts a detached process and forgets it; with no pid namespace around the fork, it would outlive the fork. */
    void leavesADetachedProcess(SdkCase sdk) throws IOException {
        new ProcessBuilder("setsid", "sleep", "319").start();
        ChatClient client = client(sdk);
        sdk.measure(client::send);
    }

    void neverMeasures(SdkCase sdk) {
        client(sdk);
    }

    void measuresTwice(SdkCase sdk) {
        ChatClient client = client(sdk);
        sdk.measure(client::send);
        sdk.measure(client::send);
    }

    void exitsInCall(SdkCase sdk) {
        sdk.measure(() -> {
            System.exit(3);
            return "Hello.";
        });
    }

    void hangsInCall(SdkCase sdk) {
        sdk.measure(() -> {
            System.out.println("hanging");
            System.out.flush();
            Thread.sleep(HANG_MILLIS);
            return "Hello.";
        });
    }

    /**
     * Starts a thread that moves itself to CPU 0 with {@code taskset -p} (the fork runs under
     * {@code taskset -c 1}), keeps it alive, then measures as usual.
     */
    void pinsAThreadElsewhere(SdkCase sdk) throws Exception {
        CountDownLatch pinned = new CountDownLatch(1);
        String[] failure = new String[1];
        Thread elsewhere = new Thread(() -> {
            try {
                // "/proc/thread-self" links to "<pid>/task/<tid>"
                String tid = Files.readSymbolicLink(Path.of("/proc/thread-self")).getFileName().toString();
                Process taskset = new ProcessBuilder("taskset", "-p", "-c", "0", tid).redirectErrorStream(true).start();
                String output = new String(taskset.getInputStream().readAllBytes());
                if (!taskset.waitFor(5, TimeUnit.SECONDS) || taskset.exitValue() != 0) {
                    failure[0] = "taskset -p -c 0 " + tid + " failed: " + output;
                }
            } catch (IOException | InterruptedException e) {
                failure[0] = e.toString();
            }
            pinned.countDown();
            try {
                Thread.sleep(HANG_MILLIS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "pinned-elsewhere");
        elsewhere.setDaemon(true);
        elsewhere.start();
        if (!pinned.await(5, TimeUnit.SECONDS) || failure[0] != null) {
            throw new IllegalStateException("could not pin a thread to cpu 0: " + failure[0]);
        }
        good(sdk);
    }

    /** How long {@link #movesAwayAndBack} keeps its thread on CPU 0: long enough for two samples of the fork's watch. */
    static final long AWAY_MILLIS = 300;

    /**
     * Has its calling thread moved to CPU 0 with {@code taskset -p} right after the first response,
     * keeps calling there for {@link #AWAY_MILLIS}, has it moved back to CPU 1 and measures on: at
     * the end every thread is on CPU 1 again. The moves are run by a helper thread that stays on
     * CPU 1, so that no thread the JDK starts for them (its process reaper) inherits CPU 0. Where a
     * cpuset holds the fork on CPU 1, the kernel refuses the move and the case fails saying so.
     */
    void movesAwayAndBack(SdkCase sdk) throws Exception {
        String tid = Files.readSymbolicLink(Path.of("/proc/thread-self")).getFileName().toString();
        java.util.concurrent.ExecutorService mover = java.util.concurrent.Executors.newSingleThreadExecutor(r -> {
            Thread thread = new Thread(r, "mover");
            thread.setDaemon(true);
            return thread;
        });
        ChatClient client = client(sdk);
        sdk.measure(() -> {
            String text = client.send();
            if (++calls == 2) {
                mover.submit(() -> taskset("0", tid)).get();
                long until = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(AWAY_MILLIS);
                while (System.nanoTime() < until) {
                    client.send(); // work on the wrong CPU; the fixture counts these calls too
                }
                mover.submit(() -> taskset("1", tid)).get();
            }
            return text;
        });
    }

    private static Void taskset(String cpus, String tid) throws IOException, InterruptedException {
        Process taskset = new ProcessBuilder("taskset", "-p", "-c", cpus, tid).redirectErrorStream(true).start();
        String output = new String(taskset.getInputStream().readAllBytes()).strip();
        if (!taskset.waitFor(5, TimeUnit.SECONDS) || taskset.exitValue() != 0) {
            throw new IllegalStateException("taskset -p -c " + cpus + " " + tid + " failed: " + output);
        }
        return null;
    }
}
