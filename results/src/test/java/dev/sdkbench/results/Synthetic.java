package dev.sdkbench.results;

import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

import com.fasterxml.jackson.databind.JsonNode;

import dev.sdkbench.results.model.Block;
import dev.sdkbench.results.model.CaseResult;
import dev.sdkbench.results.model.CaseSettings;
import dev.sdkbench.results.model.Environment;
import dev.sdkbench.results.model.FixtureCounters;
import dev.sdkbench.results.model.Fork;
import dev.sdkbench.results.model.ForkExit;
import dev.sdkbench.results.model.ForkMeasurements;
import dev.sdkbench.results.model.Latencies;
import dev.sdkbench.results.model.LoadRun;
import dev.sdkbench.results.model.Library;
import dev.sdkbench.results.model.Pair;
import dev.sdkbench.results.model.Protocol;
import dev.sdkbench.results.model.Report;
import dev.sdkbench.results.model.Run;
import dev.sdkbench.results.model.RunFile;
import dev.sdkbench.results.model.RunSettings;
import dev.sdkbench.results.model.SteadyState;
import dev.sdkbench.results.model.Summary;
import dev.sdkbench.results.stats.Percentiles;

/** Small, fully known results for renderer tests: values chosen so every figure can be checked by hand. */
public final class Synthetic {

    private Synthetic() {
    }

    /** A summary of {@code values} with type-7 percentiles; the interval is set to min..max (renderers only show it). */
    public static Summary summary(double... values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        List<Double> inOrder = Arrays.stream(values).boxed().toList();
        return new Summary(Percentiles.ofSorted(sorted, 0.5), Percentiles.ofSorted(sorted, 0.25), Percentiles.ofSorted(sorted, 0.75),
                sorted[0], sorted[sorted.length - 1], values.length, sorted[0], sorted[sorted.length - 1], inOrder);
    }

    public static Summary unmeasured() {
        return new Summary(Double.NaN, Double.NaN, Double.NaN, Double.NaN, Double.NaN, 0, Double.NaN, Double.NaN, List.of());
    }

    /**
     * The engine's figures for a case measured by three forks, spread ±10% around each centre; the steady
     * block allocates half of what the early block does ({@code allocKiB}), as the JIT's scalar replacement would.
     */
    public static Map<String, Summary> figures(double earlyMicros, double steadyMicros, double rssMiB, double allocKiB,
                                               double firstResponseMs) {
        Map<String, Summary> s = new LinkedHashMap<>();
        s.put("earlyMicros", spread(earlyMicros));
        s.put("steadyMicros", Double.isNaN(steadyMicros) ? unmeasured() : spread(steadyMicros));
        s.put("rssMiB", spread(rssMiB));
        s.put("hwmMiB", spread(rssMiB * 1.01));
        s.put("earlyAllocKiB", spread(allocKiB));
        s.put("steadyAllocKiB", Double.isNaN(steadyMicros) ? unmeasured() : spread(allocKiB / 2));
        s.put("firstResponseMs", spread(firstResponseMs));
        return s;
    }

    private static Summary spread(double centre) {
        return summary(centre * 0.9, centre, centre * 1.1);
    }

    public static Latencies latencies(double p99) {
        return new Latencies(p99 / 2, p99 * 0.8, p99, p99 * 1.5, 60);
    }

