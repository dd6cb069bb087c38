/**
 * A baseline named by its Maven coordinates ({@code sdkbench.baseline=group:artifact:version}): the artifact's
 * runtime dependency closure, resolved with Maven Resolver from the user's local repository and Maven Central,
 * without running Maven, so that any build (Surefire, the console launcher, an IDE) gets the same list a
 * baseline classpath file would hold.
 *
 * <p>Internal: the types here are public only so that the engine's packages can use each other; a
 * benchmark relies on {@code dev.sdkbench.junit} alone.
 */
@API(status = INTERNAL)
package dev.sdkbench.junit.baseline;

import static org.apiguardian.api.API.Status.INTERNAL;

import org.apiguardian.api.API;
