/**
 * What a baseline's side runs on, as jars that each stand for an artifact: named by its Maven coordinates
 * ({@code sdkbench.baseline=group:artifact:version}), the artifact's runtime dependency closure, resolved with
 * Maven Resolver through the user's Maven settings without running Maven, so that any build (Surefire, the
 * console launcher, an IDE) gets the same jars; or given as what a base branch's build produced
 * ({@code sdkbench.baseline=path/to/jars/} or {@code =path/to/one.jar}), each jar the artifact its Maven metadata
 * names. Either way the baseline side runs the candidate's classpath with these jars in place of the
 * candidate's jars of the same artifacts.
 *
 * <p>Internal: the types here are public only so that the engine's packages can use each other; a
 * benchmark relies on {@code dev.sdkbench.junit} alone.
 */
@API(status = INTERNAL)
package dev.sdkbench.junit.baseline;

import static org.apiguardian.api.API.Status.INTERNAL;

import org.apiguardian.api.API;
