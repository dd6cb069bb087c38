package dev.sdkbench.results.json;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

import org.apiguardian.api.API;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import dev.sdkbench.results.model.Block;
import dev.sdkbench.results.model.CaseResult;
import dev.sdkbench.results.model.CaseSettings;
import dev.sdkbench.results.model.LoadRun;
import dev.sdkbench.results.model.SizesRun;
import dev.sdkbench.results.model.Environment;
import dev.sdkbench.results.model.FixtureCounters;
import dev.sdkbench.results.model.Fork;
import dev.sdkbench.results.model.ForkExit;
import dev.sdkbench.results.model.ForkMeasurements;
import dev.sdkbench.results.model.Interference;
import dev.sdkbench.results.model.Latencies;
import dev.sdkbench.results.model.Library;
import dev.sdkbench.results.model.MachineNoise;
import dev.sdkbench.results.model.Pair;
import dev.sdkbench.results.model.Protocol;
import dev.sdkbench.results.model.Run;
import dev.sdkbench.results.model.RunSettings;
import dev.sdkbench.results.model.SteadyState;
import dev.sdkbench.results.model.StreamFixture;
import dev.sdkbench.results.model.StreamPacing;
import dev.sdkbench.results.model.StreamTimes;
import dev.sdkbench.results.model.Summary;

/**
 * Reads a results file into a {@link Run}. Rejects, naming the file and the field, a file that is
 * missing, not JSON, of another {@code schemaVersion}, or has a field of the wrong shape. Fields it
 * does not know are kept in each record's {@code extra}; figures it does not know are read into
 * the case's summaries by shape. Reads schemaVersion 3, 2 and 1: the flat settings of versions 1 and 2
 * are read into their groups (SCHEMA.md, "Reading schemaVersion 2"), and a field that schemaVersion 1 did
 * not have takes what that version meant ("Reading schemaVersion 1"), so all read into one model.
 *
 * <p>Uses only Jackson's tree API, which every Jackson 2.x has: in a benchmark module the
 * harness runs on whichever Jackson the measured SDK ships.
 */
@API(status = EXPERIMENTAL, since = "0.1")
public final class ResultsReader {

    private static final ObjectMapper JSON = new ObjectMapper();
    /** The first schemaVersion whose settings are grouped ({@code startup}, {@code steady}, {@code forks}, {@code fixture}). */
    private static final int GROUPED = 3;

    private ResultsReader() {
    }

    public static Run read(Path file) throws ResultsFileException {
        JsonNode root;
        try {
            root = JSON.readTree(Files.readAllBytes(file));
        } catch (NoSuchFileException e) {
            throw new ResultsFileException(file, "no such file");
        } catch (JsonProcessingException e) {
            throw new ResultsFileException(file, "not valid JSON (" + e.getOriginalMessage() + " at line "
                    + e.getLocation().getLineNr() + ", column " + e.getLocation().getColumnNr() + ")", e);
        } catch (IOException e) {
            throw new ResultsFileException(file, "cannot be read: " + e, e);
        }
        if (root == null || root.isMissingNode()) {
            throw new ResultsFileException(file, "is empty: a results file is a JSON object written by junit-sdkbench");
        }
        if (!root.isObject()) {
            throw new ResultsFileException(file, "is not a results file: its top level is a JSON " + root.getNodeType()
                    .name().toLowerCase(java.util.Locale.ROOT) + ", a results file's is an object with schemaVersion "
                    + Run.SCHEMA_VERSION);
        }
        JsonNode version = root.get("schemaVersion");
        if (version == null || !version.isIntegralNumber()) {
            throw new ResultsFileException(file, "has no schemaVersion"
                    + (version == null ? "" : " number (found " + Fields.describe(version) + ")")
                    + ": it is not a junit-sdkbench results file, or one from before schemaVersion " + Run.SCHEMA_VERSION);
        }
        if (version.intValue() < Run.OLDEST_READ || version.intValue() > Run.SCHEMA_VERSION) {
            throw new ResultsFileException(file, "has schemaVersion " + version.intValue() + "; this reader reads "
                    + Run.OLDEST_READ + " to " + Run.SCHEMA_VERSION + ": render it with the junit-sdkbench version that wrote it");
        }
        try {
            return run(Fields.of(root, ""));
        } catch (Fields.Problem | ArithmeticException e) {
            throw new ResultsFileException(file, e.getMessage(), e);
        }
    }

