package dev.sdkbench.junit.settings;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import dev.sdkbench.fixture.scenario.Scenarios;
import dev.sdkbench.junit.Dialect;
import dev.sdkbench.junit.baseline.BaselineCoordinates;
import dev.sdkbench.junit.baseline.BaselineJar;

/**
 * What a class's cases are read against, in the same interleaved rounds: the class's reference case
 * or, without one, the reference classes' case of the same dialect and stream mode (a raw JDK client,
 * say); and the same cases on a baseline classpath.
 *
 * @param reference           the reference case's id ({@code @ClientCase(reference = true)}), or {@code null}
 * @param referenceCases      the reference classes' plain cases ({@code sdkbench.referenceClasses}); empty for none
 * @param referenceClasspathFile their runtime classpath ({@code sdkbench.referenceClasspathFile}), or {@code null}
 *                            for the class's own
 * @param referenceSteadyForks steady forks of a reference class's case, or {@code null} for as many as the cases read
 *                            against it run ({@code sdkbench.referenceSteadyForks}); with 0 the cases' steady figures
 *                            are not read side by side, which saves the reference's steady forks in every class
 * @param baseline            the baseline classpath every other case also runs on, or {@code null}
 * @param tolerance           the difference that matters, as a fraction: a ratio's verdict is SAME within it, and
 *                            the baseline gate fails only on a slowdown whose whole 95% interval lies above 1 + it
 *                            ({@code sdkbench.tolerance})
 * @param budgetSeconds       the wall time the lockstep rounds of a comparison may take before they stop unresolved
 *                            ({@code sdkbench.gate.budgetSeconds}); 0 for none: they run to the most start-up forks
 */
public record SideBySide(String reference, List<ReferenceCase> referenceCases, Path referenceClasspathFile,
                         Integer referenceSteadyForks, Baseline baseline, double tolerance, long budgetSeconds) {

    public SideBySide {
        referenceCases = List.copyOf(referenceCases);
    }

    /** Whether any case is read against another, so the forks run in lockstep rounds. */
    public boolean any() {
        return reference != null || !referenceCases.isEmpty() || baseline != null;
    }

    /** Whether {@code c} is read side by side: against its baseline side, the class's reference or another class's. */
    public boolean compares(ResolvedCaseSettings c) {
        return baseline != null || reference != null || referenceFor(c).isPresent();
    }

    /**
     * The other class's case that {@code c} is read against when the class has no reference of its
     * own: a plain case of the same dialect and stream mode.
     */
    public Optional<ReferenceCase> referenceFor(ResolvedCaseSettings c) {
        if (reference != null || c.scenario() != Scenarios.PLAIN) {
            return Optional.empty();
        }
        return referenceCases.stream().filter(r -> r.dialect() == c.dialect() && r.stream() == c.stream()).findFirst();
    }

    /**
     * What the reference case {@code r} runs with when {@code c} is the first case read against it: {@code c}'s
     * protocols under {@code r}'s id, its steady forks as {@link #referenceSteadyForks} says.
     */
    public ResolvedCaseSettings referenceSettings(ResolvedCaseSettings c, ReferenceCase r) {
        ResolvedCaseSettings settings = c.withId(r.id());
        return referenceSteadyForks == null ? settings : settings.withSteady(settings.steady().withForks(referenceSteadyForks));
    }

    /**
     * A {@code @ClientCase} of another class that cases of its dialect and stream mode are read against.
     *
     * @param testClass the class that declares it
     * @param method    its method
     */
    public record ReferenceCase(Class<?> testClass, String method, Dialect dialect, boolean stream) {

        /** Its id among the run's cases: {@code FloorBenchmark.minimalChat}. */
        public String id() {
            return testClass.getSimpleName() + "." + method;
        }
    }

    /**
     * The same cases on another classpath, which every case's forks also run on, interleaved with its
     * own: the released jar against the candidate, as an SDK author asks "is my change slower?". Given by
     * jars ({@code sdkbench.baseline}), it is the candidate's classpath with those jars in place of the
     * candidate's of the same artifacts; given by a file, the file's classpath.
     *
     * @param label         the baseline's name, in its cases' ids ({@code messages@3.13.0}) and in reports
     * @param classpathFile its runtime classpath, as {@code dependency:build-classpath} writes it
     *                      ({@code sdkbench.baselineClasspathFile}), or {@code null} when it is given by jars
     * @param coordinates   the Maven coordinates its jars were resolved from ({@code sdkbench.baseline=group:artifact:version}),
     *                      or {@code null}
     * @param built         the folder or jar a build produced that its jars were read from ({@code sdkbench.baseline=path}),
     *                      or {@code null}
     * @param jars          the jars that take the place of the candidate's of the same artifacts; empty with a file
     */
    public record Baseline(String label, Path classpathFile, BaselineCoordinates coordinates, Path built, List<BaselineJar> jars) {

        public Baseline {
            jars = List.copyOf(jars);
        }

        /** A baseline given by its classpath file. */
        public static Baseline ofFile(String label, Path classpathFile) {
            return new Baseline(label, classpathFile, null, null, List.of());
        }

        /** A baseline named by its coordinates, with the jars of its runtime closure. */
        public static Baseline ofCoordinates(String label, BaselineCoordinates coordinates, List<BaselineJar> jars) {
            return new Baseline(label, null, coordinates, null, jars);
        }

        /** A baseline given as the folder or jar a build produced, with its jars. */
        public static Baseline ofBuild(String label, Path built, List<BaselineJar> jars) {
            return new Baseline(label, null, null, built, jars);
        }

        /**
         * How the baseline was given, as results.json records it: {@code baseline.coordinates}, {@code baseline.path}
         * or {@code baseline.classpathFile}.
         */
        public Map<String, String> given() {
            return coordinates != null ? Map.of("baseline.coordinates", coordinates.toString())
                    : built != null ? Map.of("baseline.path", built.toString())
                    : Map.of("baseline.classpathFile", classpathFile.toString());
        }

        /** What the console says of it, so that a run's log shows which release or build its cases were read against. */
        public String description() {
            String swapped = ", in place of the candidate's jars of the same artifacts";
            return "'" + label + "', " + (coordinates != null ? coordinates + " and what it pulls in at runtime, resolved by its"
                    + " coordinates" + swapped : built != null ? "the jars a build produced in " + built + " (" + String.join(", ",
                    jars.stream().map(j -> j.path().getFileName() + " as " + j.artifact()).toList()) + ")" + swapped
                    : "the classpath in " + classpathFile);
        }

        /** The id of a case's baseline side. */
        public String caseId(String caseId) {
            return caseId + "@" + label;
        }
    }
}
