package dev.sdkbench.reports.model;

import java.util.List;
import java.util.Map;
import java.util.Optional;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * One client case of one run: its settings, every fork, and the summaries over the forks that
 * passed. Summaries and latencies are maps keyed by the figure's name in the file
 * ({@code earlyMicros}, {@code rssMiB}…), so a figure the engine adds later is read and rendered
 * without a model change.
 *
 * @param id           the case's name
 * @param ok           whether every planned fork ran and passed
 * @param settings     the case's settings
 * @param summaries    per-fork figures summarised over forks, by name
 * @param latencies    per-call latency figures pooled over forks, by block name
 * @param summaryExtra other entries of the file's {@code summary} object (a block not measured is {@code null} there)
 * @param skippedForks forks not run because an earlier one had failed
 * @param forks        every fork that ran, failed ones included
 * @param extra        fields this reader does not model
 */
public record CaseResult(String id, boolean ok, CaseSettings settings, Map<String, Summary> summaries,
                         Map<String, Latencies> latencies, Map<String, JsonNode> summaryExtra, int skippedForks,
                         List<Fork> forks, Map<String, JsonNode> extra) {

    /** The status a case has when it ran and passed; anything else but {@link #UNSUPPORTED} is a failure. */
    public static final String OK = "OK";
    /** A case whose library cannot do what it asks: shown, not measured, and no reason to stop publication. */
    public static final String UNSUPPORTED = "UNSUPPORTED";
    public static final String FAILED = "FAILED";

    public CaseResult {
        summaries = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(summaries));
        latencies = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(latencies));
        summaryExtra = Extra.copy(summaryExtra);
        forks = List.copyOf(forks);
        extra = Extra.copy(extra);
    }

    /** The file's {@code status} when it has one (e.g. {@code UNSUPPORTED}), else {@code OK} or {@code FAILED} from {@link #ok}. */
    public String status() {
        JsonNode status = extra.get("status");
        if (status != null && status.isTextual() && !status.asText().isBlank()) {
            return status.asText();
        }
        return ok ? OK : FAILED;
    }

    /** Whether this case stops publication: it failed, or ran fewer forks than planned. */
    public boolean failed() {
        String status = status();
        return !(status.equals(OK) && ok) && !status.equals(UNSUPPORTED);
    }

    public Optional<Summary> summary(String name) {
        return Optional.ofNullable(summaries.get(name)).filter(Summary::measured);
    }

    /** Why the case failed, one line per cause: every failed fork, skipped forks, missing forks. */
    public List<String> failureReasons() {
        List<String> reasons = new java.util.ArrayList<>();
        for (Fork f : forks) {
            if (!f.ok()) {
                reasons.add("fork " + f.fork() + "/" + settings.forks() + (f.cpu() == null ? "" : " on cpu " + f.cpu()) + ": "
                        + f.failure() + (f.evidence() == null ? "" : " (evidence: " + f.evidence() + ")"));
            }
        }
        if (skippedForks > 0) {
            reasons.add(skippedForks + " fork(s) skipped after the first failure");
        }
        if (forks.size() + skippedForks < settings.forks()) {
            reasons.add("only " + forks.size() + " of " + settings.forks() + " forks ran");
        }
        if (reasons.isEmpty() && failed()) {
            JsonNode why = extra.get("reason");
            reasons.add("status " + status() + (why != null && why.isTextual() ? ": " + why.asText() : ""));
        }
        return reasons;
    }
}
