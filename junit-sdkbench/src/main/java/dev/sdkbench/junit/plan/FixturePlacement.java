package dev.sdkbench.junit.plan;

/** Where the fixture serving a worker runs, relative to that worker's CPU. */
public enum FixturePlacement {
    /**
     * The fixture shares the worker's CPU, as in LM15: client and server time-share one core, so a
     * client's CPU cost shows up fully in its latency. The default.
     */
    SHARED,
    /**
     * The fixture gets a CPU no worker uses: a spare core if there is one, else the build's CPU.
     * Latency then excludes the fixture's own CPU time but includes a cross-core hop.
     */
    OWN_CPU
}
