package dev.sdkbench.junit.settings;

import java.time.Duration;
import java.util.Map;

import dev.sdkbench.fixture.scenario.Scenario;
import dev.sdkbench.junit.Dialect;
import dev.sdkbench.reports.model.CaseSettings.Fixture;
import dev.sdkbench.reports.model.CaseSettings.Forks;
import dev.sdkbench.reports.model.CaseSettings.Startup;
import dev.sdkbench.reports.model.CaseSettings.Steady;
import dev.sdkbench.reports.model.CaseSettings.Workload;

/**
 * The resolved settings of one client case. In results ({@code cases[].settings}) they are the
 * reports model's {@link #toModel}, each group ({@code startup}, {@code steady}, {@code forks},
 * {@code fixture}) an object of its own.
 *
 * @param id                 the case's name in results: the method name
 * @param dialect            fixture dialect the case must call, or {@link Dialect#NONE}; never {@link Dialect#INHERIT}
 * @param stream             whether the case streams
 * @param expectations       what the fixture requires and every call must return
 * @param startup            how its start-up forks run
 * @param steady             how its steady forks run
 * @param jvm                the forks' heap, extra flags and timeout
 * @param scenario           what one measured call does; in results by its id, e.g. {@code plain} or {@code agent-loop}
 * @param unsupported        why the case's SDK cannot do the scenario, or {@code null} when it can
 * @param fixtureDelayMicros the delay the fixture adds before every answer to this case, µs ({@code fixture.delayMicros})
 */
public record CaseSettings(String id, Dialect dialect, boolean stream, Expectations expectations, StartupProtocol startup,
                           SteadyProtocol steady, ForkJvm jvm, Scenario scenario, String unsupported, long fixtureDelayMicros) {

    /** The same case under another id: its side on a baseline classpath. */
    public CaseSettings withId(String otherId) {
        return new CaseSettings(otherId, dialect, stream, expectations, startup, steady, jvm, scenario, unsupported, fixtureDelayMicros);
    }

    /** The same case with another steady protocol. */
    public CaseSettings withSteady(SteadyProtocol otherSteady) {
        return new CaseSettings(id, dialect, stream, expectations, startup, otherSteady, jvm, scenario, unsupported, fixtureDelayMicros);
    }

    /** The same case with another start-up protocol. */
    public CaseSettings withStartup(StartupProtocol otherStartup) {
        return new CaseSettings(id, dialect, stream, expectations, otherStartup, steady, jvm, scenario, unsupported, fixtureDelayMicros);
    }

    /** The exact number of requests one measured call makes in the case's scenario. */
    public int requestsPerCall() {
        return scenario.requestsPerCall();
    }

    /**
     * What the case's forks are expected to take, summed over their lifetimes, before any ran: what a
     * shard's share is weighed by. A case its SDK cannot run forks nothing.
     */
    public long expectedMillis() {
        return unsupported != null ? 0 : startup.expectedMillis() + steady.forks() * steady.forkEstimateMillis();
    }

    /** Whether the case runs steady forks. */
    public boolean measuresSteady() {
        return steady.forks() > 0;
    }

    /**
     * These settings as the results file carries them. A run writes the steady pairing that applied; a pairing left to
     * the run and not yet decided (these settings never ran) is written as the one that applies without a baseline.
     */
    public dev.sdkbench.reports.model.CaseSettings toModel() {
        Duration retryAfter = scenario.retryAfter();
        return new dev.sdkbench.reports.model.CaseSettings(id, dialect.id(), stream, expectations.prompt(), expectations.maxTokens(),
                expectations.model(), expectations.text(),
                new Startup(startup.forks(), startup.minForks(), startup.warmup(), startup.requests(), startup.precision(),
                        startup.caseBudgetSeconds()),
                new Steady(steady.forks(), steady.iterationMillis(), steady.window(), steady.tolerance(), steady.warmupMillis(),
                        steady.iterations(), SteadyProtocol.Applied.of(steady.pairing(), false).pairing().name()),
                new Forks(jvm.heap(), jvm.jvmArgs(), jvm.timeoutSeconds()), new Fixture(fixtureDelayMicros),
                new Workload(scenario.id(), requestsPerCall(), unsupported, retryAfter == null ? null : retryAfter.toNanos() / 1000),
                Map.of());
    }
}
