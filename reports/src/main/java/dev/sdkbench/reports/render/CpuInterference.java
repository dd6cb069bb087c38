package dev.sdkbench.reports.render;

import java.util.List;
import java.util.Objects;

import dev.sdkbench.results.model.CaseResult;
import dev.sdkbench.results.model.Fork;
import dev.sdkbench.results.model.Interference;
import dev.sdkbench.results.model.Report;
import dev.sdkbench.results.stats.Percentiles;

/**
 * What other processes took of the forks' CPUs while they ran (each fork's {@code interference}):
 * per case the median and the most over its forks, and over a whole report one line. A case whose
 * forks lost a large share to others holds figures slowed by up to that share, and its paired rounds
 * are disturbed on one side more than the other.
 */
public final class CpuInterference {

    /** What the report's section says before its table. */
    public static final String INTRODUCTION = "Interference: the share of a fork's CPU that other processes took while it ran"
            + " (the CPU's busy time in /proc/stat from just before its start to after its last call, less the fork's own CPU"
            + " time and its fixture's threads on that CPU; the hypervisor's steal included and also shown alone). Each fork's"
            + " figures are slowed by up to that share; a case whose forks read high was measured on a busy machine.";

    private CpuInterference() {
    }

    /** The forks' readings, those that have one (pinned, passed or not, written by an engine that measures it). */
    private static List<Interference> of(List<Fork> forks) {
        return forks.stream().map(Fork::interference).filter(Objects::nonNull).toList();
    }

    /** Whether any fork of the report has a reading: the section is left out otherwise. */
    public static boolean measured(Report report) {
        return report.rows().stream().anyMatch(r -> !of(r.result().forks()).isEmpty());
    }

    /** The case's cells: forks measured, median and most interference, most steal; {@link Format#NONE} each when none. */
    public static List<String> cells(CaseResult c) {
        List<Interference> readings = of(c.forks());
        if (readings.isEmpty()) {
            return List.of("0", Format.NONE, Format.NONE, Format.NONE);
        }
        double[] percent = readings.stream().mapToDouble(Interference::percent).toArray();
        double steal = readings.stream().mapToDouble(Interference::stealPercent).max().orElse(Double.NaN);
        return List.of(Integer.toString(readings.size()), Format.number(Percentiles.median(percent), 1) + "%",
                Format.number(max(percent), 1) + "%", Format.number(steal, 1) + "%");
    }

    /** One line over every fork of the report, for its environment; empty when no fork has a reading. */
    public static List<String> lines(Report report) {
        double[] percent = report.rows().stream().flatMap(r -> of(r.result().forks()).stream())
                .mapToDouble(Interference::percent).toArray();
        if (percent.length == 0) {
            return List.of();
        }
        double steal = report.rows().stream().flatMap(r -> of(r.result().forks()).stream())
                .mapToDouble(Interference::stealPercent).max().orElse(Double.NaN);
        return List.of("Interference (others' share of a fork's CPU while it ran): median " + Format.number(Percentiles.median(percent), 1)
                + "%, max " + Format.number(max(percent), 1) + "% over " + percent.length + " forks; steal at most "
                + Format.number(steal, 1) + "%");
    }

    private static double max(double[] values) {
        double most = Double.NaN;
        for (double v : values) {
            most = Double.isNaN(most) || v > most ? v : most;
        }
        return most;
    }
}
