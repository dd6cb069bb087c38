/**
 * The JUnit glue: the extension that {@code @SdkBenchmark} registers, which runs every fork in
 * {@code beforeAll} and reports each case as its test method runs.
 *
 * <p>Internal: the types here are public only so that the engine's packages can use each other; a
 * benchmark relies on {@code dev.sdkbench.junit} alone.
 */
@API(status = INTERNAL)
package dev.sdkbench.junit.extension;

import static org.apiguardian.api.API.Status.INTERNAL;

import org.apiguardian.api.API;
