package dev.sdkbench.junit;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

import org.apiguardian.api.API;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Inherited;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

import dev.sdkbench.junit.settings.Defaults;

/**
 * How the local fixture answers a class's forks: where its thread runs, what network forks see,
 * how it is warmed, how it paces streams, and a delay before every answer.
 *
 * <p>On a benchmark class or a team's own annotation that carries it. Each element is taken from
 * the first that sets it: the configuration parameter {@code sdkbench.fixture.<element>}, the
 * class's {@code @Fixture}, then the default in {@link Defaults}; an element left at its blank
 * ({@link Unset#NUMBER}, or a choice's {@code DEFAULT}) is unset. One fixture serves every case
 * of a worker, so on a case method only {@link #delayMicros()} may be set; any other element there
 * fails the class, saying so.
 */
@Target({ElementType.TYPE, ElementType.METHOD, ElementType.ANNOTATION_TYPE})
@Retention(RetentionPolicy.RUNTIME)
@Documented
@Inherited
@API(status = EXPERIMENTAL, since = "0.1")
public @interface Fixture {

    /**
     * Where the fixture's thread runs ({@code sdkbench.fixture.placement}): sharing each fork's CPU
     * ({@link FixturePlacement#SHARED}, the default, as LM15) or on a CPU of its own
     * ({@code placement = FixturePlacement.OWN_CPU}).
     */
    FixturePlacement placement() default FixturePlacement.DEFAULT;

    /**
     * A delay the fixture adds before every answer, in µs ({@code sdkbench.fixture.delayMicros});
     * default {@value Defaults#FIXTURE_DELAY_MICROS}. Scheduled on its I/O thread, never slept: for
     * checking that the harness reports it back, or for a server's think time. On a case method it
     * is that case's own, so cases with and without think time run interleaved in one class.
     */
    long delayMicros() default Unset.NUMBER;

    /**
     * What network forks see ({@code sdkbench.fixture.network}): {@link Network#AUTO}, the default,
     * gives each worker a network namespace holding only loopback and its fixture where the machine
     * allows it, and records whether it did.
     */
    Network network() default Network.DEFAULT;

    /**
     * The most requests each worker's fixture answers before the first fork ({@code sdkbench.fixture.warmup});
     * default {@value Defaults#FIXTURE_WARMUP}: it stops earlier once its JIT is quiet (on one CPU
     * after ~80,000), so that no fork shares its CPU with the fixture's compiler or meets its
     * interpreted code; 0 skips the warmup.
     */
    int warmup() default Unset.NUMBER;

    /**
     * Text deltas the fixture splits each streamed reply into ({@code sdkbench.fixture.streamDeltas});
     * default {@value Defaults#FIXTURE_STREAM_DELTAS}, {@code Hello} and {@code .}, as the providers
     * do; at most the reply's length in characters.
     */
    int streamDeltas() default Unset.NUMBER;

    /**
     * Wait before a stream's first event, in µs ({@code sdkbench.fixture.streamFirstDelayMicros});
     * default {@value Defaults#FIXTURE_STREAM_FIRST_DELAY_MICROS}; reported back and subtracted.
     */
    long streamFirstDelayMicros() default Unset.NUMBER;

    /**
     * Wait between a stream's events, in µs ({@code sdkbench.fixture.streamIntervalMicros}); default
     * {@value Defaults#FIXTURE_STREAM_INTERVAL_MICROS}; reported back and subtracted.
     */
    long streamIntervalMicros() default Unset.NUMBER;
}
