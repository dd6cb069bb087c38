package dev.sdkbench.junit.plan;

/** What a fork measures: the two protocols of a run, each sized for what it gives. */
public enum Protocol {
    /** A short fresh JVM: first response, the early block (LM15's), memory and classes. */
    STARTUP,
    /** A long JVM: the early block, then warmup until the JIT settles and timed iterations. */
    STEADY
}
