/**
 * What a run shows in the console and in each test's output: a case's figures or failure, its side-by-side
 * ratios, and the class table. Text only; the figures come from {@code run} and {@code reports}.
 *
 * <p>Internal: the types here are public only so that the engine's packages can use each other; a
 * benchmark relies on {@code dev.sdkbench.junit} alone.
 */
@API(status = INTERNAL)
package dev.sdkbench.junit.console;

import static org.apiguardian.api.API.Status.INTERNAL;

import org.apiguardian.api.API;
