package dev.sdkbench.junit.probe;

import java.io.File;
import java.io.IOException;
import java.lang.management.CompilationMXBean;
import java.lang.management.ManagementFactory;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import dev.sdkbench.junit.launch.Taskset;
import dev.sdkbench.junit.plan.CpuList;
import dev.sdkbench.junit.proc.CpuTicks;
import dev.sdkbench.results.stats.Percentiles;

/**
 * The machine-noise probe, a program of its own: run pinned like a fork, it warms up its three
 * parts, then measures each once per round, alternating, and writes a {@link NoiseReading}:
 * <ol>
 *   <li>register loop: {@value #MULTIPLY_CHUNKS} × {@value NoiseLoops#MULTIPLY_CHUNK} steps of a multiply chain (~22 ms on the 2-vCPU Xeon guest of PERFORMANCE.md, "The machine noise");</li>
 *   <li>memory walk: {@value #WALK_CHUNKS} × {@value NoiseLoops#WALK_CHUNK} dependent steps through one scattered cycle
 *       over 16 MiB (~14 ms there);</li>
 *   <li>loopback: the median of {@value #TRIPS} TCP round trips of {@value LoopbackEcho#REQUEST_BYTES} bytes out and
 *       {@value LoopbackEcho#REPLY_BYTES} back, to an echo thread of this JVM (~12 ms there, 6 µs a trip);</li>
 *   <li>steal: {@code /proc/stat} before the warmup and after the last round, for the CPUs this process may use.</li>
 * </ol>
 * The warmup calls every compiled piece (the chunk methods, a round trip) thousands of times, past
 * the JIT's thresholds, and goes on until the JIT has been quiet for a few passes, so the rounds
 * run compiled code; the rounds do nothing but the timed parts and store their times (the medians
 * come after the last round); the reading says how long the JIT still compiled during the rounds.
 * About 1.7 s in all there: JVM start ~0.1 s, warmup ~0.6 s, 20 rounds ~1 s.
 *
 * <p>{@code java -XX:+UseSerialGC -XX:ActiveProcessorCount=1 -Xms64m -Xmx64m -cp <this jar> dev.sdkbench.junit.probe.MachineProbe <rounds> <out.properties>}:
 * exits 0 after writing the reading (and printing its one line); on any failure it writes nothing
 * and exits 1 (2 for bad arguments) with the reason on stderr.
 */
public final class MachineProbe {

    static final int MULTIPLY_CHUNKS = 1_500;
    static final int WALK_CHUNKS = 200;
    static final int TRIPS = 2_000;

    static final int MIN_ROUNDS = 3;
    static final int MAX_ROUNDS = 200;

    private static final int WALK_INTS = 16 * 1024 * 1024 / Integer.BYTES;

    /**
     * Warmup passes, alternating the parts: at least {@value #MIN_WARMUP_PASSES} (together past the
     * JIT's C2 thresholds for every chunk method and a round trip), then until the JIT's compile time
     * stood still for {@value #QUIET_PASSES} passes in a row (on one CPU the compiles queue behind
     * the warmup and would otherwise finish inside the first rounds), for at most {@value #MAX_WARMUP_MILLIS} ms.
     */
    private static final int MIN_WARMUP_PASSES = 10;
    private static final int QUIET_PASSES = 3;
    private static final long MAX_WARMUP_MILLIS = 1_500;
    private static final long WARMUP_PAUSE_MILLIS = 20;
    private static final int WARMUP_MULTIPLY_CHUNKS = 200;
    private static final int WARMUP_WALK_CHUNKS = 100;
    private static final int WARMUP_TRIPS = 1_000;

    private MachineProbe() {
    }

    /** Thrown for arguments the probe cannot use; exit code 2. */
    private static final class Usage extends Exception {
        Usage(String message) {
            super(message);
        }
    }

    public static void main(String[] args) {
        int rounds;
        Path out;
        try {
            if (args.length != 2) {
                throw new Usage("expected 2 arguments, got " + args.length);
            }
            rounds = rounds(args[0]);
            out = Path.of(args[1]).toAbsolutePath();
            if (!Files.isDirectory(out.getParent())) {
                throw new Usage("the folder of the output file " + out + " does not exist");
            }
        } catch (Usage e) {
            System.err.println("machine probe: " + e.getMessage()
                    + "; usage: MachineProbe <rounds " + MIN_ROUNDS + ".." + MAX_ROUNDS + "> <out.properties>");
            System.exit(2);
            return;
        }
        try {
            NoiseReading reading = measure(rounds);
            reading.write(out);
            System.out.println(reading.describe());
        } catch (Exception | Error e) {
            System.err.println("machine probe failed: " + e);
            e.printStackTrace();
            System.exit(1);
        }
    }

