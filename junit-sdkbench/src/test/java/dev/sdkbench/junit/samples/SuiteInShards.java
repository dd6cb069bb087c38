package dev.sdkbench.junit.samples;

import java.util.stream.Stream;

import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.TestFactory;

import dev.sdkbench.junit.SdkBenchmarkSuite;
import dev.sdkbench.junit.SuiteCases;

/** A suite over two modules that SuiteShardTest compiles into target/sdkbench-tests/suite-shards, then runs in shards. */
@SdkBenchmarkSuite(modules = {"target/sdkbench-tests/suite-shards/module-alpha", "target/sdkbench-tests/suite-shards/module-beta"})
public class SuiteInShards {

    @TestFactory
    Stream<DynamicContainer> cases(SuiteCases cases) {
        return cases.tests();
    }
}
