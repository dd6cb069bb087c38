package dev.sdkbench.junit.bench;

import java.io.IOException;
import java.util.Arrays;
import java.util.Locale;

import dev.sdkbench.fixture.FixtureServer;
import dev.sdkbench.fixture.rules.Rules;
import dev.sdkbench.results.stats.Summaries;
import dev.sdkbench.results.model.Summary;

/**
 * What a pause costs the next call on this machine, with no fixture delay at all: before each
 * timed call the client itself spins (untimed) for a gap, so the call path runs after the CPU
 * spent that long elsewhere, as it does after a fixture delay. If a call after a 1 ms gap is
 * slower than a call right after the last one, part of a 1 ms fixture delay's measured raise is
 * that slowdown, not the delay. One warm JVM with the fixture inside, pinned like a fork; gaps in
 * alternating rounds.
 *
 * <p>A benchmark tool, not a test; {@code bench/run.sh} runs it pinned to the worker CPU:
 * {@code taskset -c 1 java -XX:+UseSerialGC -XX:ActiveProcessorCount=1 -cp <test classpath>
 * dev.sdkbench.junit.bench.PauseProbe [rounds [fixture base URL]]}.
 */
public final class PauseProbe {

    private static final long[] GAPS_MICROS = {0, 100, 500, 1000, 2000, 5000};
    private static final int CALLS_PER_BLOCK = 300;
    private static final long WARMUP_NANOS = 5_000_000_000L;

    private static long sink;

    private PauseProbe() {
    }

    public static void main(String[] args) throws IOException {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 10;
        Rules rules = Rules.lm15();
        // As in a benchmark run, the fixture is best another JVM on the same CPU (bench/run.sh starts
        // FixtureMain and passes its URL); without a URL it runs inside this JVM.
        FixtureServer inProcess = args.length > 1 ? null : FixtureServer.builder().rules(rules).start();
        String baseUrl = inProcess == null ? args[1] : inProcess.baseUrl();
        double[][] medians = new double[GAPS_MICROS.length][rounds];
        long[] latencies = new long[CALLS_PER_BLOCK];
        try (SocketChatClient client = new SocketChatClient(baseUrl, rules.prompt(), "gpt-4.1-mini", rules.outputLimit(), "sk-dummy")) {
            String expected = client.chat();
            for (long end = System.nanoTime() + WARMUP_NANOS; System.nanoTime() - end < 0; ) {
                check(client.chat(), expected);
                spin(200);
            }
            for (int r = 0; r < rounds; r++) {
                for (int g = 0; g < GAPS_MICROS.length; g++) {
                    for (int i = 0; i < CALLS_PER_BLOCK; i++) {
                        spin(GAPS_MICROS[g]);
                        long start = System.nanoTime();
                        String text = client.chat();
                        latencies[i] = System.nanoTime() - start;
                        check(text, expected);
                    }
                    Arrays.sort(latencies);
                    medians[g][r] = latencies[CALLS_PER_BLOCK / 2] / 1e3;
                }
            }
        } finally {
            if (inProcess != null) {
                inProcess.close();
            }
        }
        System.out.println("fixture: " + (inProcess == null ? "another process, " + baseUrl : "inside this JVM"));
        double base = Summaries.of(medians[0], 20261130L).median();
        for (int g = 0; g < GAPS_MICROS.length; g++) {
            Summary s = Summaries.of(medians[g], 20261130L);
            System.out.printf(Locale.ROOT, "pause %5d µs spun before each call: median call %.1f µs [p25 %.1f, p75 %.1f] over %d rounds,"
                    + " %+.1f µs against no pause%n", GAPS_MICROS[g], s.median(), s.p25(), s.p75(), s.n(), s.median() - base);
        }
        System.out.println(sink == 42 ? " " : "");
    }

    private static void check(String text, String expected) throws IOException {
        if (expected == null || !expected.equals(text)) {
            throw new IOException("the fixture answered '" + text + "' instead of '" + expected + "'");
        }
    }

    /** Busy for {@code micros}, as a thread that computes: the CPU stays with this JVM, the fixture's thread sleeps. */
    private static void spin(long micros) {
        long until = System.nanoTime() + micros * 1000;
        long turns = 0;
        while (System.nanoTime() - until < 0) {
            turns++;
            Thread.onSpinWait();
        }
        sink += turns;
    }
}