    private static int rounds(String text) throws Usage {
        int rounds;
        try {
            rounds = Integer.parseInt(text.strip());
        } catch (NumberFormatException e) {
            throw new Usage("rounds must be a whole number from " + MIN_ROUNDS + " to " + MAX_ROUNDS + ", was '" + text + "'");
        }
        if (rounds < MIN_ROUNDS || rounds > MAX_ROUNDS) {
            throw new Usage("rounds must be a whole number from " + MIN_ROUNDS + " to " + MAX_ROUNDS + ", was " + rounds
                    + (rounds < MIN_ROUNDS ? " (quartiles of fewer rounds say nothing)" : ""));
        }
        return rounds;
    }

    /** Warmup and rounds in this JVM, on whatever CPUs it runs. */
    static NoiseReading measure(int rounds) throws IOException {
        Path self = Path.of("/proc/self");
        String cpus = Files.exists(self.resolve("status")) ? Taskset.cpusAllowed(self) : "";
        CompilationMXBean jit = ManagementFactory.getCompilationMXBean();
        boolean jitTimed = jit != null && jit.isCompilationTimeMonitoringSupported();

        Instant start = Instant.now();
        long startNanos = System.nanoTime();
        CpuTicks stealBefore = cpus.isEmpty() ? null : CpuTicks.read(CpuTicks.PROC_STAT, CpuList.parse(cpus));
        int[] cycle = NoiseLoops.scatteredCycle(WALK_INTS);
        double[] multiply = new double[rounds];
        double[] walk = new double[rounds];
        double[] loopback = new double[rounds];
        int[][] trips = new int[rounds][TRIPS];
        int[] warmupTrips = new int[WARMUP_TRIPS];
        long jitBefore;
        long jitMillis;
        try (LoopbackEcho echo = LoopbackEcho.start()) {
            int at = 0;
            long warmupEnd = System.nanoTime() + MAX_WARMUP_MILLIS * 1_000_000;
            long jitLast = jitTimed ? jit.getTotalCompilationTime() : 0;
            for (int pass = 0, quiet = 0; pass < MIN_WARMUP_PASSES || quiet < QUIET_PASSES && System.nanoTime() - warmupEnd < 0; pass++) {
                NoiseLoops.multiply(WARMUP_MULTIPLY_CHUNKS);
                at = NoiseLoops.walk(cycle, at, WARMUP_WALK_CHUNKS);
                echo.trips(warmupTrips);
                if (pass >= 2) {
                    // Leave the CPU to the compiler thread for a moment: it shares this one CPU, and
                    // its queue drains in far less wall time when nothing else runs.
                    sleep(WARMUP_PAUSE_MILLIS);
                }
                long jitNow = jitTimed ? jit.getTotalCompilationTime() : 0;
                quiet = jitNow == jitLast ? quiet + 1 : 0;
                jitLast = jitNow;
            }
            jitBefore = jitLast;
            for (int r = 0; r < rounds; r++) {
                long t = System.nanoTime();
                NoiseLoops.multiply(MULTIPLY_CHUNKS);
                multiply[r] = (System.nanoTime() - t) / 1e6;
                t = System.nanoTime();
                at = NoiseLoops.walk(cycle, at, WALK_CHUNKS);
                walk[r] = (System.nanoTime() - t) / 1e6;
                echo.trips(trips[r]);
            }
            jitMillis = jitTimed ? jit.getTotalCompilationTime() - jitBefore : -1;
        }
        for (int r = 0; r < rounds; r++) {
            loopback[r] = LoopbackEcho.medianMicros(trips[r]);
        }
        CpuTicks stealAfter = cpus.isEmpty() ? null : CpuTicks.read(CpuTicks.PROC_STAT, CpuList.parse(cpus));
        double elapsedMillis = (System.nanoTime() - startNanos) / 1e6;
        return new NoiseReading(start, elapsedMillis, cpus, rounds, NoiseReading.Figure.of(multiply),
                NoiseReading.Figure.of(walk), NoiseReading.Figure.of(loopback), CpuTicks.stealPercent(stealBefore, stealAfter),
                jitMillis);
    }

    private static void sleep(long millis) throws IOException {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted during the warmup", e);
        }
    }

    /**
     * The classpath a probe's JVM needs, for {@link NoiseReading#run}: the entry (jar or classes folder)
     * that holds this probe and the one that holds the percentiles it takes (one entry when a
     * standalone jar holds both).
     */
    public static String classpath() {
        return Stream.of(MachineProbe.class, Percentiles.class).map(MachineProbe::location).distinct()
                .collect(Collectors.joining(File.pathSeparator));
    }

    private static String location(Class<?> type) {
        try {
            return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
        } catch (URISyntaxException | RuntimeException e) {
            throw new IllegalStateException("cannot tell where " + type.getName() + " was loaded from: " + e, e);
        }
    }
}
