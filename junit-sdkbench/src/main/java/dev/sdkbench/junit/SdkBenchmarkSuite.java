package dev.sdkbench.junit;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

import org.apiguardian.api.API;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.extension.ExtendWith;

import dev.sdkbench.junit.extension.SdkBenchmarkExtension;

/**
 * Marks a class that measures the {@link SdkBenchmark} classes of other modules in one run: every
 * member's cases in one interleaved, shuffled schedule, each on its own module's classpath, so that
 * clients compared across modules see the same machine at the same time. A reference class's case
 * ({@code sdkbench.referenceClasses}, the floor of a dialect) runs once for every member read
 * against it. The members' settings resolve as when each runs alone; they must agree on CPUs, fixture
 * and network, which the run shares.
 *
 * <p>A member module is a folder holding {@code target/test-classes}, the case's runtime classpath in
 * {@code target/sdk-classpath.txt} ({@code dependency:build-classpath -DincludeScope=runtime}) and,
 * optionally, {@code target/sdkbench-module.properties} with the {@code library} it measures. Results go
 * to one {@code results.json} per member class, as if each had run alone. The class reports its cases
 * through one test factory:
 *
 * <pre>{@code
 * @SdkBenchmarkSuite(modules = {"../openai-java", "../spring-ai-openai"})
 * class MainJob {
 *     @TestFactory
 *     Stream<DynamicContainer> cases(SuiteCases cases) {
 *         return cases.tests();
 *     }
 * }
 * }</pre>
 *
 * Cases of members tagged with one of {@code sdkbench.suite.excludedTags} (comma-separated JUnit tags,
 * on the class or the method) are left out.
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@Documented
@ExtendWith(SdkBenchmarkExtension.class)
@Tag("sdkbench")
@API(status = EXPERIMENTAL, since = "0.1")
public @interface SdkBenchmarkSuite {

    /** The member modules' folders, relative to the project's folder (Surefire's {@code basedir}, else the working directory). */
    String[] modules();

    /** Which classes of a module's test classes are members: a simple-name pattern, {@code *} for any run of characters. */
    String classes() default "*Benchmark";
}
