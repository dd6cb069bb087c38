package dev.sdkbench.results.model;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

import org.apiguardian.api.API;

import java.util.List;

/**
 * How a fork's process ended, measured by the parent.
 *
 * @param exitCode            the exit code, or {@code null} when the fork was killed on timeout
 * @param lifetimeMillis      from just before process start to exit, ms
 * @param firstResponseMillis from just before process start to the first successful call, ms, or {@code null}
 * @param exitMillis          from the fork's last line (its result written) to its exit, ms, or {@code null} (a fork
 *                            that did not get there, or a file written before the figure existed)
 * @param leftovers           processes the fork left behind, or {@code null} in files written before they were looked for
 * @param foreignLines        lines on the fork's timing channel that were not the harness's, or {@code null} likewise
 */
@API(status = EXPERIMENTAL, since = "0.1")
public record ForkExit(Integer exitCode, double lifetimeMillis, Double firstResponseMillis, Double exitMillis,
                       List<String> leftovers, List<String> foreignLines) {

    public ForkExit {
        leftovers = leftovers == null ? null : List.copyOf(leftovers);
        foreignLines = foreignLines == null ? null : List.copyOf(foreignLines);
    }
}
