package dev.sdkbench.reports.compare;

import dev.sdkbench.results.model.Summary;
import dev.sdkbench.results.stats.MedianChange;

/**
 * One figure of one case, before and after.
 *
 * @param benchmark the benchmark class's simple name
 * @param caseId    the case
 * @param metric    the figure's name in the results file ({@code earlyMicros}…)
 * @param before    the baseline's summary
 * @param after     the run's summary
 * @param change    the change of the medians and its 95% interval, or {@code null} when not compared
 * @param threshold the threshold that applied, a fraction
 * @param verdict   what the change means
 * @param note      why there is no verdict, or {@code null}
 */
public record MetricChange(String benchmark, String caseId, String metric, Summary before, Summary after,
                           MedianChange change, double threshold, Verdict verdict, String note) {

    /** {@code OpenAiJavaBenchmark.openAiJavaChat}. */
    public String where() {
        return benchmark + "." + caseId;
    }
}
