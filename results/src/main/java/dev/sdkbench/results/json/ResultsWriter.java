package dev.sdkbench.results.json;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.sdkbench.results.model.Block;
import dev.sdkbench.results.model.CaseResult;
import dev.sdkbench.results.model.CaseSettings;
import dev.sdkbench.results.model.Environment;
import dev.sdkbench.results.model.FixtureCounters;
import dev.sdkbench.results.model.Fork;
import dev.sdkbench.results.model.ForkMeasurements;
import dev.sdkbench.results.model.Interference;
import dev.sdkbench.results.model.Latencies;
import dev.sdkbench.results.model.MachineNoise;
import dev.sdkbench.results.model.Pair;
import dev.sdkbench.results.model.Run;
import dev.sdkbench.results.model.RunSettings;
import dev.sdkbench.results.model.SteadyState;
import dev.sdkbench.results.model.StreamFixture;
import dev.sdkbench.results.model.StreamPacing;
import dev.sdkbench.results.model.StreamTimes;
import dev.sdkbench.results.model.Summary;
import dev.sdkbench.results.stats.paired.PairedComparison;

/**
 * Writes a {@link Run} in the results schema, unknown fields included, so that tools which
 * filter, merge or rewrite runs (baselines, shards) keep everything the engine wrote.
 * NaN and infinities are written as strings, as Jackson does by default and as the reader accepts.
 * It always writes {@link Run#SCHEMA_VERSION}: an older run is written with the fields of the current
 * version that the reader gave it (its settings in their groups; a schemaVersion 1 run's forks
 * start-up forks, its steady state from their blocks).
 */
public final class ResultsWriter {

    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private ResultsWriter() {
    }

    /** Writes the run atomically: a reader sees the old file or the whole new one, never half of it. */
    public static void write(Run run, Path file) throws IOException {
        Path parent = file.toAbsolutePath().getParent();
        Files.createDirectories(parent);
        Path tmp = parent.resolve(file.getFileName() + ".tmp");
        JSON.writeValue(tmp.toFile(), toJson(run));
        Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }

    public static String toString(Run run) throws IOException {
        return JSON.writeValueAsString(toJson(run));
    }

    public static ObjectNode toJson(Run run) {
        ObjectNode o = NODES.objectNode();
        o.put("schemaVersion", Run.SCHEMA_VERSION);
        o.put("benchmark", run.benchmark());
        o.put("library", run.library().label());
        o.put("started", run.started() == null ? null : run.started().toString());
        o.put("finished", run.finished() == null ? null : run.finished().toString());
        o.put("publishable", run.publishable());
        o.set("failures", strings(run.failures()));
        o.set("environment", environment(run.environment()));
        o.set("loadAtEnd", numbers(run.loadAtEnd()));
        o.set("settings", runSettings(run.settings()));
        ArrayNode cases = o.putArray("cases");
        run.cases().forEach(c -> cases.add(caseResult(c)));
        if (!run.pairs().isEmpty()) {
            ArrayNode pairs = o.putArray("pairs");
            run.pairs().forEach(p -> pairs.add(pair(run, p)));
        }
        extra(o, run.extra());
        return o;
    }

    /**
     * A pair; one whose rounds or steady pair forks stopped on the data also gets their planned looks and, for each figure
     * read sequentially, the look its interval is read at and that look's confidence (what every reader derives again
     * from the forks).
     */
    private static ObjectNode pair(Run run, Pair p) {
        ObjectNode o = NODES.objectNode().put("case", p.caseId()).put("reference", p.referenceId()).put("role", p.role().name())
                .put("sameJvm", p.sameJvm());
        if (p.looks().isEmpty() && p.steadyLooks().isEmpty()) {
            return o;
        }
        if (!p.looks().isEmpty()) {
            p.looks().forEach(o.putArray("looks")::add);
        }
        if (!p.steadyLooks().isEmpty()) {
            p.steadyLooks().forEach(o.putArray("steadyLooks")::add);
        }
        ArrayNode figures = o.putArray("sequential");
        Optional<CaseResult> c = run.caseById(p.caseId());
        Optional<CaseResult> reference = run.caseById(p.referenceId());
        if (c.isPresent() && reference.isPresent()) {
            PairedComparison.of(p, c.get(), reference.get(), PairedComparison.toleranceOf(run)).ratios().stream()
                    .filter(r -> r.look() > 0).forEach(r -> {
                        ObjectNode figure = figures.addObject().put("figure", r.figure().name()).put("look", r.look())
                                .put("pairs", r.pairs());
                        number(figure, "confidence", r.confidence());
                    });
        }
        return o;
    }

