package dev.sdkbench.junit;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

import org.apiguardian.api.API;

/**
 * Where a case's steady figure meets the other side it is read against, its baseline classpath's
 * build or its reference ({@code @Steady(pairing)}, {@code sdkbench.steady.pairing}).
 */
@API(status = EXPERIMENTAL, since = "0.1")
public enum SteadyPairing {
    /**
     * Not set here: the next source decides (the class's annotation, then the engine's default); see {@link Unset}.
     * Set nowhere, the case's baseline side runs beside it in pair forks ({@link #SAME_JVM}), and a reference in JVMs
     * of its own ({@link #SEPARATE_JVMS}); the console and the case's results ({@code steadyPairing}) say which applied.
     */
    DEFAULT,
    /**
     * Each in JVMs of its own, the i-th steady fork of each in the same lockstep round. Each JVM's
     * JIT decides its own pace, so forks of one case spread by tens of percent and a paired ratio
     * needs many rounds to resolve a few percent. The default against a reference; set against a
     * baseline, it keeps that baseline's steady forks apart (3 a side, too few for an interval).
     */
    SEPARATE_JVMS,
    /**
     * In one JVM: each of the case's steady forks also runs the other side's method, after the case's
     * early block, and times the two in alternating iterations, each round in a shuffled order, so
     * both meet the same JIT state, heap and machine. With a baseline classpath the other side is the
     * case on the baseline, in a class loader of its own (the baseline's jars and the benchmark's
     * classes first, the JDK and this library's API shared), and it runs no steady forks of its own;
     * else it is the reference, on the case's classpath. A baseline that cannot load beside the
     * candidate (a native library already loaded, a JVM-wide factory, a static initialiser that
     * fails the second time) is found before any fork, and runs its steady forks in JVMs of its own,
     * which the console and the case's results ({@code sameJvmRefused}) say. The default against a
     * baseline. In lockstep rounds that stop on the data, pair forks against a baseline do too: the
     * first 8 (the first steady look with an interval, or {@code steady.forks} if more), then one by
     * one, up to 12, until the steady ratio is resolved or the comparison's budget
     * ({@code sdkbench.gate.budgetSeconds}), shared with the start-up rounds, would be passed.
     */
    SAME_JVM
}
