package dev.sdkbench.results.model;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

import org.apiguardian.api.API;

import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * The resolved settings of one client case: what it called, and how its forks ran. Each group is
 * one of the engine's grouped annotations, its members named as their elements
 * ({@code settings.steady.warmupMillis} is {@code @Steady(warmupMillis)} and
 * {@code sdkbench.steady.warmupMillis}). The engine resolves each group straight into its record here, checks it
 * there once, and hands the steady group to its forks as it is: one record per group from the annotation to this file.
 *
 * @param id        the case's name (its method)
 * @param dialect   fixture dialect the case calls ({@code none} for the empty case)
 * @param stream    whether the case streams
 * @param prompt    prompt the fixture required
 * @param maxTokens output limit the fixture required
 * @param model     model the fixture required, or {@code null} for any
 * @param expect    text every call had to return
 * @param startup   how its start-up forks ran
 * @param steady    how its steady forks ran
 * @param forks     the JVM its forks ran in
 * @param fixture   how the fixture answered this case
 * @param workload  what one call does
 * @param extra     fields this reader does not model, a group's as {@code group.member} (a flat file's
 *                  {@code steadyRequests} among them)
 */
// One object of the results file, field for field and group for group as SCHEMA.md lists it (plus the fields this
// reader does not model): grouping components further would nest the file differently.
@SuppressWarnings("checkstyle:RecordComponentNumber")
@API(status = EXPERIMENTAL, since = "0.1")
public record CaseSettings(String id, String dialect, boolean stream, String prompt, int maxTokens, String model,
                           String expect, Startup startup, Steady steady, Forks forks, Fixture fixture, Workload workload,
                           Map<String, JsonNode> extra) {

    /**
     * How a case's start-up forks ran ({@code @Startup}): fresh JVMs for the first response, the early block, memory and classes.
     *
     * @param forks             the most start-up forks (schemaVersion 1: the forks planned)
     * @param minForks          the fewest, precise or not (schemaVersion 1: {@code forks})
     * @param warmup            calls before the early block
     * @param requests          calls in the early block
     * @param precision         forks were added until the 95% interval of the median early µs and first-response ms
     *                          lay within this fraction of the median; 0 ran up to {@code forks}
     * @param caseBudgetSeconds the time the case's forks could take; 0 for no budget
     */
    public record Startup(int forks, int minForks, int warmup, int requests, double precision, long caseBudgetSeconds) {

        /** The same protocol with another most start-up forks. */
        public Startup withForks(int most) {
            return new Startup(most, minForks, warmup, requests, precision, caseBudgetSeconds);
        }
    }

    /**
     * How a case's steady forks ran ({@code @Steady}): the early block, then warmup in time-based
     * iterations until a window of them agreed with the JIT quiet (at most {@code warmupMillis}),
     * then timed iterations.
     *
     * @param forks           steady forks; 0 ran none (schemaVersion 1: 0, every fork ran a steady block instead)
     * @param iterationMillis length of one iteration, ms
     * @param window          warmup iterations that had to agree
     * @param tolerance       how far the later half of the window could lie from the earlier half, as a fraction
     * @param warmupMillis    the warmup's cap, ms
     * @param iterations      timed iterations
     * @param pairing         where the steady figure met its reference: {@code SEPARATE_JVMS} or {@code SAME_JVM} (pair forks);
     *                        while the engine resolves a case, {@code DEFAULT} until the run decides (never in a file)
     */
    public record Steady(int forks, long iterationMillis, int window, double tolerance, long warmupMillis, int iterations,
                         String pairing) {

        /** Where files before {@code pairing} say nothing: the reference in JVMs of its own. */
        public static final String SEPARATE_JVMS = "SEPARATE_JVMS";

        /** Steady forks paired in separate JVMs, as every file before {@code pairing} was. */
        public Steady(int forks, long iterationMillis, int window, double tolerance, long warmupMillis, int iterations) {
            this(forks, iterationMillis, window, tolerance, warmupMillis, iterations, SEPARATE_JVMS);
        }

        /** The same protocol with another number of forks. */
        public Steady withForks(int otherForks) {
            return new Steady(otherForks, iterationMillis, window, tolerance, warmupMillis, iterations, pairing);
        }

        /** The same protocol with another pairing. */
        public Steady withPairing(String otherPairing) {
            return new Steady(forks, iterationMillis, window, tolerance, warmupMillis, iterations, otherPairing);
        }

        /** The longest a steady fork measures beyond its early block: the warmup cap plus the timed iterations, ms. */
        public long longestMillis() {
            return warmupMillis + iterations * iterationMillis;
        }
    }

    /**
     * The JVM a case's forks ran in ({@code @Forks}).
     *
     * @param heap           {@code -Xms}/{@code -Xmx}
     * @param jvmArgs        extra JVM flags
     * @param timeoutSeconds when a fork was killed
     */
    public record Forks(String heap, List<String> jvmArgs, int timeoutSeconds) {

        public Forks {
            jvmArgs = List.copyOf(jvmArgs);
        }
    }

    /**
     * How the fixture answered this case ({@code @Fixture} on its method, else the class's).
     *
     * @param delayMicros delay the fixture added to each response of this case, µs; {@code null} in files written
     *                    before a case had its own (the class's then)
     */
    public record Fixture(Long delayMicros) {

        /** A file that records no delay of the case's own. */
        public static final Fixture UNRECORDED = new Fixture(null);
    }

    /**
     * What one measured call does. Each field is {@code null} in files written before it existed
     * (schemaVersion 1 has none).
     *
     * @param scenario             what one call does: {@code plain}, {@code agent-loop}, {@code retry}…
     * @param requestsPerCall      requests one call makes; the fixture must have seen exactly calls × this
     * @param unsupported          why the library cannot do the scenario, or {@code null}
     * @param advertisedWaitMicros a {@code retry} case's wait the fixture advertised in each 429, µs; {@code null} for
     *                             other scenarios (in the file at the case's level)
     */
    public record Workload(String scenario, Integer requestsPerCall, String unsupported, Long advertisedWaitMicros) {

        /** The workload of a file that records none (schemaVersion 1). */
        public static final Workload UNRECORDED = new Workload(null, null, null, null);
    }

    public CaseSettings {
        fixture = fixture == null ? Fixture.UNRECORDED : fixture;
        workload = workload == null ? Workload.UNRECORDED : workload;
        extra = Extra.copy(extra);
    }

    /** These settings with other fields this reader does not model. */
    public CaseSettings withExtra(Map<String, JsonNode> other) {
        return new CaseSettings(id, dialect, stream, prompt, maxTokens, model, expect, startup, steady, forks, fixture, workload,
                other);
    }

    /** These settings with another start-up protocol. */
    public CaseSettings withStartup(Startup other) {
        return new CaseSettings(id, dialect, stream, prompt, maxTokens, model, expect, other, steady, forks, fixture, workload,
                extra);
    }

    /** These settings with another steady protocol. */
    public CaseSettings withSteady(Steady other) {
        return new CaseSettings(id, dialect, stream, prompt, maxTokens, model, expect, startup, other, forks, fixture, workload,
                extra);
    }

    /** These settings with the fixture answering otherwise. */
    public CaseSettings withFixture(Fixture other) {
        return new CaseSettings(id, dialect, stream, prompt, maxTokens, model, expect, startup, steady, forks, other, workload,
                extra);
    }

    /** These settings with another workload. */
    public CaseSettings withWorkload(Workload other) {
        return new CaseSettings(id, dialect, stream, prompt, maxTokens, model, expect, startup, steady, forks, fixture, other,
                extra);
    }

    /** What one call does; {@code plain} when the file does not say (files before scenarios). */
    public String scenario() {
        return workload.scenario() == null || workload.scenario().isBlank() ? "plain" : workload.scenario();
    }

    public int warmup() {
        return startup.warmup();
    }

    public int requests() {
        return startup.requests();
    }

    /** Whether the case measured a steady state: in steady forks, or (schemaVersion 1) in a steady block of every fork. */
    public boolean measuresSteady() {
        return steady.forks() > 0 || legacySteadyRequests() > 0;
    }

    /**
     * The steady block's calls of a schemaVersion 1 file whose every fork ran one; 0 in later files and where the
     * version 1 case ran none.
     */
    public int legacySteadyRequests() {
        JsonNode requests = extra.get("steadyRequests");
        return requests != null && requests.canConvertToInt() ? requests.asInt() : 0;
    }
}
