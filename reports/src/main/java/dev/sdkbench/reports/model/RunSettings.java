package dev.sdkbench.reports.model;

import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * Settings of the whole class run. The boxed fields are absent in files written before they existed.
 *
 * @param seed               the seed of the fork order and the bootstrap intervals
 * @param workers            parallel workers (0 = one per free physical core)
 * @param pin                whether forks were pinned to CPUs
 * @param shareBuildCpu      whether a worker also ran on the build's CPU, or {@code null}
 * @param fixturePlacement   where the fixture's threads ran relative to the forks
 * @param fixtureDelayMicros delay the fixture added to each response, µs
 * @param network            the isolation asked for ({@code AUTO}, {@code ISOLATED}, {@code HOST}), or {@code null}
 * @param fixtureWarmup      requests each worker's fixture answered before the first fork, or {@code null}
 * @param stream             how the fixture paced streamed replies, or {@code null}
 * @param extra              fields this reader does not model
 */
public record RunSettings(long seed, int workers, boolean pin, Boolean shareBuildCpu, String fixturePlacement,
                          long fixtureDelayMicros, String network, Integer fixtureWarmup, StreamPacing stream,
                          Map<String, JsonNode> extra) {

    public RunSettings {
        extra = Extra.copy(extra);
    }
}
