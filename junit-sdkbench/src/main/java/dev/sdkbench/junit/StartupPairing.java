package dev.sdkbench.junit;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

import org.apiguardian.api.API;

/**
 * Where a case's early figures meet its baseline classpath's build ({@code @Startup(pairing)},
 * {@code sdkbench.startup.pairing}). The first response is always each build's own, in a JVM of its own.
 */
@API(status = EXPERIMENTAL, since = "0.1")
public enum StartupPairing {
    /**
     * Not set here: the next source decides (the class's annotation, then the engine's default); see {@link Unset}.
     * Set nowhere, a case with a baseline classpath runs both builds in each start-up fork ({@link #SAME_JVM}), and a
     * case read against a reference runs each in JVMs of its own; the console and the case's results
     * ({@code startupPairing}) say which applied.
     */
    DEFAULT,
    /**
     * Each build's early block in JVMs of its own, the i-th start-up fork of each in the same lockstep round. Two JVMs of
     * identical code land ±15% apart in the early figure on a 2-vCPU machine, so a round's ratio spreads as much.
     */
    SEPARATE_JVMS,
    /**
     * Both builds in each start-up fork: after the case's first call (its first response, alone), the other build's
     * method starts in a class loader of its own, and the two builds' calls alternate call by call through the early
     * block, the side going first turning each call. The case's fork makes the case first, the baseline's fork the
     * baseline first, so a round reads both orders, and the early figures pair each build's two readings of a round.
     * Each JVM's JIT state then falls on both builds alike: the round's ratio spreads 4.5-5.0% where separate JVMs
     * spread 14% (PERFORMANCE.md). Each call is cheaper than in a JVM of its own (the JDK's code warms on both builds),
     * so the early figures are for comparing the two builds; RSS after the last call, which holds both, is not
     * compared. Only with a baseline classpath: a reference is another case, whose calls would warm the JDK for the
     * case's. Builds that cannot load in one JVM (checked both ways before any fork) keep JVMs of their own, which the
     * console and the case's results say.
     */
    SAME_JVM
}
