/**
 * The reports written at the end of a JUnit Platform run, for every benchmark class that ran; registered
 * as a {@code TestExecutionListener}, so users get them without configuration.
 *
 * <p>Internal: the types here are public only so that the engine's packages can use each other; a
 * benchmark relies on {@code dev.sdkbench.junit} alone.
 */
@API(status = INTERNAL)
package dev.sdkbench.junit.runreport;

import static org.apiguardian.api.API.Status.INTERNAL;

import org.apiguardian.api.API;