    /** Reads an already parsed results object (schema version checked by the caller). */
    static Run run(Fields f) {
        int schemaVersion = f.requiredInt("schemaVersion");
        String benchmark = f.requiredText("benchmark");
        Library library = Library.parse(f.text("library"));
        Instant started = instant(f, "started");
        Instant finished = instant(f, "finished");
        boolean publishable = f.bool("publishable", false);
        List<String> failures = f.strings("failures");
        Fields env = f.object("environment");
        Environment environment = environment(env == null ? Fields.of(JSON.createObjectNode(), "environment") : env);
        List<Double> loadAtEnd = f.numbers("loadAtEnd");
        Fields s = f.object("settings");
        RunSettings settings = s == null ? runSettings(Fields.of(JSON.createObjectNode(), "settings"))
                : schemaVersion >= GROUPED ? runSettings(s) : flatRunSettings(s);
        JsonNode cases = f.requiredArray("cases");
        List<CaseResult> results = new ArrayList<>();
        for (int i = 0; i < cases.size(); i++) {
            results.add(caseResult(Fields.of(cases.get(i), "cases[" + i + "]"), schemaVersion));
        }
        return new Run(schemaVersion, benchmark, library, started, finished, publishable, failures, environment, loadAtEnd,
                settings, results, pairs(f), f.rest());
    }

    private static List<Pair> pairs(Fields f) {
        JsonNode pairs = f.array("pairs");
        List<Pair> read = new ArrayList<>();
        for (int i = 0; pairs != null && i < pairs.size(); i++) {
            Fields p = Fields.of(pairs.get(i), "pairs[" + i + "]");
            String role = p.requiredText("role");
            Pair.Role parsed;
            try {
                parsed = Pair.Role.valueOf(role);
            } catch (IllegalArgumentException e) {
                throw new Fields.Problem(p.path("role") + " is '" + role + "': use REFERENCE or BASELINE");
            }
            try {
                read.add(new Pair(p.requiredText("case"), p.requiredText("reference"), parsed,
                        p.wholes("looks").stream().map(Long::intValue).toList(), p.bool("sameJvm", parsed == Pair.Role.REFERENCE),
                        p.wholes("steadyLooks").stream().map(Long::intValue).toList()));
            } catch (IllegalArgumentException e) {
                throw new Fields.Problem(p.path("") + ": " + e.getMessage());
            }
        }
        return read;
    }

    /** The class's settings in their groups, as schemaVersion 3 writes them. */
    private static RunSettings runSettings(Fields s) {
        Fields forks = group(s, "forks");
        Fields fixture = group(s, "fixture");
        return new RunSettings(s.longValue("seed", 0),
                new RunSettings.Forks(forks.integer("workers", 0), forks.bool("pin", false), forks.boolOrNull("shareBuildCpu")),
                new RunSettings.Fixture(fixture.text("placement"), fixture.longValue("delayMicros", 0), fixture.text("network"),
                        fixture.integerOrNull("warmup"), fixture.integerOrNull("streamDeltas"),
                        fixture.longOrNull("streamFirstDelayMicros"), fixture.longOrNull("streamIntervalMicros")),
                s.text("shard"), s.numberOrNull("tolerance"), rest(s, Map.of("forks", forks, "fixture", fixture)));
    }

    /** The class's settings of a schemaVersion 1 or 2 file, each flat field read into its group. */
    private static RunSettings flatRunSettings(Fields s) {
        Fields stream = s.object("stream");
        return new RunSettings(s.longValue("seed", 0),
                new RunSettings.Forks(s.integer("workers", 0), s.bool("pin", false), s.boolOrNull("shareBuildCpu")),
                new RunSettings.Fixture(s.text("fixturePlacement"), s.longValue("fixtureDelayMicros", 0), s.text("network"),
                        s.integerOrNull("fixtureWarmup"), stream == null ? null : stream.integer("deltas", 0),
                        stream == null ? null : stream.longValue("firstDelayMicros", 0),
                        stream == null ? null : stream.longValue("intervalMicros", 0)),
                null, null, s.rest());
    }

