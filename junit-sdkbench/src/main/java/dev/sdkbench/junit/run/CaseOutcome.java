package dev.sdkbench.junit.run;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.NullNode;
import com.fasterxml.jackson.databind.node.TextNode;

import dev.sdkbench.junit.plan.ForkPlanner;
import dev.sdkbench.junit.plan.ForkPlanner.Stop;
import dev.sdkbench.junit.settings.ResolvedCaseSettings;
import dev.sdkbench.junit.summary.CaseSummary;
import dev.sdkbench.results.model.CaseResult;
import dev.sdkbench.results.model.KnownClientDefect;
import dev.sdkbench.results.model.Summary;

/**
 * All forks of one case and their aggregate, as the run judged them: what the engine knows of a case
 * (its resolved settings, each fork's outcome, why it got no more forks), of which {@link #toModel()}
 * is what the results file keeps.
 *
 * @param settings the case's settings
 * @param forks    every fork that ran, in the order they ran, failed ones included
 * @param skipped  forks not run because an earlier fork of the case had failed
 * @param stop     why the case got no more forks, {@code null} for a case that ran none (unsupported)
 * @param summary  the aggregate over the forks that passed
 * @param sameJvmRefused why {@code steady.pairing=same_jvm} could not apply to the case's baseline side, or {@code null}
 * @param steadyPairing  which steady pairing applied to a compared case with steady forks, and why
 *                       ({@code "pair forks: the default with a baseline"}), or {@code null}
 * @param startupPairing which start-up pairing applied to a case with a baseline classpath, and why
 *                       ({@code "both builds in each start-up fork: the default with a baseline"}), or {@code null}
 * @param steadyStop     why its steady pair forks stopped, where they stopped on the data, or {@code null}
 * @param load           its load fork, or {@code null} when it runs none
 * @param sizes          its size ladder, or {@code null} when it runs none
 */
