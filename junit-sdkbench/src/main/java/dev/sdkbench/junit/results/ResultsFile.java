package dev.sdkbench.junit.results;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.DoubleNode;
import com.fasterxml.jackson.databind.node.IntNode;
import com.fasterxml.jackson.databind.node.NullNode;
import com.fasterxml.jackson.databind.node.TextNode;

import dev.sdkbench.fixture.counters.CountersSnapshot;
import dev.sdkbench.fixture.counters.RequestRecord;
import dev.sdkbench.junit.launch.ForkProcess;
import dev.sdkbench.junit.link.ForkResult;
import dev.sdkbench.junit.plan.ForkPlanner;
import dev.sdkbench.junit.run.CaseResult;
import dev.sdkbench.junit.run.ClassResult;
import dev.sdkbench.junit.run.Environment;
import dev.sdkbench.junit.run.ForkOutcome;
import dev.sdkbench.junit.run.MachineNoise;
import dev.sdkbench.junit.settings.CaseSettings;
import dev.sdkbench.junit.settings.RunSettings;
import dev.sdkbench.junit.settings.StreamSettings;
import dev.sdkbench.junit.stats.Latencies;
import dev.sdkbench.junit.stats.Summary;
import dev.sdkbench.junit.summary.CaseSummary;
import dev.sdkbench.junit.summary.RetrySummary;
import dev.sdkbench.junit.summary.SteadyState;
import dev.sdkbench.junit.summary.StreamFixtureShare;
import dev.sdkbench.junit.summary.StreamSummary;
import dev.sdkbench.reports.json.ResultsWriter;
import dev.sdkbench.reports.model.Block;
import dev.sdkbench.reports.model.FixtureCounters;
import dev.sdkbench.reports.model.Fork;
import dev.sdkbench.reports.model.ForkExit;
import dev.sdkbench.reports.model.ForkMeasurements;
import dev.sdkbench.reports.model.Library;
import dev.sdkbench.reports.model.Protocol;
import dev.sdkbench.reports.model.Run;
import dev.sdkbench.reports.model.StreamFixture;
import dev.sdkbench.reports.model.StreamPacing;
import dev.sdkbench.reports.model.StreamTimes;

/**
 * A class's run as the results file: its results mapped field by field into the reports module's
 * model ({@link Run}, the one definition of the file's shape and version) and written by its
 * {@link ResultsWriter}. Nothing here is serialised by reflection, so renaming an engine record's
 * component never renames a field of the file.
 */
public final class ResultsFile {

    private ResultsFile() {
    }

    /** Writes {@code run} to {@code file} (atomically: a reader never sees half a file). */
    public static Path write(ClassResult run, Path file) throws IOException {
        ResultsWriter.write(toModel(run), file);
        return file;
    }

    /** The run in the reports model, as it is written and as every report reads it back. */
    public static Run toModel(ClassResult run) {
        List<String> failures = new ArrayList<>();
        run.cases().stream().map(CaseResult::firstFailure).filter(f -> f != null).forEach(f -> failures.add(f.failureLine()));
        RunSettings s = run.settings();
        return new Run(Run.SCHEMA_VERSION, s.testClass().getName(), Library.parse(s.library()), run.started(), run.finished(),
                run.publishable(), failures, environment(run.environment(), run.machineNoise()), run.loadAtEnd(),
                new dev.sdkbench.reports.model.RunSettings(s.seed(), s.cpus().workers(), s.cpus().pin(), s.cpus().shareBuildCpu(),
                        s.cpus().placement().name(), s.fixture().delayMicros(), s.network().name(), s.fixture().warmup(),
                        pacing(s.fixture().stream()), Map.of()),
                run.cases().stream().map(ResultsFile::toModel).toList(), run.pairs(), Map.of());
    }

