package dev.sdkbench.results.model;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

import org.apiguardian.api.API;

import java.util.List;

/**
 * One figure of one case over its passing forks, as the engine summarised it: type-7 median, p25
 * and p75, min, max, n, the 95% bootstrap interval of the median, and every fork's value in fork
 * order. Reports show these as written; they never re-derive them.
 */
@API(status = EXPERIMENTAL, since = "0.1")
public record Summary(double median, double p25, double p75, double min, double max, int n, double ciLow, double ciHigh,
                      List<Double> values) {

    public Summary {
        values = List.copyOf(values);
    }

    /** Whether any fork contributed a value (a summary of no forks has NaN figures). */
    public boolean measured() {
        return n > 0;
    }
}
