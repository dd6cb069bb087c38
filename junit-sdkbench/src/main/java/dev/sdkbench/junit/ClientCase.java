package dev.sdkbench.junit;

import static org.apiguardian.api.API.Status.MAINTAINED;

import org.apiguardian.api.API;

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
 * <p>How the case is measured goes beside it, in the same annotations a class takes:
 * {@code @Startup(warmup = 2, requests = 5)}, {@code @Steady(forks = 0)}, {@code @Forks(timeoutSeconds = 300)},
 * {@code @Fixture(delayMicros = 500)}. A count set there ({@link Startup#forks()}, {@link Startup#warmup()},
 * {@link Startup#requests()}, {@link Steady#forks()}) is the case's ceiling: a configuration
 * parameter such as {@code -Dsdkbench.startup.requests=200} lowers it but never raises it, so a
 * case whose calls are slow by design (the retry path waits for every call) stays short in any run.
 */
@Target({ElementType.METHOD, ElementType.ANNOTATION_TYPE})
@Retention(RetentionPolicy.RUNTIME)
@Documented
@Test
@API(status = MAINTAINED, since = "0.1")
public @interface ClientCase {

    /** The dialect this case calls; {@link Dialect#INHERIT} takes the class's. */
    Dialect dialect() default Dialect.INHERIT;

    /** The text every call must return; empty takes the class's. */
    String expect() default "";

    /** Whether this case streams (and calls {@code sdk.measureStream}); a case streams when this or its class says so. */
    boolean stream() default false;

    /** What one measured call does (see {@link SdkBenchmark#scenario()}); {@link Scenario#INHERIT} takes the class's. */
    Scenario scenario() default Scenario.INHERIT;

    /**
     * Whether this case is the class's reference (at most one per class), usually a raw JDK client of
     * the same dialect: every other case's forks then run in the same interleaved rounds as its forks,
     * and each figure is also given as a ratio to it, fork by fork, with its 95% interval. It answers
     * "what does the SDK add over the raw client", measured side by side.
     */
    boolean reference() default false;
}
