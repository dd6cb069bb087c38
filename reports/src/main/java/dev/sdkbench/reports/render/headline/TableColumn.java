package dev.sdkbench.reports.render.headline;

import dev.sdkbench.results.stats.paired.PairedFigure;
import dev.sdkbench.reports.render.Figure;
import dev.sdkbench.reports.render.Headline;

/**
 * The figures a table shows, each headed in plain words: what was measured, over which calls, and its unit. A heading
 * with {@code %s} names the early block's calls ({@code calls 21–220 of a new JVM}) where the table's cases share them.
 */
public enum TableColumn {
    FIRST_RESPONSE("first response (ms)", Headline.FIRST_RESPONSE, PairedFigure.FIRST_RESPONSE),
    EARLY("per call, %s (µs)", Headline.EARLY, PairedFigure.EARLY),
    STEADY("per call once warm (µs)", Headline.STEADY, PairedFigure.STEADY),
    EARLY_ALLOCATION("allocated per call, %s (KiB)", Headline.EARLY_ALLOCATION, PairedFigure.EARLY_ALLOCATION),
    MEMORY("memory after the last call, RSS (MiB)", Headline.MEMORY, PairedFigure.RSS),
    /** The case's runtime jars: a property of the classpath, not of a fork, so it has no figure and no pairs. */
    JARS("jars (MiB)", null, null);

    private final String heading;
    private final Figure figure;
    private final PairedFigure paired;

    TableColumn(String heading, Figure figure, PairedFigure paired) {
        this.heading = heading;
        this.figure = figure;
        this.paired = paired;
    }

    /** The column's heading, {@code earlyCalls} in place of the early block's name where it has one. */
    public String heading(String earlyCalls) {
        return heading.replace("%s", earlyCalls);
    }

    /** The figure's name in a case's {@code summary}; {@code null} for the jars. */
    public String summaryName() {
        return figure == null ? null : figure.name();
    }

    /** The figure the ratio is paired on; {@code null} for the jars. */
    public PairedFigure paired() {
        return paired;
    }
}
