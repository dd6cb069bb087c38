package dev.sdkbench.results.model;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

import org.apiguardian.api.API;

/**
 * What a fork measured: the two protocols of a schemaVersion 2 run. A schemaVersion 1 file's forks
 * are all {@link #STARTUP} forks, each of which also ran the steady block after its early block.
 */
@API(status = EXPERIMENTAL, since = "0.1")
public enum Protocol {
    /** A short fresh JVM: first response, the early block (LM15's), memory and classes. */
    STARTUP,
    /** A long JVM: the early block, then warmup until the JIT settles and timed iterations. */
    STEADY
}