    /** The group's fields, none when the file has no such group. */
    private static Fields group(Fields parent, String name) {
        Fields group = parent.object(name);
        return group != null ? group : Fields.of(JSON.createObjectNode(), parent.path(name));
    }

    /** What neither the object nor its groups' readers read, a group's member as {@code group.member}. */
    private static Map<String, JsonNode> rest(Fields parent, Map<String, Fields> groups) {
        Map<String, JsonNode> rest = new LinkedHashMap<>(parent.rest());
        groups.forEach((name, group) -> group.rest().forEach((member, value) -> rest.put(name + "." + member, value)));
        return rest;
    }

    private static StreamPacing pacing(Fields p) {
        return p == null ? null : new StreamPacing(p.integer("deltas", 0), p.longValue("firstDelayMicros", 0),
                p.longValue("intervalMicros", 0));
    }

    private static Instant instant(Fields f, String name) {
        String text = f.text(name);
        if (text == null) {
            return null;
        }
        try {
            return Instant.parse(text);
        } catch (DateTimeParseException e) {
            throw new Fields.Problem(f.path(name) + " must be an ISO-8601 instant such as 2026-11-30T12:48:38Z, was \""
                    + text + "\"");
        }
    }

    private static Environment environment(Fields e) {
        return new Environment(e.text("host"), e.text("cpuModel"), e.text("kernel"), e.text("javaVersion"),
                e.text("javaVm"), e.text("javaExecutable"), e.integer("cores", 0), e.numbers("loadAtStart"),
                e.text("cpuPlan"), e.text("isolation"), e.text("fixtureRecording"), e.text("library"),
                e.integer("classpathJars", 0), e.number("classpathMiB"), e.strings("classpath"),
                e.strings("harnessClasspath"), machineNoise(e.object("machineNoise")), e.rest());
    }

    private static MachineNoise machineNoise(Fields n) {
        if (n == null) {
            return null;
        }
        JsonNode array = n.array("readings");
        List<MachineNoise.Reading> readings = array == null ? null : new ArrayList<>();
        for (int i = 0; array != null && i < array.size(); i++) {
            readings.add(reading(Fields.of(array.get(i), n.path("readings") + "[" + i + "]")));
        }
        return new MachineNoise(reading(n.object("before")), reading(n.object("after")), readings, n.text("problem"),
                n.rest());
    }

    /** A reading's members: objects with a median are measures, the rest values (steal %, cpu…). */
    private static MachineNoise.Reading reading(Fields r) {
        if (r == null) {
            return null;
        }
        Map<String, MachineNoise.Measure> measures = new LinkedHashMap<>();
        for (String name : r.names()) {
            JsonNode value = r.raw(name);
            if (value != null && value.isObject() && value.has("median")) {
                Fields m = Fields.of(value, r.path(name));
                measures.put(name, new MachineNoise.Measure(m.number("median"), m.number("iqrPercent"), m.text("unit"),
                        m.rest()));
            }
        }
        Map<String, JsonNode> values = new LinkedHashMap<>();
        for (String name : r.names()) {
            if (!measures.containsKey(name)) {
                values.put(name, r.raw(name));
            }
        }
        return new MachineNoise.Reading(measures, values);
    }

