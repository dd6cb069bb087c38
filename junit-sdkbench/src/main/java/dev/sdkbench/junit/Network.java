package dev.sdkbench.junit;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

import org.apiguardian.api.API;

/** What network a fork sees. */
@API(status = EXPERIMENTAL, since = "0.1")
public enum Network {
    /** Not set here: the next source decides (the class's annotation, then the engine's default); see {@link Unset}. */
    DEFAULT,
    /** Only loopback where the machine allows it ({@code unshare}), the host's otherwise; which one is recorded. */
    AUTO,
    /** Only loopback; the class fails before any fork when the machine cannot isolate. */
    ISOLATED,
    /** The host's network: the fixture runs in the test JVM and forks could reach any address. */
    HOST
}
