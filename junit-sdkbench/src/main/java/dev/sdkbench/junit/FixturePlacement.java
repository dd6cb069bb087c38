package dev.sdkbench.junit;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

import org.apiguardian.api.API;

/** Where the fixture's I/O thread runs relative to the forks. */
@API(status = EXPERIMENTAL, since = "0.1")
public enum FixturePlacement {
    /** Not set here: the next source decides (the class's annotation, then the engine's default); see {@link Unset}. */
    DEFAULT,
    /** On each fork's CPU, as LM15 does: the fixture's share sits inside every figure alike. */
    SHARED,
    /** On a CPU no fork uses, so figures hold the client's share alone. */
    OWN_CPU
}
