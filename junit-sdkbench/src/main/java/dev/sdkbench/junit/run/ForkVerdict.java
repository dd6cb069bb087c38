package dev.sdkbench.junit.run;

import java.nio.file.Path;
import java.util.Map;

import dev.sdkbench.fixture.counters.CountersSnapshot;
import dev.sdkbench.junit.launch.ForkProcess;
import dev.sdkbench.junit.link.ForkResult;
import dev.sdkbench.junit.plan.CpuList;
import dev.sdkbench.junit.settings.CaseSettings;

/**
 * Decides whether a fork's figures can be published: the process ended cleanly, every call
 * returned the expected text, the fixture saw exactly one valid request per call on the case's
 * dialect, every thread stayed on the assigned CPU, and an isolated fork ran in its fixture's
 * network namespace. Returns the first cause, or {@code null}.
 */
final class ForkVerdict {

    private ForkVerdict() {
    }

    /** @param namespace the network namespace the fork must have run in, or {@code null} when not isolated */
    static String judge(CaseSettings settings, ForkProcess.Exit exit, ForkResult result, CountersSnapshot fixture,
                        Integer cpu, String namespace, int timeoutSeconds, Path stderr) {
        if (exit.timedOut()) {
            return "did not finish within " + timeoutSeconds + " s and was killed (a hung call or a stream that never ends;"
                    + " raise forkTimeoutSeconds if the case is just slow)" + stderrTail(stderr);
        }
        if (!fixture.violations().isEmpty()) {
            return "the fixture rejected a request: " + fixture.violations().get(0).describe()
                    + (result != null && !result.ok() ? "; then " + describe(result) : "");
        }
        if (fixture.openLosers() > 0) {
            return fixture.openLosers() + " hedged call loser(s) still held open after the fork ended and their grace period"
                    + " passed: the fixture never resolved them (a fixture fault; its log says more)";
        }
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
        if (namespace != null && !namespace.equals(result.netNamespace())) {
            return "ran in network namespace '" + result.netNamespace() + "' instead of its fixture's " + namespace
                    + ", so it could have reached the network";
        }
        if (settings.dialect().equals(CaseSettings.NO_DIALECT)) {
            if (fixture.total() != 0) {
                return "the case's dialect is " + CaseSettings.NO_DIALECT + " but the fixture saw " + fixture.total()
                        + " requests: give the case the dialect it calls";
            }
            return affinity(result, cpu);
        }
        String countProblem = fixture.problem(result.calls() * settings.requestsPerCall());
        if (countProblem != null) {
            return (settings.requestsPerCall() == 1 ? "one request per call: "
                    : settings.requestsPerCall() + " requests per call (" + settings.scenario() + "): ") + countProblem;
        }
        Long onDialect = fixture.byDialect().get(settings.dialect());
        if (onDialect == null || onDialect != fixture.total()) {
            return "requests went to " + fixture.byDialect() + " but the case's dialect is " + settings.dialect()
                    + ": point the client at the " + settings.dialect() + " API or change the case's dialect";
        }
        return affinity(result, cpu);
    }

    private static String affinity(ForkResult result, Integer cpu) {
        if (cpu != null) {
            CpuList expected = CpuList.of(cpu);
            for (Map.Entry<String, Integer> entry : result.threadAffinity().entrySet()) {
                if (!CpuList.parse(entry.getKey()).equals(expected)) {
                    return entry.getValue() + " thread(s) ran on cpus " + entry.getKey() + " instead of cpu " + expected
                            + " (all lists: " + result.threadAffinity() + ")";
                }
            }
            if (result.availableProcessors() != 1) {
                return "the JVM saw " + result.availableProcessors() + " processors instead of 1";
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
