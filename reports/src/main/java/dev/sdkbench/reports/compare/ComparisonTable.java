package dev.sdkbench.reports.compare;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;

import dev.sdkbench.results.model.Summary;
import dev.sdkbench.reports.render.Figure;

/** A comparison as a table, in Markdown (for a page or a PR comment) and as aligned text (for the console). */
public final class ComparisonTable {

    private static final String[] HEADER = {"case", "figure", "before", "after", "change", "95% interval", "verdict"};

    private ComparisonTable() {
    }

    public static String markdown(ComparisonResult result) {
        StringBuilder md = new StringBuilder("# Comparison with the baseline\n\n");
        md.append("**").append(headline(result)).append("**\n\n");
        md.append(rule(result)).append("\n\n");
        md.append("| ").append(String.join(" | ", HEADER)).append(" |\n");
        md.append("|---|---|---:|---:|---:|---:|---|\n");
        for (String[] row : rows(result)) {
            md.append("| ").append(String.join(" | ", Arrays.stream(row).map(c -> c.replace("|", "\\|")).toList()))
                    .append(" |\n");
        }
        if (!result.notCompared().isEmpty()) {
            md.append("\n## Not compared\n\n");
            result.notCompared().forEach(line -> md.append("- ").append(line).append('\n'));
        }
        md.append("\n## Environment\n\n").append(environment(result)).append('\n');
        md.append("\n## Files\n\n");
        result.baselineFiles().forEach(f -> md.append("- baseline: `").append(f).append("`\n"));
        result.runFiles().forEach(f -> md.append("- run: `").append(f).append("`\n"));
        return md.toString();
    }

    public static String console(ComparisonResult result) {
        List<String[]> rows = new ArrayList<>();
        rows.add(HEADER);
        rows.addAll(rows(result));
        int[] widths = new int[HEADER.length];
        rows.forEach(r -> {
            for (int i = 0; i < r.length; i++) {
                widths[i] = Math.max(widths[i], r[i].length());
            }
        });
        StringBuilder out = new StringBuilder("sdkbench compare: ").append(headline(result)).append('\n');
        for (int r = 0; r < rows.size(); r++) {
            String[] row = rows.get(r);
            for (int i = 0; i < row.length; i++) {
                String cell = row[i];
                String pad = " ".repeat(widths[i] - cell.length());
                // Names left, numbers right.
                out.append(i == 0 ? "" : "  ").append(i >= 2 && i <= 5 ? pad + cell : i == row.length - 1 ? cell : cell + pad);
            }
            out.append('\n');
            if (r == 0) {
                out.append("-".repeat(Arrays.stream(widths).sum() + 2 * (widths.length - 1))).append('\n');
            }
        }
        result.notCompared().forEach(line -> out.append("not compared: ").append(line).append('\n'));
        out.append(rule(result)).append('\n');
        out.append(environment(result)).append('\n');
        return out.toString();
    }

    /** One line: the gate's outcome. */
    public static String headline(ComparisonResult result) {
        List<MetricChange> regressions = result.regressions();
        if (!regressions.isEmpty()) {
            return "REGRESSION: " + regressions.stream()
                    .map(c -> c.where() + " " + c.metric() + " " + Metrics.percent(c.change().change()))
                    .collect(Collectors.joining(", "));
        }
        String counts = result.comparedFigures() + " figures compared" + (result.notCompared().isEmpty() ? ""
                : ", " + result.notCompared().size() + " cases not compared");
        String incomplete = result.incompleteness();
        if (incomplete == null) {
            return "no regression (" + counts + ")";
        }
        if (result.settings().allowIncomplete()) {
            return "no regression (" + counts + "); incomplete, as allowed: " + incomplete;
        }
        return "INCOMPLETE: " + incomplete + " (" + counts + "), so it proves nothing: rerun with the baseline's cases"
                + " and settings (each case not compared says why; a figure needs " + BaselineComparison.MIN_FORKS
                + "+ forks on each side), or save a new baseline from a run like this one;"
                + " --allow-incomplete (Maven: -Dsdkbench.allowIncompleteComparison=true) passes it anyway";
    }

    private static String rule(ComparisonResult result) {
        GateSettings s = result.settings();
        Map<String, Double> sorted = new TreeMap<>(s.metricThresholds());
        String thresholds = Metrics.percent(s.threshold()).substring(1) + (sorted.isEmpty() ? ""
                : " (" + sorted.entrySet().stream().map(e -> e.getKey() + " " + Metrics.percent(e.getValue()).substring(1))
                        .collect(Collectors.joining(", ")) + ")");
        return "A figure regresses when it is worse than the baseline by more than " + thresholds
                + " and the 95% bootstrap interval of the change (" + String.format(Locale.ROOT, "%,d", s.resamples())
                + " resamples of both runs' per-fork values), widened by the between-run drift of "
                + Metrics.percent(s.drift()).substring(1) + " on both sides, lies entirely on the worse side of zero. "
                + "Change = median after / median before − 1. "
                + "This compares across time: the two runs met the machine at different moments, and its drift between them"
                + " is in every change above, which no interval over one run's forks can see. To gate a change, run both"
                + " versions in one run (sdkbench.baseline=group:artifact:version), whose forks are paired round by round.";
    }

    private static String environment(ComparisonResult result) {
        if (result.environment().isEmpty()) {
            return "Same environment (CPU model, cores, kernel, JDK, CPU plan) in the baseline and the run.";
        }
        return "Compared across environments, as asked (--allow-environment-mismatch); the changes may come from the "
                + "machines, not the code: " + result.environment().stream().map(EnvironmentDifference::line)
                        .collect(Collectors.joining("; ")) + ".";
    }

    private static List<String[]> rows(ComparisonResult result) {
        List<String[]> rows = new ArrayList<>();
        for (MetricChange c : result.changes()) {
            Figure figure = Figure.of(c.metric());
            rows.add(new String[] {c.where(), figure.heading(), figure(figure, c.before()), figure(figure, c.after()), c.change() == null ? "-" : Metrics.percent(c.change().change()),
                    c.change() == null ? "-" : Metrics.percent(c.change().low()) + " … " + Metrics.percent(c.change().high()),
                    c.verdict().label() + (c.note() == null ? "" : ": " + c.note())});
        }
        return rows;
    }

    private static String figure(Figure figure, Summary s) {
        return figure.format(s.median()) + " (n " + s.n() + ")";
    }
}