    private static ObjectNode runSettings(RunSettings s) {
        ObjectNode o = NODES.objectNode();
        o.put("seed", s.seed());
        ObjectNode forks = o.putObject("forks");
        forks.put("workers", s.forks().workers());
        forks.put("pin", s.forks().pin());
        if (s.forks().shareBuildCpu() != null) {
            forks.put("shareBuildCpu", s.forks().shareBuildCpu());
        }
        RunSettings.Fixture f = s.fixture();
        ObjectNode fixture = o.putObject("fixture");
        fixture.put("placement", f.placement());
        fixture.put("delayMicros", f.delayMicros());
        putIfKnown(fixture, "network", f.network());
        putIfKnown(fixture, "warmup", f.warmup());
        putIfKnown(fixture, "streamDeltas", f.streamDeltas());
        putIfKnown(fixture, "streamFirstDelayMicros", f.streamFirstDelayMicros());
        putIfKnown(fixture, "streamIntervalMicros", f.streamIntervalMicros());
        putIfKnown(o, "shard", s.shard());
        if (s.tolerance() != null) {
            o.put("tolerance", s.tolerance());
        }
        s.extra().forEach((name, value) -> place(o, name, value));
        return o;
    }

    private static ObjectNode environment(Environment e) {
        ObjectNode o = NODES.objectNode();
        o.put("host", e.host());
        o.put("cpuModel", e.cpuModel());
        o.put("kernel", e.kernel());
        o.put("javaVersion", e.javaVersion());
        o.put("javaVm", e.javaVm());
        o.put("javaExecutable", e.javaExecutable());
        o.put("cores", e.cores());
        o.set("loadAtStart", numbers(e.loadAtStart()));
        o.put("cpuPlan", e.cpuPlan());
        o.put("isolation", e.isolation());
        o.put("fixtureRecording", e.fixtureRecording());
        o.put("library", e.library());
        o.put("classpathJars", e.classpathJars());
        number(o, "classpathMiB", e.classpathMiB());
        o.set("classpath", strings(e.classpath()));
        o.set("harnessClasspath", strings(e.harnessClasspath()));
        if (e.machineNoise() != null) {
            ObjectNode noise = o.putObject("machineNoise");
            noise.set("before", reading(e.machineNoise().before()));
            noise.set("after", reading(e.machineNoise().after()));
            // Engines that probe every worker write all readings and the problem (null when none) beside the two judged.
            if (e.machineNoise().readings() != null) {
                ArrayNode readings = noise.putArray("readings");
                e.machineNoise().readings().forEach(r -> readings.add(reading(r)));
            }
            if (e.machineNoise().readings() != null || e.machineNoise().problem() != null) {
                noise.put("problem", e.machineNoise().problem());
            }
            extra(noise, e.machineNoise().extra());
        }
        extra(o, e.extra());
        return o;
    }

    private static JsonNode reading(MachineNoise.Reading r) {
        if (r == null) {
            return NODES.nullNode();
        }
        ObjectNode o = NODES.objectNode();
        r.measures().forEach((name, m) -> {
            ObjectNode measure = o.putObject(name);
            number(measure, "median", m.median());
            if (!Double.isNaN(m.iqrPercent())) {
                number(measure, "iqrPercent", m.iqrPercent());
            }
            if (m.unit() != null) {
                measure.put("unit", m.unit());
            }
            extra(measure, m.extra());
        });
        extra(o, r.values());
        return o;
    }

