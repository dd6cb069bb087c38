package dev.sdkbench.junit.console;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import dev.sdkbench.junit.run.CaseOutcome;
import dev.sdkbench.junit.run.ClassResult;
import dev.sdkbench.junit.plan.ForkPlanner;
import dev.sdkbench.junit.probe.NoiseReadings;
import dev.sdkbench.junit.summary.CaseSummary;
import dev.sdkbench.junit.summary.StreamSummary;
import dev.sdkbench.results.model.Latencies;
import dev.sdkbench.results.model.Protocol;
import dev.sdkbench.results.model.SteadyState;
import dev.sdkbench.results.model.Summary;
import dev.sdkbench.reports.render.Format;
import dev.sdkbench.reports.render.SettleTime;

/**
 * The class's results as a plain-text table for the console and Surefire's {@code <system-out>}:
 * medians over forks with their p25–p75 spread, the steady figure's 95% interval, and a verdict.
 */
public final class SummaryTable {

    private SummaryTable() {
    }

    public static String render(ClassResult run) {
        List<String[]> rows = rows(run);
        boolean streams = run.cases().stream().anyMatch(c -> c.settings().stream());
        if (streams) {
            addStreamColumns(rows, run);
        }
        int[] widths = new int[rows.get(0).length];
        for (String[] row : rows) {
            for (int i = 0; i < row.length; i++) {
                widths[i] = Math.max(widths[i], row[i].length());
            }
        }
        StringBuilder out = new StringBuilder();
        out.append("junit-sdkbench ").append(run.settings().testClass().getSimpleName()).append(": ")
                .append(verdict(run)).append('\n');
        double precision = run.settings().cases().stream().mapToDouble(c -> c.startup().precision()).filter(p -> p > 0).min()
                .orElse(0);
        if (precision > 0 && NoiseReadings.exceeds(run.environment().machineNoise(), precision)) {
            out.append(String.format(Locale.ROOT, "WARNING: this machine's own spread exceeds the ±%.1f%% precision target;"
                    + " no figure here can be more precise than the machine (see machine noise below)%n", precision * 100));
        }
        for (int r = 0; r < rows.size(); r++) {
            String[] row = rows.get(r);
            for (int i = 0; i < row.length; i++) {
                out.append(i == 0 ? "" : "  ");
                out.append(i < 2 || i == row.length - 1 ? pad(row[i], widths[i]) : padLeft(row[i], widths[i]));
            }
            out.append('\n');
            if (r == 0) {
                out.append("-".repeat(widths.length * 2 - 2 + java.util.Arrays.stream(widths).sum())).append('\n');
            }
        }
        out.append("Figures are medians over forks with p25–p75 (linear interpolation, type 7); early = ")
                .append("the seed's warmup + timed block (every fork), steady = the timed iterations of the steady forks once")
                .append(" the JIT settled; ±95% = half the 95% interval of the median over forks (bootstrap), for both; p99 and alloc per")
                .append(" block: early over its calls (alloc: the start-up forks'), steady over the settled steady forks'. Time to settle:")
                .append(" the median steady fork's warmup, or > the cap with the JIT's share of the timed iterations after it (the most")
                .append(" of the unsettled forks). forks = start-up + steady, and why forks stopped. ")
                .append(run.environment().cpuPlan()).append("; seed ").append(run.settings().seed()).append('\n');
        if (streams) {
            out.append("Stream columns: the SDK's share of the time to the first text delta and to the end of the stream")
                    .append(" over the early block (every fork's), with the fixture's own waits subtracted (CaseReport lists them). ")
                    .append(run.settings().stream().deltas()).append(" deltas, first event after ")
                    .append(run.settings().stream().firstDelayMicros()).append(" µs, then every ")
                    .append(run.settings().stream().intervalMicros()).append(" µs.\n");
        }
        String noise = NoiseReadings.describe(run.environment().machineNoise());
        if (!noise.isEmpty()) {
            out.append(noise).append('\n');
        }
        out.append("Raw results: ").append(run.directory()).append('\n');
        return out.toString();
    }

