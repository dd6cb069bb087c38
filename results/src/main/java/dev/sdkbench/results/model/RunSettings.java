package dev.sdkbench.results.model;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

import org.apiguardian.api.API;

import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * Settings of the whole class run, grouped as the engine's annotations group them. The boxed
 * fields are {@code null} for files written before they existed; the engine resolves the class's
 * {@code @Forks} and {@code @Fixture} straight into these groups, every field set.
 *
 * @param seed    the seed of the fork order and the bootstrap intervals
 * @param forks   the CPU plan the forks ran on ({@code @Forks})
 * @param fixture how the fixture answered ({@code @Fixture})
 * @param shard   the CI machine's share of the run that wrote the file ({@code "2/4"}: shard 2 of 4), or {@code null}
 *                when it ran whole
 * @param tolerance the band of every compared pair's verdict ({@code sdkbench.tolerance}: SAME within 1 ± it, SLOWER
 *                or FASTER past it), or {@code null} in files written before it was recorded, which ran at 2%
 * @param extra   fields this reader does not model, a group's as {@code group.member}
 */
@API(status = EXPERIMENTAL, since = "0.1")
public record RunSettings(long seed, Forks forks, Fixture fixture, String shard, Double tolerance, Map<String, JsonNode> extra) {

    /**
     * What the CPU plan was made from.
     *
     * @param workers       parallel workers (0 = one per free physical core)
     * @param pin           whether forks were pinned to CPUs
     * @param shareBuildCpu whether a worker also ran on the build's CPU, or {@code null}
     */
    public record Forks(int workers, boolean pin, Boolean shareBuildCpu) {
    }

    /**
     * How every worker's fixture answered.
     *
     * @param placement              where the fixture's threads ran relative to the forks
     * @param delayMicros            delay the fixture added to each response, µs, unless a case set its own
     * @param network                the isolation asked for ({@code AUTO}, {@code ISOLATED}, {@code HOST}), or {@code null}
     * @param warmup                 requests each worker's fixture answered before the first fork, or {@code null}
     * @param streamDeltas           text deltas per stream, or {@code null}
     * @param streamFirstDelayMicros wait before a stream's first event, µs, or {@code null}
     * @param streamIntervalMicros   wait before every later event, µs, or {@code null}
     */
    public record Fixture(String placement, long delayMicros, String network, Integer warmup, Integer streamDeltas,
                          Long streamFirstDelayMicros, Long streamIntervalMicros) {
    }

    public RunSettings {
        extra = Extra.copy(extra);
    }
}
