package dev.sdkbench.junit.settings;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.TextNode;

import dev.sdkbench.junit.FixturePlacement;
import dev.sdkbench.junit.Network;
import dev.sdkbench.results.model.RunSettings;
import dev.sdkbench.results.model.StreamPacing;

/**
 * The resolved settings of one benchmark class: read from its annotations and the {@code sdkbench.*} parameters,
 * checked, and typed as the engine uses them. The class's {@code @Forks} and {@code @Fixture} groups are the records
 * the results file keeps for them ({@link RunSettings}), checked once by {@link SettingsResolver}; {@link #toModel}
 * puts them in the results unchanged.
 *
 * @param testClass     the benchmark class
 * @param library       the measured library and its version, for results (may be empty)
 * @param classpathFile the case's runtime classpath as Maven wrote it, or {@code null} for the whole test classpath
 * @param seed          seed of the fork order, never 0 once resolved
 * @param cases         the client cases, in name order
 * @param forks         what the CPU plan is made from: workers, pinning, the build's CPU ({@code @Forks} on the class)
 * @param fixture       how the fixtures answer and where they run: placement, delay, network, warmup, stream pacing
 *                      ({@code @Fixture} on the class); every member set, the choices by their enum constants' names
 * @param machineProbe  whether the machine's own spread is probed before and after the forks
 * @param sideBySide    what the cases are read against in the same rounds: a reference case, a baseline classpath
 */
public record ResolvedRunSettings(Class<?> testClass, String library, Path classpathFile, long seed, List<ResolvedCaseSettings> cases,
                          RunSettings.Forks forks, RunSettings.Fixture fixture, boolean machineProbe, SideBySide sideBySide) {

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
        return new ResolvedRunSettings(testClass, library, classpathFile, seed, otherCases, forks, fixture, machineProbe, sideBySide);
    }

    /** Where each worker's fixture thread runs. */
    public FixturePlacement placement() {
        return FixturePlacement.valueOf(fixture.placement());
    }

    /** What network forks see. */
    public Network network() {
        return Network.valueOf(fixture.network());
    }

    /** How the fixtures pace streamed replies, as the fixture takes it. */
    public StreamPacing stream() {
        return new StreamPacing(fixture.streamDeltas(), fixture.streamFirstDelayMicros(), fixture.streamIntervalMicros());
    }

    /** Whether {@code c} is the class's reference case. */
    public boolean isReference(ResolvedCaseSettings c) {
        return c.id().equals(sideBySide.reference());
    }

    /** The class's settings as the results file carries them ({@code settings}; the cases carry their own), each group as resolved. */
    public RunSettings toModel() {
        return new RunSettings(seed, forks, fixture, null, sideBySide.tolerance(), baselineGiven());
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
