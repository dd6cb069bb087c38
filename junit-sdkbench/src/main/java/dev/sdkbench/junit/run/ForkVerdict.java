package dev.sdkbench.junit.run;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import dev.sdkbench.fixture.counters.ConnectionEnd;
import dev.sdkbench.fixture.counters.CountersSnapshot;
import dev.sdkbench.junit.Dialect;
import dev.sdkbench.junit.launch.ForkProcess;
import dev.sdkbench.junit.link.ForkResult;
import dev.sdkbench.junit.plan.CpuList;
import dev.sdkbench.junit.settings.ResolvedCaseSettings;
import dev.sdkbench.results.model.ForkExit;
import dev.sdkbench.results.model.KnownClientDefect;

/**
 * Decides whether a fork's figures can be published: the process ended cleanly and left no process
 * running, only the fork wrote to its timing pipe and the parent's first-response figure agrees
 * with the fork's own clock, every call returned the expected text, the fixture saw exactly one
 * valid request per call on the case's dialect, every thread stayed on the assigned CPU, and an
 * isolated fork ran in its fixture's network namespace. Returns the first cause, or {@code null}.
 */
final class ForkVerdict {

    /**
     * How much earlier than the fork's own clock the parent may see the first response. The
     * parent's clock starts before the fork's process exists, so its figure is never smaller; this
     * is the fork's rounding of its JVM start.
     */
    static final double EARLY_TOLERANCE_MILLIS = 5;

    /**
     * How much later the parent may see it: the process's start before the JVM's clock runs (exec
     * of nsenter, unshare, taskset; 6-140 ms here, median ~11) and the pipe's hand-over.
     */
    static final double LATE_TOLERANCE_MILLIS = 1_000;

    private ForkVerdict() {
    }

    /**
     * The checks in order: the process, the fixture, the fork's own result, the requests, the CPUs;
     * the first problem found is the verdict.
     *
     * @param namespace the network namespace the fork must have run in, or {@code null} when not isolated
     */
    static String judge(ResolvedCaseSettings settings, ForkExit exit, ForkResult result, CountersSnapshot fixture,
                        Integer cpu, String namespace, int timeoutSeconds, Path stderr) {
        return judge(settings, exit, result, fixture, cpu, namespace, timeoutSeconds, stderr, 0);
    }

    /**
     * {@link #judge(ResolvedCaseSettings, ForkExit, ForkResult, CountersSnapshot, Integer, String, int, Path)} for a fork some
     * of whose calls may fail without failing it (a load fork's): of its calls, {@code failedCalls} threw or never
     * ended, and may or may not have reached the fixture, so it must have seen from one request per call that
     * returned to one per call made.
     */
    static String judge(ResolvedCaseSettings settings, ForkExit exit, ForkResult result, CountersSnapshot fixture,
                        Integer cpu, String namespace, int timeoutSeconds, Path stderr, long failedCalls) {
        String problem = processProblem(exit, timeoutSeconds, stderr);
        if (problem == null) {
            problem = fixtureProblem(fixture, result);
        }
        if (problem == null) {
            problem = resultProblem(exit, result, namespace, stderr);
        }
        if (problem != null && result != null && result.outcome() == ForkResult.Outcome.CLIENT_EXCEPTION) {
            problem += knownDefect(result, fixture);
        }
        if (problem == null) {
            problem = requestsProblem(settings, result, fixture, failedCalls);
        }
        return problem != null ? problem : affinity(result, cpu);
    }

