package dev.sdkbench.junit.console;

import java.time.Duration;
import java.util.Locale;

import dev.sdkbench.fixture.scenario.Scenarios;
import dev.sdkbench.junit.link.ForkResult;
import dev.sdkbench.junit.run.CaseOutcome;
import dev.sdkbench.junit.run.ForkOutcome;
import dev.sdkbench.junit.summary.CaseSummary;
import dev.sdkbench.junit.summary.RetrySummary;
import dev.sdkbench.junit.summary.StreamSummary;
import dev.sdkbench.results.model.Latencies;
import dev.sdkbench.results.model.LoadRun;
import dev.sdkbench.results.model.SizesRun;
import dev.sdkbench.results.stats.Slope;
import dev.sdkbench.results.model.SteadyState;
import dev.sdkbench.results.model.StreamFixture;
import dev.sdkbench.results.model.Summary;

/** One case's figures for its test's output, and its failure message. */
public final class CaseReport {

    private CaseReport() {
    }

    /** A few lines: the headline figures, or what failed. */
    public static String describe(CaseOutcome result) {
        if (result.unsupported()) {
            return "[sdkbench] " + result.settings().id() + " (" + result.settings().dialect().id() + ", " + result.settings().scenario().id()
                    + "): UNSUPPORTED: " + result.settings().unsupported() + "\n";
        }
        CaseSummary s = result.summary();
        StringBuilder out = new StringBuilder();
        String scenario = result.settings().scenario() == Scenarios.PLAIN ? "" : ", " + result.settings().scenario().id();
        out.append("[sdkbench] ").append(result.settings().id()).append(" (").append(result.settings().dialect().id()).append(scenario).append("): ")
                .append(result.ok() ? "ok" : "FAILED").append(", forks passed (start-up+steady): ").append(SummaryTable.forks(result))
                .append('\n');
        out.append("  early µs/call ").append(SummaryTable.spread(s.early().micros(), 1));
        if (s.early().micros().n() > 1) {
            out.append(' ').append(SummaryTable.precision(s.early().micros()));
        }
        SteadyState steady = s.steadyState();
        if (steady != null && steady.settled()) {
            out.append("; steady µs/call ").append(SummaryTable.spread(s.steady().micros(), 1)).append(' ')
                    .append(SummaryTable.precision(s.steady().micros())).append(" (time to settle ")
                    .append(SummaryTable.timeToSettle(result)).append(", at most ")
                    .append(SummaryTable.fmt(steady.warmupSecondsMax(), 0)).append(" s; JIT inside the timed iterations at most ")
                    .append(steady.timedCompileMillisMax()).append(" ms)");
        } else if (steady != null) {
            out.append("; steady: ").append(SummaryTable.steady(s)).append(": ").append(steady.reason())
                    .append("; time to settle ").append(SummaryTable.timeToSettle(result));
        }
        out.append('\n');
        out.append(latencyLine("early", s.early().latency())).append(latencyLine("steady", s.steady().latency()));
        out.append(streamLines(s));
        out.append(retryLine(result));
        if (s.loserCloseMicros() != null && s.loserCloseMicros().n() > 0) {
            out.append("  loser closed µs after the answer (cancellation) ").append(SummaryTable.spread(s.loserCloseMicros(), 1))
                    .append('\n');
        }
        CaseSummary.Footprint footprint = s.footprint();
        out.append("  RSS MiB ").append(SummaryTable.spread(footprint.rssMiB(), 1)).append("; peak ").append(SummaryTable.spread(footprint.hwmMiB(), 1))
                .append("; alloc KiB/call early ").append(SummaryTable.spread(s.early().allocKiB(), 2)).append(", steady ")
                .append(SummaryTable.spread(s.steady().allocKiB(), 2)).append("; first response ms ")
                .append(SummaryTable.spread(s.lifecycle().firstResponseMs(), 0)).append('\n');
        out.append(loadLines(result)).append(sizesLines(result));
        ForkOutcome failure = result.firstFailure();
        if (failure != null) {
            out.append("  ").append(failure.failureLine()).append('\n');
        } else if (result.loadFailureLine() != null) {
            out.append("  ").append(result.loadFailureLine()).append('\n');
        } else if (result.sizesFailureLine() != null) {
            out.append("  ").append(result.sizesFailureLine()).append('\n');
        }
        return out.toString();
    }

