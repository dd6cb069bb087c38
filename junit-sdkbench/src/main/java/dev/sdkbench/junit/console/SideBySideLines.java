package dev.sdkbench.junit.console;

import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

import dev.sdkbench.junit.plan.ForkPlanner;
import dev.sdkbench.reports.model.Pair;
import dev.sdkbench.reports.paired.PairedComparison;
import dev.sdkbench.reports.paired.PairedFigure;
import dev.sdkbench.reports.paired.PairedRatio;

/** A case's figures over what it is read against, fork by fork, for its test's output and its failure message. */
public final class SideBySideLines {

    private SideBySideLines() {
    }

    /** One line per pair of the case, then one per figure: the ratio, its 95% interval and the verdict. */
    public static String describe(List<PairedComparison> comparisons) {
        StringBuilder out = new StringBuilder();
        for (PairedComparison c : comparisons) {
            out.append(String.format(Locale.ROOT, "[sdkbench] %s over %s (%s, forks paired by round%s; SAME within ±%.0f%%):%n",
                    c.pair().caseId(), c.pair().referenceId(), c.pair().role() == Pair.Role.BASELINE ? "its baseline classpath"
                            : "the reference case", c.pair().sameJvm() && c.ratio(PairedFigure.STEADY).isPresent()
                            ? ", steady within each pair fork's JVM" : "", c.tolerance() * 100));
            for (PairedRatio r : c.ratios()) {
                out.append(String.format(Locale.ROOT, "  %-24s %s  %s  (%.4g against %.4g %s)%n", r.figure().label(), r.describe(),
                        r.verdictWord(), r.caseMedian(), r.referenceMedian(), r.figure().unit()));
            }
        }
        return out.toString();
    }

    /**
     * The compared figures at one look of the rounds, or of a case's steady pair forks, a line each: the ratio, its
     * sequential interval and the verdict so far, under a line with the rounds (or pair forks) and the comparison's
     * budget left.
     */
    public static String look(ForkPlanner.Look look, double tolerance) {
        boolean pairForks = !look.readings().isEmpty() && look.readings().stream().allMatch(r -> r.ratio().figure() == PairedFigure.STEADY);
        StringBuilder out = new StringBuilder(String.format(Locale.ROOT, "[sdkbench] look at %d %s%s (SAME within ±%.0f%%):%n",
                look.rounds(), pairForks ? "steady pair forks" : "rounds", look.leftMillis() < 0 ? ""
                        : String.format(Locale.ROOT, ", %d:%02d of the budget left",
                        Math.max(0, look.leftMillis()) / 60_000, Math.max(0, look.leftMillis()) / 1000 % 60), tolerance * 100));
        for (ForkPlanner.Reading r : look.readings()) {
            out.append(String.format(Locale.ROOT, "  %s over %s  %-16s %s  %s so far%n", r.pair().caseId(), r.pair().referenceId(),
                    r.ratio().figure().label(), r.ratio().describe(), r.ratio().verdictWord()));
        }
        return out.toString();
    }

    /** Why the case fails the baseline gate, in one message. */
    public static String regressionMessage(PairedComparison c) {
        return c.pair().caseId() + " is slower than on its baseline classpath (" + c.pair().referenceId() + "), measured side by side: "
                + c.regressions().stream().map(r -> r.figure().label() + " " + r.describe()).collect(Collectors.joining("; "))
                + String.format(Locale.ROOT, " (a slowdown whose whole 95%% interval lies above 1 + %.0f%% fails;"
                        + " set sdkbench.tolerance to change that)", c.tolerance() * 100)
                + (c.pair().looks().isEmpty() ? "" : "; the rounds stopped on the data, so each start-up interval is the sequential"
                        + " one at its look, 95% over every look together")
                + (c.pair().steadyLooks().isEmpty() ? "" : "; so did the steady pair forks, whose interval is read the same way");
    }
}
