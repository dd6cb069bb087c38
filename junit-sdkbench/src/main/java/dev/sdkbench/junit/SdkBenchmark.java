package dev.sdkbench.junit;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Inherited;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.extension.ExtendWith;

import dev.sdkbench.junit.extension.SdkBenchmarkExtension;

/**
 * Marks a class whose {@link ClientCase} methods are measured in fresh, CPU-pinned JVMs against
 * a local fixture. Every setting here can be overridden per method on {@link ClientCase}, and all
 * of them by configuration parameters ({@code -Dsdkbench.forks=3} or
 * {@code junit-platform.properties}), so that CI can shrink a run without touching code.
 * Precedence: configuration parameter, then {@link ClientCase}, then this annotation.
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@Documented
@Inherited
@ExtendWith(SdkBenchmarkExtension.class)
@Tag("sdkbench")
public @interface SdkBenchmark {

    /**
     * The most start-up forks per case ({@code sdkbench.forks}); LM15 uses 40. Start-up forks are
     * fresh JVMs that give the first response, the early block, memory and classes; a case stops
     * adding them once its figures are precise (see {@link #precision()}) or its budget is spent.
     */
    int forks() default 40;

    /** The fewest start-up forks per case, precise or not ({@code sdkbench.minForks}). */
    int minForks() default 10;

    /**
     * The precision a case's forks aim for ({@code sdkbench.precision}): a case stops adding forks
     * once the 95% interval of the median of each of its figures is within this fraction of the
     * median on either side. 0 runs every fork up to the most.
     */
    double precision() default 0.03;

    /**
     * The time each case's forks may take, in seconds, summed over their lifetimes ({@code sdkbench.caseBudgetSeconds});
     * the fewest forks of both protocols always run. 0 sets no budget.
     */
    long caseBudgetSeconds() default 0;

    /** Calls before the early timed block ({@code sdkbench.warmup}). LM15 uses 20. */
    int warmup() default 20;

    /** Calls in the early timed block ({@code sdkbench.requests}). LM15 uses 200. */
    int requests() default 200;

    /**
     * Whether steady forks run ({@code sdkbench.steady}): 220 calls leave a JVM in the
     * interpreter, so the early figure is mostly compilation; the steady figure is the cost of a
     * request once the JIT has settled, as in a warm server.
     */
    boolean steady() default true;

    /**
     * Steady forks per case ({@code sdkbench.steadyForks}): each also runs the early block, then
     * warms up in time-based iterations until the JIT settles and times {@link #steadyIterations()}
     * iterations. JMH's default is 5 forks.
     */
    int steadyForks() default 3;

    /** Length of one steady iteration, warmup and timed, in ms ({@code sdkbench.steadyIterationMillis}). */
    long steadyIterationMillis() default 1000;

    /**
     * Warmup iterations that must stop drifting (their later half's mean within {@link #steadyTolerance()}
     * of their earlier half's), while the JIT compiles for at most 1% of their time, before the timed
     * iterations start ({@code sdkbench.steadyWindow}).
     */
    int steadyWindow() default 5;

    /**
     * How far the later half of the window's iteration means may lie from the earlier half, as a
     * fraction ({@code sdkbench.steadyTolerance}): a drift, not single iterations, which the machine's
     * own noise moves by several percent on a shared VM.
     */
    double steadyTolerance() default 0.05;

    /**
     * Longest steady warmup, in ms ({@code sdkbench.steadyWarmupMillis}): a fork still compiling
     * then is timed anyway and reported not settled. JMH settles openai-java after ~18 s on one CPU.
     */
    long steadyWarmupMillis() default 60000;

    /** Timed steady iterations per steady fork ({@code sdkbench.steadyIterations}). */
    int steadyIterations() default 5;

    /** The library measured and its version, for results ({@code sdkbench.library}, usually set by the build). */
    String library() default "";

    /** The dialect every case calls unless it names its own; {@link Dialect#INHERIT} leaves it to each case. */
    Dialect dialect() default Dialect.INHERIT;

    /** Whether cases stream ({@code true}) or not; the fixture rejects the other kind. */
    boolean stream() default false;

    /** The user prompt the fixture requires. */
    String prompt() default "Say hello.";

    /** The output-token limit the fixture requires. */
    int maxTokens() default 32;

    /** The model the fixture requires; empty accepts any (each case uses its own default). */
    String model() default "";

    /** The text every call must return. */
    String expect() default "Hello.";

    /** Extra JVM flags for every fork, after the harness's own ({@code sdkbench.jvmArgs}, space-separated, appended). */
    String[] jvmArgs() default {};

    /** Heap size of every fork, used for both {@code -Xms} and {@code -Xmx} ({@code sdkbench.heap}). */
    String heap() default "256m";

    /** Forks run at once, each on its own CPU; 0 uses every CPU the plan offers ({@code sdkbench.workers}). */
    int workers() default 0;

    /**
     * Whether a worker also runs on the build's CPU ({@code sdkbench.shareBuildCpu}): on a 2-core
     * machine twice the forks at once. That worker's CPU then also carries the build's JVMs, and each
     * fixture's JVM runs wholly on its own worker's CPU (not on the build's, as with one worker). Each
     * fork records its CPU, the CPU plan in the results says so, and the reports set each CPU's
     * figures side by side, so a run can show whether the shared CPU moved them.
     */
    boolean shareBuildCpu() default false;

    /** Seconds before a fork is killed and its case failed ({@code sdkbench.forkTimeoutSeconds}). */
    int forkTimeoutSeconds() default 120;

    /** Whether forks run under {@code taskset} on one CPU each ({@code sdkbench.pin}). */
    boolean pin() default true;

    /** Where the fixture's thread runs: sharing each fork's CPU (as LM15) or on a CPU of its own ({@code sdkbench.fixture}). */
    FixturePlacement fixture() default FixturePlacement.SHARED;

    /**
     * A delay the fixture adds before every answer, in µs ({@code sdkbench.fixtureDelayMicros});
     * scheduled on its I/O thread, never slept. For checking that the harness reports it back, or
     * for a server's think time. A case can set its own ({@link ClientCase#fixtureDelayMicros()}).
     */
    long fixtureDelayMicros() default 0;

    /**
     * What network forks see ({@code sdkbench.network}): {@code AUTO} gives each worker a network
     * namespace holding only loopback and its fixture where the machine allows it, and records
     * whether it did.
     */
    Network network() default Network.AUTO;

    /**
     * The most requests each worker's fixture answers before the first fork ({@code sdkbench.fixtureWarmup}):
     * it stops earlier once its JIT is quiet (on one CPU after ~80,000), so that no fork shares its
     * CPU with the fixture's compiler or meets its interpreted code; 0 skips the warmup.
     */
    int fixtureWarmup() default 200_000;

    /**
     * Whether a short probe measures the machine's own spread on each worker's CPU before and after
     * the forks ({@code sdkbench.machineProbe}), ~2.5 s each: results and reports show it beside
     * the figures, and say when it exceeds the precision target.
     */
    boolean machineProbe() default true;

    /** Seed of the fork order; 0 draws a new one per run, which is recorded ({@code sdkbench.seed}). */
    long seed() default 0;

    /**
     * Text deltas the fixture splits each streamed reply into ({@code sdkbench.streamDeltas}): 2 sends
     * {@code Hello} and {@code .}, as the providers do; at most the reply's length in characters.
     */
    int streamDeltas() default 2;

    /** Wait before a stream's first event, in µs ({@code sdkbench.streamFirstDelayMicros}); reported back and subtracted. */
    long streamFirstDelayMicros() default 0;

    /** Wait between a stream's events, in µs ({@code sdkbench.streamIntervalMicros}); reported back and subtracted. */
    long streamIntervalMicros() default 0;

    /**
     * What one measured call of every case does unless it names its own ({@code sdkbench.scenario},
     * by {@link Scenario#id()}, e.g. {@code rapid-fire}): the scenario sets the fixture's checks and
     * replies, the prompt, the text every call must return, and how many requests one call makes;
     * {@link Scenario#INHERIT} is {@link Scenario#PLAIN}.
     */
    Scenario scenario() default Scenario.INHERIT;
}
