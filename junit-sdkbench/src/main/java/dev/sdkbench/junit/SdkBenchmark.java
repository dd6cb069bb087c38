package dev.sdkbench.junit;

import static org.apiguardian.api.API.Status.MAINTAINED;

import org.apiguardian.api.API;

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
 * a local fixture. This annotation says what the cases call and must get back; how they are
 * measured is grouped as JMH groups it, each on the class, on a case method or on a team's own
 * annotation: {@link Startup} (the start-up forks), {@link Steady} (the steady forks),
 * {@link Forks} (the forks' JVM and CPUs) and {@link Fixture} (how the fixture answers). Every
 * setting has one name, {@code group.element}, which is also its configuration parameter
 * ({@code -Dsdkbench.startup.forks=3} or {@code junit-platform.properties}), so that CI can shrink
 * a run without touching code. Precedence: configuration parameter, then the method's, then the class's.
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@Documented
@Inherited
@ExtendWith(SdkBenchmarkExtension.class)
@Tag("sdkbench")
@API(status = MAINTAINED, since = "0.1")
public @interface SdkBenchmark {

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

    /**
     * Whether a short probe measures the machine's own spread on each worker's CPU before and after
     * the forks ({@code sdkbench.machineProbe}), ~2.5 s each: results and reports show it beside
     * the figures, and say when it exceeds the precision target.
     */
    boolean machineProbe() default true;

    /** Seed of the fork order; 0 draws a new one per run, which is recorded ({@code sdkbench.seed}). */
    long seed() default 0;

    /**
     * What one measured call of every case does unless it names its own ({@code sdkbench.scenario},
     * by {@link Scenario#id()}, e.g. {@code rapid-fire}): the scenario sets the fixture's checks and
     * replies, the prompt, the text every call must return, and how many requests one call makes;
     * {@link Scenario#INHERIT} is {@link Scenario#PLAIN}.
     */
    Scenario scenario() default Scenario.INHERIT;
}