    private static dev.sdkbench.reports.model.Environment environment(Environment e, MachineNoise noise) {
        Environment.Machine machine = e.machine();
        Environment.Jdk jdk = e.jdk();
        Environment.Setup setup = e.setup();
        Environment.Classpath classpath = e.classpath();
        return new dev.sdkbench.reports.model.Environment(machine.host(), machine.cpuModel(), machine.kernel(), jdk.javaVersion(),
                jdk.javaVm(), jdk.javaExecutable(), machine.cores(), machine.loadAtStart(), setup.cpuPlan(), setup.isolation(),
                setup.fixtureRecording(), setup.library(), classpath.jars(), classpath.mib(), classpath.caseEntries(),
                classpath.harnessEntries(), machineNoise(noise), Map.of());
    }

    private static dev.sdkbench.reports.model.MachineNoise machineNoise(MachineNoise noise) {
        return new dev.sdkbench.reports.model.MachineNoise(reading(noise.before()), reading(noise.after()),
                noise.readings().stream().map(ResultsFile::reading).toList(), noise.problem(), Map.of());
    }

    private static dev.sdkbench.reports.model.MachineNoise.Reading reading(MachineNoise.Reading r) {
        if (r == null) {
            return null;
        }
        Map<String, dev.sdkbench.reports.model.MachineNoise.Measure> measures = new LinkedHashMap<>();
        measures.put("registerLoop", measure(r.registerLoop()));
        measures.put("memoryWalk", measure(r.memoryWalk()));
        measures.put("loopback", measure(r.loopback()));
        // A reading's other members are values by name (SCHEMA.md): reports show each as label: value.
        Map<String, JsonNode> values = new LinkedHashMap<>();
        values.put("when", TextNode.valueOf(r.when()));
        values.put("cpus", TextNode.valueOf(r.cpus()));
        values.put("rounds", IntNode.valueOf(r.rounds()));
        values.put("stealPercent", DoubleNode.valueOf(r.stealPercent()));
        values.put("start", TextNode.valueOf(r.start()));
        return new dev.sdkbench.reports.model.MachineNoise.Reading(measures, values);
    }

    private static dev.sdkbench.reports.model.MachineNoise.Measure measure(MachineNoise.Measure m) {
        return new dev.sdkbench.reports.model.MachineNoise.Measure(m.median(), m.iqrPercent(), m.unit(), Map.of());
    }

    private static StreamPacing pacing(StreamSettings stream) {
        return stream == null ? null : new StreamPacing(stream.deltas(), stream.firstDelayMicros(), stream.intervalMicros());
    }

    /** The case in the reports model, as it is written: what the console derives its reports' cells from. */
    public static dev.sdkbench.reports.model.CaseResult toModel(CaseResult c) {
        CaseSummary s = c.summary();
        Figures figures = new Figures();
        CaseSummary.Footprint footprint = s.footprint();
        CaseSummary.Lifecycle lifecycle = s.lifecycle();
        figures.summary("earlyMicros", s.early().micros());
        figures.summary("steadyMicros", s.steady().micros());
        figures.summary("rssMiB", footprint.rssMiB());
        figures.summary("hwmMiB", footprint.hwmMiB());
        figures.summary("firstResponseRssMiB", footprint.firstResponseRssMiB());
        figures.summary("earlyAllocKiB", s.early().allocKiB());
        figures.summary("steadyAllocKiB", s.steady().allocKiB());
        figures.summary("firstResponseMs", lifecycle.firstResponseMs());
        figures.summary("lifetimeMs", lifecycle.lifetimeMs());
        figures.summary("exitMs", lifecycle.exitMs());
        figures.summary("classesLoaded", footprint.classesLoaded());
        figures.latency("earlyLatency", s.early().latency());
        figures.latency("steadyLatency", s.steady().latency());
        figures.stream("earlyStream", s.early().stream());
        figures.stream("steadyStream", s.steady().stream());
        figures.retry(s.retry());
        figures.summary("loserCloseMicros", s.loserCloseMicros());
        return new dev.sdkbench.reports.model.CaseResult(c.settings().id(), c.ok(), c.status(), caseSettings(c.settings()),
                figures.summaries, figures.latencies, figures.absent, steadyState(s.steadyState()),
                streamFixture(s.streamFixture()), precision(c), c.skipped(), c.fewestForks(),
                c.stop() == null ? null : c.stop().name(), c.forks().stream().map(ResultsFile::fork).toList(), Map.of());
    }