    private static ObjectNode caseResult(CaseResult c) {
        ObjectNode o = NODES.objectNode();
        o.put("id", c.id());
        o.put("ok", c.ok());
        if (c.fileStatus() != null) {
            o.put("status", c.fileStatus());
        }
        // The case's level repeats the scenario, requests per call and unsupported of its settings, for readers.
        CaseSettings.Workload workload = c.settings().workload();
        if (workload.scenario() != null) {
            o.put("scenario", workload.scenario());
        }
        if (workload.requestsPerCall() != null) {
            o.put("requestsPerCall", workload.requestsPerCall());
        }
        if (workload.advertisedWaitMicros() != null) {
            o.put("advertisedWaitMicros", workload.advertisedWaitMicros());
        }
        if (workload.unsupported() != null) {
            o.put("unsupported", workload.unsupported());
        }
        o.set("settings", caseSettings(c.settings()));
        ObjectNode summary = o.putObject("summary");
        c.summaries().forEach((name, s) -> place(summary, name, summary(s)));
        c.latencies().forEach((name, l) -> place(summary, name, latencies(l)));
        c.summaryExtra().forEach((name, v) -> place(summary, name, v));
        summary.set("steadyState", c.steadyState() == null ? NODES.nullNode() : steadyState(c.steadyState()));
        summary.set("streamFixture", c.streamFixture() == null ? NODES.nullNode() : streamFixture(c.streamFixture()));
        o.put("skippedForks", c.skippedForks());
        o.put("fewestForks", c.fewestForks());
        o.put("forkStop", c.forkStop());
        if (c.precision() != null) {
            ObjectNode precision = o.putObject("precision");
            c.precision().forEach((figure, value) -> number(precision, figure, value));
        }
        ArrayNode forks = o.putArray("forks");
        c.forks().forEach(f -> forks.add(fork(f)));
        if (c.sizes() != null) {
            o.set("sizes", SizesRunJson.write(c.sizes()));
        }
        if (c.load() != null) {
            o.set("load", LoadRunJson.write(c.load()));
        }
        extra(o, c.extra());
        return o;
    }

    private static ObjectNode caseSettings(CaseSettings s) {
        ObjectNode o = NODES.objectNode();
        o.put("id", s.id());
        o.put("dialect", s.dialect());
        o.put("stream", s.stream());
        o.put("prompt", s.prompt());
        o.put("maxTokens", s.maxTokens());
        o.put("model", s.model());
        o.put("expect", s.expect());
        ObjectNode startup = o.putObject("startup");
        startup.put("forks", s.startup().forks());
        startup.put("minForks", s.startup().minForks());
        startup.put("warmup", s.startup().warmup());
        startup.put("requests", s.startup().requests());
        number(startup, "precision", s.startup().precision());
        startup.put("caseBudgetSeconds", s.startup().caseBudgetSeconds());
        ObjectNode steady = o.putObject("steady");
        steady.put("forks", s.steady().forks());
        steady.put("iterationMillis", s.steady().iterationMillis());
        steady.put("window", s.steady().window());
        number(steady, "tolerance", s.steady().tolerance());
        steady.put("warmupMillis", s.steady().warmupMillis());
        steady.put("iterations", s.steady().iterations());
        steady.put("pairing", s.steady().pairing());
        ObjectNode forks = o.putObject("forks");
        forks.put("heap", s.forks().heap());
        forks.set("jvmArgs", strings(s.forks().jvmArgs()));
        forks.put("timeoutSeconds", s.forks().timeoutSeconds());
        if (s.fixture().delayMicros() != null) {
            o.putObject("fixture").put("delayMicros", s.fixture().delayMicros());
        }
        CaseSettings.Workload workload = s.workload();
        if (workload.scenario() != null) {
            o.put("scenario", workload.scenario());
        }
        if (workload.requestsPerCall() != null) {
            o.put("requestsPerCall", workload.requestsPerCall());
        }
        if (workload.scenario() != null || workload.unsupported() != null) {
            o.put("unsupported", workload.unsupported());
        }
        s.extra().forEach((name, value) -> place(o, name, value));
        return o;
    }

