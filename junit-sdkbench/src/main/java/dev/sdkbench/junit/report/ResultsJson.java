package dev.sdkbench.junit.report;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.sdkbench.junit.run.CaseResult;
import dev.sdkbench.junit.run.ClassResult;
import dev.sdkbench.junit.run.ForkOutcome;
import dev.sdkbench.junit.run.SteadyState;
import dev.sdkbench.junit.plan.ForkPlanner;
import dev.sdkbench.junit.stats.Summary;

/**
 * Writes a class's run as JSON ({@code schemaVersion} 2): environment, settings, and per case the
 * summary and every fork's raw values, failures included. The reports module reads these files.
 */
public final class ResultsJson {

    public static final int SCHEMA_VERSION = 2;

    private static final ObjectMapper JSON = new ObjectMapper()
            .enable(SerializationFeature.INDENT_OUTPUT);

    private ResultsJson() {
    }

    /**
     * Each headline figure's achieved precision, as the planner judges it: half the 95% interval of
     * the median over forks as a fraction of the median (bootstrap), and for the steady figure half
     * the 95% Student-t interval over its timed iterations; absent where not measured.
     */
    static Map<String, Double> precision(CaseResult c) {
        Map<String, Double> precision = new LinkedHashMap<>();
        putPrecision(precision, "earlyMicros", c.summary().earlyMicros());
        putPrecision(precision, "firstResponseMs", c.summary().firstResponseMs());
        SteadyState steady = c.summary().steadyState();
        if (steady != null && steady.settled() && Double.isFinite(steady.errorMicros())) {
            precision.put("steadyMicros", steady.errorMicros() / c.summary().steadyMicros().median());
        }
        return precision;
    }

    private static void putPrecision(Map<String, Double> precision, String figure, Summary summary) {
        if (summary.n() > 1) {
            precision.put(figure, ForkPlanner.relativeHalfWidth(summary));
        }
    }

    public static Path write(ClassResult run, Path file) throws IOException {
        Map<String, Object> root = new LinkedHashMap<>();
        root.put("schemaVersion", SCHEMA_VERSION);
        root.put("benchmark", run.settings().testClass().getName());
        root.put("library", run.settings().library());
        root.put("started", run.started().toString());
        root.put("finished", run.finished().toString());
        root.put("publishable", run.publishable());
        List<String> failures = new ArrayList<>();
        for (CaseResult c : run.cases()) {
            ForkOutcome first = c.firstFailure();
            if (first != null) {
                failures.add(first.failureLine());
            }
        }
        root.put("failures", failures);
        ObjectNode environment = JSON.valueToTree(run.environment());
        environment.set("machineNoise", JSON.valueToTree(run.machineNoise()));
        root.put("environment", environment);
        root.put("loadAtEnd", run.loadAtEnd());
        Map<String, Object> settings = new LinkedHashMap<>();
        settings.put("seed", run.settings().seed());
        settings.put("workers", run.settings().cpus().workers());
        settings.put("pin", run.settings().cpus().pin());
        settings.put("shareBuildCpu", run.settings().cpus().shareBuildCpu());
        settings.put("fixturePlacement", run.settings().cpus().placement());
        settings.put("fixtureDelayMicros", run.settings().fixture().delayMicros());
        settings.put("network", run.settings().network());
        settings.put("fixtureWarmup", run.settings().fixture().warmup());
        settings.put("stream", run.settings().fixture().stream());
        root.put("settings", settings);
        List<Map<String, Object>> cases = new ArrayList<>();
        for (CaseResult c : run.cases()) {
            Map<String, Object> entry = new LinkedHashMap<>();
            entry.put("id", c.settings().id());
            entry.put("ok", c.ok());
            entry.put("status", c.status());
            entry.put("scenario", c.settings().scenario().id());
            entry.put("requestsPerCall", c.settings().requestsPerCall());
            Duration retryAfter = c.settings().scenario().retryAfter();
            if (retryAfter != null) {
                entry.put("advertisedWaitMicros", retryAfter.toNanos() / 1000);
            }
            if (c.unsupported()) {
                entry.put("unsupported", c.settings().unsupported());
            }
            entry.put("settings", c.settings());
            entry.put("summary", c.summary());
            entry.put("skippedForks", c.skipped());
            entry.put("fewestForks", c.fewestForks());
            entry.put("forkStop", c.stop());
            entry.put("precision", precision(c));
            List<Map<String, Object>> forks = new ArrayList<>();
            for (ForkOutcome f : c.forks()) {
                Map<String, Object> fork = new LinkedHashMap<>();
                fork.put("fork", f.fork());
                fork.put("protocol", f.protocol());
                fork.put("worker", f.worker());
                fork.put("cpu", f.cpu());
                fork.put("failure", f.failure());
                fork.put("exit", f.exit());
                fork.put("result", f.result());
                fork.put("fixture", f.fixture());
                fork.put("command", f.command());
                fork.put("jvmOptions", f.jvmOptions());
                fork.put("evidence", f.evidence().toString());
                forks.add(fork);
            }
            entry.put("forks", forks);
            cases.add(entry);
        }
        root.put("cases", cases);
        Files.createDirectories(file.getParent());
        Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
        JSON.writeValue(tmp.toFile(), root);
        Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        return file;
    }
}
