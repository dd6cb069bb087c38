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
 * A load fork per case: the case's own measured call ({@link ClientCall} or {@link StreamingCall}) made
 * from N callers at once (platform threads, or virtual ones with {@link #virtualThreads()}), for each step N of {@link #concurrency()}, while the fixture
 * answers every request after {@link #delayMillis()} (a model's latency, scheduled on its I/O thread,
 * never slept). Each step gives calls/s against the ideal N/delay, the concurrency the fixture saw, the
 * latency the client added to the delay, CPU per call, threads, RSS and errors by kind. Off by default:
 * a class or case without {@code @Load} (and without {@code sdkbench.load.forks}) runs no load fork,
 * so its other forks are exactly as before.
 *
 * <p>On a benchmark class, on a {@link ClientCase} method, or on a team's own annotation that carries
 * it. Each element is taken from the first that sets it: the configuration parameter
 * {@code sdkbench.load.<element>}, the method's {@code @Load}, the class's, then the default in
 * {@link Defaults}; an element left at its blank ({@link Unset#NUMBER}, an empty {@code concurrency}) is
 * unset. A client that is not thread-safe opts out with {@code @Load(forks = 0)} on its method: a count
 * set on the method is the case's ceiling, which {@code sdkbench.load.forks} cannot raise. The load fork
 * needs the fixture on a CPU of its own ({@code @Fixture(placement = FixturePlacement.OWN_CPU)}), so
 * that the fixture's work does not count as the client's.
 */
@Target({ElementType.TYPE, ElementType.METHOD, ElementType.ANNOTATION_TYPE})
@Retention(RetentionPolicy.RUNTIME)
@Documented
@Inherited
@API(status = EXPERIMENTAL, since = "0.1")
public @interface Load {

    /**
     * Load forks per case ({@code sdkbench.load.forks}): 1 where a {@code @Load} is on the case's method or
     * class, else 0; 0 runs none (a client that is not thread-safe), and at most 1 in this version.
     */
    int forks() default Unset.NUMBER;

    /**
     * The steps: how many callers call at once in each ({@code sdkbench.load.concurrency}, comma-separated);
     * default {@code {1, 4, 16, 64, 256}}. Each at least 1, no step twice; empty is unset.
     */
    int[] concurrency() default {};

    /** How long each step is measured, in s ({@code sdkbench.load.seconds}); default {@value Defaults#LOAD_SECONDS}. */
    double seconds() default Unset.NUMBER;

    /**
     * How long each step's callers call before it is measured, in s ({@code sdkbench.load.warmupSeconds});
     * default {@value Defaults#LOAD_WARMUP_SECONDS}: the pool's connections opened, the client's code compiled at that load.
     */
    double warmupSeconds() default Unset.NUMBER;

    /**
     * The fixture's wait before every answer of the load fork, in ms ({@code sdkbench.load.delayMillis});
     * default {@value Defaults#LOAD_DELAY_MILLIS}: a model's latency. At least 1: the ideal calls/s is N/delay.
     */
    long delayMillis() default Unset.NUMBER;

    /**
     * Whether each step's callers are virtual threads ({@code sdkbench.load.virtualThreads}, {@code true} or
     * {@code false}); default off: platform threads. Each step then also counts how often the virtual threads were
     * pinned to their carrier, and for how long (JFR's {@code jdk.VirtualThreadPinned}): a client that blocks while
     * pinned holds the carrier, and a fork on one CPU has one carrier. Needs the forks on Java 21 or later; on an
     * older one the run is refused before any fork, saying how to choose another.
     */
    Toggle virtualThreads() default Toggle.DEFAULT;
}
