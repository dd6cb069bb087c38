package dev.sdkbench.junit;

import java.util.stream.Stream;

import org.junit.jupiter.api.DynamicContainer;

/**
 * The cases an {@link SdkBenchmarkSuite} measured, as JUnit tests: one container per member class,
 * one test per case, which reports its figures and fails as the case's own test would. The extension
 * passes it to the suite's {@code @TestFactory} method.
 */
public interface SuiteCases {

    Stream<DynamicContainer> tests();
}
