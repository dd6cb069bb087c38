/**
 * junit-sdkbench: the {@code @SdkBenchmark} extension. Not built yet; see the project's issues.
 * The fixture it starts for every benchmark class lives in {@code dev.sdkbench.fixture}.
 */
package dev.sdkbench.junit;
