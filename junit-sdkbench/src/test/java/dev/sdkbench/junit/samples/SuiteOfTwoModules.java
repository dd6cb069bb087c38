package dev.sdkbench.junit.samples;

import java.util.stream.Stream;

import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.TestFactory;

import dev.sdkbench.junit.SdkBenchmarkSuite;
import dev.sdkbench.junit.SuiteCases;

/** A suite over two modules that SuiteRunTest compiles into target/sdkbench-tests/suite before it runs. */
@SdkBenchmarkSuite(modules = {"target/sdkbench-tests/suite/module-alpha", "target/sdkbench-tests/suite/module-beta"})
public class SuiteOfTwoModules {

    @TestFactory
    Stream<DynamicContainer> cases(SuiteCases cases) {
        return cases.tests();
    }
}
