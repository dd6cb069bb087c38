package dev.sdkbench.junit.settings;

import java.time.Duration;
import java.util.Map;

import dev.sdkbench.fixture.scenario.Scenario;
import dev.sdkbench.junit.Dialect;
import dev.sdkbench.junit.StartupPairing;
import dev.sdkbench.junit.SteadyPairing;
import dev.sdkbench.results.model.CaseSettings;
import dev.sdkbench.results.model.CaseSettings.Fixture;
import dev.sdkbench.results.model.CaseSettings.Forks;
import dev.sdkbench.results.model.CaseSettings.Startup;
import dev.sdkbench.results.model.CaseSettings.Steady;
import dev.sdkbench.results.model.CaseSettings.Workload;

/**
 * The resolved settings of one client case. Each annotation group ({@code startup}, {@code steady}, {@code forks},
 * {@code fixture}) is the record results keep for it, checked once by {@link SettingsResolver}; the steady group
 * crosses to the forks as it is, and {@link #toModel} puts the groups in the case's results unchanged.
 *
 * @param id           the case's name in results: the method name
 * @param dialect      fixture dialect the case must call, or {@link Dialect#NONE}; never {@link Dialect#INHERIT}
 * @param stream       whether the case streams
 * @param expectations what the fixture requires and every call must return
 * @param startup      how its start-up forks run ({@code @Startup})
 * @param steady       how its steady forks run ({@code @Steady}); its pairing is a {@link SteadyPairing}'s name,
 *                     {@code DEFAULT} until the run decides by what the case is read against ({@link AppliedPairing})
 * @param jvm          the forks' heap, extra flags and timeout ({@code @Forks} on the case)
 * @param scenario     what one measured call does; in results by its id, e.g. {@code plain} or {@code agent-loop}
 * @param unsupported  why the case's SDK cannot do the scenario, or {@code null} when it can
 * @param fixture      how the fixture answers this case ({@code @Fixture} on the case): its delay before every answer
 * @param load         how its load fork runs, if it runs one ({@code @Load}); in results in the case's {@code load} block
 * @param startupPairing where its early figures meet a baseline's build, as asked ({@code @Startup(pairing)});
 *                     {@link StartupPairing#DEFAULT} until the run decides
 * @param sizes        how its size ladder runs, if it runs one ({@code @Sizes}); in results in the case's {@code sizes} block
 */
// One component per group of the case's annotations, as results group them: the load group is the eleventh, the
// start-up pairing, which results record as what applied (startupPairing), the twelfth, and the sizes group the last.
@SuppressWarnings("checkstyle:RecordComponentNumber")
public record ResolvedCaseSettings(String id, Dialect dialect, boolean stream, Expectations expectations, Startup startup,
                                   Steady steady, Forks jvm, Scenario scenario, String unsupported, Fixture fixture,
                                   LoadProtocol load, StartupPairing startupPairing, SizesProtocol sizes) {

    /** A case that runs no load fork and no size ladder, and leaves its start-up pairing to the run. */
    public ResolvedCaseSettings(String id, Dialect dialect, boolean stream, Expectations expectations, Startup startup,
                                Steady steady, Forks jvm, Scenario scenario, String unsupported, Fixture fixture) {
        this(id, dialect, stream, expectations, startup, steady, jvm, scenario, unsupported, fixture, LoadProtocol.none(),
                StartupPairing.DEFAULT, SizesProtocol.none());
    }

    /** The steady group of a case with no steady forks. */
    public static Steady noSteady() {
        return new Steady(0, Defaults.STEADY_ITERATION_MILLIS, Defaults.STEADY_WINDOW, Defaults.STEADY_TOLERANCE, 0, 1,
                Defaults.STEADY_PAIRING.name());
    }

    /** A case that runs no size ladder and leaves its start-up pairing to the run. */
    public ResolvedCaseSettings(String id, Dialect dialect, boolean stream, Expectations expectations, Startup startup,
                                Steady steady, Forks jvm, Scenario scenario, String unsupported, Fixture fixture,
                                LoadProtocol load) {
        this(id, dialect, stream, expectations, startup, steady, jvm, scenario, unsupported, fixture, load,
                StartupPairing.DEFAULT, SizesProtocol.none());
    }

    /** The same case under another id: its side on a baseline classpath. */
    public ResolvedCaseSettings withId(String otherId) {
        return new ResolvedCaseSettings(otherId, dialect, stream, expectations, startup, steady, jvm, scenario, unsupported,
                fixture, load, startupPairing, sizes);
    }

    /** The same case with another steady protocol. */
    public ResolvedCaseSettings withSteady(Steady otherSteady) {
        return new ResolvedCaseSettings(id, dialect, stream, expectations, startup, otherSteady, jvm, scenario, unsupported,
                fixture, load, startupPairing, sizes);
    }

    /** The same case with another start-up protocol. */
    public ResolvedCaseSettings withStartup(Startup otherStartup) {
        return new ResolvedCaseSettings(id, dialect, stream, expectations, otherStartup, steady, jvm, scenario, unsupported,
                fixture, load, startupPairing, sizes);
    }

    /** Where the case's steady figure meets the other side: as asked, or {@link SteadyPairing#DEFAULT} until the run decides. */
    public SteadyPairing steadyPairing() {
        return SteadyPairing.valueOf(steady.pairing());
    }

    /** The delay the fixture adds before every answer to this case, µs ({@code fixture.delayMicros}). */
    public long fixtureDelayMicros() {
        return fixture.delayMicros();
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
                sizes.steady().withForks(sizes.forks()), jvm, sized, unsupported, fixture);
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
        return unsupported != null ? 0
                : ForkEstimates.startupMillis(startup) + steady.forks() * ForkEstimates.steadyForkMillis(steady);
    }

    /** Whether the case runs steady forks. */
    public boolean measuresSteady() {
        return steady.forks() > 0;
    }

    /**
     * These settings as the results file carries them, each group as resolved. A run writes the steady pairing that
     * applied; a pairing left to the run and not yet decided (these settings never ran) is written as the one that
     * applies without a baseline.
     */
    public CaseSettings toModel() {
        Duration retryAfter = scenario.retryAfter();
        return new CaseSettings(id, dialect.id(), stream, expectations.prompt(), expectations.maxTokens(),
                expectations.model(), expectations.text(), startup,
                steady.withPairing(AppliedPairing.of(steadyPairing(), false).pairing().name()), jvm, fixture,
                new Workload(scenario.id(), requestsPerCall(), unsupported, retryAfter == null ? null : retryAfter.toNanos() / 1000),
                Map.of());
    }
}
