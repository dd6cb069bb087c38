package dev.sdkbench.junit.samples;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;

import dev.sdkbench.junit.ClientCase;
import dev.sdkbench.junit.Dialect;
import dev.sdkbench.junit.Forks;
import dev.sdkbench.junit.SdkBenchmark;
import dev.sdkbench.junit.SdkCase;
import dev.sdkbench.junit.Startup;
import dev.sdkbench.junit.Steady;

/**
 * Steady forks with short iterations: one case whose JIT never stops compiling, which must be
 * reported not settled, and one that settles at once. The tolerance is wide because 200-ms
 * iterations of a call that costs 0.1 µs move by ±10% with the machine alone; the JIT's clock, not
 * the drift, is what these cases are about.
 */
@SdkBenchmark(dialect = Dialect.NONE)
@Startup(forks = 1, warmup = 2, requests = 5)
@Steady(forks = 1, iterationMillis = 200, window = 4, tolerance = 0.5, warmupMillis = 1500, iterations = 2)
public class SteadyClients {

    /** Each call defines a fresh hidden class and runs its method hot, so the JIT has new work on every call. */
    @ClientCase
    void keepsCompiling(SdkCase sdk) {
        byte[] template = templateBytes();
        MethodHandles.Lookup lookup = MethodHandles.lookup();
        sdk.measure(() -> {
            MethodHandle spin = lookup.findStatic(lookup.defineHiddenClass(template, false).lookupClass(), "spin",
                    MethodType.methodType(long.class, long.class));
            return run(spin) == 42 ? "never" : "Hello.";
        });
    }

    private static long run(MethodHandle spin) {
        long sum = 0;
        try {
            for (int i = 0; i < 3000; i++) {
                sum += (long) spin.invokeExact((long) i);
            }
        } catch (Throwable t) {
            throw new IllegalStateException(t);
        }
        return sum;
    }

    /** C1 alone, so that the JIT is done within the first iterations and the case settles on any machine. */
    @ClientCase
    @Forks(jvmArgs = "-XX:TieredStopAtLevel=1")
    void settlesAtOnce(SdkCase sdk) {
        sdk.measure(() -> "Hello.");
    }

    private static byte[] templateBytes() {
        try (InputStream in = SteadyClients.class.getResourceAsStream("JitChurnTemplate.class")) {
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
