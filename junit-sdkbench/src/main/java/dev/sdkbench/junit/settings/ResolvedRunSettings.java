package dev.sdkbench.junit.settings;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.TextNode;

import dev.sdkbench.junit.Network;
import dev.sdkbench.results.model.RunSettings;

/**
 * The resolved settings of one benchmark class: read from its annotations and the {@code sdkbench.*} parameters,
 * checked, and typed as the engine uses them. What the results file keeps of them is the model's
 * {@link RunSettings} ({@link #toModel}).
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
public record ResolvedRunSettings(Class<?> testClass, String library, Path classpathFile, long seed, List<ResolvedCaseSettings> cases,
                          CpuSettings cpus, FixtureSettings fixture, Network network, boolean machineProbe,
                          SideBySide sideBySide) {

    /**
     * How a classpath file ({@code sdkbench.classpathFile}, {@code sdkbench.baselineClasspathFile}...) is
     * written, as messages print it; {@code ...} is the file. maven-dependency-plugin's scope property is
     * {@code includeScope}, its file's {@code mdep.outputFile}. One line: it/user-project/run.sh runs it as written.
     */
    public static final String CLASSPATH_FILE_COMMAND = "mvn dependency:build-classpath -DincludeScope=runtime -Dmdep.outputFile=...";

    public ResolvedRunSettings {
        cases = List.copyOf(cases);
    }

    /**
     * These settings with only the named cases, as a selection such as {@code -Dtest=Class#method} asks,
     * and the reference case besides, which the selected cases are read against.
     */
    public ResolvedRunSettings onlyCases(Set<String> ids) {
        return withCases(cases.stream().filter(c -> ids.contains(c.id()) || c.id().equals(sideBySide.reference())).toList());
    }

    /** These settings with other cases. */
    public ResolvedRunSettings withCases(List<ResolvedCaseSettings> otherCases) {
        return new ResolvedRunSettings(testClass, library, classpathFile, seed, otherCases, cpus, fixture, network, machineProbe, sideBySide);
    }

    /** Whether {@code c} is the class's reference case. */
    public boolean isReference(ResolvedCaseSettings c) {
        return c.id().equals(sideBySide.reference());
    }

    /** The class's settings as the results file carries them ({@code settings}; the cases carry their own). */
    public RunSettings toModel() {
        return new RunSettings(seed,
                new RunSettings.Forks(cpus.workers(), cpus.pin(), cpus.shareBuildCpu()),
                new RunSettings.Fixture(cpus.placement().name(), fixture.delayMicros(), network.name(),
                        fixture.warmup(), fixture.streamDeltas(), fixture.streamFirstDelayMicros(), fixture.streamIntervalMicros()),
                null, sideBySide.tolerance(), baselineGiven());
    }

    /** How the baseline was given ({@code settings.baseline} in results.json); empty without one. */
    private Map<String, JsonNode> baselineGiven() {
        SideBySide.Baseline baseline = sideBySide.baseline();
        if (baseline == null) {
            return Map.of();
        }
        Map<String, JsonNode> given = new LinkedHashMap<>();
        baseline.given().forEach((key, value) -> given.put(key, TextNode.valueOf(value)));
        return given;
    }
}