    /**
     * A case as the engine writes it (schemaVersion 2): one start-up fork per early value and, when the
     * steady figure is measured, two steady forks that settled after 2 s of warmup, with an error of 1% of
     * the steady median; the early block's p99 is {@code p99}, the steady block's half that.
     */
    public static CaseResult okCase(String id, String dialect, Map<String, Summary> summaries, double p99) {
        int n = summaries.get("earlyMicros").n();
        boolean steady = summaries.get("steadyMicros").measured();
        List<Fork> forks = new ArrayList<>();
        for (int i = 1; i <= n; i++) {
            forks.add(fork(i, null, summaries.get("earlyMicros").values().get(i - 1)));
        }
        SteadyState state = null;
        if (steady) {
            double median = summaries.get("steadyMicros").median();
            for (int i = 1; i <= STEADY_FORKS; i++) {
                Fork f = fork(n + i, null, summaries.get("earlyMicros").median());
                forks.add(asSteady(f, new Block(0, 10_000, median, 51200, null, true, 0,
                        List.of(median * 0.99, median, median * 1.01), 2000, null, Map.of())));
            }
            state = new SteadyState(STEADY_FORKS, STEADY_FORKS, true, null, 2.0, 60, 0, median * 0.01,
                    List.of(median * 0.01, median * 0.01), Map.of());
        }
        Map<String, Latencies> latencies = new LinkedHashMap<>();
        latencies.put("earlyLatency", latencies(p99));
        if (steady) {
            latencies.put("steadyLatency", latencies(p99 / 2));
        }
        return new CaseResult(id, true, null, settings(id, dialect, n, steady), summaries, latencies, Map.of(), state, null, null, 0,
                n + (steady ? STEADY_FORKS : 0), CaseResult.MOST_FORKS, forks, Map.of());
    }

    /** The case with a load fork of the given steps, each {@code {N, calls/s, maxInFlight}}, at a 200-ms delay. */
    public static CaseResult withLoad(CaseResult c, String failure, double[]... steps) {
        List<LoadRun.Step> rows = new ArrayList<>();
        for (double[] s : steps) {
            int n = (int) s[0];
            rows.add(new LoadRun.Step(n, Math.round(s[1] * 5), 0, 5000, s[1], n * 5.0, 350, 2100, 180, 20 + n, 60_000, Map.of(),
                    new LoadRun.Seen(Math.round(s[1] * 5), Math.min(n, (long) s[2]), (long) s[2], s[2] * 0.98, 5_001_000, Map.of()),
                    false, null, Map.of()));
        }
        LoadRun load = new LoadRun(rows.stream().map(LoadRun.Step::concurrency).toList(), 5, 2, 200, 1, 0, "target/x/load-fork",
                failure, rows, Map.of());
        return new CaseResult(c.id(), c.ok(), c.fileStatus(), c.settings(), c.summaries(), c.latencies(), c.summaryExtra(),
                c.steadyState(), c.streamFixture(), c.precision(), c.skippedForks(), c.fewestForks(), c.forkStop(), c.forks(),
                c.extra(), load);
    }

    /** Steady forks of a case whose steady figure is measured. */
    public static final int STEADY_FORKS = 2;

    /** The case with its steady state not settled: its steady forks' blocks unsettled, as the engine writes it. */
    public static CaseResult unsettled(CaseResult c, String reason) {
        List<Fork> forks = c.forks().stream().map(f -> f.protocol() != Protocol.STEADY ? f
                : asSteady(f, new Block(0, 10_000, 900, 51200, null, false, 40, List.of(900.0, 910.0), 60_000, reason, Map.of())))
                .toList();
        Map<String, Summary> summaries = new LinkedHashMap<>(c.summaries());
        summaries.put("steadyMicros", unmeasured());
        summaries.put("steadyAllocKiB", unmeasured());
        Map<String, Latencies> latencies = new LinkedHashMap<>(c.latencies());
        latencies.remove("steadyLatency");
        int steadyForks = (int) forks.stream().filter(f -> f.protocol() == Protocol.STEADY).count();
        SteadyState state = new SteadyState(steadyForks, 0, false, steadyForks + " of " + steadyForks
                + " steady forks not settled; first: " + reason, 60.0, 60, 40, Double.NaN, List.of(), Map.of());
        return new CaseResult(c.id(), c.ok(), c.fileStatus(), c.settings(), summaries, latencies, c.summaryExtra(), state, c.streamFixture(), c.precision(), c.skippedForks(),
                c.fewestForks(), c.forkStop(), forks, c.extra());
    }

