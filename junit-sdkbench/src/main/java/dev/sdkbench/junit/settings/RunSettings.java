package dev.sdkbench.junit.settings;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;

import dev.sdkbench.junit.Network;

/**
 * The resolved settings of one benchmark class.
 *
 * @param testClass     the benchmark class
 * @param library       the measured library and its version, for results (may be empty)
 * @param classpathFile the case's runtime classpath as Maven wrote it, or {@code null} for the whole test classpath
 * @param seed          seed of the fork order, never 0 once resolved
 * @param cases         the client cases, in name order
 * @param cpus          how forks and fixtures get their CPUs
 * @param fixture       how the fixtures answer: delay, warmup, stream pacing
 * @param network       what network forks see
 * @param machineProbe  whether the machine's own spread is probed before and after the forks
 * @param sideBySide    what the cases are read against in the same rounds: a reference case, a baseline classpath
 */
public record RunSettings(Class<?> testClass, String library, Path classpathFile, long seed, List<CaseSettings> cases,
                          CpuSettings cpus, FixtureSettings fixture, Network network, boolean machineProbe,
                          SideBySide sideBySide) {

    /**
     * How a classpath file ({@code sdkbench.classpathFile}, {@code sdkbench.baselineClasspathFile}...) is
     * written, as messages print it; {@code ...} is the file. maven-dependency-plugin's scope property is
     * {@code includeScope}, its file's {@code mdep.outputFile}. One line: it/user-project/run.sh runs it as written.
     */
    public static final String CLASSPATH_FILE_COMMAND = "mvn dependency:build-classpath -DincludeScope=runtime -Dmdep.outputFile=...";

    public RunSettings {
        cases = List.copyOf(cases);
    }

    /**
     * These settings with only the named cases, as a selection such as {@code -Dtest=Class#method} asks,
     * and the reference case besides, which the selected cases are read against.
     */
    public RunSettings onlyCases(Set<String> ids) {
        return withCases(cases.stream().filter(c -> ids.contains(c.id()) || c.id().equals(sideBySide.reference())).toList());
    }

    /** These settings with other cases. */
    public RunSettings withCases(List<CaseSettings> otherCases) {
        return new RunSettings(testClass, library, classpathFile, seed, otherCases, cpus, fixture, network, machineProbe, sideBySide);
    }

    /** Whether {@code c} is the class's reference case. */
    public boolean isReference(CaseSettings c) {
        return c.id().equals(sideBySide.reference());
    }

    /** The class's settings as the results file carries them ({@code settings}; the cases carry their own). */
    public dev.sdkbench.results.model.RunSettings toModel() {
        return new dev.sdkbench.results.model.RunSettings(seed,
                new dev.sdkbench.results.model.RunSettings.Forks(cpus.workers(), cpus.pin(), cpus.shareBuildCpu()),
                new dev.sdkbench.results.model.RunSettings.Fixture(cpus.placement().name(), fixture.delayMicros(), network.name(),
                        fixture.warmup(), fixture.streamDeltas(), fixture.streamFirstDelayMicros(), fixture.streamIntervalMicros()),
                null, sideBySide.tolerance(), baselineGiven());
    }

    /** How the baseline was given ({@code settings.baseline} in results.json); empty without one. */
    private Map<String, com.fasterxml.jackson.databind.JsonNode> baselineGiven() {
        SideBySide.Baseline baseline = sideBySide.baseline();
        if (baseline == null) {
            return Map.of();
        }
        Map<String, com.fasterxml.jackson.databind.JsonNode> given = new java.util.LinkedHashMap<>();
        baseline.given().forEach((key, value) -> given.put(key, com.fasterxml.jackson.databind.node.TextNode.valueOf(value)));
        return given;
    }
}
