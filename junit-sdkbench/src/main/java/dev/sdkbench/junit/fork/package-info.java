/**
 * The child side of a fork: {@link dev.sdkbench.junit.fork.ForkMain} reads a
 * {@link dev.sdkbench.junit.link.ForkSpec}, runs one case method, measures its calls and writes a
 * {@link dev.sdkbench.junit.link.ForkResult}.
 *
 * <p>Everything here runs in the forked JVM and may load only {@code java.*} (and the JDK's own
 * management classes), HdrHistogram, the {@code link}, {@code plan} and {@code proc} packages, the user API
 * ({@code SdkCase}, {@code ClientCall}, {@code StreamingCall}) and the case's own classes: never JUnit, Jackson, Undertow
 * or the fixture, whose classes would otherwise count in the case's memory and class numbers.
 */
@API(status = INTERNAL)
package dev.sdkbench.junit.fork;

import static org.apiguardian.api.API.Status.INTERNAL;

import org.apiguardian.api.API;
