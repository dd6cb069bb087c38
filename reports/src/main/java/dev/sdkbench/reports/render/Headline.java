package dev.sdkbench.reports.render;

import java.util.List;

/**
 * The figures of the headline table, in the seed's (LM15's) order: first response, local request
 * early and steady, memory, allocation. Footprint and p99 come from the environment and the
 * latencies, not from summaries.
 */
public final class Headline {

    public static final Figure FIRST_RESPONSE = Figure.of("firstResponseMs");
    public static final Figure EARLY = Figure.of("earlyMicros");
    public static final Figure STEADY = Figure.of("steadyMicros");
    public static final Figure MEMORY = Figure.of("rssMiB");
    public static final Figure ALLOCATION = Figure.of("allocKiB");

    public static final List<Figure> FIGURES = List.of(FIRST_RESPONSE, EARLY, STEADY, MEMORY, ALLOCATION);

    private Headline() {
    }
}
