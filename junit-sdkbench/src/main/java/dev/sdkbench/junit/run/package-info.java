/**
 * Running a class's forks: one fixture and worker per CPU, each fork judged (exit, replies, requests,
 * CPU) and the passing ones summarised into the class's results.
 *
 * <p>Internal: the types here are public only so that the engine's packages can use each other; a
 * benchmark relies on {@code dev.sdkbench.junit} alone.
 */
@API(status = INTERNAL)
package dev.sdkbench.junit.run;

import static org.apiguardian.api.API.Status.INTERNAL;

import org.apiguardian.api.API;