    private static CaseResult caseResult(Fields c, int schemaVersion) {
        String id = c.requiredText("id");
        boolean ok = c.requiredBool("ok");
        String status = c.text("status");
        // The case's own scenario, requests per call and unsupported repeat its settings'; the advertised wait is the workload's.
        CaseSettings.Workload atCase = new CaseSettings.Workload(c.text("scenario"), c.integerOrNull("requestsPerCall"),
                c.text("unsupported"), c.longOrNull("advertisedWaitMicros"));
        Fields s = c.object("settings");
        CaseSettings settings = s == null ? null
                : schemaVersion >= GROUPED ? caseSettings(s, id, atCase) : flatCaseSettings(s, id, atCase);
        Map<String, Summary> summaries = new LinkedHashMap<>();
        Map<String, Latencies> latencies = new LinkedHashMap<>();
        Map<String, JsonNode> summaryExtra = new LinkedHashMap<>();
        Fields summary = c.object("summary");
        boolean hasSteadyState = summary != null && summary.names().contains("steadyState");
        SteadyState steadyState = null;
        StreamFixture streamFixture = null;
        if (summary != null) {
            for (String name : summary.names()) {
                JsonNode value = summary.raw(name);
                if (name.equals("steadyState")) {
                    Fields state = summary.object(name);
                    steadyState = state == null ? null : steadyState(state);
                } else if (name.equals("streamFixture")) {
                    Fields fixture = summary.object(name);
                    streamFixture = fixture == null ? null : streamFixture(fixture);
                } else if (isGroup(value)) {
                    // A group of figures (e.g. earlyStream): its members are read as "group.member".
                    Fields group = Fields.of(value, summary.path(name));
                    for (String member : group.names()) {
                        figure(name + "." + member, group.raw(member), group, summaries, latencies, summaryExtra);
                    }
                } else {
                    figure(name, value, summary, summaries, latencies, summaryExtra);
                }
            }
        }
        int skipped = c.integer("skippedForks", 0);
        List<Fork> forks = new ArrayList<>();
        JsonNode array = c.array("forks");
        for (int i = 0; array != null && i < array.size(); i++) {
            forks.add(fork(Fields.of(array.get(i), c.path("forks") + "[" + i + "]")));
        }
        if (settings == null) {
            settings = new CaseSettings(id, null, false, null, 0, null, null,
                    new CaseSettings.Startup(forks.size() + skipped, forks.size() + skipped, 0, 0, 0, 0),
                    new CaseSettings.Steady(0, 0, 0, 0, 0, 0), new CaseSettings.Forks(null, List.of(), 0),
                    CaseSettings.Fixture.UNRECORDED, atCase, Map.of());
        }
        // schemaVersion 1 has no steady state, fewest forks or fork stop: its forks' steady blocks, every planned fork, most or failed.
        if (!hasSteadyState) {
            steadyState = SteadyState.fromForks(settings, forks);
        }
        int fewest = c.integer("fewestForks", settings.startup().forks());
        String stop = c.names().contains("forkStop") ? c.text("forkStop") : CaseResult.legacyStop(status, skipped, forks);
        Map<String, Double> precision = precision(c.object("precision"));
        LoadRun load = LoadRunJson.read(c);
        SizesRun sizes = SizesRunJson.read(c);
        return new CaseResult(id, ok, status, settings, summaries, latencies, summaryExtra, steadyState, streamFixture,
                precision, skipped, fewest, stop, forks, c.rest(), load, sizes);
    }

    private static Map<String, Double> precision(Fields p) {
        if (p == null) {
            return null;
        }
        Map<String, Double> out = new LinkedHashMap<>();
        p.names().forEach(figure -> out.put(figure, p.number(figure)));
        return out;
    }

    private static StreamFixture streamFixture(Fields f) {
        return new StreamFixture(f.number("firstDeltaMicros"), f.number("endMicros"), f.integer("events", 0),
                f.integer("firstDeltaEvent", 0), f.longValue("answerDelayMicros", 0), pacing(f.object("stream")));
    }

    private static SteadyState steadyState(Fields s) {
        return new SteadyState(s.integer("forks", 0), s.integer("settledForks", 0), s.bool("settled", false),
                s.text("reason"), s.number("warmupSecondsMax"), s.number("warmupCapSeconds"),
                s.longValue("timedCompileMillisMax", -1), s.number("errorMicros"), s.numbers("forkErrorMicros"), s.rest());
    }

