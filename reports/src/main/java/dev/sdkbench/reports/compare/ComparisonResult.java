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
 */
public record ComparisonResult(List<Path> baselineFiles, List<Path> runFiles, GateSettings settings,
                               List<EnvironmentDifference> environment, List<MetricChange> changes,
                               List<String> notCompared) {

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

    /** Whether the gate fails: some figure regressed. */
    public boolean regressed() {
        return !regressions().isEmpty();
    }
}
