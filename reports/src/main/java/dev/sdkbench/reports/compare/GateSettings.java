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
 * @param drift                     the machine's pace between two runs of identical code, a fraction: each change's
 *                                  interval is widened by it on both sides, since no interval over one run's forks
 *                                  sees it; 0 trusts the runs to have met the same machine
 */
public record GateSettings(double threshold, Map<String, Double> metricThresholds, boolean allowEnvironmentMismatch,
                           int resamples, boolean allowIncomplete, double drift) {

    public static final double DEFAULT_THRESHOLD = 0.05;
    public static final int DEFAULT_RESAMPLES = 10_000;
    /**
     * The between-run drift the saved-baseline gate allows by default: identical code run minutes apart on a
     * 2-vCPU KVM guest read up to 17% (early) and 20% (first response) apart (junit-sdkbench/PERFORMANCE.md,
     * "The gate's error rates").
     */
    public static final double DEFAULT_DRIFT = 0.20;

    public GateSettings {
        metricThresholds = Map.copyOf(metricThresholds);
        if (!(threshold >= 0) || metricThresholds.values().stream().anyMatch(t -> !(t >= 0))) {
            throw new IllegalArgumentException("a threshold must be 0% or more, e.g. 5%");
        }
        if (!(drift >= 0 && drift < 1)) {
            throw new IllegalArgumentException("the drift must be 0% or more and below 100%, e.g. 20%, was " + drift);
        }
        if (resamples < 100) {
            throw new IllegalArgumentException("resamples must be 100 or more (default " + DEFAULT_RESAMPLES + "), was "
                    + resamples);
        }
    }

    /** Settings that fail an incomplete comparison and trust the two runs to have met the same machine (no drift). */
    public GateSettings(double threshold, Map<String, Double> metricThresholds, boolean allowEnvironmentMismatch, int resamples) {
        this(threshold, metricThresholds, allowEnvironmentMismatch, resamples, false, 0);
    }

    /** The command line's defaults: 5%, and the between-run drift of {@link #DEFAULT_DRIFT}. */
    public static GateSettings defaults() {
        return new GateSettings(DEFAULT_THRESHOLD, Map.of(), false, DEFAULT_RESAMPLES, false, DEFAULT_DRIFT);
    }

    public GateSettings withDrift(double otherDrift) {
        return new GateSettings(threshold, metricThresholds, allowEnvironmentMismatch, resamples, allowIncomplete, otherDrift);
    }

    public double thresholdFor(String metric) {
        return metricThresholds.getOrDefault(metric, threshold);
    }

    public GateSettings allowingEnvironmentMismatch(boolean allow) {
        return new GateSettings(threshold, metricThresholds, allow, resamples, allowIncomplete, drift);
    }

    public GateSettings allowingIncomplete(boolean allow) {
        return new GateSettings(threshold, metricThresholds, allowEnvironmentMismatch, resamples, allow, drift);
    }
}
