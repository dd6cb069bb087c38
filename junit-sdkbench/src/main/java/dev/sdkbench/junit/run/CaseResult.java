package dev.sdkbench.junit.run;

import java.util.List;

import dev.sdkbench.junit.plan.ForkPlanner;
import dev.sdkbench.junit.plan.ForkPlanner.Stop;

import dev.sdkbench.junit.settings.CaseSettings;
import dev.sdkbench.junit.summary.CaseSummary;

/**
 * All forks of one case and their aggregate.
 *
 * @param settings the case's settings
 * @param forks    every fork that ran, in the order they ran, failed ones included
 * @param skipped  forks not run because an earlier fork of the case had failed
 * @param stop     why the case got no more forks, {@code null} for a case that ran none (unsupported)
 * @param summary  the aggregate over the forks that passed
 */
public record CaseResult(CaseSettings settings, List<ForkOutcome> forks, int skipped, ForkPlanner.Stop stop, CaseSummary summary) {

    public CaseResult {
        forks = List.copyOf(forks);
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
        return forks.stream().allMatch(ForkOutcome::ok) && skipped == 0 && forks.size() >= fewestForks() && stop != Stop.FAILED;
    }

    /** The forks the case runs whatever its precision or budget: its fewest start-up forks and every steady fork. */
    public int fewestForks() {
        return settings.startup().minForks() + settings.steady().forks();
    }

    /** The first failed fork, or {@code null}. */
    public ForkOutcome firstFailure() {
        return forks.stream().filter(f -> !f.ok()).findFirst().orElse(null);
    }
}