    private static Fork asSteady(Fork f, Block steady) {
        ForkMeasurements m = f.result();
        ForkMeasurements withSteady = new ForkMeasurements(m.outcome(), m.failure(), m.calls(), m.early(), steady, m.rssKiB(),
                m.hwmKiB(), m.gcCount(), m.gcMillis(), m.gcNames(), m.classesLoaded(), m.availableProcessors(), m.threadAffinity(),
                m.firstResponseUptimeMillis(), m.firstResponseRssKiB(), m.javaVersion(), m.javaVm(), m.inputArguments(),
                m.netNamespace(), m.earlyStream(), m.steadyStream(), m.extra());
        return new Fork(f.fork(), Protocol.STEADY, f.worker(), f.cpu(), f.failure(), f.exit(), withSteady, f.fixture(),
                f.command(), f.jvmOptions(), f.evidence(), f.extra());
    }

    /** The case with its forks, in order, pinned to {@code cpus} (one per fork). */
    public static CaseResult pinned(CaseResult c, int... cpus) {
        List<Fork> forks = new ArrayList<>();
        for (int i = 0; i < c.forks().size(); i++) {
            Fork f = c.forks().get(i);
            forks.add(new Fork(f.fork(), f.protocol(), cpus[i] == 0 ? 0 : 1, cpus[i], f.failure(), f.exit(), f.result(), f.fixture(),
                    f.command(), f.jvmOptions(), f.evidence(), f.extra()));
        }
        return new CaseResult(c.id(), c.ok(), c.fileStatus(), c.settings(), c.summaries(), c.latencies(), c.summaryExtra(), c.steadyState(),
                c.streamFixture(), c.precision(), c.skippedForks(), c.fewestForks(), c.forkStop(), forks, c.extra());
    }

    /** A case whose second of two forks returned the wrong text. */
    public static CaseResult failedCase(String id, String dialect, String failure) {
        Map<String, Summary> s = figures(1000, Double.NaN, 100, 50, 1500);
        s.replaceAll((k, v) -> v.measured() ? summary(v.median()) : v);
        List<Fork> forks = List.of(fork(1, null, 1000), fork(2, failure, Double.NaN));
        return new CaseResult(id, false, null, settings(id, dialect, 2, false), s, Map.of(), Map.of(), null, null, null, 0, 2, CaseResult.FAILED,
                forks, Map.of());
    }

    public static CaseResult withStatus(CaseResult c, String status) {
        return new CaseResult(c.id(), c.ok(), status, c.settings(), c.summaries(), c.latencies(), c.summaryExtra(), c.steadyState(), c.streamFixture(), c.precision(),
                c.skippedForks(), c.fewestForks(), c.forkStop(), c.forks(), c.extra());
    }

    /** A case marked {@code @Unsupported}, as the engine writes it: no fork ran, nothing measured. */
    public static CaseResult unsupportedCase(String id, String dialect) {
        Map<String, Summary> s = new LinkedHashMap<>();
        for (String figure : List.of("earlyMicros", "steadyMicros", "rssMiB", "hwmMiB", "earlyAllocKiB", "steadyAllocKiB",
                "firstResponseMs")) {
            s.put(figure, unmeasured());
        }
        return withStatus(new CaseResult(id, true, null, settings(id, dialect, 1, false), s, Map.of(), Map.of(), null, null, null, 0, 1, null,
                List.of(), Map.of()), CaseResult.UNSUPPORTED);
    }

    /** The case as the engine writes a case of {@code scenario} (e.g. {@code agent-loop}). */
    public static CaseResult inScenario(CaseResult c, String scenario) {
        CaseSettings.Workload w = c.settings().workload();
        CaseSettings settings = c.settings().withWorkload(new CaseSettings.Workload(scenario, w.requestsPerCall(), w.unsupported(),
                w.advertisedWaitMicros()));
        return new CaseResult(c.id(), c.ok(), c.fileStatus(), settings, c.summaries(), c.latencies(), c.summaryExtra(), c.steadyState(), c.streamFixture(), c.precision(),
                c.skippedForks(), c.fewestForks(), c.forkStop(), c.forks(), c.extra());
    }

