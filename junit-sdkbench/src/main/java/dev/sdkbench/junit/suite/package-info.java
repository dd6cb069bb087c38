/**
 * An {@code @SdkBenchmarkSuite}'s members: the benchmark classes of other modules, each loaded from its
 * module's test classes beside its runtime classpath ({@link dev.sdkbench.junit.suite.SuiteModules}), and
 * their settings as one run's ({@link dev.sdkbench.junit.suite.SuiteSettings}), which {@code run.BenchmarkRun}
 * forks in one schedule.
 */
@API(status = INTERNAL)
package dev.sdkbench.junit.suite;

import static org.apiguardian.api.API.Status.INTERNAL;

import org.apiguardian.api.API;
