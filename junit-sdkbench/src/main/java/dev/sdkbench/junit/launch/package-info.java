/**
 * Starting a fork: its exact command line, classpath, environment, CPU confinement and the machine-wide
 * CPU locks, so that a fork is a fresh, pinned JVM whose first response the parent times from a pipe it owns.
 *
 * <p>Internal: the types here are public only so that the engine's packages can use each other; a
 * benchmark relies on {@code dev.sdkbench.junit} alone.
 */
@API(status = INTERNAL)
package dev.sdkbench.junit.launch;

import static org.apiguardian.api.API.Status.INTERNAL;

import org.apiguardian.api.API;