    /**
     * The case as a schemaVersion 1 file gives it: its steady forks left out, a steady block in each
     * start-up fork, settled or not as given (one flag per fork, in order), its steady state derived from them.
     */
    public static CaseResult withSteadyBlocks(CaseResult c, boolean... settled) {
        List<Fork> forks = new java.util.ArrayList<>();
        List<Fork> startup = c.forks().stream().filter(f -> f.protocol() == Protocol.STARTUP).toList();
        for (int i = 0; i < startup.size(); i++) {
            Fork f = startup.get(i);
            ForkMeasurements m = f.result();
            ForkMeasurements steady = new ForkMeasurements(m.outcome(), m.failure(), m.calls(), m.early(),
                    new Block(800, 1000, 900, 51200, null, settled[i]), m.rssKiB(), m.hwmKiB(), m.gcCount(), m.gcMillis(),
                    m.gcNames(), m.classesLoaded(), m.availableProcessors(), m.threadAffinity(), m.firstResponseUptimeMillis(),
                    m.firstResponseRssKiB(), m.javaVersion(), m.javaVm(), m.inputArguments(), m.netNamespace(), m.earlyStream(),
                    m.steadyStream(), m.extra());
            forks.add(new Fork(f.fork(), Protocol.STARTUP, f.worker(), f.cpu(), f.failure(), f.exit(), steady, f.fixture(),
                    f.command(), f.jvmOptions(), f.evidence(), f.extra()));
        }
        Map<String, JsonNode> settingsExtra = new LinkedHashMap<>(c.settings().extra());
        settingsExtra.put("steadyRequests", com.fasterxml.jackson.databind.node.IntNode.valueOf(1000));
        CaseSettings v1 = c.settings().withSteady(new CaseSettings.Steady(0, 0, 0, 0, 3000, 0)).withExtra(settingsExtra);
        return new CaseResult(c.id(), c.ok(), c.fileStatus(), v1, c.summaries(), c.latencies(), c.summaryExtra(), c.skippedForks(), forks,
                c.extra());
    }

    /**
     * The case with its start-up forks turned into pair forks: steady forks whose steady block is
     * {@code micros[i]} and whose reference side, run in the same JVM, is {@code referenceMicros[i]}.
     */
    public static CaseResult withPairForks(CaseResult c, double[] micros, double[] referenceMicros) {
        return withPairForks(c, micros, referenceMicros, true);
    }

    /** As {@link #withPairForks(CaseResult, double[], double[])}, every steady block settled or none. */
    public static CaseResult withPairForks(CaseResult c, double[] micros, double[] referenceMicros, boolean settled) {
        return withPairForks(c, micros, referenceMicros, settled, new long[micros.length]);
    }

    /**
     * As {@link #withPairForks(CaseResult, double[], double[], boolean)}, the JIT compiling for the given ms in each
     * fork's case side (1,000 timed calls a side; the reference side compiles nothing).
     */
    public static CaseResult withPairForks(CaseResult c, double[] micros, double[] referenceMicros, boolean settled,
                                           long[] compileMillis) {
        List<Fork> forks = new java.util.ArrayList<>();
        List<Fork> startup = c.forks().stream().filter(f -> f.protocol() == Protocol.STARTUP).toList();
        for (int i = 0; i < micros.length; i++) {
            Fork f = startup.get(i);
            ForkMeasurements m = f.result();
            ForkMeasurements pair = new ForkMeasurements(m.outcome(), m.failure(), m.calls(), m.early(),
                    block(micros[i], 51200, settled, compileMillis[i]), m.rssKiB(), m.hwmKiB(), m.gcCount(), m.gcMillis(),
                    m.gcNames(), m.classesLoaded(), m.availableProcessors(), m.threadAffinity(), m.firstResponseUptimeMillis(),
                    m.firstResponseRssKiB(), m.javaVersion(), m.javaVm(), m.inputArguments(), m.netNamespace(), m.confinement(),
                    m.earlyStream(), m.steadyStream(), block(referenceMicros[i], 40960, settled, 0), null, m.extra());
            forks.add(new Fork(f.fork(), Protocol.STEADY, f.worker(), f.cpu(), f.failure(), f.exit(), pair, f.fixture(),
                    f.command(), f.jvmOptions(), f.evidence(), f.extra()));
        }
        return new CaseResult(c.id(), c.ok(), c.fileStatus(), c.settings(), c.summaries(), c.latencies(), c.summaryExtra(),
                c.skippedForks(), forks, c.extra());
    }

