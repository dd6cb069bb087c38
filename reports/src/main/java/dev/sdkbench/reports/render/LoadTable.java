package dev.sdkbench.reports.render;

import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import dev.sdkbench.results.model.LoadRun;

/**
 * A case's load fork as a table, a row per step: calls/s against the ideal N/delay, the concurrency the fixture
 * saw, the latency the client added to the delay, CPU per call, threads, memory, failed calls, and whether the callers
 * were virtual threads, with how often and how long they were pinned to their carrier. A client whose pool caps what it
 * sends shows as a step whose seen concurrency and calls/s stop growing with N; one that blocks while pinned, as pinned
 * time near the step's measured time.
 */
public final class LoadTable {

    public static final List<String> HEADINGS = List.of("N", "calls/s", "ideal", "seen in flight (max, mean)", "connections",
            "added p50 ms", "added p99 ms", "CPU µs/call", "threads", "RSS MiB", "failed calls", "callers");

    private LoadTable() {
    }

    /** One line over the table: the fork's delay, timing and CPUs, and why it failed if it did. */
    public static String caption(LoadRun load) {
        return "delay " + load.delayMillis() + " ms, each step " + Format.number(load.warmupSeconds(), 1) + " s warmup + "
                + Format.number(load.seconds(), 1) + " s measured" + (load.cpu() == null ? ", unpinned"
                : ", client on cpu " + load.cpu() + ", fixture on cpu " + load.fixtureCpu())
                + (load.ok() ? "" : "; FAILED: " + load.failure());
    }

    /** The step's cells, in {@link #HEADINGS}' order. */
    public static List<String> cells(LoadRun.Step s) {
        LoadRun.Seen seen = s.fixture();
        return List.of(Integer.toString(s.concurrency()), Format.number(s.callsPerSecond(), 1), Format.number(s.idealCallsPerSecond(), 1),
                seen == null ? Format.NONE : seen.maxInFlight() + ", " + Format.number(seen.meanInFlight(), 1),
                seen == null ? Format.NONE : Long.toString(seen.connections()), Format.number(s.addedP50Micros() / 1000, 2),
                Format.number(s.addedP99Micros() / 1000, 2), Format.number(s.cpuMicrosPerCall(), 0), Integer.toString(s.peakThreads()),
                s.rssKiB() < 0 ? Format.NONE : Format.number(s.rssKiB() / 1024.0, 1), failed(s), callers(s));
    }

    /** {@code platform}, or {@code virtual} with its pinned events and their time: {@code virtual, 12 pinned 24.10 ms}. */
    private static String callers(LoadRun.Step s) {
        if (!s.virtualCallers()) {
            return "platform";
        }
        LoadRun.Pinning p = s.pinning();
        return p == null ? "virtual" : "virtual, " + p.events() + " pinned" + (p.events() == 0 ? ""
                : " " + Format.number(p.totalMicros() / 1000, 2) + " ms");
    }

    private static String failed(LoadRun.Step s) {
        if (s.errors().isEmpty()) {
            return Long.toString(s.failedCalls());
        }
        return s.failedCalls() + " (" + s.errors().entrySet().stream().map(LoadTable::kind).collect(Collectors.joining("; ")) + ")";
    }

    private static String kind(Map.Entry<String, Long> e) {
        return e.getKey() + " ×" + e.getValue();
    }
}
