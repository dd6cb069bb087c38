package dev.sdkbench.reports.compare;

import java.nio.file.Path;
import java.util.List;

/**
 * A run compared with a baseline.
 *
 * @param baselineFiles      the baseline's results files
 * @param runFiles           the run's results files
 * @param settings           the gate's settings
 * @param environment        how the environments differ (empty unless comparing across them was allowed)
 * @param changes            every figure of every case found in both, in case order
 * @param notCompared        cases with no figures compared, one line each (only on one side, failed, other settings)
 * @param baselineCases      the baseline's cases that have figures to compare (not failed, not unsupported)
 */
public record ComparisonResult(List<Path> baselineFiles, List<Path> runFiles, GateSettings settings,
                               List<EnvironmentDifference> environment, List<MetricChange> changes,
                               List<String> notCompared, int baselineCases) {

    public ComparisonResult {
        baselineFiles = List.copyOf(baselineFiles);
        runFiles = List.copyOf(runFiles);
        environment = List.copyOf(environment);
        changes = List.copyOf(changes);
        notCompared = List.copyOf(notCompared);
    }

    public List<MetricChange> regressions() {
        return changes.stream().filter(c -> c.verdict() == Verdict.REGRESSION).toList();
    }

    /** Whether some figure regressed. */
    public boolean regressed() {
        return !regressions().isEmpty();
    }

    /** Figures that got a verdict (not "not compared"). */
    public long comparedFigures() {
        return changes.stream().filter(c -> c.verdict() != Verdict.NOT_COMPARED).count();
    }

    /** Cases with at least one figure that got a verdict. */
    public long comparedCases() {
        return changes.stream().filter(c -> c.verdict() != Verdict.NOT_COMPARED).map(MetricChange::where).distinct().count();
    }

    /**
     * Why the comparison says too little to pass a gate: it compared no figure, or fewer cases than
     * the baseline can give; {@code null} when it compared every case the baseline has figures for.
     */
    public String incompleteness() {
        if (comparedFigures() == 0) {
            return "compared no figure" + (baselineCases == 0 ? " (the baseline has no case with figures)"
                    : " of the baseline's " + baselineCases + " cases");
        }
        if (comparedCases() < baselineCases) {
            return "compared " + comparedCases() + " of the baseline's " + baselineCases + " cases";
        }
        return null;
    }

    /** Whether the gate fails: a figure regressed, or the comparison was incomplete and that was not allowed. */
    public boolean failed() {
        return regressed() || (incompleteness() != null && !settings.allowIncomplete());
    }
}
