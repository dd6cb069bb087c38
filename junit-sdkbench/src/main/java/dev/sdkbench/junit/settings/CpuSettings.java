package dev.sdkbench.junit.settings;

import dev.sdkbench.junit.FixturePlacement;

/**
 * How a class's forks and fixtures get their CPUs: what the CPU plan is made from
 * ({@code forks.workers}, {@code forks.pin}, {@code forks.shareBuildCpu}, {@code fixture.placement}).
 *
 * @param workers       forks at once (0: as many as the CPU plan offers)
 * @param pin           whether forks run under {@code taskset}
 * @param shareBuildCpu whether a worker also runs on the CPU the plan leaves to the build
 * @param placement     where each worker's fixture thread runs
 */
public record CpuSettings(int workers, boolean pin, boolean shareBuildCpu, FixturePlacement placement) {
}