    /** The case's size ladder: the slopes of µs and bytes per call per unit, with their intervals, over how many points. */
    static String sizesLines(CaseOutcome result) {
        if (result.sizes() == null) {
            return "";
        }
        SizesRun sizes = result.sizes().toModel();
        return String.format(Locale.ROOT, "  sizes %s %s: %s µs/call per %s, %s bytes/call per %s, over %d of %d forks%n",
                sizes.ladder(), sizes.sizes(), slope(sizes.micros(), 3), sizes.unit(), slope(sizes.allocBytes(), 0), sizes.unit(),
                sizes.passed().size(), sizes.points().size());
    }

    /** A slope with its 95% interval: {@code 2.104 [2.051, 2.157]}, the interval left out where there is none. */
    private static String slope(Slope s, int decimals) {
        String interval = Double.isNaN(s.low()) ? "" : " [" + SummaryTable.fmt(s.low(), decimals) + ", "
                + SummaryTable.fmt(s.high(), decimals) + "]";
        return SummaryTable.fmt(s.perUnit(), decimals) + interval;
    }

    /**
     * A line per step of the case's load fork: calls/s against the ideal, what the fixture saw, added latency, CPU, threads,
     * and virtual callers' pinning.
     */
    static String loadLines(CaseOutcome result) {
        if (result.load() == null) {
            return "";
        }
        StringBuilder out = new StringBuilder();
        LoadRun load = result.load().toModel();
        for (LoadRun.Step s : load.steps()) {
            out.append(String.format(Locale.ROOT, "  load N=%d: %.1f calls/s (ideal %.1f), in flight at the fixture %s, added"
                    + " p50 %.2f ms p99 %.2f ms, CPU %.0f µs/call, %d threads, %d failed%s%n", s.concurrency(), s.callsPerSecond(),
                    s.idealCallsPerSecond(), s.fixture() == null ? "unread" : s.fixture().maxInFlight() + " max, "
                    + SummaryTable.fmt(s.fixture().meanInFlight(), 1) + " mean", s.addedP50Micros() / 1000, s.addedP99Micros() / 1000,
                    s.cpuMicrosPerCall(), s.peakThreads(), s.failedCalls(), pinning(s)));
        }
        return out.toString();
    }

    /** With virtual callers, how often and how long they were pinned; nothing with platform callers. */
    public static String pinning(LoadRun.Step s) {
        LoadRun.Pinning p = s.pinning();
        return !s.virtualCallers() ? "" : p == null ? ", virtual callers" : String.format(Locale.ROOT,
                ", virtual callers pinned %d times, %.2f ms in all", p.events(), p.totalMicros() / 1000);
    }

    /** One block's per-call latencies, named by the block; nothing when it has none (or, steady, did not settle). */
    private static String latencyLine(String block, Latencies l) {
        return l == null ? "" : String.format(Locale.ROOT, "  %s per call µs: p50 %.1f, p90 %.1f, p99 %.1f, max %.1f over %d calls%n",
                block, l.p50Micros(), l.p90Micros(), l.p99Micros(), l.maxMicros(), l.count());
    }

    /**
     * For a streaming case: time to the first text delta and to the end of the stream, the early block's
     * and the steady block's when it settled, each measured and as the SDK's share with the fixture's own
     * waits subtracted.
     */
    static String streamLines(CaseSummary s) {
        return streamLines("early", s.early().stream(), s.streamFixture()) + streamLines("steady", s.steady().stream(), s.streamFixture());
    }

    private static String streamLines(String block, StreamSummary stream, StreamFixture fixture) {
        if (stream == null) {
            return "";
        }
        StringBuilder out = new StringBuilder();
        out.append("  ").append(block).append(" stream µs: first delta ")
                .append(SummaryTable.spread(stream.firstDeltaMicros(), 1)).append(", end ").append(SummaryTable.spread(stream.endMicros(), 1))
                .append("; text deltas/call ").append(SummaryTable.spread(stream.textDeltas(), 1)).append('\n');
        if (fixture == null || fixture.endMicros() == 0) {
            return out.toString(); // no fixture waits: the figures above are the SDK's share
        }
        out.append("  ").append(block).append(" SDK's share µs: first delta ").append(SummaryTable.spread(stream.sdkFirstDeltaMicros(), 1)).append(", end ")
                .append(SummaryTable.spread(stream.sdkEndMicros(), 1))
                .append(" (fixture's waits subtracted: ").append(SummaryTable.fmt(fixture.firstDeltaMicros(), 0)).append(" and ")
                .append(SummaryTable.fmt(fixture.endMicros(), 0)).append(" µs; ").append(fixture.stream().deltas())
                .append(" deltas, ").append(fixture.events()).append(" events)");
        return out.append('\n').toString();
    }