    /** A case's figures by name as the model holds them: {@code group.member} inside a group, {@code null} for one not measured. */
    private static final class Figures {
        final Map<String, dev.sdkbench.reports.model.Summary> summaries = new LinkedHashMap<>();
        final Map<String, dev.sdkbench.reports.model.Latencies> latencies = new LinkedHashMap<>();
        final Map<String, JsonNode> absent = new LinkedHashMap<>();

        void summary(String name, Summary s) {
            if (s == null) {
                absent.put(name, NullNode.getInstance());
            } else {
                summaries.put(name, new dev.sdkbench.reports.model.Summary(s.median(), s.p25(), s.p75(), s.min(), s.max(), s.n(),
                        s.ciLow(), s.ciHigh(), s.values()));
            }
        }

        void latency(String name, Latencies l) {
            if (l == null) {
                absent.put(name, NullNode.getInstance());
            } else {
                latencies.put(name, new dev.sdkbench.reports.model.Latencies(l.p50Micros(), l.p90Micros(), l.p99Micros(),
                        l.maxMicros(), l.count()));
            }
        }

        void stream(String group, StreamSummary stream) {
            if (stream == null) {
                absent.put(group, NullNode.getInstance());
                return;
            }
            summary(group + ".firstDeltaMicros", stream.firstDeltaMicros());
            summary(group + ".endMicros", stream.endMicros());
            summary(group + ".sdkFirstDeltaMicros", stream.sdkFirstDeltaMicros());
            summary(group + ".sdkEndMicros", stream.sdkEndMicros());
            summary(group + ".textDeltas", stream.textDeltas());
            latency(group + ".firstDeltaLatency", stream.firstDeltaLatency());
            latency(group + ".endLatency", stream.endLatency());
        }

        void retry(RetrySummary retry) {
            if (retry == null) {
                absent.put("retry", NullNode.getInstance());
                return;
            }
            summary("retry.waitMicros", retry.waitMicros());
            summary("retry.beyondWaitMicros", retry.beyondWaitMicros());
        }
    }

    private static dev.sdkbench.reports.model.CaseSettings caseSettings(CaseSettings s) {
        Duration retryAfter = s.scenario().retryAfter();
        return new dev.sdkbench.reports.model.CaseSettings(s.id(), s.dialect().id(), s.stream(), s.expectations().prompt(),
                s.expectations().maxTokens(), s.expectations().model(), s.expectations().text(),
                new dev.sdkbench.reports.model.CaseSettings.Startup(s.startup().forks(), s.startup().minForks(),
                        s.startup().warmup(), s.startup().requests(), s.startup().precision(), s.startup().caseBudgetSeconds()),
                new dev.sdkbench.reports.model.CaseSettings.Steady(s.measuresSteady(), s.steady().forks(),
                        s.steady().iterationMillis(), s.steady().window(), s.steady().tolerance(), s.steady().warmupMillis(),
                        s.steady().iterations()),
                s.jvm().heap(), s.jvm().jvmArgs(), s.jvm().timeoutSeconds(),
                new dev.sdkbench.reports.model.CaseSettings.Workload(s.scenario().id(), s.requestsPerCall(), s.unsupported(),
                        s.fixtureDelayMicros(), retryAfter == null ? null : retryAfter.toNanos() / 1000),
                Map.of());
    }

    private static dev.sdkbench.reports.model.SteadyState steadyState(SteadyState s) {
        return s == null ? null : new dev.sdkbench.reports.model.SteadyState(s.forks(), s.settledForks(), s.settled(), s.reason(),
                s.warmupSecondsMax(), s.warmupCapSeconds(), s.timedCompileMillisMax(), s.errorMicros(), s.forkErrorMicros(),
                Map.of());
    }

    private static StreamFixture streamFixture(StreamFixtureShare f) {
        return f == null ? null : new StreamFixture(f.firstDeltaMicros(), f.endMicros(), f.events(), f.firstDeltaEvent(),
                f.answerDelayMicros(), pacing(f.stream()));
    }

