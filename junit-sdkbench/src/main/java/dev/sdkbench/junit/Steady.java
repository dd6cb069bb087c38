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
 * How a case's steady forks run: 220 calls leave a JVM in the interpreter, so the early figure is
 * mostly compilation; a steady fork runs the early block, then warms up in time-based iterations
 * until the JIT settles and times more iterations, as JMH's {@code @Warmup} and
 * {@code @Measurement} do. {@code @Steady(forks = 0)} runs none.
 *
 * <p>On a benchmark class, on a {@link ClientCase} method, or on a team's own annotation that
 * carries it. Each element is taken from the first that sets it: the configuration parameter
 * {@code sdkbench.steady.<element>}, the method's {@code @Steady}, the class's, then the default
 * in {@link Defaults}; an element left at its blank ({@link Unset#NUMBER},
 * {@link SteadyPairing#DEFAULT}) is unset. {@code forks} set on the method is the case's ceiling:
 * a configuration parameter lowers it but never raises it.
 */
@Target({ElementType.TYPE, ElementType.METHOD, ElementType.ANNOTATION_TYPE})
@Retention(RetentionPolicy.RUNTIME)
@Documented
@Inherited
@API(status = EXPERIMENTAL, since = "0.1")
public @interface Steady {

    /**
     * Steady forks per case ({@code sdkbench.steady.forks}); default {@value Defaults#STEADY_FORKS}
     * (JMH's is 5); 0 runs none.
     */
    int forks() default Unset.NUMBER;

    /**
     * Length of one steady iteration, warmup and timed, in ms ({@code sdkbench.steady.iterationMillis});
     * default {@value Defaults#STEADY_ITERATION_MILLIS}, JMH's.
     */
    long iterationMillis() default Unset.NUMBER;

    /**
     * Warmup iterations that must stop drifting (their later half's mean within {@link #tolerance()}
     * of their earlier half's), while the JIT compiles for at most 1% of their time, before the timed
     * iterations start ({@code sdkbench.steady.window}); default {@value Defaults#STEADY_WINDOW}.
     */
    int window() default Unset.NUMBER;

    /**
     * How far the later half of the window's iteration means may lie from the earlier half, as a
     * fraction ({@code sdkbench.steady.tolerance}); default {@value Defaults#STEADY_TOLERANCE}: a
     * drift, not single iterations, which the machine's own noise moves by several percent on a
     * shared VM.
     */
    double tolerance() default Unset.NUMBER;

    /**
     * Longest steady warmup, in ms ({@code sdkbench.steady.warmupMillis}); default
     * {@value Defaults#STEADY_WARMUP_MILLIS}: a fork still compiling then is timed anyway and
     * reported not settled. JMH settles openai-java after ~18 s on one CPU.
     */
    long warmupMillis() default Unset.NUMBER;

    /**
     * Where the steady figure meets its baseline side or its reference ({@code sdkbench.steady.pairing}):
     * {@link SteadyPairing#SAME_JVM} (the baseline, when there is one, in a class loader of its own in
     * the case's JVMs: the default with a baseline) or {@link SteadyPairing#SEPARATE_JVMS} (the default
     * against a reference).
     */
    SteadyPairing pairing() default SteadyPairing.DEFAULT;

    /** Timed iterations per steady fork ({@code sdkbench.steady.iterations}); default {@value Defaults#STEADY_ITERATIONS}. */
    int iterations() default Unset.NUMBER;
}
