package dev.sdkbench.junit;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

import org.apiguardian.api.API;

/**
 * Where a case's steady figure meets the reference it is read against
 * ({@code @Steady(pairing)}, {@code sdkbench.steady.pairing}).
 */
@API(status = EXPERIMENTAL, since = "0.1")
public enum SteadyPairing {
    /**
     * Each in JVMs of its own, the i-th steady fork of each in the same lockstep round. Each JVM's
     * JIT decides its own pace, so forks of one case spread by tens of percent and a paired ratio
     * needs many rounds to resolve a few percent.
     */
    SEPARATE_JVMS,
    /**
     * In one JVM: each of the case's steady forks also runs the reference's method on the same
     * classpath, after the case's early block, and times the two in alternating iterations, each
     * round in a shuffled order, so both meet the same JIT state, heap and machine. The reference
     * must be on the case's classpath; a baseline classpath is still read against in separate JVMs.
     */
    SAME_JVM
}
