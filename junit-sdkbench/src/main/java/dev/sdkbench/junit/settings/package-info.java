/**
 * Resolving a benchmark class's annotations and {@code sdkbench.*} configuration parameters into one
 * value per case, and refusing, before any fork, every setting that cannot apply, with what to change.
 *
 * <p>Internal: the types here are public only so that the engine's packages can use each other; a
 * benchmark relies on {@code dev.sdkbench.junit} alone.
 */
@API(status = INTERNAL)
package dev.sdkbench.junit.settings;

import static org.apiguardian.api.API.Status.INTERNAL;

import org.apiguardian.api.API;