    /**
     * The heading, then a row per case. Each block's figures are in columns of their own: a column never
     * takes the steady block in one row and the early block in the next.
     */
    private static List<String[]> rows(ClassResult run) {
        List<String[]> rows = new ArrayList<>();
        rows.add(new String[] {"case", "dialect", "forks", "early µs/call", "±95%", "steady µs/call", "±95%", "time to settle",
                "p99 µs early", "p99 µs steady", "RSS MiB", "alloc KiB early", "alloc KiB steady", "1st resp ms", "verdict"});
        for (CaseOutcome c : run.cases()) {
            CaseSummary s = c.summary();
            rows.add(new String[] {c.settings().id(), c.settings().dialect().id(), forks(c), spread(s.early().micros(), 1),
                    precision(s.early().micros()), steady(s), precision(s.steady().micros()), timeToSettle(c),
                    p99(s.early().latency()), p99(s.steady().latency()), spread(s.footprint().rssMiB(), 1),
                    spread(s.early().allocKiB(), 2), spread(s.steady().allocKiB(), 2),
                    spread(s.lifecycle().firstResponseMs(), 0), c.unsupported() ? "UNSUPPORTED" : c.ok() ? "ok" : "FAILED"});
        }
        return rows;
    }

    /** Inserts the SDK's share of first delta and stream end, the early block's in every row, before the verdict column. */
    private static void addStreamColumns(List<String[]> rows, ClassResult run) {
        for (int r = 0; r < rows.size(); r++) {
            String[] row = rows.get(r);
            String first;
            String end;
            if (r == 0) {
                first = "1st delta µs early";
                end = "stream end µs early";
            } else {
                StreamSummary stream = run.cases().get(r - 1).summary().early().stream();
                first = stream == null ? "-" : spread(stream.sdkFirstDeltaMicros(), 1);
                end = stream == null ? "-" : spread(stream.sdkEndMicros(), 1);
            }
            String[] wider = java.util.Arrays.copyOf(row, row.length + 2);
            wider[row.length - 1] = first;
            wider[row.length] = end;
            wider[row.length + 1] = row[row.length - 1];
            rows.set(r, wider);
        }
    }

    /** Start-up and steady forks that passed, and why the case stopped adding forks: {@code 12+3 precise}. */
    static String forks(CaseOutcome c) {
        long startup = c.forks().stream().filter(f -> f.ok() && f.task().protocol() == Protocol.STARTUP).count();
        long steady = c.forks().stream().filter(f -> f.ok() && f.task().protocol() == Protocol.STEADY).count();
        return startup + "+" + steady + (c.stop() == null ? "" : " " + c.stop().name().toLowerCase(Locale.ROOT).replace('_', ' '));
    }

    /** Half the 95% interval of the median as a percentage of it: {@code ±2.1%}. */
    static String precision(Summary s) {
        if (s.n() < 2) {
            return "-";
        }
        return String.format(Locale.ROOT, "±%.1f%%", ForkPlanner.relativeHalfWidth(s) * 100);
    }

    /** The block's p99 µs per call, or {@code -} when it was not measured (or, steady, did not settle). */
    static String p99(Latencies latency) {
        return latency == null ? "-" : fmt(latency.p99Micros(), 1);
    }

    /** How long the steady warmup took, as the reports show it ({@link SettleTime}): {@code 12.5 s}, {@code > 45 s, JIT 5.8%}. */
    static String timeToSettle(CaseOutcome c) {
        return SettleTime.of(c.toModel()).map(SettleTime::text).orElse("-");
    }

    /** The steady figure, or why there is none: {@code not settled in 60 s}. */
    static String steady(CaseSummary s) {
        SteadyState state = s.steadyState();
        if (state != null && !state.settled()) {
            // The cap as the reports write it (1.5 s, not 2 s), so the time-to-settle column beside it agrees.
            return "not settled in " + Format.seconds(state.warmupCapSeconds()) + " s";
        }
        return spread(s.steady().micros(), 1);
    }

    /** {@code median (p25–p75)}, or {@code -} when nothing was measured. */
    static String spread(Summary s, int decimals) {
        if (s.n() == 0) {
            return "-";
        }
        return fmt(s.median(), decimals) + " (" + fmt(s.p25(), decimals) + "–" + fmt(s.p75(), decimals) + ")";
    }

    static String fmt(double value, int decimals) {
        return String.format(Locale.ROOT, "%." + decimals + "f", value);
    }

    private static String pad(String s, int width) {
        return s + " ".repeat(width - s.length());
    }

    private static String padLeft(String s, int width) {
        return " ".repeat(width - s.length()) + s;
    }

    /** The run's verdict in a few words: a case failed on a known client defect leaves the run publishable. */
    private static String verdict(ClassResult run) {
        if (!run.publishable()) {
            return "NOT PUBLISHABLE: " + run.notPublishableBecause();
        }
        return run.cases().stream().allMatch(CaseOutcome::ok) ? "all cases passed"
                : "publishable, with a client finding (a case failed on a known client defect)";
    }
}
