package dev.sdkbench.reports.compare;

import java.util.Map;

/**
 * When a comparison fails: a figure worse by more than its threshold, with the 95% interval of
 * the change excluding zero.
 *
 * @param threshold                 the change (a fraction: 0.05 is 5%) a figure may worsen by without failing
 * @param metricThresholds          per figure name ({@code rssMiB}…), thresholds that replace {@code threshold}
 * @param allowEnvironmentMismatch  compare runs from different machines or JDKs anyway
 * @param resamples                 bootstrap resamples per figure
 * @param allowIncomplete           pass a comparison that compared no figure, or fewer cases than the baseline can give
 */
public record GateSettings(double threshold, Map<String, Double> metricThresholds, boolean allowEnvironmentMismatch,
                           int resamples, boolean allowIncomplete) {

    public static final double DEFAULT_THRESHOLD = 0.05;
    public static final int DEFAULT_RESAMPLES = 10_000;

    public GateSettings {
        metricThresholds = Map.copyOf(metricThresholds);
        if (!(threshold >= 0) || metricThresholds.values().stream().anyMatch(t -> !(t >= 0))) {
            throw new IllegalArgumentException("a threshold must be 0% or more, e.g. 5%");
        }
        if (resamples < 100) {
            throw new IllegalArgumentException("resamples must be 100 or more (default " + DEFAULT_RESAMPLES + "), was "
                    + resamples);
        }
    }

    /** Settings that fail an incomplete comparison. */
    public GateSettings(double threshold, Map<String, Double> metricThresholds, boolean allowEnvironmentMismatch, int resamples) {
        this(threshold, metricThresholds, allowEnvironmentMismatch, resamples, false);
    }

    public static GateSettings defaults() {
        return new GateSettings(DEFAULT_THRESHOLD, Map.of(), false, DEFAULT_RESAMPLES);
    }

    public double thresholdFor(String metric) {
        return metricThresholds.getOrDefault(metric, threshold);
    }

    public GateSettings allowingEnvironmentMismatch(boolean allow) {
        return new GateSettings(threshold, metricThresholds, allow, resamples, allowIncomplete);
    }

    public GateSettings allowingIncomplete(boolean allow) {
        return new GateSettings(threshold, metricThresholds, allowEnvironmentMismatch, resamples, allow);
    }
}
