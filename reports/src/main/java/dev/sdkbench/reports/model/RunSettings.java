package dev.sdkbench.reports.model;

import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * Settings of the whole class run.
 *
 * @param seed               the seed of the fork order and the bootstrap intervals
 * @param workers            parallel workers (0 = one per free physical core)
 * @param pin                whether forks were pinned to CPUs
 * @param fixturePlacement   where the fixture's threads ran relative to the forks
 * @param fixtureDelayMicros delay the fixture added to each response, µs
 * @param extra              fields this reader does not model
 */
public record RunSettings(long seed, int workers, boolean pin, String fixturePlacement, long fixtureDelayMicros,
                          Map<String, JsonNode> extra) {

    public RunSettings {
        extra = Extra.copy(extra);
    }
}