    private static void putIfKnown(ObjectNode o, String name, Integer value) {
        if (value != null) {
            o.put(name, value);
        }
    }

    private static void putIfKnown(ObjectNode o, String name, Long value) {
        if (value != null) {
            o.put(name, value);
        }
    }

    private static void putIfKnown(ObjectNode o, String name, String value) {
        if (value != null) {
            o.put(name, value);
        }
    }

    /**
     * Puts a figure or an unknown field under its name; {@code group.member} goes back into its group,
     * as the reader found it.
     */
    private static void place(ObjectNode parent, String name, JsonNode value) {
        int dot = name.indexOf('.');
        if (dot < 0) {
            parent.set(name, value);
        } else {
            ObjectNode group = parent.has(name.substring(0, dot)) ? (ObjectNode) parent.get(name.substring(0, dot))
                    : parent.putObject(name.substring(0, dot));
            group.set(name.substring(dot + 1), value);
        }
    }

    private static ObjectNode steadyState(SteadyState s) {
        ObjectNode o = NODES.objectNode();
        o.put("forks", s.forks());
        o.put("settledForks", s.settledForks());
        o.put("settled", s.settled());
        o.put("reason", s.reason());
        number(o, "warmupSecondsMax", s.warmupSecondsMax());
        number(o, "warmupCapSeconds", s.warmupCapSeconds());
        o.put("timedCompileMillisMax", s.timedCompileMillisMax());
        number(o, "errorMicros", s.errorMicros());
        o.set("forkErrorMicros", numbers(s.forkErrorMicros()));
        extra(o, s.extra());
        return o;
    }

    private static ObjectNode streamFixture(StreamFixture f) {
        ObjectNode o = NODES.objectNode();
        number(o, "firstDeltaMicros", f.firstDeltaMicros());
        number(o, "endMicros", f.endMicros());
        o.put("events", f.events());
        o.put("firstDeltaEvent", f.firstDeltaEvent());
        o.put("answerDelayMicros", f.answerDelayMicros());
        o.set("stream", f.stream() == null ? NODES.nullNode() : pacing(f.stream()));
        return o;
    }

    private static ObjectNode pacing(StreamPacing p) {
        ObjectNode o = NODES.objectNode();
        o.put("deltas", p.deltas());
        o.put("firstDelayMicros", p.firstDelayMicros());
        o.put("intervalMicros", p.intervalMicros());
        return o;
    }

    static ObjectNode summary(Summary s) {
        ObjectNode o = NODES.objectNode();
        number(o, "median", s.median());
        number(o, "p25", s.p25());
        number(o, "p75", s.p75());
        number(o, "min", s.min());
        number(o, "max", s.max());
        o.put("n", s.n());
        number(o, "ciLow", s.ciLow());
        number(o, "ciHigh", s.ciHigh());
        o.set("values", numbers(s.values()));
        return o;
    }

    private static ObjectNode latencies(Latencies l) {
        ObjectNode o = NODES.objectNode();
        number(o, "p50Micros", l.p50Micros());
        number(o, "p90Micros", l.p90Micros());
        number(o, "p99Micros", l.p99Micros());
        number(o, "maxMicros", l.maxMicros());
        o.put("count", l.count());
        return o;
    }

