package dev.sdkbench.junit;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

import org.junit.jupiter.api.Test;

/**
 * One client case of an {@link SdkBenchmark} class: a {@code void} method taking one
 * {@link SdkCase}, run in forked JVMs. It is a JUnit test: it passes when every fork's calls
 * returned the expected text through exactly one request each, and fails naming the fork and the
 * cause otherwise. Attributes left at their defaults take the class's settings.
 *
 * <p>The counts ({@code forks}, {@code warmup}, {@code requests}, {@code steadyForks}) set here
 * are the case's ceiling: a configuration parameter such as {@code -Dsdkbench.requests=200} lowers
 * them but never raises them, so a case whose calls are slow by design (the retry path waits for
 * every call) stays short in any run. {@code steadyForks = 0} runs no steady fork for the case.
 */
@Target({ElementType.METHOD, ElementType.ANNOTATION_TYPE})
@Retention(RetentionPolicy.RUNTIME)
@Documented
@Test
public @interface ClientCase {

    /** The dialect this case calls; {@link Dialect#INHERIT} takes the class's. */
    Dialect dialect() default Dialect.INHERIT;

    /** The most start-up forks for this case; -1 takes the class's. */
    int forks() default -1;

    /** Calls before the early timed block; -1 takes the class's. */
    int warmup() default -1;

    /** Calls in the early timed block; -1 takes the class's. */
    int requests() default -1;

    /** Steady forks for this case, 0 for none; -1 takes the class's. */
    int steadyForks() default -1;

    /** The text every call must return; empty takes the class's. */
    String expect() default "";

    /** Extra JVM flags for this case's forks, after the class's. */
    String[] jvmArgs() default {};

    /** Seconds before a fork is killed; -1 takes the class's. */
    int forkTimeoutSeconds() default -1;

    /** Whether this case streams (and calls {@code sdk.measureStream}); a case streams when this or its class says so. */
    boolean stream() default false;

    /** What one measured call does (see {@link SdkBenchmark#scenario()}); {@link Scenario#INHERIT} takes the class's. */
    Scenario scenario() default Scenario.INHERIT;

    /**
     * A delay the fixture adds before every answer to this case, in µs (see
     * {@link SdkBenchmark#fixtureDelayMicros()}); -1 takes the class's. Cases with and without a
     * server's think time then run interleaved in one class, their forks shuffled together.
     */
    long fixtureDelayMicros() default -1;

    /**
     * Whether this case is the class's reference (at most one per class), usually a raw JDK client of
     * the same dialect: every other case's forks then run in the same interleaved rounds as its forks,
     * and each figure is also given as a ratio to it, fork by fork, with its 95% interval. It answers
     * "what does the SDK add over the raw client", measured side by side.
     */
    boolean reference() default false;
}
