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
 * The JVM every fork runs in and the CPUs forks get, as JMH's {@code @Fork} carries the forked
 * JVM's arguments. How many forks run is the protocols' ({@link Startup#forks()},
 * {@link Steady#forks()}).
 *
 * <p>On a benchmark class, on a {@link ClientCase} method, or on a team's own annotation that
 * carries it. Each element is taken from the first that sets it: the configuration parameter
 * {@code sdkbench.forks.<element>}, the method's {@code @Forks}, the class's, then the default in
 * {@link Defaults}; an element left at its blank ({@link Unset#NUMBER}, {@link Unset#TEXT},
 * {@link Toggle#DEFAULT}) is unset. {@link #jvmArgs()} add up instead. The CPU plan
 * ({@code workers}, {@code pin}, {@code shareBuildCpu}) is one per class, so on a case method
 * those fail the class, saying so.
 */
@Target({ElementType.TYPE, ElementType.METHOD, ElementType.ANNOTATION_TYPE})
@Retention(RetentionPolicy.RUNTIME)
@Documented
@Inherited
@API(status = EXPERIMENTAL, since = "0.1")
public @interface Forks {

    /**
     * Extra JVM flags, after the harness's own ({@code sdkbench.forks.jvmArgs}, space-separated): the
     * class's, then the method's, then the configuration parameter's, all appended.
     */
    String[] jvmArgs() default {};

    /**
     * Heap size of every fork, used for both {@code -Xms} and {@code -Xmx} ({@code sdkbench.forks.heap});
     * default {@value Defaults#FORKS_HEAP}.
     */
    String heap() default Unset.TEXT;

    /**
     * Seconds before a fork is killed and its case failed ({@code sdkbench.forks.timeoutSeconds});
     * default {@value Defaults#FORKS_TIMEOUT_SECONDS}. A stream that never ends is killed then too.
     */
    int timeoutSeconds() default Unset.NUMBER;

    /**
     * Forks run at once, each on its own CPU ({@code sdkbench.forks.workers}); default
     * {@value Defaults#FORKS_WORKERS}, every CPU the plan offers.
     */
    int workers() default Unset.NUMBER;

    /**
     * Whether forks run under {@code taskset} on one CPU each ({@code sdkbench.forks.pin}); default
     * {@value Defaults#FORKS_PIN}. {@code pin = Toggle.OFF} turns it off.
     */
    Toggle pin() default Toggle.DEFAULT;

    /**
     * Whether a worker also runs on the build's CPU ({@code sdkbench.forks.shareBuildCpu}); default
     * {@value Defaults#FORKS_SHARE_BUILD_CPU}. On a 2-core machine that is twice the forks at once;
     * that worker's CPU then also carries the build's JVMs, and each fixture's JVM runs wholly on its
     * own worker's CPU. Each fork records its CPU, the CPU plan in the results says so, and the
     * reports set each CPU's figures side by side, so a run can show whether the shared CPU moved
     * them.
     */
    Toggle shareBuildCpu() default Toggle.DEFAULT;
}