    /** For a retry-path case: how long the SDK waited before its resend, and the call's cost beyond the advertised wait. */
    static String retryLine(CaseOutcome result) {
        RetrySummary retry = result.summary().retry();
        Duration advertised = result.settings().scenario().retryAfter();
        if (retry == null || advertised == null) {
            return "";
        }
        return "  retry: advertised wait " + SummaryTable.fmt(advertised.toNanos() / 1000.0, 0) + " µs; the fixture saw the resend"
                + " after " + SummaryTable.spread(retry.waitMicros(), 1) + " µs; µs/call beyond the advertised wait "
                + SummaryTable.spread(retry.beyondWaitMicros(), 1) + "\n";
    }

    /**
     * First line: what failed (case, fork, CPU, cause), the case's headline figures, and where the
     * evidence is, so that Surefire's report, which shows only this message, says it all; then how
     * many forks passed and were skipped.
     */
    public static String failureMessage(CaseOutcome result) {
        ForkOutcome failure = result.firstFailure();
        String message;
        if (failure != null) {
            // A client's exception brings its stack trace: the cause's first line goes first, the trace after.
            String[] cause = failure.failure().split("\\R", 2);
            message = failure.name() + ": " + cause[0] + "; " + headline(result)
                    + " (evidence: " + failure.evidence() + ")" + (cause.length > 1 ? "\n" + cause[1] : "");
        } else if (result.loadFailureLine() != null) {
            message = result.loadFailureLine() + "; " + headline(result);
        } else if (result.sizesFailureLine() != null) {
            message = result.sizesFailureLine() + "; " + headline(result);
        } else {
            message = result.settings().id() + ": only " + result.forks().size() + " of at least " + result.fewestForks()
                    + " forks ran; " + headline(result);
        }
        long passed = result.forks().stream().filter(ForkOutcome::ok).count();
        return message + "\n" + passed + " of " + result.forks().size() + " forks passed, " + result.skipped()
                + " skipped after the failure; " + (result.failedByKnownClientDefect()
                ? "a known client defect: a finding about the client, the run stays publishable." : "the run is not publishable.");
    }

    /**
     * The case's headline figures in a few words: medians over the passing forks, or else the failed
     * fork's own figures when it measured before it failed (a wrong CPU or request count is found
     * after the calls), or else that nothing was measured.
     */
    static String headline(CaseOutcome result) {
        CaseSummary s = result.summary();
        Summary early = s.early().micros();
        if (early.n() > 0) {
            Summary steady = s.steady().micros();
            Summary firstResponse = s.lifecycle().firstResponseMs();
            String figures = figures(early.median(), steady.n() > 0 ? steady.median() : null, s.footprint().rssMiB().median(),
                    firstResponse.n() > 0 ? firstResponse.median() : null);
            StreamSummary stream = s.early().stream();
            if (stream != null && stream.firstDeltaMicros().n() > 0) {
                figures += ", early first delta " + SummaryTable.fmt(stream.firstDeltaMicros().median(), 1) + " µs";
            }
            int n = early.n();
            return "median of " + n + " passing fork" + (n == 1 ? "" : "s") + ": " + figures;
        }
        ForkOutcome failure = result.firstFailure();
        ForkResult measured = failure == null ? null : failure.result();
        if (measured != null && measured.early() != null) {
            return "the failed fork measured " + figures(measured.early().meanMicros(),
                    measured.steady() == null ? null : measured.steady().meanMicros(), measured.process().memory().rssKiB() / 1024.0,
                    failure.exit() == null ? null : failure.exit().firstResponseMillis());
        }
        return "no figures: no fork finished its timed calls";
    }

    private static String figures(double earlyMicros, Double steadyMicros, double rssMiB, Double firstResponseMs) {
        StringBuilder out = new StringBuilder();
        out.append("early ").append(SummaryTable.fmt(earlyMicros, 1)).append(" µs/call");
        if (steadyMicros != null) {
            out.append(", steady ").append(SummaryTable.fmt(steadyMicros, 1)).append(" µs/call");
        }
        out.append(", RSS ").append(SummaryTable.fmt(rssMiB, 1)).append(" MiB");
        if (firstResponseMs != null) {
            out.append(", first response ").append(SummaryTable.fmt(firstResponseMs, 0)).append(" ms");
        }
        return out.toString();
    }
}
