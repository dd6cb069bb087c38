package dev.sdkbench.reports.render;

import java.util.List;

import dev.sdkbench.results.model.Report;

/**
 * Which load charts a report has and what their files are called, for every format that writes or links them: one
 * chart per fixture dialect of the cases that ran a load fork, {@code load-<dialect>.svg} beside the report.
 */
public final class LoadChartFiles {

    /** The charts' files beside a report, as a glob: {@link #fileName} of each dialect. */
    public static final String GLOB = "load-*.svg";

    private LoadChartFiles() {
    }

    /** The dialects of the report's cases that ran a load fork, in the report's order: one chart each. */
    public static List<String> dialects(Report report) {
        return report.rows().stream().filter(r -> r.result().load() != null && r.result().settings() != null)
                .map(r -> r.result().settings().dialect()).distinct().toList();
    }

    /** The chart's file beside the report: {@code load-chat.svg}; a character a file name should not hold reads {@code -}. */
    public static String fileName(String dialect) {
        return "load-" + dialect.replaceAll("[^A-Za-z0-9_-]", "-") + ".svg";
    }
}