    /** An object of figures rather than one figure: every member that is an object holds a median or p50. */
    private static boolean isGroup(JsonNode value) {
        if (!value.isObject() || value.has("median") || value.has("p50Micros") || value.isEmpty()) {
            return false;
        }
        boolean anyFigure = false;
        for (JsonNode member : value) {
            if (member.isObject()) {
                if (!member.has("median") && !member.has("p50Micros")) {
                    return false;
                }
                anyFigure = true;
            } else if (!member.isNull()) {
                return false;
            }
        }
        return anyFigure;
    }

    private static void figure(String name, JsonNode value, Fields parent, Map<String, Summary> summaries,
                               Map<String, Latencies> latencies, Map<String, JsonNode> extra) {
        String member = name.substring(name.lastIndexOf('.') + 1);
        if (value.isObject() && value.has("median")) {
            summaries.put(name, summary(Fields.of(value, parent.path(member))));
        } else if (value.isObject() && value.has("p50Micros")) {
            latencies.put(name, latencies(Fields.of(value, parent.path(member))));
        } else {
            extra.put(name, value);
        }
    }

    /** A case's settings in their groups, as schemaVersion 3 writes them. */
    private static CaseSettings caseSettings(Fields s, String id, CaseSettings.Workload atCase) {
        String settingsId = s.text("id");
        Fields startup = group(s, "startup");
        Fields steady = group(s, "steady");
        Fields forks = group(s, "forks");
        Fields fixture = group(s, "fixture");
        int most = startup.integer("forks", 0);
        return new CaseSettings(settingsId == null ? id : settingsId, s.text("dialect"), s.bool("stream", false),
                s.text("prompt"), s.integer("maxTokens", 0), s.text("model"), s.text("expect"),
                new CaseSettings.Startup(most, startup.integer("minForks", most), startup.integer("warmup", 0),
                        startup.integer("requests", 0), startup.numberOr("precision", 0), startup.longValue("caseBudgetSeconds", 0)),
                new CaseSettings.Steady(steady.integer("forks", 0), steady.longValue("iterationMillis", 0), steady.integer("window", 0),
                        steady.numberOr("tolerance", 0), steady.longValue("warmupMillis", 0), steady.integer("iterations", 0),
                        steady.text("pairing") == null ? CaseSettings.Steady.SEPARATE_JVMS : steady.text("pairing")),
                new CaseSettings.Forks(forks.text("heap"), forks.strings("jvmArgs"), forks.integer("timeoutSeconds", 0)),
                new CaseSettings.Fixture(fixture.longOrNull("delayMicros")), workload(s, atCase),
                rest(s, Map.of("startup", startup, "steady", steady, "forks", forks, "fixture", fixture)));
    }

    /**
     * A case's settings of a schemaVersion 1 or 2 file, each flat field read into its group; a field
     * schemaVersion 1 lacks takes its meaning there (every planned fork ran, no steady forks). The
     * {@code steady} flag is what the groups say ({@link CaseSettings#measuresSteady()}): a version 1
     * case's steady blocks keep their {@code steadyRequests}, which only they had.
     */
    private static CaseSettings flatCaseSettings(Fields s, String id, CaseSettings.Workload atCase) {
        String settingsId = s.text("id");
        String dialect = s.text("dialect");
        boolean stream = s.bool("stream", false);
        String prompt = s.text("prompt");
        int maxTokens = s.integer("maxTokens", 0);
        String model = s.text("model");
        String expect = s.text("expect");
        int forks = s.integer("forks", 0);
        CaseSettings.Startup startup = new CaseSettings.Startup(forks, s.integer("minForks", forks), s.integer("warmup", 0),
                s.integer("requests", 0), s.numberOr("precision", 0), s.longValue("caseBudgetSeconds", 0));
        CaseSettings.Steady steady = new CaseSettings.Steady(s.integer("steadyForks", 0),
                s.longValue("steadyIterationMillis", 0), s.integer("steadyWindow", 0), s.numberOr("steadyTolerance", 0),
                s.longValue("steadyWarmupMillis", 0), s.integer("steadyIterations", 0));
        boolean steadyBlocks = s.bool("steady", false);
        CaseSettings.Forks jvm = new CaseSettings.Forks(s.text("heap"), s.strings("jvmArgs"), s.integer("forkTimeoutSeconds", 0));
        CaseSettings.Fixture fixture = new CaseSettings.Fixture(s.longOrNull("fixtureDelayMicros"));
        CaseSettings.Workload workload = workload(s, atCase);
        Map<String, JsonNode> rest = new LinkedHashMap<>(s.rest());
        if (!steadyBlocks) {
            rest.remove("steadyRequests");
        }
        return new CaseSettings(settingsId == null ? id : settingsId, dialect, stream, prompt, maxTokens, model, expect, startup,
                steady, jvm, fixture, workload, rest);
    }

