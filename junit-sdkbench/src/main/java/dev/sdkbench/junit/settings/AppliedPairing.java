package dev.sdkbench.junit.settings;

import dev.sdkbench.junit.SteadyPairing;

/**
 * The steady pairing that applies to a case, with why: a pairing set applies as set; unset, pair forks against a
 * baseline classpath, JVMs of their own otherwise. What the console and the case's results ({@code steadyPairing}) say.
 *
 * @param pairing the pairing that applies, never {@link SteadyPairing#DEFAULT}
 * @param why     the console's and the results' words: {@code "pair forks: the default with a baseline"}
 */
public record AppliedPairing(SteadyPairing pairing, String why) {

    /** What applies to a case whose pairing is {@code asked}, with or without a baseline classpath. */
    public static AppliedPairing of(SteadyPairing asked, boolean baseline) {
        if (asked == SteadyPairing.SAME_JVM) {
            return new AppliedPairing(asked, "pair forks: steady.pairing=same_jvm");
        }
        if (asked == SteadyPairing.SEPARATE_JVMS) {
            return new AppliedPairing(asked, "separate JVMs: steady.pairing=separate_jvms");
        }
        return baseline ? new AppliedPairing(SteadyPairing.SAME_JVM, "pair forks: the default with a baseline")
                : new AppliedPairing(SteadyPairing.SEPARATE_JVMS, "separate JVMs: the default without a baseline");
    }

    /** The pair forks a baseline could not join: separate JVMs after all, and why. */
    public static AppliedPairing refused(String refusal) {
        return new AppliedPairing(SteadyPairing.SEPARATE_JVMS, "separate JVMs: the baseline side cannot load beside the case ("
                + refusal.lines().findFirst().orElse("") + ")");
    }
}
