package dev.sdkbench.results.model;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

import org.apiguardian.api.API;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
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
 * <p>A steady figure (a name starting with {@code steady}) exists only when the case's
 * {@link #steadyState} settled: {@link #summary} and {@link #latency} give nothing for it otherwise,
 * so no report can show an unsettled figure as steady (a schemaVersion 1 file holds such figures).
 *
 * <p>Its width mirrors the one JSON object of the file it models, field for field.
 *
 * @param id           the case's name
 * @param ok           the engine's verdict: every fork it ran passed, and it ran at least its fewest
 * @param fileStatus   the file's {@code status} ({@link #OK}, {@link #FAILED}, {@link #UNSUPPORTED}), or {@code null} when
 *                     it has none ({@link #status} then derives it from {@code ok})
 * @param settings     the case's settings
 * @param summaries    per-fork figures summarised over forks, by name, as written (unsettled steady ones included)
 * @param latencies    per-call latency figures pooled over forks, by block name
 * @param summaryExtra other entries of the file's {@code summary} object (a block not measured is {@code null} there)
 * @param steadyState  whether the case has a steady figure, and its error; {@code null} when it ran no steady block
 * @param streamFixture a streaming case's fixture waits, subtracted from its stream figures; {@code null} otherwise
 * @param precision    each headline figure's achieved precision (half its 95% interval over its median), by figure;
 *                     {@code null} in files before it
 * @param skippedForks forks not run because an earlier one had failed
 * @param fewestForks  the forks the case runs whatever its precision or budget (its fewest start-up forks and every
 *                     steady fork; schemaVersion 1: every planned fork)
 * @param forkStop     why the case got no more forks ({@link #PRECISE}, {@link #RESOLVED}, {@link #MOST_FORKS}, {@link #BUDGET},
 *                     {@link #FAILED}); {@code null} for a case that ran none (unsupported)
 * @param forks        every fork that ran, failed ones included
 * @param extra        fields this reader does not model
 * @param load         the case's load fork and its steps, or {@code null} when it ran none
 * @param sizes        the case's size ladder, its points and slopes, or {@code null} when it ran none
 */
// One object of the results file, field for field as SCHEMA.md lists it (plus the fields this reader does not
// model): grouping components here would nest the file differently, and old files must still read.
@SuppressWarnings("checkstyle:RecordComponentNumber")
@API(status = EXPERIMENTAL, since = "0.1")
public record CaseResult(String id, boolean ok, String fileStatus, CaseSettings settings, Map<String, Summary> summaries,
                         Map<String, Latencies> latencies, Map<String, JsonNode> summaryExtra, SteadyState steadyState,
                         StreamFixture streamFixture, Map<String, Double> precision, int skippedForks, int fewestForks,
                         String forkStop, List<Fork> forks, Map<String, JsonNode> extra, LoadRun load, SizesRun sizes) {

    /** The status a case has when it ran and passed; anything else but {@link #UNSUPPORTED} is a failure. */
    public static final String OK = "OK";
    /** A case whose library cannot do what it asks: shown, not measured, and no reason to stop publication. */
    public static final String UNSUPPORTED = "UNSUPPORTED";
    /** The status of a failed case, and the fork stop of a case stopped by a failed fork. */
    public static final String FAILED = "FAILED";
    /** Fork stop: every figure's interval was within the precision. */
    public static final String PRECISE = "PRECISE";
    /** Fork stop: in lockstep rounds with compared pairs, every timed start-up figure of every pair was resolved at a look. */
    public static final String RESOLVED = "RESOLVED";
    /** Fork stop: it ran its most start-up forks. */
    public static final String MOST_FORKS = "MOST_FORKS";
    /** Fork stop: another fork would have passed its budget. */
    public static final String BUDGET = "BUDGET";

    public CaseResult {
        summaries = Collections.unmodifiableMap(new LinkedHashMap<>(summaries));
        latencies = Collections.unmodifiableMap(new LinkedHashMap<>(latencies));
        summaryExtra = Extra.copy(summaryExtra);
        precision = precision == null ? null : Collections.unmodifiableMap(new LinkedHashMap<>(precision));
        forks = List.copyOf(forks);
        extra = Extra.copy(extra);
    }

    /** A case that ran no size ladder. */
    public CaseResult(String id, boolean ok, String fileStatus, CaseSettings settings, Map<String, Summary> summaries,
                      Map<String, Latencies> latencies, Map<String, JsonNode> summaryExtra, SteadyState steadyState,
                      StreamFixture streamFixture, Map<String, Double> precision, int skippedForks, int fewestForks,
                      String forkStop, List<Fork> forks, Map<String, JsonNode> extra, LoadRun load) {
        this(id, ok, fileStatus, settings, summaries, latencies, summaryExtra, steadyState, streamFixture, precision, skippedForks,
                fewestForks, forkStop, forks, extra, load, null);
    }

    /** A case that ran no load fork. */
    public CaseResult(String id, boolean ok, String fileStatus, CaseSettings settings, Map<String, Summary> summaries,
                      Map<String, Latencies> latencies, Map<String, JsonNode> summaryExtra, SteadyState steadyState,
                      StreamFixture streamFixture, Map<String, Double> precision, int skippedForks, int fewestForks,
                      String forkStop, List<Fork> forks, Map<String, JsonNode> extra) {
        this(id, ok, fileStatus, settings, summaries, latencies, summaryExtra, steadyState, streamFixture, precision, skippedForks,
                fewestForks, forkStop, forks, extra, null);
    }

    /**
     * A case as a schemaVersion 1 file gives it: every planned fork had to run, its steady state is
     * that of its forks' steady blocks ({@link SteadyState#fromForks}), and its forks stopped at the
     * most, or at a failure.
     */
    public CaseResult(String id, boolean ok, String fileStatus, CaseSettings settings, Map<String, Summary> summaries,
                      Map<String, Latencies> latencies, Map<String, JsonNode> summaryExtra, int skippedForks,
                      List<Fork> forks, Map<String, JsonNode> extra) {
        this(id, ok, fileStatus, settings, summaries, latencies, summaryExtra, SteadyState.fromForks(settings, forks), null,
                null, skippedForks, settings.startup().forks(), legacyStop(fileStatus, skippedForks, forks), forks, extra);
    }

    /** How a schemaVersion 1 case's forks stopped: none for an unsupported case, at a failure, else at the most. */
    public static String legacyStop(String fileStatus, int skippedForks, List<Fork> forks) {
        if (UNSUPPORTED.equals(fileStatus)) {
            return null;
        }
        return skippedForks > 0 || forks.stream().anyMatch(f -> !f.ok()) ? FAILED : MOST_FORKS;
    }

    /** The file's {@code status} when it has one (e.g. {@code UNSUPPORTED}), else {@code OK} or {@code FAILED} from {@link #ok}. */
    public String status() {
        if (fileStatus != null && !fileStatus.isBlank()) {
            return fileStatus;
        }
        return ok ? OK : FAILED;
    }

    /**
     * Whether this case stops publication: it failed, a fork failed or was skipped, or it ran fewer
     * than its {@link #fewestForks} (fewer than {@code settings.forks} is fine: it stopped when precise or
     * out of budget). An unsupported case never does.
     */
    public boolean failed() {
        String status = status();
        if (status.equals(UNSUPPORTED)) {
            return false;
        }
        return !(status.equals(OK) && ok) || !causes().isEmpty();
    }

    /**
     * The known client defect this case failed on, when that is all it failed on: every failed fork names it
     * ({@link KnownClientDefect#named}). Such a case is a finding about its client and does not stop publication.
     */
    public Optional<KnownClientDefect> knownClientDefect() {
        List<Fork> failedForks = forks.stream().filter(f -> !f.ok()).toList();
        if (!failed() || failedForks.isEmpty()) {
            return Optional.empty();
        }
        Optional<KnownClientDefect> first = KnownClientDefect.named(failedForks.get(0).failure());
        return failedForks.stream().allMatch(f -> KnownClientDefect.named(f.failure()).equals(first)) ? first : Optional.empty();
    }

    /** The summary of a measured figure; nothing for a steady figure when the steady state did not settle. */
    public Optional<Summary> summary(String name) {
        return Optional.ofNullable(summaries.get(name)).filter(Summary::measured).filter(s -> shown(name));
    }

    /** The latencies of a block that has any; nothing for the steady block when the steady state did not settle. */
    public Optional<Latencies> latency(String name) {
        return Optional.ofNullable(latencies.get(name)).filter(l -> l.count() > 0).filter(l -> shown(name));
    }

    /** Whether the case has a steady figure: it measured a steady state and every steady fork settled. */
    public boolean steadySettled() {
        return steadyState != null && steadyState.settled();
    }

    /** A steady state was measured and did not settle: the case has a steady block but no steady figure. */
    public boolean steadyUnsettled() {
        return steadyState != null && !steadyState.settled();
    }

    private boolean shown(String name) {
        return !name.startsWith("steady") || !steadyUnsettled();
    }

    /** What the case's SDK put on the wire; empty when no passing fork recorded a request. */
    public Optional<WireProfile> wireProfile() {
        return WireProfile.of(this);
    }

    /** Start-up forks that passed. */
    public long startupForksPassed() {
        return forks.stream().filter(f -> f.ok() && f.protocol() == Protocol.STARTUP).count();
    }

    /** Steady forks that passed. */
    public long steadyForksPassed() {
        return forks.stream().filter(f -> f.ok() && f.protocol() == Protocol.STEADY).count();
    }

    /** Why the case failed, one line per cause: every failed fork, skipped forks, too few forks, or its status. */
    public List<String> failureReasons() {
        List<String> reasons = causes();
        if (reasons.isEmpty() && failed()) {
            JsonNode why = extra.get("reason");
            reasons.add("status " + status() + (why != null && why.isTextual() ? ": " + why.asText() : ""));
        }
        return reasons;
    }

    private List<String> causes() {
        List<String> reasons = new ArrayList<>();
        if (status().equals(UNSUPPORTED)) {
            return reasons;
        }
        boolean twoProtocols = settings.steady().forks() > 0;
        for (Fork f : forks) {
            if (!f.ok()) {
                String which = twoProtocols ? (f.protocol() == Protocol.STEADY ? "steady" : "start-up") + " fork " + f.fork()
                        : "fork " + f.fork() + "/" + settings.startup().forks();
                reasons.add(which + (f.cpu() == null ? "" : " on cpu " + f.cpu()) + ": " + f.failure()
                        + (f.evidence() == null ? "" : " (evidence: " + f.evidence() + ")"));
            }
        }
        if (skippedForks > 0) {
            reasons.add(skippedForks + " fork(s) skipped after the first failure");
        }
        if (forks.size() + skippedForks < fewestForks) {
            reasons.add("only " + forks.size() + " of " + (fewestForks == settings.startup().forks() && !twoProtocols ? "" : "at least ")
                    + fewestForks + " forks ran");
        }
        if (load != null && !load.ok()) {
            reasons.add("load fork: " + load.failure() + (load.evidence() == null ? "" : " (evidence: " + load.evidence() + ")"));
        }
        if (sizes != null && !sizes.ok()) {
            reasons.add("sizes: " + sizes.failure());
        }
        if (reasons.isEmpty() && FAILED.equals(forkStop)) {
            reasons.add("the engine stopped the case's forks on a failure");
        }
        return reasons;
    }
}
