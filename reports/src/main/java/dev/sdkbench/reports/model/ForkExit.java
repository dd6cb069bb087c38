package dev.sdkbench.reports.model;

/**
 * How a fork's process ended, measured by the parent.
 *
 * @param exitCode            the exit code, or {@code null} when the fork was killed on timeout
 * @param lifetimeMillis      from just before process start to exit, ms
 * @param firstResponseMillis from just before process start to the first successful call, ms, or {@code null}
 * @param exitMillis          from the fork's last line (its result written) to its exit, ms, or {@code null} (a fork
 *                            that did not get there, or a file written before the figure existed)
 */
public record ForkExit(Integer exitCode, double lifetimeMillis, Double firstResponseMillis, Double exitMillis) {
}