    private static ObjectNode fork(Fork f) {
        ObjectNode o = NODES.objectNode();
        o.put("fork", f.fork());
        o.put("protocol", f.protocol().name());
        o.put("worker", f.worker());
        o.put("cpu", f.cpu());
        o.put("failure", f.failure());
        if (f.exit() == null) {
            o.putNull("exit");
        } else {
            ObjectNode exit = o.putObject("exit");
            exit.put("exitCode", f.exit().exitCode());
            number(exit, "lifetimeMillis", f.exit().lifetimeMillis());
            exit.put("firstResponseMillis", f.exit().firstResponseMillis());
            exit.put("exitMillis", f.exit().exitMillis());
            if (f.exit().leftovers() != null) {
                exit.set("leftovers", strings(f.exit().leftovers()));
            }
            if (f.exit().foreignLines() != null) {
                exit.set("foreignLines", strings(f.exit().foreignLines()));
            }
        }
        o.set("result", f.result() == null ? NODES.nullNode() : measurements(f.result()));
        o.set("fixture", f.fixture() == null ? NODES.nullNode() : fixture(f.fixture()));
        o.set("command", strings(f.command()));
        o.set("jvmOptions", strings(f.jvmOptions()));
        o.put("evidence", f.evidence());
        if (f.interference() != null) {
            o.set("interference", interference(f.interference()));
        }
        extra(o, f.extra());
        return o;
    }

    private static ObjectNode interference(Interference i) {
        ObjectNode o = NODES.objectNode();
        number(o, "percent", i.percent());
        number(o, "stealPercent", i.stealPercent());
        o.put("wallTicks", i.wallTicks());
        o.put("busyTicks", i.busyTicks());
        o.put("forkTicks", i.forkTicks());
        o.put("fixtureTicks", i.fixtureTicks());
        o.put("stealTicks", i.stealTicks());
        extra(o, i.extra());
        return o;
    }

    private static ObjectNode measurements(ForkMeasurements r) {
        ObjectNode o = NODES.objectNode();
        o.put("outcome", r.outcome());
        o.put("failure", r.failure());
        o.put("calls", r.calls());
        o.set("early", block(r.early()));
        o.set("steady", block(r.steady()));
        o.put("rssKiB", r.rssKiB());
        o.put("hwmKiB", r.hwmKiB());
        o.put("gcCount", r.gcCount());
        o.put("gcMillis", r.gcMillis());
        o.put("gcNames", r.gcNames());
        o.put("classesLoaded", r.classesLoaded());
        o.put("availableProcessors", r.availableProcessors());
        ObjectNode affinity = o.putObject("threadAffinity");
        r.threadAffinity().forEach(affinity::put);
        number(o, "firstResponseUptimeMillis", r.firstResponseUptimeMillis());
        if (r.firstResponseRssKiB() != null) {
            o.put("firstResponseRssKiB", r.firstResponseRssKiB());
        }
        o.put("javaVersion", r.javaVersion());
        o.put("javaVm", r.javaVm());
        o.put("inputArguments", r.inputArguments());
        if (r.netNamespace() != null) {
            o.put("netNamespace", r.netNamespace());
        }
        if (r.confinement() != null) {
            o.put("confinement", r.confinement());
        }
        o.set("earlyStream", streamTimes(r.earlyStream()));
        o.set("steadyStream", streamTimes(r.steadyStream()));
        if (r.referenceSteady() != null) {
            o.set("referenceSteady", block(r.referenceSteady()));
        }
        if (r.partnerEarly() != null) {
            o.set("partnerEarly", block(r.partnerEarly()));
        }
        extra(o, r.extra());
        return o;
    }

    private static JsonNode streamTimes(StreamTimes t) {
        if (t == null) {
            return NODES.nullNode();
        }
        ObjectNode o = NODES.objectNode();
        number(o, "meanFirstDeltaMicros", t.meanFirstDeltaMicros());
        number(o, "meanEndMicros", t.meanEndMicros());
        number(o, "meanTextDeltas", t.meanTextDeltas());
        o.put("firstDeltaHistogram", t.firstDeltaHistogram());
        return o;
    }

    private static JsonNode block(Block b) {
        if (b == null) {
            return NODES.nullNode();
        }
        ObjectNode o = NODES.objectNode();
        o.put("warmupCalls", b.warmupCalls());
        o.put("requests", b.requests());
        number(o, "meanMicros", b.meanMicros());
        number(o, "allocBytesPerRequest", b.allocBytesPerRequest());
        o.put("histogram", b.histogram());
        o.put("settled", b.settled());
        o.put("compileMillis", b.compileMillis());
        o.set("iterationMicros", numbers(b.iterationMicros()));
        o.put("warmupMillis", b.warmupMillis());
        o.put("unsettled", b.unsettled());
        if (b.cpuMicros() >= 0) {
            o.put("cpuMicros", b.cpuMicros());
        }
        extra(o, b.extra());
        return o;
    }

