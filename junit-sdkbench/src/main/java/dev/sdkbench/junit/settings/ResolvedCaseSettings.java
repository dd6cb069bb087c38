package dev.sdkbench.junit.settings;

import java.time.Duration;
import java.util.Map;

import dev.sdkbench.fixture.scenario.Scenario;
import dev.sdkbench.junit.Dialect;
import dev.sdkbench.results.model.CaseSettings;
import dev.sdkbench.results.model.CaseSettings.Fixture;
import dev.sdkbench.results.model.CaseSettings.Forks;
import dev.sdkbench.results.model.CaseSettings.Startup;
import dev.sdkbench.results.model.CaseSettings.Steady;
import dev.sdkbench.results.model.CaseSettings.Workload;

/**
 * The resolved settings of one client case. In results ({@code cases[].settings}) they are the
 * results model's {@link #toModel}, each group ({@code startup}, {@code steady}, {@code forks},
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
 * @param load               how its load fork runs, if it runs one ({@code @Load}); in results in the case's {@code load} block
 * @param sizes              how its size ladder runs, if it runs one ({@code @Sizes}); in results in the case's {@code sizes} block
 */
// One component per group of the case's annotations, as results group them; the load and sizes groups are the last.
@SuppressWarnings("checkstyle:RecordComponentNumber")
public record ResolvedCaseSettings(String id, Dialect dialect, boolean stream, Expectations expectations, StartupProtocol startup,
                           SteadyProtocol steady, ForkJvm jvm, Scenario scenario, String unsupported, long fixtureDelayMicros,
                           LoadProtocol load, SizesProtocol sizes) {

    /** A case that runs no load fork and no size ladder. */
    public ResolvedCaseSettings(String id, Dialect dialect, boolean stream, Expectations expectations, StartupProtocol startup,
                        SteadyProtocol steady, ForkJvm jvm, Scenario scenario, String unsupported, long fixtureDelayMicros) {
        this(id, dialect, stream, expectations, startup, steady, jvm, scenario, unsupported, fixtureDelayMicros, LoadProtocol.none());
    }

    /** A case that runs no size ladder. */
    public ResolvedCaseSettings(String id, Dialect dialect, boolean stream, Expectations expectations, StartupProtocol startup,
                        SteadyProtocol steady, ForkJvm jvm, Scenario scenario, String unsupported, long fixtureDelayMicros,
                        LoadProtocol load) {
        this(id, dialect, stream, expectations, startup, steady, jvm, scenario, unsupported, fixtureDelayMicros, load,
                SizesProtocol.none());
    }

    /** The same case under another id: its side on a baseline classpath. */
    public ResolvedCaseSettings withId(String otherId) {
        return new ResolvedCaseSettings(otherId, dialect, stream, expectations, startup, steady, jvm, scenario, unsupported,
                fixtureDelayMicros, load, sizes);
    }

    /** The same case with another steady protocol. */
    public ResolvedCaseSettings withSteady(SteadyProtocol otherSteady) {
        return new ResolvedCaseSettings(id, dialect, stream, expectations, startup, otherSteady, jvm, scenario, unsupported,
                fixtureDelayMicros, load, sizes);
    }

    /** The same case with another start-up protocol. */
    public ResolvedCaseSettings withStartup(StartupProtocol otherStartup) {
        return new ResolvedCaseSettings(id, dialect, stream, expectations, otherStartup, steady, jvm, scenario, unsupported,
                fixtureDelayMicros, load, sizes);
    }

    /**
     * The case as one step of its size ladder runs it: every reply the sized text of {@code size}, its steady forks the
     * ladder's steady phase, its fork JVM and delay its own; no start-up count, load fork or ladder of its own.
     */
    public ResolvedCaseSettings sizedStep(int size) {
        Scenario sized = SizesProtocol.scenario(stream, size);
        Expectations sizedReply = new Expectations(expectations.prompt(), expectations.maxTokens(), expectations.model(),
                sized.expectedText());
        return new ResolvedCaseSettings(id, dialect, stream, sizedReply, startup,
                sizes.steady().withForks(sizes.forks()), jvm, sized, unsupported, fixtureDelayMicros);
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
    public CaseSettings toModel() {
        Duration retryAfter = scenario.retryAfter();
        return new CaseSettings(id, dialect.id(), stream, expectations.prompt(), expectations.maxTokens(),
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