    /** The settings' workload; where they lack a field the case's own level has it, it comes from there. */
    private static CaseSettings.Workload workload(Fields s, CaseSettings.Workload atCase) {
        String scenario = s.text("scenario");
        Integer requests = s.integerOrNull("requestsPerCall");
        String unsupported = s.text("unsupported");
        return new CaseSettings.Workload(scenario == null ? atCase.scenario() : scenario,
                requests == null ? atCase.requestsPerCall() : requests, unsupported == null ? atCase.unsupported() : unsupported,
                atCase.advertisedWaitMicros());
    }

    static Summary summary(Fields s) {
        double median = s.requiredDouble("median");
        double p25 = s.requiredDouble("p25");
        double p75 = s.requiredDouble("p75");
        double min = s.requiredDouble("min");
        double max = s.requiredDouble("max");
        int n = s.requiredInt("n");
        double ciLow = s.number("ciLow");
        double ciHigh = s.number("ciHigh");
        List<Double> values = s.numbers("values");
        if (s.array("values") != null && values.size() != n) {
            throw new Fields.Problem(s.path("n") + " is " + n + " but " + s.path("values") + " holds " + values.size()
                    + " values");
        }
        return new Summary(median, p25, p75, min, max, n, ciLow, ciHigh, values);
    }

    private static Latencies latencies(Fields l) {
        return new Latencies(l.requiredDouble("p50Micros"), l.number("p90Micros"), l.number("p99Micros"),
                l.number("maxMicros"), l.longValue("count", 0));
    }

    private static Fork fork(Fields f) {
        Fields exit = f.object("exit");
        Fields result = f.object("result");
        Fields fixture = f.object("fixture");
        return new Fork(f.requiredInt("fork"), protocol(f), f.integer("worker", 0), f.integerOrNull("cpu"), f.text("failure"),
                exit == null ? null : new ForkExit(exit.integerOrNull("exitCode"), exit.number("lifetimeMillis"),
                        exit.numberOrNull("firstResponseMillis"), exit.numberOrNull("exitMillis"),
                        exit.stringsOrNull("leftovers"), exit.stringsOrNull("foreignLines")),
                result == null ? null : measurements(result), fixture == null ? null : fixture(fixture),
                f.strings("command"), f.strings("jvmOptions"), f.text("evidence"), interference(f.object("interference")), f.rest());
    }

    private static Interference interference(Fields i) {
        return i == null ? null : new Interference(i.number("percent"), i.number("stealPercent"), i.longValue("wallTicks", 0),
                i.longValue("busyTicks", 0), i.longValue("forkTicks", 0), i.longValue("fixtureTicks", 0),
                i.longValue("stealTicks", 0), i.rest());
    }

    /** The fork's protocol; a schemaVersion 1 fork has none and is a start-up fork (that also ran a steady block). */
    private static Protocol protocol(Fields f) {
        String name = f.text("protocol");
        if (name == null) {
            return Protocol.STARTUP;
        }
        try {
            return Protocol.valueOf(name);
        } catch (IllegalArgumentException e) {
            throw new Fields.Problem(f.path("protocol") + " must be STARTUP or STEADY, was \"" + name + "\"");
        }
    }

