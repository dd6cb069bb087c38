package dev.sdkbench.reports.cli;

import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

import dev.sdkbench.reports.baseline.Baseline;
import dev.sdkbench.reports.compare.BaselineComparison;
import dev.sdkbench.reports.compare.ComparisonResult;
import dev.sdkbench.reports.compare.ComparisonTable;
import dev.sdkbench.reports.compare.EnvironmentMismatchException;
import dev.sdkbench.reports.compare.GateSettings;
import dev.sdkbench.reports.merge.MergedRuns;
import dev.sdkbench.results.model.Report;

/**
 * {@code compare <baseline> <results.json|dir>... [--threshold 5%] [--threshold <figure>=<n>%]
 * [--allow-environment-mismatch] [--allow-incomplete] [--out <dir>]}: the comparison table on the
 * console (and as {@code comparison.md} with {@code --out}); exit 1 on a regression or when the
 * comparison compared no figure or fewer cases than the baseline has figures for (unless
 * allowed), 2 when the environments differ and that was not allowed.
 */
final class CompareCommand implements Command {

    static final String MARKDOWN = "comparison.md";

    @Override
    public String name() {
        return "compare";
    }

    @Override
    public String usage() {
        return "compare <baseline> <results.json|dir>... [--threshold 5%] [--threshold <figure>=<n>%]"
                + " [--drift 20%] [--allow-environment-mismatch] [--allow-incomplete] [--out <dir>]";
    }

    @Override
    public String summary() {
        return "Compares a run with a baseline per case and figure (change of medians, 95% bootstrap interval, verdict);"
                + " exit 1 when a figure is worse beyond the threshold with the interval, widened by the between-run drift"
                + " (--drift, default 20%), above zero, 2 when the"
                + " environments differ (unless allowed); exit 1 too when it compared no figure or fewer cases than the"
                + " baseline has (unless --allow-incomplete); --out writes comparison.md.";
    }

    @Override
    public int run(List<String> args, PrintStream out) throws Exception {
        Arguments a = Arguments.parse(args, Set.of("--threshold", "--drift", "--out"), Set.of("--allow-environment-mismatch", "--allow-incomplete"));
        if (a.paths().size() < 2) {
            throw new UsageException("name the baseline, then at least one results file or folder of the run");
        }
        GateSettings settings = settings(a.all("--threshold"), a.flag("--allow-environment-mismatch"))
                .allowingIncomplete(a.flag("--allow-incomplete"));
        String drift = a.one("--drift");
        if (drift != null) {
            settings = settings.withDrift(percent(drift));
        }
        Report baseline = Baseline.load(a.paths().get(0));
        Report run = MergedRuns.load(a.paths().subList(1, a.paths().size()));
        if (run.runs().isEmpty()) {
            throw new UsageException("no results files in " + a.paths().subList(1, a.paths().size()) + ": run the benchmarks first");
        }
        ComparisonResult result;
        try {
            result = BaselineComparison.compare(baseline, run, settings);
        } catch (EnvironmentMismatchException e) {
            out.println("sdkbench compare: " + e.getMessage());
            return 2;
        }
        out.print(ComparisonTable.console(result));
        String folder = a.one("--out");
        if (folder != null) {
            Path file = Files.createDirectories(Path.of(folder).toAbsolutePath().normalize()).resolve(MARKDOWN);
            Files.writeString(file, ComparisonTable.markdown(result));
            out.println("Comparison: " + file.toAbsolutePath());
        }
        return result.failed() ? 1 : 0;
    }

    /** {@code 5%}, {@code 5} or {@code rssMiB=2%}: a threshold for every figure, or one figure's. */
    static GateSettings settings(List<String> thresholds, boolean allowEnvironmentMismatch) throws UsageException {
        double threshold = GateSettings.DEFAULT_THRESHOLD;
        Map<String, Double> perFigure = new HashMap<>();
        for (String t : thresholds) {
            int equals = t.indexOf('=');
            if (equals < 0) {
                threshold = percent(t);
            } else {
                perFigure.put(t.substring(0, equals).strip(), percent(t.substring(equals + 1)));
            }
        }
        return new GateSettings(threshold, perFigure, allowEnvironmentMismatch, GateSettings.DEFAULT_RESAMPLES, false,
                GateSettings.DEFAULT_DRIFT);
    }

    private static double percent(String text) throws UsageException {
        String number = text.strip().toLowerCase(Locale.ROOT);
        number = number.endsWith("%") ? number.substring(0, number.length() - 1) : number;
        try {
            double value = Double.parseDouble(number) / 100;
            if (value >= 0 && Double.isFinite(value)) {
                return value;
            }
        } catch (NumberFormatException e) {
            // the message below says what is expected
        }
        throw new UsageException("--threshold '" + text + "' is not a percentage: give e.g. 5% or rssMiB=2%");
    }
}
