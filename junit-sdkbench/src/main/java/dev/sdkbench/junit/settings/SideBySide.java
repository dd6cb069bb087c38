package dev.sdkbench.junit.settings;

import java.nio.file.Path;

/**
 * What a class's cases are read against, in the same interleaved rounds: the class's reference case,
 * and the same cases on a baseline classpath.
 *
 * @param reference the reference case's id ({@code @ClientCase(reference = true)}), or {@code null}
 * @param baseline  the baseline classpath every other case also runs on, or {@code null}
 * @param tolerance the difference that matters, as a fraction: a ratio's verdict is SAME within it, and the
 *                  baseline gate fails only on a slowdown of at least it ({@code sdkbench.tolerance})
 */
public record SideBySide(String reference, Baseline baseline, double tolerance) {

    /** Nothing side by side. */
    public static SideBySide none(double tolerance) {
        return new SideBySide(null, null, tolerance);
    }

    /** Whether any case is read against another, so the forks run in lockstep rounds. */
    public boolean any() {
        return reference != null || baseline != null;
    }

    /**
     * The same cases on another classpath, which every case's forks also run on, interleaved with its
     * own: the released jar against the candidate, as an SDK author asks "is my change slower?".
     *
     * @param label         the baseline's name, in its cases' ids ({@code messages@3.13.0}) and in reports
     * @param classpathFile its runtime classpath, as {@code dependency:build-classpath} writes it
     */
    public record Baseline(String label, Path classpathFile) {

        /** The id of a case's baseline side. */
        public String caseId(String caseId) {
            return caseId + "@" + label;
        }
    }
}
