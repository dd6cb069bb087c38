package dev.sdkbench.junit;

/** What network a fork sees. */
public enum Network {
    /** Only loopback where the machine allows it ({@code unshare}), the host's otherwise; which one is recorded. */
    AUTO,
    /** Only loopback; the class fails before any fork when the machine cannot isolate. */
    ISOLATED,
    /** The host's network: the fixture runs in the test JVM and forks could reach any address. */
    HOST
}
