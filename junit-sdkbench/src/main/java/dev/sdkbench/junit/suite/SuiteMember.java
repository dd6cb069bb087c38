package dev.sdkbench.junit.suite;

import java.nio.file.Path;

/**
 * One member class of a suite.
 *
 * @param testClass     the {@code @SdkBenchmark} class, loaded from its module's test classes
 * @param classpathFile the module's runtime classpath file: what its forks run on, and its footprint
 * @param library       what the module measures, from its {@code sdkbench-module.properties}, or {@code null}
 */
public record SuiteMember(Class<?> testClass, Path classpathFile, String library) {
}
