package dev.sdkbench.junit.summary;

import dev.sdkbench.fixture.counters.CountersSnapshot;
import dev.sdkbench.junit.link.ForkResult;
import dev.sdkbench.results.model.ForkExit;
import dev.sdkbench.results.model.Protocol;

/**
 * A fork that passed and wrote its result, as its case's summary reads it.
 *
 * @param protocol what it measured: start-up or steady
 * @param exit     how the process ended, by the parent's clock
 * @param result   what the fork measured
 * @param fixture  the fixture's counters for it, or {@code null}
 */
public record PassedFork(Protocol protocol, ForkExit exit, ForkResult result, CountersSnapshot fixture) {
}