    private static ObjectNode fixture(FixtureCounters x) {
        ObjectNode o = NODES.objectNode();
        o.put("total", x.total());
        counts(o.putObject("byDialect"), x.byDialect());
        counts(o.putObject("byPath"), x.byPath());
        counts(o.putObject("byProtocol"), x.byProtocol());
        o.put("requestBytes", x.requestBytes());
        o.put("streamed", x.streamed());
        o.put("connections", x.connections());
        o.put("h2cUpgrades", x.h2cUpgrades());
        o.put("faults", x.faults());
        ArrayNode violations = o.putArray("violations");
        x.violations().forEach(v -> violations.addObject().put("request", v.request()).put("method", v.method())
                .put("path", v.path()).put("status", v.status()).put("field", v.field()).put("expected", v.expected())
                .put("received", v.received()));
        o.set("firstRequest", request(x.firstRequest()));
        o.set("retries", retries(x.retries()));
        o.set("losers", losers(x.losers()));
        if (x.concurrency() != null) {
            FixtureCounters.Concurrency c = x.concurrency();
            o.putObject("concurrency").put("inFlight", c.inFlight()).put("maxInFlight", c.maxInFlight())
                    .put("meanInFlight", c.meanInFlight()).put("windowMicros", c.windowMicros());
        }
        extra(o, x.extra());
        return o;
    }

    private static JsonNode request(FixtureCounters.Request r) {
        if (r == null) {
            return NODES.nullNode();
        }
        ObjectNode o = NODES.objectNode();
        o.put("method", r.method());
        o.put("path", r.path());
        o.put("query", r.query());
        o.put("protocol", r.protocol());
        ObjectNode headers = o.putObject("headers");
        r.headers().forEach((name, values) -> headers.set(name, strings(values)));
        o.put("body", r.body());
        return o;
    }

    private static JsonNode retries(FixtureCounters.Retries r) {
        if (r == null) {
            return NODES.nullNode();
        }
        ObjectNode o = NODES.objectNode();
        o.put("refused", r.refused());
        o.put("resent", r.resent());
        ArrayNode gaps = o.putArray("gapsMicros");
        r.gapsMicros().forEach(gaps::add);
        o.put("awaitingResend", r.awaitingResend());
        return o;
    }

    private static JsonNode losers(FixtureCounters.Losers l) {
        if (l == null) {
            return NODES.nullNode();
        }
        ObjectNode o = NODES.objectNode();
        o.put("held", l.held());
        o.put("closed", l.closed());
        o.put("keptOpen", l.keptOpen());
        ArrayNode closes = o.putArray("closeMicros");
        l.closeMicros().forEach(closes::add);
        return o;
    }

    private static void counts(ObjectNode o, Map<String, Long> counts) {
        counts.forEach(o::put);
    }

    /** A number, or Jackson's string for NaN and the infinities. */
    static void number(ObjectNode o, String name, double value) {
        if (Double.isFinite(value)) {
            o.put(name, value);
        } else {
            o.put(name, Double.isNaN(value) ? "NaN" : value > 0 ? "Infinity" : "-Infinity");
        }
    }

    private static ArrayNode numbers(List<Double> values) {
        ArrayNode a = NODES.arrayNode();
        values.forEach(v -> {
            if (Double.isFinite(v)) {
                a.add(v);
            } else {
                a.add(Double.isNaN(v) ? "NaN" : v > 0 ? "Infinity" : "-Infinity");
            }
        });
        return a;
    }

    private static ArrayNode strings(List<String> values) {
        ArrayNode a = NODES.arrayNode();
        values.forEach(a::add);
        return a;
    }

    private static void extra(ObjectNode o, Map<String, JsonNode> extra) {
        extra.forEach(o::set);
    }
}
