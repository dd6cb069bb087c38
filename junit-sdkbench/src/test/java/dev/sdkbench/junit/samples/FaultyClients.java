package dev.sdkbench.junit.samples;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CountDownLatch;

import dev.sdkbench.junit.ClientCase;
import dev.sdkbench.junit.Dialect;
import dev.sdkbench.junit.Forks;
import dev.sdkbench.junit.SdkBenchmark;
import dev.sdkbench.junit.SdkCase;
import dev.sdkbench.junit.Startup;
import dev.sdkbench.junit.Steady;

/** One deliberately faulty client per failure the harness must catch, and one good case beside them. */
@SdkBenchmark(dialect = Dialect.CHAT)
@Startup(forks = 2, warmup = 3, requests = 10)
@Steady(forks = 0)
@Forks(timeoutSeconds = 20)
public class FaultyClients {

    @ClientCase
    void good(SdkCase sdk) {
        JdkChatClient client = new JdkChatClient(sdk);
        sdk.measure(client::chat);
    }

    /** A silent retry: every call sends the request twice. */
    @ClientCase
    void retries(SdkCase sdk) {
        JdkChatClient client = new JdkChatClient(sdk);
        sdk.measure(() -> {
            client.chat();
            return client.chat();
        });
    }

    @ClientCase
    void wrongPrompt(SdkCase sdk) {
        JdkChatClient client = new JdkChatClient(sdk, "Say hi.", sdk.maxTokens());
        sdk.measure(client::chat);
    }

    @ClientCase
    void wrongLimit(SdkCase sdk) {
        JdkChatClient client = new JdkChatClient(sdk, sdk.prompt(), 64);
        sdk.measure(client::chat);
    }

    @ClientCase
    void wrongText(SdkCase sdk) {
        JdkChatClient client = new JdkChatClient(sdk);
        sdk.measure(() -> client.chat().replace("Hello", "Hi"));
    }

    @ClientCase
    void throwsOnThirdCall(SdkCase sdk) {
        JdkChatClient client = new JdkChatClient(sdk);
        int[] calls = {0};
        sdk.measure(() -> {
            if (++calls[0] == 3) {
                throw new IllegalStateException("boom");
            }
            return client.chat();
        });
    }

    @ClientCase
    void exits(SdkCase sdk) {
        sdk.measure(() -> {
            System.exit(3);
            return null;
        });
    }

    @ClientCase
    @Forks(timeoutSeconds = 3)
    void hangs(SdkCase sdk) {
        sdk.measure(() -> {
            new CountDownLatch(1).await();
            return null;
        });
    }

    /**
     * Starts a thread and moves it to another CPU, as a client with its own pinned pool would; in a
     * cpuset the kernel refuses the move, and the case fails with taskset's answer.
     */
    @ClientCase
    void threadOnAnotherCpu(SdkCase sdk) throws Exception {
        JdkChatClient client = new JdkChatClient(sdk);
        CountDownLatch moved = new CountDownLatch(1);
        String[] refused = new String[1];
        Thread stray = new Thread(() -> {
            try {
                String tid = Files.readSymbolicLink(Path.of("/proc/thread-self")).getFileName().toString();
                Process taskset = new ProcessBuilder("taskset", "-p", "-c", "0", tid).redirectErrorStream(true).start();
                String output = new String(taskset.getInputStream().readAllBytes()).strip();
                if (taskset.waitFor() != 0) {
                    refused[0] = "taskset -p -c 0 " + tid + " was refused: " + output;
                }
            } catch (Exception e) {
                throw new IllegalStateException(e);
            } finally {
                moved.countDown();
            }
            try {
                Thread.sleep(Long.MAX_VALUE);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "stray");
        stray.setDaemon(true);
        stray.start();
        moved.await();
        if (refused[0] != null) {
            throw new IllegalStateException(refused[0]);
        }
        sdk.measure(client::chat);
    }

    /** Passes in its first fork and throws in its second: a failure with a passing fork's figures beside it. */
    @ClientCase
    void secondForkThrows(SdkCase sdk) {
        JdkChatClient client = new JdkChatClient(sdk);
        // Each fork's java.io.tmpdir lies in its own evidence folder, fork-01, fork-02...
        boolean second = Path.of(System.getProperty("java.io.tmpdir")).getParent().getFileName().toString().equals("fork-02");
        sdk.measure(() -> {
            if (second) {
                throw new IllegalStateException("second fork");
            }
            return client.chat();
        });
    }
}
