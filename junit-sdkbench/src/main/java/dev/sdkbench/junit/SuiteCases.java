package dev.sdkbench.junit;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

import org.apiguardian.api.API;

import java.util.stream.Stream;

import org.junit.jupiter.api.DynamicContainer;

/**
 * The cases an {@link SdkBenchmarkSuite} measured, as JUnit tests: one container per member class,
 * one test per case, which reports its figures and fails as the case's own test would. The extension
 * passes it to the suite's {@code @TestFactory} method.
 */
@API(status = EXPERIMENTAL, since = "0.1")
public interface SuiteCases {

    Stream<DynamicContainer> tests();
}
