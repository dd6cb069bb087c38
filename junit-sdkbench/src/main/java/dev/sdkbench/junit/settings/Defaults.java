package dev.sdkbench.junit.settings;

import dev.sdkbench.junit.FixturePlacement;
import dev.sdkbench.junit.StartupPairing;
import dev.sdkbench.junit.SteadyPairing;
import dev.sdkbench.junit.Network;

/**
 * What each grouped setting is when neither a configuration parameter nor an annotation sets it,
 * defined here once: the annotations' javadoc shows these values, and {@link SettingsResolver}
 * falls back to them. A constant is named after its setting, {@code STARTUP_FORKS} for
 * {@code startup.forks}.
 */
public final class Defaults {

    /** LM15's: 40 fresh JVMs at most. */
    public static final int STARTUP_FORKS = 40;
    /**
     * The most start-up forks of a case read side by side (a baseline classpath or a reference): enough that the
     * comparison's budget ({@link #GATE_BUDGET_SECONDS}), not the count, ends rounds that do not resolve (a round of a
     * two-case gate takes ~4 s on 2 vCPUs, so 600 s hold ~150 rounds).
     */
    public static final int STARTUP_FORKS_COMPARED = 200;
    public static final int STARTUP_MIN_FORKS = 10;
    /** ±3%: a case stops adding start-up forks once each figure's median is known that well. */
    public static final double STARTUP_PRECISION = 0.03;
    /** No budget. */
    public static final long STARTUP_CASE_BUDGET_SECONDS = 0;
    /** LM15's warmup calls. */
    public static final int STARTUP_WARMUP = 20;
    /** LM15's timed calls. */
    public static final int STARTUP_REQUESTS = 200;

    /** Ten minutes of lockstep rounds for a comparison that does not resolve sooner. */
    public static final long GATE_BUDGET_SECONDS = 600;

    /** JMH's default is 5. */
    public static final int STEADY_FORKS = 3;
    /** JMH's iteration length. */
    public static final long STEADY_ITERATION_MILLIS = 1000;
    public static final int STEADY_WINDOW = 5;
    /** ±5%: single iterations move by several percent with a shared VM's own noise. */
    public static final double STEADY_TOLERANCE = 0.05;
    /** JMH settles openai-java after ~18 s on one CPU. */
    public static final long STEADY_WARMUP_MILLIS = 60_000;
    public static final int STEADY_ITERATIONS = 5;
    /**
     * Decided by what the case is read against: pair forks against a baseline classpath (two JVMs of identical code land
     * ±30% apart in steady pace, so separate JVMs cannot show a few percent), JVMs of its own against a reference, whose
     * code differs from the case's and whose own steady figure is shown beside it.
     */
    public static final SteadyPairing STEADY_PAIRING = SteadyPairing.DEFAULT;
    /**
     * Decided by what the case is read against: both builds in each start-up fork against a baseline classpath (two
     * JVMs of identical code land ±15% apart in the early figure), JVMs of their own against a reference.
     */
    public static final StartupPairing STARTUP_PAIRING = StartupPairing.DEFAULT;
    /**
     * The most steady pair forks of a case read against a baseline in pair forks, whose rounds stop on the data: about
     * what the comparison's budget ({@link #GATE_BUDGET_SECONDS}) holds (a pair fork takes ~45 s on one worker CPU, so
     * 600 s hold ~13), and no more, since every planned look costs the early ones width: planned up to 12 (looks 6, 8,
     * 10, 12) the sequential interval exists from 8 pair forks on, planned up to 16 only from 10, up to 40 from 13.
     */
    public static final int STEADY_PAIR_FORKS_MOST = 12;

    /** As LM15: the fixture's share sits inside every figure alike. */
    public static final FixturePlacement FIXTURE_PLACEMENT = FixturePlacement.SHARED;
    public static final long FIXTURE_DELAY_MICROS = 0;
    public static final Network FIXTURE_NETWORK = Network.AUTO;
    /** On one CPU the fixture's JIT is quiet after ~80,000 requests; this is the most. */
    public static final int FIXTURE_WARMUP = 200_000;
    /** {@code Hello} and {@code .}, as the providers split it. */
    public static final int FIXTURE_STREAM_DELTAS = 2;
    public static final long FIXTURE_STREAM_FIRST_DELAY_MICROS = 0;
    public static final long FIXTURE_STREAM_INTERVAL_MICROS = 0;

    /** One load fork where a {@code @Load} is on the case's method or class. */
    public static final int LOAD_FORKS_ANNOTATED = 1;
    /** None where no {@code @Load} is: a run without it is as before. */
    public static final int LOAD_FORKS = 0;
    /** From one caller to a pool's worth: a cap of 5 per host, or of 64 or 256 connections, shows as a step that stops growing. */
    public static final java.util.List<Integer> LOAD_CONCURRENCY = java.util.List.of(1, 4, 16, 64, 256);
    public static final double LOAD_SECONDS = 5;
    public static final double LOAD_WARMUP_SECONDS = 2;
    /** A model's latency: hundreds of milliseconds. */
    public static final long LOAD_DELAY_MILLIS = 200;
    /** Platform threads, as every Java client runs on 17. */
    public static final boolean LOAD_VIRTUAL_THREADS = false;

    /** Two steady forks per size: the slope's points spread over JVMs, as few as still give it an interval. */
    public static final int SIZES_FORKS = 2;

    public static final String FORKS_HEAP = "256m";
    public static final int FORKS_TIMEOUT_SECONDS = 120;
    /** Every worker CPU the plan offers. */
    public static final int FORKS_WORKERS = 0;
    public static final boolean FORKS_PIN = true;
    public static final boolean FORKS_SHARE_BUILD_CPU = false;

    private Defaults() {
    }
}
