package dev.sdkbench.reports.render.headline;

import dev.sdkbench.results.model.Report;

/**
 * Another run to take the figures once warm from: one with more steady forks gives their ratios an interval (the main
 * job's 2 steady forks a case give none). A table takes them for a mode only where this run holds the reference and
 * every case of that mode, so that a column's rows of one mode all come from one run.
 *
 * @param report its results
 * @param label  how the notes name it
 */
public record SteadyRun(Report report, RunLabel label) {
}
