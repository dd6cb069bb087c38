package dev.sdkbench.reports.render.history;

/**
 * One figure as a history tool keeps it from run to run: what was measured, which figure, its value
 * and its 95% interval.
 *
 * @param benchmark what was measured: a case ({@code OpenAiJavaBenchmark.openAiJavaChat}) or a case over what it
 *                  is read against ({@code OpenAiJavaBenchmark.openAiJavaChat over FloorBenchmark.minimalChat})
 * @param measure   the figure: its name in the results file ({@code earlyMicros}), or {@code ratio: early} for a
 *                  paired ratio
 * @param unit      the figure's unit ({@code µs}, {@code MiB}, {@code ×} for a ratio), empty for a count
 * @param value     the median over the case's forks, or the paired ratio
 * @param low       the 95% interval's lower end; NaN when there is none
 * @param high      its upper end; NaN likewise
 * @param detail    one line a tooltip can show: forks or pairs, the interval, the verdict
 * @param higherIsBetter whether a bigger value is better (a rate); every other figure is better smaller
 */
public record TrackedFigure(String benchmark, String measure, String unit, double value, double low, double high,
                            String detail, boolean higherIsBetter) {

    /** Whether the figure has a 95% interval. */
    public boolean hasInterval() {
        return Double.isFinite(low) && Double.isFinite(high);
    }

    /** The same figure under another benchmark name. */
    TrackedFigure named(String otherBenchmark) {
        return new TrackedFigure(otherBenchmark, measure, unit, value, low, high, detail, higherIsBetter);
    }
}
