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
 * How a case's start-up forks run: fresh JVMs that give the first response, the early block
 * (LM15's warmup and timed calls), memory and classes. As JMH's {@code @Fork} and
 * {@code @Measurement} say how a benchmark runs, this says it for the start-up protocol.
 *
 * <p>On a benchmark class, on a {@link ClientCase} method, or on a team's own annotation that
 * carries it. Each element is taken from the first that sets it: the configuration parameter
 * {@code sdkbench.startup.<element>}, the method's {@code @Startup}, the class's, then the
 * default in {@link Defaults}; an element left at its blank, {@link Unset#NUMBER}, is unset. A
 * count set on the method ({@code forks}, {@code warmup}, {@code requests}) is the case's ceiling:
 * a configuration parameter lowers it but never raises it, so a case whose calls are slow by
 * design (the retry path waits for every call) stays short in any run.
 */
@Target({ElementType.TYPE, ElementType.METHOD, ElementType.ANNOTATION_TYPE})
@Retention(RetentionPolicy.RUNTIME)
@Documented
@Inherited
@API(status = EXPERIMENTAL, since = "0.1")
public @interface Startup {

    /**
     * The most start-up forks per case ({@code sdkbench.startup.forks}); default
     * {@value Defaults#STARTUP_FORKS}, LM15's. A case stops adding them once its figures are
     * precise (see {@link #precision()}) or its budget is spent.
     *
     * <p>A case read side by side (a baseline classpath, a reference case or class) stops on its pairs
     * instead: lockstep rounds go on until every timed start-up figure of every pair is resolved (SAME,
     * SLOWER or FASTER at a planned look of the sequential rule), or until the next look would pass the
     * comparison's wall-time budget ({@code sdkbench.gate.budgetSeconds}, default
     * {@value Defaults#GATE_BUDGET_SECONDS} s, 0 for none). When no setting names this element, such a case
     * may run {@value Defaults#STARTUP_FORKS_COMPARED}, so that the budget, not the count, ends rounds that do not
     * resolve. With {@link #minForks()} equal to it the count is fixed, and the pairs keep the fixed-count interval.
     */
    int forks() default Unset.NUMBER;

    /**
     * The fewest start-up forks per case, precise or not ({@code sdkbench.startup.minForks}); default
     * {@value Defaults#STARTUP_MIN_FORKS}, and never more than {@link #forks()}.
     */
    int minForks() default Unset.NUMBER;

    /**
     * The precision a case's forks aim for ({@code sdkbench.startup.precision}); default
     * {@value Defaults#STARTUP_PRECISION}: a case stops adding forks once the 95% interval of the
     * median of each of its figures is within this fraction of the median on either side. 0 runs
     * every fork up to the most. A case read side by side stops on its pairs instead (see {@link #forks()}).
     */
    double precision() default Unset.NUMBER;

    /**
     * The time each case's forks may take, in seconds, summed over their lifetimes
     * ({@code sdkbench.startup.caseBudgetSeconds}); default {@value Defaults#STARTUP_CASE_BUDGET_SECONDS},
     * no budget. The fewest forks of both protocols always run.
     */
    long caseBudgetSeconds() default Unset.NUMBER;

    /** Calls before the early timed block ({@code sdkbench.startup.warmup}); default {@value Defaults#STARTUP_WARMUP}, LM15's. */
    int warmup() default Unset.NUMBER;

    /** Calls in the early timed block ({@code sdkbench.startup.requests}); default {@value Defaults#STARTUP_REQUESTS}, LM15's. */
    int requests() default Unset.NUMBER;

    /**
     * Where the early figures meet the baseline classpath's build ({@code sdkbench.startup.pairing}):
     * {@link StartupPairing#SAME_JVM}, both builds in each start-up fork (the default with a baseline), or
     * {@link StartupPairing#SEPARATE_JVMS}; {@link StartupPairing#DEFAULT} is unset.
     */
    StartupPairing pairing() default StartupPairing.DEFAULT;
}
