/**
 * The plain files between the parent and a fork: the spec it reads and the result it writes. Plain
 * property files, hand-written, so that the fork loads as little as possible before its first response.
 *
 * <p>Internal: the types here are public only so that the engine's packages can use each other; a
 * benchmark relies on {@code dev.sdkbench.junit} alone.
 */
@API(status = INTERNAL)
package dev.sdkbench.junit.link;

import static org.apiguardian.api.API.Status.INTERNAL;

import org.apiguardian.api.API;