// What the engine knows of a case beside its model, one component per thing the results file says of it.
@SuppressWarnings("checkstyle:RecordComponentNumber")
public record CaseOutcome(ResolvedCaseSettings settings, List<ForkOutcome> forks, int skipped, ForkPlanner.Stop stop, CaseSummary summary,
                         String sameJvmRefused, String steadyPairing, String startupPairing, ForkPlanner.Stop steadyStop,
                         LoadOutcome load, SizesOutcome sizes) {

    /** The results field that says why {@code steady.pairing=same_jvm} could not apply to the case's baseline side. */
    static final String SAME_JVM_REFUSED = "sameJvmRefused";
    /** The results field that says which steady pairing applied, and why. */
    static final String STEADY_PAIRING = "steadyPairing";
    /** The results field that says which start-up pairing applied, and why. */
    static final String STARTUP_PAIRING = "startupPairing";
    /** The results field that says why the steady pair forks stopped, where they stopped on the data. */
    static final String STEADY_FORK_STOP = "steadyForkStop";

    public CaseOutcome {
        forks = List.copyOf(forks);
    }

    /** The same case under another id: a suite member's case under its own name. */
    CaseOutcome withId(String id) {
        return new CaseOutcome(settings.withId(id), forks, skipped, stop, summary, sameJvmRefused, steadyPairing, startupPairing, steadyStop,
                load, sizes);
    }

    /** Whether the case's SDK cannot do its scenario; no fork ran, and nothing failed. */
    public boolean unsupported() {
        return settings.unsupported() != null;
    }

    /** {@code OK}, {@code FAILED} or {@code UNSUPPORTED}, as results and the console say it. */
    public String status() {
        return unsupported() ? "UNSUPPORTED" : ok() ? "OK" : "FAILED";
    }

    /** True when every fork passed, or when the case is unsupported (no fork ran and nothing failed). */
    public boolean ok() {
        if (unsupported()) {
            return true;
        }
        return forks.stream().allMatch(ForkOutcome::ok) && skipped == 0 && forks.size() >= fewestForks() && stop != Stop.FAILED
                && (load == null || load.ok()) && (sizes == null || sizes.ok());
    }

    /** The forks the case runs whatever its precision or budget: its fewest start-up forks and every steady fork. */
    public int fewestForks() {
        return settings.startup().minForks() + settings.steady().forks();
    }

    /**
     * A case that failed only because its client hit a known upstream defect ({@link KnownClientDefect}):
     * every failed fork names one. Its skipped forks follow from that failure. It is a finding about the
     * client, shown in the case's place, and does not stop the run's publication.
     */
    public boolean failedByKnownClientDefect() {
        List<ForkOutcome> failed = forks.stream().filter(f -> !f.ok()).toList();
        return !ok() && !failed.isEmpty() && failed.stream().allMatch(f -> KnownClientDefect.named(f.failure()).isPresent());
    }

    /** Its load fork's failure line, or {@code null} when it ran none or that passed. */
    public String loadFailureLine() {
        return load == null || load.ok() ? null : load.failureLine(settings.id());
    }

    /** Its size ladder's failure line, or {@code null} when it ran none or that passed. */
    public String sizesFailureLine() {
        return sizes == null || sizes.ok() ? null : sizes.failureLine(settings.id());
    }

    /** The first failed fork, or {@code null}. */
    public ForkOutcome firstFailure() {
        return forks.stream().filter(f -> !f.ok()).findFirst().orElse(null);
    }

    /** The case as the results file carries it, and as the console derives its reports' cells from it. */
    public CaseResult toModel() {
        CaseSummary.Figures figures = summary.figures();
        Map<String, JsonNode> unmeasured = new LinkedHashMap<>();
        figures.unmeasured().forEach(name -> unmeasured.put(name, NullNode.getInstance()));
        return new CaseResult(settings.id(), ok(), status(), settings.toModel(), figures.summaries(),
                figures.latencies(), unmeasured, summary.steadyState(), summary.streamFixture(), precision(), skipped,
                fewestForks(), stop == null ? null : stop.name(), forks.stream().map(ForkOutcome::toModel).toList(), extra(),
                load == null ? null : load.toModel(), sizes == null ? null : sizes.toModel());
    }

    /** What the results add to a case beyond the reports model's fields: how its figures met its other side. */
    private Map<String, JsonNode> extra() {
        Map<String, JsonNode> extra = new LinkedHashMap<>();
        if (sameJvmRefused != null) {
            extra.put(SAME_JVM_REFUSED, TextNode.valueOf(sameJvmRefused));
        }
        if (steadyPairing != null) {
            extra.put(STEADY_PAIRING, TextNode.valueOf(steadyPairing));
        }
        if (startupPairing != null) {
            extra.put(STARTUP_PAIRING, TextNode.valueOf(startupPairing));
        }
        if (steadyStop != null) {
            extra.put(STEADY_FORK_STOP, TextNode.valueOf(steadyStop.name()));
        }
        return extra;
    }

    /**
     * Each headline figure's achieved precision, as the planner judges it: half the 95% interval of
     * the median over forks as a fraction of the median (bootstrap). The steady figure too: its forks
     * land in different JIT states, so only the forks' spread says how well its median is known.
     * Absent where fewer than two forks measured the figure.
     */
    private Map<String, Double> precision() {
        Map<String, Double> precision = new LinkedHashMap<>();
        putPrecision(precision, "earlyMicros", summary.early().micros());
        putPrecision(precision, "firstResponseMs", summary.lifecycle().firstResponseMs());
        putPrecision(precision, "steadyMicros", summary.steady().micros());
        return precision;
    }

    private static void putPrecision(Map<String, Double> precision, String figure, Summary summary) {
        if (summary.n() > 1) {
            precision.put(figure, ForkPlanner.relativeHalfWidth(summary));
        }
    }
}