    /** A fork killed for its time, one that left processes behind, or a timing pipe someone else wrote to. */
    private static String processProblem(ForkExit exit, int timeoutSeconds, Path stderr) {
        if (exit.exitCode() == null) { // killed at the deadline
            return "did not finish within " + timeoutSeconds + " s and was killed (a hung call or a stream that never ends;"
                    + " raise forks.timeoutSeconds if the case is just slow)" + stderrTail(stderr);
        }
        if (!exit.leftovers().isEmpty()) {
            return "left " + exit.leftovers().size() + (exit.leftovers().size() == 1 ? " process" : " processes")
                    + " running after it ended, now killed: " + quoted(exit.leftovers())
                    + ": a case must stop (or wait for) every process it starts";
        }
        if (!exit.foreignLines().isEmpty()) {
            return "its timing pipe carried " + quoted(exit.foreignLines()) + " without the fork's token: something other"
                    + " than the engine's side of the fork wrote there, so its timings cannot be trusted";
        }
        return null;
    }

    /** A request the fixture rejected, or a hedged call's loser it never resolved. */
    private static String fixtureProblem(CountersSnapshot fixture, ForkResult result) {
        if (!fixture.violations().isEmpty()) {
            return "the fixture rejected a request: " + fixture.violations().get(0).describe()
                    + (result != null && !result.ok() ? "; then " + describe(result) : "");
        }
        if (fixture.openLosers() > 0) {
            return fixture.openLosers() + " hedged call loser(s) still held open after the fork ended and their grace period"
                    + " passed: the fixture never resolved them (a fixture fault; its log says more)";
        }
        return null;
    }

    /** No result, a failed one, an unclean exit after it, clocks that disagree, or the wrong network namespace. */
    private static String resultProblem(ForkExit exit, ForkResult result, String namespace, Path stderr) {
        if (result == null) {
            return "exited with code " + exit.exitCode() + " without writing its result (the case or the client ended the JVM)"
                    + stderrTail(stderr);
        }
        if (!result.ok()) {
            return describe(result) + stderrTail(stderr);
        }
        if (exit.exitCode() != 0) {
            return "exited with code " + exit.exitCode() + " after writing its result" + stderrTail(stderr);
        }
        String clocks = clocksDisagree(exit, result);
        if (clocks != null) {
            return clocks;
        }
        if (namespace != null && !namespace.equals(result.jvm().netNamespace())) {
            return "ran in network namespace '" + result.jvm().netNamespace() + "' instead of its fixture's " + namespace
                    + ", so it could have reached the network";
        }
        return null;
    }

    /** Requests from a case that calls nothing, other than the scenario's exact count per call, or on another dialect. */
    private static String requestsProblem(ResolvedCaseSettings settings, ForkResult result, CountersSnapshot fixture, long failedCalls) {
        if (settings.dialect() == Dialect.NONE) {
            return fixture.total() == 0 ? null : "the case's dialect is " + Dialect.NONE.id() + " but the fixture saw "
                    + fixture.total() + " requests: give the case the dialect it calls";
        }
        String countProblem = failedCalls > 0 ? countProblem(fixture.total(), result.calls(), failedCalls, settings.requestsPerCall())
                : fixture.problem(result.calls() * settings.requestsPerCall());
        if (countProblem != null) {
            return (settings.requestsPerCall() == 1 ? "one request per call: "
                    : settings.requestsPerCall() + " requests per call (" + settings.scenario().id() + "): ") + countProblem;
        }
        Long onDialect = fixture.byDialect().get(settings.dialect().id());
        if (onDialect == null || onDialect != fixture.total()) {
            return "requests went to " + fixture.byDialect() + " but the case's dialect is " + settings.dialect().id()
                    + ": point the client at the " + settings.dialect().id() + " API or change the case's dialect";
        }
        return null;
    }

    /** The fixture's requests outside what calls of which some failed can have sent, or {@code null}. */
    private static String countProblem(long seen, long calls, long failedCalls, int perCall) {
        long least = (calls - failedCalls) * perCall;
        long most = calls * perCall;
        if (seen >= least && seen <= most) {
            return null;
        }
        return "expected " + least + " to " + most + " requests (" + calls + " calls, " + failedCalls + " of them failed or"
                + " unfinished), saw " + seen + (seen > most ? ": the client retried or sent an extra request" : "");
    }

