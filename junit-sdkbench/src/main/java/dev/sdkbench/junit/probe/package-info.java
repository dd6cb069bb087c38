/**
 * The machine's own noise, measured next to a benchmark class's forks: {@link
 * dev.sdkbench.junit.probe.MachineProbe} is a short child program, pinned like a fork, that times
 * a register loop, a memory walk and loopback round trips over a few rounds and reads the steal
 * time; {@link dev.sdkbench.junit.probe.NoiseReading} starts it and carries what it measured, so
 * a report can say whether the machine itself spreads more than the precision asked of the forks.
 */
@API(status = INTERNAL)
package dev.sdkbench.junit.probe;

import static org.apiguardian.api.API.Status.INTERNAL;

import org.apiguardian.api.API;