    /**
     * Each headline figure's achieved precision, as the planner judges it: half the 95% interval of
     * the median over forks as a fraction of the median (bootstrap). The steady figure too: its forks
     * land in different JIT states, so only the forks' spread says how well its median is known.
     * Absent where fewer than two forks measured the figure.
     */
    static Map<String, Double> precision(CaseResult c) {
        Map<String, Double> precision = new LinkedHashMap<>();
        putPrecision(precision, "earlyMicros", c.summary().early().micros());
        putPrecision(precision, "firstResponseMs", c.summary().lifecycle().firstResponseMs());
        putPrecision(precision, "steadyMicros", c.summary().steady().micros());
        return precision;
    }

    private static void putPrecision(Map<String, Double> precision, String figure, Summary summary) {
        if (summary.n() > 1) {
            precision.put(figure, ForkPlanner.relativeHalfWidth(summary));
        }
    }

    private static Fork fork(ForkOutcome f) {
        ForkOutcome.Launch launch = f.launch();
        return new Fork(f.task().fork(), Protocol.valueOf(f.task().protocol().name()), launch.worker(), launch.cpu(), f.failure(),
                exit(f.exit()), measurements(f.result()), fixture(f.fixture()), launch.command(), launch.jvmOptions(),
                f.evidence().toString(), Map.of());
    }

    private static ForkExit exit(ForkProcess.Exit e) {
        return e == null ? null : new ForkExit(e.exitCode(), e.lifetimeMillis(), e.firstResponseMillis(), e.exitMillis(),
                e.leftovers(), e.foreignLines());
    }

    private static ForkMeasurements measurements(ForkResult r) {
        if (r == null) {
            return null;
        }
        ForkResult.Memory memory = r.process().memory();
        ForkResult.Gc gc = r.process().gc();
        ForkResult.Jvm jvm = r.jvm();
        return new ForkMeasurements(r.outcome().name(), r.failure(), r.calls(), block(r.early()), block(r.steady()),
                memory.rssKiB(), memory.hwmKiB(), gc.count(), gc.millis(), gc.names(), r.process().classesLoaded(),
                jvm.availableProcessors(), jvm.threadAffinity(), r.firstResponse().uptimeMillis(), r.firstResponse().rssKiB(),
                jvm.javaVersion(), jvm.javaVm(), jvm.inputArguments(), jvm.netNamespace(),
                jvm.confinement().isEmpty() ? null : jvm.confinement(), streamTimes(r.earlyStream()), streamTimes(r.steadyStream()),
                Map.of());
    }

    private static Block block(ForkResult.Block b) {
        return b == null ? null : new Block(b.warmupCalls(), b.requests(), b.meanMicros(), b.allocBytesPerRequest(), b.histogram(),
                b.settled(), b.compileMillis(), b.iterationMicros(), b.warmupMillis(), b.unsettled(), Map.of());
    }

    private static StreamTimes streamTimes(ForkResult.StreamTimes t) {
        return t == null ? null : new StreamTimes(t.meanFirstDeltaMicros(), t.meanEndMicros(), t.meanTextDeltas(),
                t.firstDeltaHistogram());
    }

    private static FixtureCounters fixture(CountersSnapshot x) {
        if (x == null) {
            return null;
        }
        return new FixtureCounters(x.total(), x.byDialect(), x.byPath(), x.byProtocol(), x.requestBytes(), x.streamed(),
                x.connections(), x.h2cUpgrades(), x.faults(),
                x.violations().stream().map(v -> new FixtureCounters.Violation(v.request(), v.method(), v.path(), v.status(),
                        v.field(), v.expected(), v.received())).toList(),
                request(x.firstRequest()),
                new FixtureCounters.Retries(x.retries().refused(), x.retries().resent(), x.retries().gapsMicros(),
                        x.retries().awaitingResend()),
                x.losers() == null ? null : new FixtureCounters.Losers(x.losers().held(), x.losers().closed(),
                        x.losers().keptOpen(), x.losers().closeMicros()),
                Map.of());
    }

    private static FixtureCounters.Request request(RequestRecord r) {
        return r == null ? null : new FixtureCounters.Request(r.method(), r.path(), r.query(), r.protocol(), r.headers(), r.body());
    }
}