    /**
     * The case with each start-up fork i's early block at {@code own[i]} µs/call and the other build's, timed beside it
     * in the same JVM, at {@code beside[i]}.
     */
    public static CaseResult withPartnerEarly(CaseResult c, double[] own, double[] beside) {
        List<Fork> forks = new ArrayList<>();
        List<Fork> startup = c.forks().stream().filter(f -> f.protocol() == Protocol.STARTUP).toList();
        for (int i = 0; i < own.length; i++) {
            Fork f = startup.get(i);
            ForkMeasurements m = f.result();
            ForkMeasurements both = new ForkMeasurements(m.outcome(), m.failure(), m.calls(), block(own[i], 51200, true, 0),
                    m.steady(), m.rssKiB(), m.hwmKiB(), m.gcCount(), m.gcMillis(), m.gcNames(), m.classesLoaded(),
                    m.availableProcessors(), m.threadAffinity(), m.firstResponseUptimeMillis(), m.firstResponseRssKiB(),
                    m.javaVersion(), m.javaVm(), m.inputArguments(), m.netNamespace(), m.confinement(), m.earlyStream(),
                    m.steadyStream(), null, block(beside[i], 51200, true, 0), m.extra());
            forks.add(new Fork(f.fork(), Protocol.STARTUP, f.worker(), f.cpu(), f.failure(), f.exit(), both, f.fixture(),
                    f.command(), f.jvmOptions(), f.evidence(), f.extra()));
        }
        return new CaseResult(c.id(), c.ok(), c.fileStatus(), c.settings(), c.summaries(), c.latencies(), c.summaryExtra(),
                c.skippedForks(), forks, c.extra());
    }

    private static Block block(double micros, double allocBytes, boolean settled, long compileMillis) {
        return new Block(800, 1000, micros, allocBytes, null, settled, compileMillis, List.of(), 0, null, Map.of());
    }

    private static CaseSettings settings(String id, String dialect, int forks, boolean steady) {
        return new CaseSettings(id, dialect, false, "Say hello.", 32, null, "Hello.",
                new CaseSettings.Startup(forks, forks, 5, 20, 0.03, 0),
                steady ? new CaseSettings.Steady(STEADY_FORKS, 1000, 5, 0.05, 60_000, 10)
                        : new CaseSettings.Steady(0, 1000, 5, 0.05, 0, 1), new CaseSettings.Forks("256m", List.of(), 120),
                CaseSettings.Fixture.UNRECORDED, CaseSettings.Workload.UNRECORDED, Map.of());
    }

    private static Fork fork(int number, String failure, double earlyMicros) {
        ForkMeasurements result = new ForkMeasurements(failure == null ? "OK" : "WRONG_TEXT", failure, 25,
                new Block(5, 20, earlyMicros, 51200, null, true), null, 102400, 103000, 2, 30, "Copy,MarkSweepCompact", 4800,
                1, Map.of("1", 19), 900, null, "17.0.15", "OpenJDK 64-Bit Server VM", "-XX:+UseSerialGC", null, null, null,
                Map.of());
        FixtureCounters fixture = new FixtureCounters(25, Map.of("chat", 25L), Map.of("/v1/chat/completions", 25L),
                Map.of("HTTP/1.1", 25L), 2575, 0, 1, 0, 0, List.of(), null, null, null, null, Map.of());
        return new Fork(number, Protocol.STARTUP, 0, 1, failure,
                new ForkExit(failure == null ? 0 : 1, 2000, 1500.0, 25.0, null, null), result, fixture,
                List.of("taskset", "-c", "1", "java"), List.of("-XX:+UseSerialGC"), "/tmp/evidence/fork-0" + number, Map.of());
    }

