package dev.sdkbench.junit.report;

import java.util.Locale;

import dev.sdkbench.junit.run.CaseResult;
import dev.sdkbench.junit.run.CaseSummary;
import dev.sdkbench.junit.run.ForkOutcome;
import dev.sdkbench.junit.stats.Latencies;

/** One case's figures for its test's output, and its failure message. */
public final class CaseReport {

    private CaseReport() {
    }

    /** A few lines: the headline figures, or what failed. */
    public static String describe(CaseResult result) {
        if (result.unsupported()) {
            return "[sdkbench] " + result.settings().id() + " (" + result.settings().dialect() + ", " + result.settings().scenario()
                    + "): UNSUPPORTED: " + result.settings().unsupported() + "\n";
        }
        CaseSummary s = result.summary();
        StringBuilder out = new StringBuilder();
        String scenario = result.settings().scenario().equals("plain") ? "" : ", " + result.settings().scenario();
        out.append("[sdkbench] ").append(result.settings().id()).append(" (").append(result.settings().dialect()).append(scenario).append("): ")
                .append(result.ok() ? "ok" : "FAILED").append(", ").append(s.earlyMicros().n()).append('/')
                .append(result.settings().forks()).append(" forks passed\n");
        out.append("  early µs/call ").append(SummaryTable.spread(s.earlyMicros(), 1));
        if (s.steadyMicros().n() > 0) {
            out.append("; steady µs/call ").append(SummaryTable.spread(s.steadyMicros(), 1)).append(", 95% CI ")
                    .append(SummaryTable.fmt(s.steadyMicros().ciLow(), 1)).append('–')
                    .append(SummaryTable.fmt(s.steadyMicros().ciHigh(), 1));
        }
        out.append('\n');
        Latencies tail = s.steadyLatency() != null ? s.steadyLatency() : s.earlyLatency();
        if (tail != null) {
            out.append(String.format(Locale.ROOT, "  per call µs: p50 %.1f, p90 %.1f, p99 %.1f, max %.1f over %d calls%n",
                    tail.p50Micros(), tail.p90Micros(), tail.p99Micros(), tail.maxMicros(), tail.count()));
        }
        out.append("  RSS MiB ").append(SummaryTable.spread(s.rssMiB(), 1)).append("; peak ").append(SummaryTable.spread(s.hwmMiB(), 1))
                .append("; alloc KiB/call ").append(SummaryTable.spread(s.allocKiB(), 2)).append("; first response ms ")
                .append(SummaryTable.spread(s.firstResponseMs(), 0)).append('\n');
        ForkOutcome failure = result.firstFailure();
        if (failure != null) {
            out.append("  ").append(failure.failureLine()).append('\n');
        }
        return out.toString();
    }

    /** First line: case, fork, CPU, cause and evidence; then how many forks passed and were skipped. */
    public static String failureMessage(CaseResult result) {
        ForkOutcome failure = result.firstFailure();
        String first = failure != null ? failure.failureLine()
                : result.settings().id() + ": only " + result.forks().size() + " of " + result.settings().forks() + " forks ran";
        long passed = result.forks().stream().filter(ForkOutcome::ok).count();
        return first + "\n" + passed + " of " + result.settings().forks() + " forks passed, " + result.skipped()
                + " skipped after the failure; the run is not publishable.";
    }
}