    /**
     * The parent's first-response figure against the fork's own (its JVM uptime at that moment):
     * {@code null} when they agree, or neither has one.
     */
    static String clocksDisagree(ForkExit exit, ForkResult result) {
        double own = result.firstResponse().uptimeMillis();
        Double parent = exit.firstResponseMillis();
        if (own < 0 && parent == null) {
            return null;
        }
        if (own < 0) {
            return String.format(Locale.ROOT, "the parent saw a first response %.1f ms after start, but the fork's own clock"
                    + " has none: something announced it that was not the fork's first call", parent);
        }
        if (parent == null) {
            return String.format(Locale.ROOT, "the fork's first response (at %.1f ms of its JVM's uptime) never reached the"
                    + " parent's timing pipe, so there is no first-response figure", own);
        }
        if (parent < own - EARLY_TOLERANCE_MILLIS) {
            return String.format(Locale.ROOT, "the parent saw the first response %.1f ms after start, but the fork's own clock"
                    + " puts it at %.1f ms of its JVM's uptime, which began after that start: it was announced early"
                    + " (by the case, not the fork's first call), so the figure is not the fork's", parent, own);
        }
        if (parent > own + LATE_TOLERANCE_MILLIS) {
            return String.format(Locale.ROOT, "the parent saw the first response %.1f ms after start, %.0f ms after the fork's"
                    + " own clock put it (%.1f ms of JVM uptime; at most %.0f ms are the process's start): the timing pipe was"
                    + " held up, so the figure is not the fork's", parent, parent - own, own, LATE_TOLERANCE_MILLIS);
        }
        return null;
    }

    /**
     * The note naming the upstream defect a client's failure shows, or nothing. Only when the fixture's
     * side is clean: it received every call's request (the failing one included) and closed no connection,
     * so the connection was the client's to lose.
     */
    static String knownDefect(ForkResult result, CountersSnapshot fixture) {
        boolean fixtureClosed = fixture.connectionLog().records().stream()
                .anyMatch(r -> r.end() == ConnectionEnd.FIXTURE_CLOSED);
        if (fixtureClosed || !fixture.violations().isEmpty() || fixture.total() < result.calls()) {
            return "";
        }
        return KnownClientDefect.recognise(result.failure(), result.jvm().javaVersion())
                .map(defect -> "; " + defect.note()).orElse("");
    }

    /** Each item in backquotes, comma-separated. */
    private static String quoted(List<String> items) {
        StringBuilder text = new StringBuilder();
        for (String item : items) {
            text.append(text.length() == 0 ? "" : ", ").append('`').append(item).append('`');
        }
        return text.toString();
    }

    private static String affinity(ForkResult result, Integer cpu) {
        if (cpu != null) {
            CpuList expected = CpuList.of(cpu);
            for (Map.Entry<String, Integer> entry : result.jvm().threadAffinity().entrySet()) {
                if (!CpuList.parse(entry.getKey()).equals(expected)) {
                    return entry.getValue() + " thread(s) ran on cpus " + entry.getKey() + " instead of cpu " + expected
                            + " (all lists: " + result.jvm().threadAffinity() + ")";
                }
            }
            if (result.jvm().availableProcessors() != 1) {
                return "the JVM saw " + result.jvm().availableProcessors() + " processors instead of 1";
            }
        }
        return null;
    }

    private static String describe(ForkResult result) {
        return switch (result.outcome()) {
            case WRONG_TEXT -> "wrong text: " + result.failure();
            case CLIENT_EXCEPTION -> "the client threw: " + result.failure();
            case SETUP_FAILED -> "building the client failed: " + result.failure();
            case NO_CALL -> result.failure();
            case AFFINITY -> "wrong CPU: " + result.failure();
            case OK -> "ok";
        };
    }

    private static String stderrTail(Path stderr) {
        String tail = ForkProcess.tail(stderr, 5);
        return tail.isBlank() ? "" : "; stderr ends with: " + tail.replace('\n', ' ').strip();
    }
}