    public static Environment environment(String host) {
        return new Environment(host, "AMD EPYC", "Linux 6.18", "17.0.15", "OpenJDK 64-Bit Server VM 17.0.15",
                "/usr/bin/java", 2, List.of(0.5, 0.6, 0.7), "2 physical cores; 1 worker on cpu 1", "loopback only",
                "lm15 abc", "x", 25, 81.84, List.of("/root/.m2/repository/com/openai/openai-java/4.105.0/openai-java-4.105.0.jar"),
                List.of(), Map.of());
    }

    public static Run run(String simpleName, String library, CaseResult... cases) {
        boolean publishable = Arrays.stream(cases).noneMatch(CaseResult::failed);
        List<String> failures = Arrays.stream(cases).filter(CaseResult::failed)
                .map(c -> c.id() + " fork 2/2 on cpu 1: " + c.forks().get(1).failure()).toList();
        return new Run(Run.SCHEMA_VERSION, "dev.sdkbench.examples." + simpleName, Library.parse(library),
                Instant.parse("2026-11-30T12:00:00Z"), Instant.parse("2026-11-30T12:05:00Z"), publishable, failures,
                environment("vm"), List.of(1.0, 1.0, 1.0), new RunSettings(42, new RunSettings.Forks(1, true, null),
                new RunSettings.Fixture("SHARED", 0, null, null, null, null, null), null, null, Map.of()),
                List.of(cases), Map.of());
    }

    /** The run with these pairs: its cases read against others, fork by fork. */
    public static Run withPairs(Run r, Pair... pairs) {
        return new Run(r.schemaVersion(), r.benchmark(), r.library(), r.started(), r.finished(), r.publishable(), r.failures(),
                r.environment(), r.loadAtEnd(), r.settings(), r.cases(), List.of(pairs), r.extra());
    }

    /** The rounds of {@link #baselinePairs}: one fork of each side a round. */
    public static final int PAIRED_ROUNDS = 12;

    /**
     * Early figures of a case and its baseline over the same rounds: the machine's pace moves both forks of a
     * round alike (here by up to 2×, as this kind of VM does within minutes), the case is {@code factor} of the
     * baseline, and each fork adds ±3% of its own noise.
     */
    public static Run baselinePairs(double factor, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        double[] baseline = new double[PAIRED_ROUNDS];
        double[] candidate = new double[PAIRED_ROUNDS];
        for (int i = 0; i < PAIRED_ROUNDS; i++) {
            double pace = 1 + random.nextDouble();
            baseline[i] = 100 * pace * (1 + 0.03 * (random.nextDouble() * 2 - 1));
            candidate[i] = 100 * factor * pace * (1 + 0.03 * (random.nextDouble() * 2 - 1));
        }
        CaseResult a = okCase("chat@1.0", "chat", earlyOnly(baseline), 300);
        CaseResult b = okCase("chat", "chat", earlyOnly(candidate), 300);
        return withPairs(run("ChatBenchmark", "chat-sdk 1.1", a, b), new Pair("chat", "chat@1.0", Pair.Role.BASELINE));
    }

    /** Early figures alone, one a fork; no steady figure. */
    public static Map<String, Summary> earlyOnly(double[] early) {
        return Map.of("earlyMicros", summary(early), "steadyMicros", unmeasured());
    }

    /** The run as its gate read it at {@code tolerance} ({@code sdkbench.tolerance}, recorded in its settings). */
    public static Run atTolerance(Run run, double tolerance) {
        RunSettings s = run.settings();
        return new Run(run.schemaVersion(), run.benchmark(), run.library(), run.started(), run.finished(), run.publishable(),
                run.failures(), run.environment(), run.loadAtEnd(),
                new RunSettings(s.seed(), s.forks(), s.fixture(), s.shard(), tolerance, s.extra()), run.cases(), run.pairs(), Map.of());
    }

    /** The largest published run: the main job as one suite, 28 SDK cases each over its floor (report.md 69,097 characters). */
    public static final Path MAIN_JOB_SUITE = Path.of("../runs/2026-12-05-0247Z-main-job-suite");

    private static Report mainJobSuite;

