package dev.sdkbench.reports.render;

import java.util.List;

/**
 * The columns of the headline table, in the seed's (LM15's) order: first response, local request
 * early and steady, memory, allocation, p99. Every column that comes from a timed block names it;
 * where a reader wants both blocks there are two columns, never one that takes the steady block in
 * one row and the early block in the next. Footprint comes from the environment, p99 from the latencies.
 */
public final class Headline {

    /**
     * A figure's column.
     *
     * @param figure  the figure
     * @param heading the column's heading
     * @param key     the HTML table's sort key ({@code report.html#sort=key})
     */
    public record Column(Figure figure, String heading, String key) {
    }

    /**
     * A column of per-call latencies, from one block's entry.
     *
     * @param latency the latencies' name in the file's {@code summary} ({@code earlyLatency})
     * @param heading the column's heading
     * @param key     the HTML table's sort key
     */
    public record TailColumn(String latency, String heading, String key) {
    }

    public static final Figure FIRST_RESPONSE = Figure.of("firstResponseMs");
    public static final Figure EARLY = Figure.of("earlyMicros");
    public static final Figure STEADY = Figure.of("steadyMicros");
    public static final Figure MEMORY = Figure.of("rssMiB");
    public static final Figure EARLY_ALLOCATION = Figure.of("earlyAllocKiB");
    public static final Figure STEADY_ALLOCATION = Figure.of("steadyAllocKiB");

    public static final List<Column> COLUMNS = List.of(
            new Column(FIRST_RESPONSE, "First response ms", "first-response"),
            new Column(EARLY, "Local request µs, early", "early"),
            new Column(STEADY, "Local request µs, steady", "steady"),
            new Column(MEMORY, "Memory MiB", "memory"),
            new Column(EARLY_ALLOCATION, "Alloc KiB/req, early", "alloc-early"),
            new Column(STEADY_ALLOCATION, "Alloc KiB/req, steady", "alloc-steady"));

    public static final List<Figure> FIGURES = COLUMNS.stream().map(Column::figure).toList();

    /** p99 of each block's calls, pooled over its forks. */
    public static final List<TailColumn> TAILS = List.of(
            new TailColumn("earlyLatency", "p99 µs, early", "p99-early"),
            new TailColumn("steadyLatency", "p99 µs, steady", "p99-steady"));

    private Headline() {
    }
}
