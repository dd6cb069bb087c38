package dev.sdkbench.junit.samples;

import java.util.stream.Stream;

import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.TestFactory;

import dev.sdkbench.junit.SdkBenchmarkSuite;
import dev.sdkbench.junit.SuiteCases;

/** A suite whose module was never built. */
@SdkBenchmarkSuite(modules = "target/sdkbench-tests/suite/never-built")
public class SuiteOfAnUnbuiltModule {

    @TestFactory
    Stream<DynamicContainer> cases(SuiteCases cases) {
        return cases.tests();
    }
}