    /** The published main job's results files as one report, read once. */
    public static synchronized Report mainJobSuite() {
        if (mainJobSuite == null) {
            try {
                mainJobSuite = dev.sdkbench.results.json.ResultsFiles.load(List.of(MAIN_JOB_SUITE));
            } catch (dev.sdkbench.results.json.ResultsFileException e) {
                throw new IllegalStateException(e);
            }
        }
        return mainJobSuite;
    }

    public static Report report(Run... runs) {
        return new Report(Arrays.stream(runs).map(r -> new RunFile(Path.of(r.benchmarkName() + ".json"), r)).toList());
    }

    /**
     * The rapid-fire and parallel scenarios of three libraries: openai-java in both, LangChain4j
     * unsupported in parallel, the floor's parallel case failed; figures as in {@link #passingReport},
     * openai-java's parallel case at 5000 µs early.
     */
    public static Report scenarioReport() {
        return report(
                run("OpenAiJavaScenariosBenchmark", "openai-java 4.105.0",
                        inScenario(okCase("chatRapidFire", "chat", figures(7000, 900, 190, 57.4, 4900), 2100), "rapid-fire"),
                        inScenario(okCase("chatParallel", "chat", figures(5000, 800, 180, 50, 4000), 1900), "parallel")),
                run("LangChain4jOpenAiScenariosBenchmark", "langchain4j-open-ai 1.19.0",
                        inScenario(okCase("rapidFire", "chat", figures(3000, 600, 120, 40, 2200), 1500), "rapid-fire"),
                        inScenario(unsupportedCase("parallel", "chat"), "parallel")),
                run("FloorScenariosBenchmark", "JDK HttpClient + Jackson 2.22.1",
                        inScenario(okCase("chatRapidFire", "chat", figures(1000, 300, 96, 12, 1600), 800), "rapid-fire"),
                        inScenario(failedCase("chatParallel", "chat", "call 2 returned \"Bye.\", expected \"Hello.\""), "parallel")));
    }

    /** Three SDKs that passed, with distinct figures in every column. */
    public static Report passingReport() {
        return report(
                run("OpenAiJavaBenchmark", "openai-java 4.105.0",
                        okCase("openAiJavaChat", "chat", figures(7000, 900, 190, 57.4, 4900), 2100)),
                run("LangChain4jOpenAiBenchmark", "langchain4j-open-ai 1.19.0",
                        okCase("langChain4jOpenAiChat", "chat", figures(3000, 600, 120, 40, 2200), 1500)),
                run("FloorBenchmark", "JDK HttpClient + Jackson 2.22.1",
                        okCase("minimalChat", "chat", figures(1000, 300, 96, 12, 1600), 800)));
    }

    /** The run on a machine whose noise reading before it spread {@code registerIqr} % and {@code loopbackIqr} %. */
    public static Run withMachineNoise(Run r, double registerIqr, double loopbackIqr) {
        Environment e = r.environment();
        Map<String, dev.sdkbench.results.model.MachineNoise.Measure> measures = new LinkedHashMap<>();
        measures.put("registerLoop", new dev.sdkbench.results.model.MachineNoise.Measure(1.25, registerIqr, null, Map.of()));
        measures.put("loopback", new dev.sdkbench.results.model.MachineNoise.Measure(41.0, loopbackIqr, null, Map.of()));
        dev.sdkbench.results.model.MachineNoise.Reading before = new dev.sdkbench.results.model.MachineNoise.Reading(measures,
                Map.of("stealPercent", com.fasterxml.jackson.databind.node.DoubleNode.valueOf(0.4)));
        Environment noisy = new Environment(e.host(), e.cpuModel(), e.kernel(), e.javaVersion(), e.javaVm(), e.javaExecutable(),
                e.cores(), e.loadAtStart(), e.cpuPlan(), e.isolation(), e.fixtureRecording(), e.library(), e.classpathJars(),
                e.classpathMiB(), e.classpath(), e.harnessClasspath(),
                new dev.sdkbench.results.model.MachineNoise(before, null, null, null, Map.of()), e.extra());
        return new Run(r.schemaVersion(), r.benchmark(), r.library(), r.started(), r.finished(), r.publishable(), r.failures(),
                noisy, r.loadAtEnd(), r.settings(), r.cases(), r.extra());
    }
}
