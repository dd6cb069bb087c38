package dev.sdkbench.junit.settings;

import java.nio.file.Path;
import java.util.List;

import dev.sdkbench.junit.Network;

import dev.sdkbench.junit.FixturePlacement;

/**
 * The resolved settings of one benchmark class.
 *
 * @param testClass the benchmark class
 * @param workers   forks at once (0: as many as the CPU plan offers)
 * @param pin       whether forks run under {@code taskset}
 * @param shareBuildCpu whether a worker also runs on the CPU the plan leaves to the build
 * @param fixture   where the fixture's thread runs
 * @param fixtureDelayMicros delay the fixture adds before every answer
 * @param seed      seed of the fork order, never 0 once resolved
 * @param library   the measured library and its version, for results (may be empty)
 * @param classpathFile the case's runtime classpath as Maven wrote it, or {@code null} for the whole test classpath
 * @param cases     the client cases, in name order
 * @param stream    how the fixture paces streamed replies
 * @param network   what network forks see
 * @param fixtureWarmup requests each worker's fixture answers before the first fork
 * @param machineProbe whether the machine's own spread is probed before and after the forks
 */
public record RunSettings(Class<?> testClass, int workers, boolean pin, boolean shareBuildCpu, FixturePlacement fixture, long fixtureDelayMicros, long seed,
                          String library, Path classpathFile, List<CaseSettings> cases, StreamSettings stream,
                          Network network, int fixtureWarmup, boolean machineProbe) {

    public RunSettings {
        cases = List.copyOf(cases);
    }

    /** These settings with only the named cases, as a selection such as {@code -Dtest=Class#method} asks. */
    public RunSettings onlyCases(java.util.Set<String> ids) {
        return new RunSettings(testClass, workers, pin, shareBuildCpu, fixture, fixtureDelayMicros, seed, library, classpathFile,
                cases.stream().filter(c -> ids.contains(c.id())).toList(), stream, network, fixtureWarmup, machineProbe);
    }
}