    private static ForkMeasurements measurements(Fields r) {
        Fields affinity = r.object("threadAffinity");
        Map<String, Integer> threads = new LinkedHashMap<>();
        if (affinity != null) {
            affinity.names().forEach(cpus -> threads.put(cpus, affinity.integer(cpus, 0)));
        }
        return new ForkMeasurements(r.text("outcome"), r.text("failure"), r.longValue("calls", 0), block(r.object("early")),
                block(r.object("steady")), r.longValue("rssKiB", -1), r.longValue("hwmKiB", -1), r.longValue("gcCount", -1),
                r.longValue("gcMillis", -1), r.text("gcNames"), r.longValue("classesLoaded", -1),
                r.integer("availableProcessors", -1), threads, r.number("firstResponseUptimeMillis"),
                r.longOrNull("firstResponseRssKiB"), r.text("javaVersion"), r.text("javaVm"), r.text("inputArguments"),
                r.text("netNamespace"), r.text("confinement"), streamTimes(r.object("earlyStream")),
                streamTimes(r.object("steadyStream")), block(r.object("referenceSteady")), block(r.object("partnerEarly")),
                r.rest());
    }

    private static StreamTimes streamTimes(Fields t) {
        return t == null ? null : new StreamTimes(t.number("meanFirstDeltaMicros"), t.number("meanEndMicros"),
                t.number("meanTextDeltas"), t.text("firstDeltaHistogram"));
    }

    private static Block block(Fields b) {
        return b == null ? null : new Block(b.integer("warmupCalls", 0), b.integer("requests", 0), b.number("meanMicros"),
                b.number("allocBytesPerRequest"), b.text("histogram"), b.bool("settled", false),
                b.longValue("compileMillis", -1), b.numbers("iterationMicros"), b.longValue("warmupMillis", -1),
                b.text("unsettled"), b.numberOr("cpuMicros", -1), b.rest());
    }

    private static FixtureCounters fixture(Fields x) {
        return new FixtureCounters(x.longValue("total", 0), x.counts("byDialect"), x.counts("byPath"),
                x.counts("byProtocol"), x.longValue("requestBytes", 0), x.longValue("streamed", 0),
                x.longValue("connections", 0), x.longValue("h2cUpgrades", 0), x.longValue("faults", 0),
                violations(x), request(x.object("firstRequest")), retries(x.object("retries")), losers(x.object("losers")),
                concurrency(x.object("concurrency")), x.rest());
    }

    private static List<FixtureCounters.Violation> violations(Fields x) {
        List<FixtureCounters.Violation> out = new ArrayList<>();
        JsonNode array = x.array("violations");
        for (int i = 0; array != null && i < array.size(); i++) {
            Fields v = Fields.of(array.get(i), x.path("violations") + "[" + i + "]");
            out.add(new FixtureCounters.Violation(v.longValue("request", 0), v.text("method"), v.text("path"),
                    v.integer("status", 0), v.text("field"), v.text("expected"), v.text("received")));
        }
        return out;
    }

    private static FixtureCounters.Request request(Fields r) {
        if (r == null) {
            return null;
        }
        Map<String, List<String>> headers = new LinkedHashMap<>();
        Fields h = r.object("headers");
        if (h != null) {
            h.names().forEach(name -> headers.put(name, h.strings(name)));
        }
        return new FixtureCounters.Request(r.text("method"), r.text("path"), r.text("query"), r.text("protocol"), headers,
                r.text("body"));
    }

    private static FixtureCounters.Retries retries(Fields r) {
        return r == null ? null : new FixtureCounters.Retries(r.longValue("refused", 0), r.longValue("resent", 0),
                r.wholes("gapsMicros"), r.longOrNull("awaitingResend"));
    }

    private static FixtureCounters.Concurrency concurrency(Fields c) {
        return c == null ? null : new FixtureCounters.Concurrency(c.longValue("inFlight", 0), c.longValue("maxInFlight", 0),
                c.numberOr("meanInFlight", 0), c.longValue("windowMicros", 0));
    }

    private static FixtureCounters.Losers losers(Fields l) {
        return l == null ? null : new FixtureCounters.Losers(l.longValue("held", 0), l.longValue("closed", 0),
                l.longValue("keptOpen", 0), l.wholes("closeMicros"));
    }
}
