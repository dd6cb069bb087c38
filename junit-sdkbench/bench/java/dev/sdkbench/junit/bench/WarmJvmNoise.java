package dev.sdkbench.junit.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.BitSet;
import java.util.Locale;

import dev.sdkbench.fixture.FixtureServer;
import dev.sdkbench.fixture.rules.Rules;
import dev.sdkbench.junit.plan.CpuList;
import dev.sdkbench.junit.probe.NoiseLoops;
import dev.sdkbench.results.stats.Summaries;
import dev.sdkbench.results.model.Summary;

/**
 * How much this machine's own speed moves while nothing restarts: one warm JVM with the fixture
 * inside it, pinned like a fork, measures three things in alternating rounds, and prints the
 * spread of each over the rounds. Target 1 asks forks to agree within 3%; they cannot agree more
 * closely than one process agrees with itself a few seconds later.
 * <ul>
 *   <li>{@code socket}: the median call of {@link SocketChatClient} over a block of calls (loopback,
 *       the kernel, the fixture: what the raw-client forks measure, without a JVM start or JIT);</li>
 *   <li>{@code memory}: a dependent random walk over 16 MiB (past the caches this VM has to itself,
 *       so it sees the host's shared cache and memory);</li>
 *   <li>{@code compute}: a multiply loop in registers (sees only the vCPU's clock and steal).</li>
 * </ul>
 * The walk and the loop are the short machine probe's own ({@link NoiseLoops}, run before and
 * after every benchmark class); this program runs them longer, beside the fixture. Since the
 * probe came, the walk follows a scattered linear-congruential cycle instead of a shuffled one
 * (the same dependent misses, built without 0.4 s of shuffling).
 * A benchmark tool, not a test; {@code bench/run.sh} runs it pinned to the worker CPU:
 * {@code taskset -c 1 java -XX:+UseSerialGC -XX:ActiveProcessorCount=1 -cp <test classpath>
 * dev.sdkbench.junit.bench.WarmJvmNoise [rounds]}.
 */
public final class WarmJvmNoise {

    private static final int CALLS_PER_BLOCK = 1000;
    private static final int WALK_INTS = 16 * 1024 * 1024 / Integer.BYTES;
    private static final int WALK_CHUNKS = 250_000 / NoiseLoops.WALK_CHUNK;
    private static final int COMPUTE_CHUNKS = 5_000_000 / NoiseLoops.MULTIPLY_CHUNK;
    private static final long WARMUP_NANOS = 5_000_000_000L;
    private static final long PAUSE_MILLIS = 100;

    /** USER_HZ, the unit of {@code /proc/stat}; 100 on every Linux build this runs on. */
    private static final int TICKS_PER_SECOND = 100;

    private WarmJvmNoise() {
    }

    public static void main(String[] args) throws IOException, InterruptedException {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 60;
        Rules rules = Rules.lm15();
        int[] cycle = NoiseLoops.scatteredCycle(WALK_INTS);
        int at = 0;
        BitSet cpus = allowedCpus();
        long[] latencies = new long[CALLS_PER_BLOCK];
        double[][] figures = new double[3][rounds];
        try (FixtureServer fixture = FixtureServer.builder().rules(rules).start();
             SocketChatClient client = new SocketChatClient(fixture.baseUrl(), rules.prompt(), "gpt-4.1-mini",
                     rules.outputLimit(), "sk-dummy")) {
            String expected = client.chat();
            if (expected == null) {
                throw new IOException("the fixture's reply has no text");
            }
            for (long end = System.nanoTime() + WARMUP_NANOS; System.nanoTime() - end < 0; ) {
                socketBlock(client, expected, latencies);
                at = NoiseLoops.walk(cycle, at, WALK_CHUNKS / 10);
                NoiseLoops.multiply(COMPUTE_CHUNKS / 10);
            }
            System.out.println("round socket-p50-us memory-ms compute-ms");
            long stealBefore = stealTicks(cpus);
            long startNanos = System.nanoTime();
            for (int r = 0; r < rounds; r++) {
                figures[0][r] = socketBlock(client, expected, latencies);
                long start = System.nanoTime();
                at = NoiseLoops.walk(cycle, at, WALK_CHUNKS);
                figures[1][r] = (System.nanoTime() - start) / 1e6;
                start = System.nanoTime();
                NoiseLoops.multiply(COMPUTE_CHUNKS);
                figures[2][r] = (System.nanoTime() - start) / 1e6;
                System.out.printf(Locale.ROOT, "%d %.1f %.2f %.2f%n", r, figures[0][r], figures[1][r], figures[2][r]);
                Thread.sleep(PAUSE_MILLIS);
            }
            long stealTicks = stealTicks(cpus) - stealBefore;
            double elapsedTicks = (System.nanoTime() - startNanos) / 1e9 * TICKS_PER_SECOND * cpus.cardinality();
            System.out.printf(Locale.ROOT, "noise steal: %d ticks of %.0f (%.1f%% of these CPUs' time, /proc/stat)%n", stealTicks,
                    elapsedTicks, stealTicks / elapsedTicks * 100);
        }
        print("socket call p50 (" + CALLS_PER_BLOCK + " calls)", "µs", figures[0]);
        print("memory walk (16 MiB, " + WALK_CHUNKS * NoiseLoops.WALK_CHUNK + " steps)", "ms", figures[1]);
        print("compute loop (" + COMPUTE_CHUNKS * NoiseLoops.MULTIPLY_CHUNK + " steps)", "ms", figures[2]);
    }

    /** The median call of one block, in µs; every reply checked. */
    private static double socketBlock(SocketChatClient client, String expected, long[] latencies) throws IOException {
        for (int i = 0; i < latencies.length; i++) {
            long start = System.nanoTime();
            String text = client.chat();
            latencies[i] = System.nanoTime() - start;
            if (!expected.equals(text)) {
                throw new IOException("call " + i + " returned '" + text + "' instead of '" + expected + "'");
            }
        }
        Arrays.sort(latencies);
        return latencies[latencies.length / 2] / 1e3;
    }

    /**
     * Time the hypervisor gave this vCPU's turn to someone else, in ticks, for the CPUs this JVM may
     * use ({@code cpuN} lines of {@code /proc/stat}); 0 where the file or the field is missing.
     */
    private static long stealTicks(BitSet cpus) throws IOException {
        long steal = 0;
        for (String line : Files.readAllLines(Path.of("/proc/stat"))) {
            String[] f = line.split(" +");
            if (f[0].matches("cpu[0-9]+") && cpus.get(Integer.parseInt(f[0].substring(3))) && f.length > 8) {
                steal += Long.parseLong(f[8]);
            }
        }
        return steal;
    }

    /** The CPUs this JVM may run on. */
    private static BitSet allowedCpus() throws IOException {
        BitSet allowed = new BitSet();
        for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
            if (line.startsWith("Cpus_allowed_list:")) {
                CpuList.parse(line.substring(line.indexOf(':') + 1).trim()).cpus().forEach(allowed::set);
            }
        }
        return allowed;
    }

    /** One {@code noise} line per figure, read by {@link Verdicts}. */
    private static void print(String what, String unit, double[] values) {
        Summary s = Summaries.of(values, 20261130L);
        System.out.printf(Locale.ROOT, "noise %s: median %.2f %s [p25 %.2f, p75 %.2f] IQR %.1f%% of median, min %.2f max %.2f, n %d%n",
                what, s.median(), unit, s.p25(), s.p75(), (s.p75() - s.p25()) / s.median() * 100, s.min(), s.max(), s.n());
    }
}
