package dev.sdkbench.junit.bench;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.ToDoubleFunction;
import java.util.stream.Stream;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.MissingNode;

import dev.sdkbench.junit.summary.Histograms;
import dev.sdkbench.results.stats.Summaries;
import dev.sdkbench.results.model.Latencies;
import dev.sdkbench.results.model.Summary;

/**
 * Reads what {@code bench/run.sh} produced under {@code OUT} and prints the figures and a verdict
 * per target; writes the same to {@code OUT/summary.txt} and {@code OUT/summary.json}. Every
 * aggregate over forks uses the engine's own {@link Summary} (type-7 percentiles, bootstrap
 * interval of the median), so pooled figures are what the engine would report for those forks.
 *
 * <p>Exits 0 whatever the verdicts are; 1 only when an expected result is missing or a case failed
 * (a harness failure, not a missed target).
 */
public final class Verdicts {

    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
    private static final long SEED = 20261130L;
    /** The raw client target 1 is judged on. */
    private static final String JUDGED_RAW_CASE = "jdkHttpClient";

    private final Path out;
    private final StringBuilder text = new StringBuilder();
    private final Map<String, Object> json = new LinkedHashMap<>();
    private final List<String> problems = new ArrayList<>();

    private Verdicts(Path out) {
        this.out = out;
    }

    public static void main(String[] args) throws IOException {
        if (args.length < 1) {
            System.err.println("usage: Verdicts OUT [DELAY_MICROS]");
            System.exit(2);
        }
        Verdicts v = new Verdicts(Path.of(args[0]));
        long delayMicros = args.length > 1 ? Long.parseLong(args[1]) : 1000;
        v.noise();
        v.delay(delayMicros);
        v.startup();
        v.wallTime();
        v.write();
        System.exit(v.problems.isEmpty() ? 0 : 1);
    }

    // ---------------------------------------------------------------- target 1

    private void noise() throws IOException {
        line("## Target 1: raw client, 40 forks: IQR within 3% of the median; two back-to-back runs' medians within 3%");
        line("judged on jdkHttpClient's steady figure (mean µs/call once the per-block mean settled); early shown for reference;");
        line("socketClient (no threads of its own) ran interleaved in the same runs as a reference for the harness's own noise");
        Map<String, Object> t = new LinkedHashMap<>();
        Boolean judged = null;
        for (String caseId : List.of(JUDGED_RAW_CASE, "socketClient")) {
            Map<String, Object> perCase = new LinkedHashMap<>();
            List<Double> steadyMedians = new ArrayList<>();
            boolean iqrOk = true;
            for (String run : List.of("raw-a", "raw-b")) {
                JsonNode root = read(out.resolve(run).resolve("RawClientBench").resolve("results.json"));
                if (root == null) {
                    continue;
                }
                JsonNode c = caseOf(root, caseId);
                if (c == null) {
                    problems.add(run + ": no case " + caseId);
                    continue;
                }
                checkCase(run, root, c);
                Map<String, Object> r = new LinkedHashMap<>();
                Summary steady = summaryOf(c.path("summary").path("steadyMicros"));
                Summary early = summaryOf(c.path("summary").path("earlyMicros"));
                double iqrSteady = iqrPercent(steady);
                iqrOk &= iqrSteady <= 3.0;
                steadyMedians.add(steady.median());
                long settled = stream(c.path("forks")).filter(f -> f.path("result").path("steady").path("settled").asBoolean()).count();
                String who = caseId + " " + run;
                line(String.format(Locale.ROOT, "%s: steady median %.1f µs [p25 %.1f, p75 %.1f] IQR %.1f%% of median, min %.1f max %.1f, 95%% CI %.1f–%.1f, n %d; %d/%d forks settled",
                        who, steady.median(), steady.p25(), steady.p75(), iqrSteady, steady.min(), steady.max(), steady.ciLow(),
                        steady.ciHigh(), steady.n(), settled, steady.n()));
                line(String.format(Locale.ROOT, "%s: early  median %.1f µs [p25 %.1f, p75 %.1f] IQR %.1f%% of median, n %d; per-call p50 %.1f µs, p99 %.1f µs (steady)",
                        who, early.median(), early.p25(), early.p75(), iqrPercent(early), early.n(),
                        c.path("summary").path("steadyLatency").path("p50Micros").asDouble(),
                        c.path("summary").path("steadyLatency").path("p99Micros").asDouble()));
                List<Double> values = steady.values();
                if (values.size() >= 20) {
                    Summary first = Summaries.of(values.subList(0, 10).stream().mapToDouble(Double::doubleValue).toArray(), SEED);
                    Summary last = Summaries.of(values.subList(values.size() - 10, values.size()).stream()
                            .mapToDouble(Double::doubleValue).toArray(), SEED);
                    line(String.format(Locale.ROOT, "%s: drift: steady median of its first 10 forks %.1f µs, of its last 10 %.1f µs (run order)",
                            who, first.median(), last.median()));
                    r.put("steadyMedianFirst10", first.median());
                    r.put("steadyMedianLast10", last.median());
                }
                r.put("steady", figures(steady));
                r.put("steadyIqrPercent", iqrSteady);
                r.put("early", figures(early));
                r.put("earlyIqrPercent", iqrPercent(early));
                r.put("settledForks", settled);
                perCase.put(run, r);
            }
            if (steadyMedians.size() == 2) {
                double spread = (Math.max(steadyMedians.get(0), steadyMedians.get(1))
                        / Math.min(steadyMedians.get(0), steadyMedians.get(1)) - 1) * 100;
                boolean met = iqrOk && spread <= 3.0;
                line(String.format(Locale.ROOT, "%s run-to-run: steady medians %.1f and %.1f µs differ by %.1f%%; IQR ≤ 3%% in both runs: %s",
                        caseId, steadyMedians.get(0), steadyMedians.get(1), spread, iqrOk ? "yes" : "no"));
                perCase.put("medianSpreadPercent", spread);
                perCase.put("met", met);
                if (caseId.equals(JUDGED_RAW_CASE)) {
                    judged = met;
                    perCase.put("judged", true);
                    verdict("target 1", met, String.format(Locale.ROOT, "%s: IQR ≤ 3%% in both runs: %s; medians within 3%%: %s (%.1f%%)",
                            caseId, iqrOk ? "yes" : "no", spread <= 3.0 ? "yes" : "no", spread));
                } else {
                    line(String.format(Locale.ROOT, "(reference, not judged) %s would %s", caseId, met ? "meet target 1" : "miss target 1"));
                }
            }
            t.put(caseId, perCase);
        }
        for (String run : List.of("raw-a", "raw-b")) {
            JsonNode root = read(out.resolve(run).resolve("RawClientBench").resolve("results.json"));
            if (root != null) {
                line(String.format(Locale.ROOT, "%s: started %s, load at start %s, at end %s", run, root.path("started").asText(),
                        root.path("environment").path("loadAtStart"), root.path("loadAtEnd")));
                t.put(run + "Load", Map.of("start", root.path("environment").path("loadAtStart"), "end", root.path("loadAtEnd")));
            }
        }
        machineNoise(t);
        t.put("met", judged);
        json.put("target1", t);
        line("");
    }

    /** What one warm process measured of the machine's own spread ({@link WarmJvmNoise}), next to the forks' spread. */
    private void machineNoise(Map<String, Object> t) throws IOException {
        Path file = out.resolve("machine-noise.txt");
        if (!Files.exists(file)) {
            line("(no machine-noise.txt: the machine's own spread was not measured in this run)");
            return;
        }
        line("the machine's own spread, one warm JVM pinned to the worker CPU, no fork restarted (WarmJvmNoise):");
        List<String> lines = new ArrayList<>();
        for (String l : Files.readAllLines(file, StandardCharsets.UTF_8)) {
            if (l.startsWith("noise ")) {
                line("  " + l.substring("noise ".length()));
                lines.add(l.substring("noise ".length()));
            }
        }
        t.put("machineNoise", lines);
    }

    // ---------------------------------------------------------------- target 2

    private void delay(long delayMicros) throws IOException {
        line("## Target 2: a fixture delay of " + delayMicros + " µs raises the reported median by " + delayMicros + " µs ± 3%");
        line("judged on the steady figure; DelayBench (one-socket client) in alternating rounds without and with the delay");
        Path dir = out.resolve("delay");
        Map<String, List<JsonNode>> forks = new LinkedHashMap<>();
        forks.put("off", new ArrayList<>());
        forks.put("on", new ArrayList<>());
        if (Files.isDirectory(dir)) {
            try (Stream<Path> rounds = Files.list(dir)) {
                for (Path round : rounds.sorted().toList()) {
                    String name = round.getFileName().toString();
                    String kind = name.endsWith("-on") ? "on" : name.endsWith("-off") ? "off" : null;
                    if (kind == null) {
                        continue;
                    }
                    JsonNode root = read(round.resolve("DelayBench").resolve("results.json"));
                    if (root == null) {
                        continue;
                    }
                    // schemaVersion 3 groups the setting; rounds kept from before (schemaVersion 2) hold it flat
                    JsonNode grouped = root.at("/settings/fixture/delayMicros");
                    long configured = grouped.isMissingNode() ? root.path("settings").path("fixtureDelayMicros").asLong()
                            : grouped.asLong();
                    if (configured != (kind.equals("on") ? delayMicros : 0)) {
                        problems.add(round + ": fixture.delayMicros is " + configured);
                    }
                    JsonNode c = root.path("cases").get(0);
                    checkCase(name, root, c);
                    stream(c.path("forks")).forEach(forks.get(kind)::add);
                }
            }
        }
        Map<String, Object> t = new LinkedHashMap<>();
        Map<String, Summary> steady = new LinkedHashMap<>();
        Map<String, Summary> early = new LinkedHashMap<>();
        Map<String, Latencies> perCall = new LinkedHashMap<>();
        for (String kind : List.of("off", "on")) {
            List<JsonNode> list = forks.get(kind);
            if (list.isEmpty()) {
                problems.add("target 2: no '" + kind + "' forks under " + dir);
                return;
            }
            steady.put(kind, over(list, f -> f.path("result").path("steady").path("meanMicros").asDouble()));
            early.put(kind, over(list, f -> f.path("result").path("early").path("meanMicros").asDouble()));
            perCall.put(kind, Histograms.latencies(list.stream().map(f -> f.path("result").path("steady").path("histogram").asText()).toList()));
            Summary s = steady.get(kind);
            line(String.format(Locale.ROOT, "delay %-3s: steady median %.1f µs [p25 %.1f, p75 %.1f], 95%% CI %.1f–%.1f, n %d; early median %.1f µs; per-call p50 %.1f µs",
                    kind, s.median(), s.p25(), s.p75(), s.ciLow(), s.ciHigh(), s.n(), early.get(kind).median(), perCall.get(kind).p50Micros()));
            t.put(kind, Map.of("steady", figures(s), "early", figures(early.get(kind)), "perCallP50Micros", perCall.get(kind).p50Micros()));
        }
        double raise = steady.get("on").median() - steady.get("off").median();
        double earlyRaise = early.get("on").median() - early.get("off").median();
        double callRaise = perCall.get("on").p50Micros() - perCall.get("off").p50Micros();
        double error = (raise - delayMicros) / delayMicros * 100;
        line(String.format(Locale.ROOT, "raise of the reported steady median: %.1f µs (%+.1f%% against %d µs); early: %.1f µs; per-call p50: %.1f µs",
                raise, error, delayMicros, earlyRaise, callRaise));
        Path probe = out.resolve("delay-probe.txt");
        if (Files.exists(probe)) {
            for (String l : Files.readAllLines(probe, StandardCharsets.UTF_8)) {
                if (l.startsWith("probe ")) {
                    line("  " + l);
                }
            }
        }
        Path pause = out.resolve("pause-probe.txt");
        if (Files.exists(pause)) {
            line("what a pause costs the next call, no fixture delay (PauseProbe: the client spins before each call):");
            List<String> pauses = new ArrayList<>();
            for (String l : Files.readAllLines(pause, StandardCharsets.UTF_8)) {
                if (l.startsWith("pause ")) {
                    line("  " + l);
                    pauses.add(l);
                }
            }
            t.put("pauseProbe", pauses);
        }
        boolean met = Math.abs(raise - delayMicros) <= 0.03 * delayMicros;
        verdict("target 2", met, String.format(Locale.ROOT, "raise %.1f µs, allowed %.0f–%.0f µs", raise, 0.97 * delayMicros,
                1.03 * delayMicros));
        t.put("raiseMicros", raise);
        t.put("raiseErrorPercent", error);
        t.put("earlyRaiseMicros", earlyRaise);
        t.put("perCallP50RaiseMicros", callRaise);
        t.put("met", met);
        json.put("target2", t);
        line("");
    }

    // ---------------------------------------------------------------- target 3

    private void startup() throws IOException {
        line("## Target 3: empty case's RSS and time to first output within 2 MiB and 25 ms of a bare main with the same flags");
        Path dir = out.resolve("startup");
        List<JsonNode> empty = new ArrayList<>();
        List<JsonNode> lambda = new ArrayList<>();
        List<JsonNode> bare = new ArrayList<>();
        List<Double> load = new ArrayList<>();
        if (Files.isDirectory(dir)) {
            try (Stream<Path> rounds = Files.list(dir)) {
                for (Path round : rounds.sorted().toList()) {
                    String name = round.getFileName().toString();
                    if (name.endsWith("-empty")) {
                        JsonNode root = read(round.resolve("EmptyCaseBench").resolve("results.json"));
                        if (root != null) {
                            JsonNode c = caseNamed(root, "emptyCase");
                            checkCase(name, root, c);
                            stream(c.path("forks")).forEach(empty::add);
                            JsonNode asLambda = caseNamed(root, "emptyCaseAsLambda");
                            checkCase(name, root, asLambda);
                            stream(asLambda.path("forks")).forEach(lambda::add);
                            load.add(root.path("environment").path("loadAtStart").path(0).asDouble());
                        }
                    } else if (name.endsWith("-bare")) {
                        JsonNode b = read(round.resolve("bare.json"));
                        if (b != null) {
                            bare.add(b);
                        }
                    }
                }
            }
        }
        if (empty.isEmpty() || bare.isEmpty()) {
            problems.add("target 3: no empty-case forks or no bare runs under " + dir);
            return;
        }
        // The bare main reads its RSS right after its one line; the fork's like-for-like figure is
        // the RSS right after its first response. The RSS after the whole run adds the meters and
        // the JIT's work on ~1,200 calls, which a main that makes no call never has.
        Summary emptyRss = over(empty, f -> f.path("result").path("firstResponseRssKiB").asDouble() / 1024);
        Summary emptyRunRss = over(empty, f -> f.path("result").path("rssKiB").asDouble() / 1024);
        Summary emptyHwm = over(empty, f -> f.path("result").path("hwmKiB").asDouble() / 1024);
        Summary emptyFirst = over(empty, f -> f.path("exit").path("firstResponseMillis").asDouble());
        Summary emptyUptime = over(empty, f -> f.path("result").path("firstResponseUptimeMillis").asDouble());
        Summary bareRss = over(bare, b -> b.path("rssKiB").asDouble() / 1024);
        Summary bareFirst = over(bare, b -> b.path("firstResponseMillis").asDouble());
        Summary lambdaFirst = over(lambda, f -> f.path("exit").path("firstResponseMillis").asDouble());
        Summary lambdaRss = over(lambda, f -> f.path("result").path("firstResponseRssKiB").asDouble() / 1024);
        double rssDiff = emptyRss.median() - bareRss.median();
        double firstDiff = emptyFirst.median() - bareFirst.median();
        line(String.format(Locale.ROOT, "empty case: RSS at first response median %.1f MiB [%.1f, %.1f], first output %.1f ms [%.1f, %.1f] (fork's own uptime %.1f ms), n %d",
                emptyRss.median(), emptyRss.p25(), emptyRss.p75(), emptyFirst.median(), emptyFirst.p25(),
                emptyFirst.p75(), emptyUptime.median(), emptyRss.n()));
        line(String.format(Locale.ROOT, "            RSS after the run (the reported figure) median %.1f MiB [%.1f, %.1f], peak %.1f",
                emptyRunRss.median(), emptyRunRss.p25(), emptyRunRss.p75(), emptyHwm.median()));
        line(String.format(Locale.ROOT, "as a lambda (not judged): RSS at first response median %.1f MiB, first output %.1f ms [%.1f, %.1f]: the lambda bootstrap adds %+.1f ms",
                lambdaRss.median(), lambdaFirst.median(), lambdaFirst.p25(), lambdaFirst.p75(), lambdaFirst.median() - emptyFirst.median()));
        line(String.format(Locale.ROOT, "bare main : RSS median %.1f MiB [%.1f, %.1f], first output %.1f ms [%.1f, %.1f], n %d",
                bareRss.median(), bareRss.p25(), bareRss.p75(), bareFirst.median(), bareFirst.p25(), bareFirst.p75(), bareRss.n()));
        line(String.format(Locale.ROOT, "difference: RSS at first response %+.1f MiB (after the run %+.1f MiB), first output %+.1f ms; load (1 min) at the class runs' start: %.2f–%.2f",
                rssDiff, emptyRunRss.median() - bareRss.median(), firstDiff, load.stream().mapToDouble(Double::doubleValue).min().orElse(Double.NaN),
                load.stream().mapToDouble(Double::doubleValue).max().orElse(Double.NaN)));
        boolean rssOk = Math.abs(rssDiff) <= 2.0;
        boolean firstOk = Math.abs(firstDiff) <= 25.0;
        verdict("target 3", rssOk && firstOk, String.format(Locale.ROOT, "RSS at first response %s (%+.1f MiB, allowed ±2), first output %s (%+.1f ms, allowed ±25)",
                rssOk ? "within" : "outside", rssDiff, firstOk ? "within" : "outside", firstDiff));
        Map<String, Object> t = new LinkedHashMap<>();
        t.put("emptyFirstResponseRssMiB", figures(emptyRss));
        t.put("emptyRunRssMiB", figures(emptyRunRss));
        t.put("lambdaFirstOutputMs", figures(lambdaFirst));
        t.put("lambdaFirstResponseRssMiB", figures(lambdaRss));
        t.put("emptyHwmMiB", figures(emptyHwm));
        t.put("emptyFirstOutputMs", figures(emptyFirst));
        t.put("emptyFirstResponseUptimeMs", figures(emptyUptime));
        t.put("bareRssMiB", figures(bareRss));
        t.put("bareFirstOutputMs", figures(bareFirst));
        t.put("rssDiffMiB", rssDiff);
        t.put("firstOutputDiffMs", firstDiff);
        t.put("met", rssOk && firstOk);
        json.put("target3", t);
        line("");
    }

    // ---------------------------------------------------------------- target 4

    private void wallTime() throws IOException {
        line("## Target 4: wall time of a 40-fork run at most 1.1 × the sum of the forks' lifetimes (one worker)");
        line("the runs of target 1 (40 jdkHttpClient + 20 socketClient forks each), all on the run's one worker");
        Map<String, Object> t = new LinkedHashMap<>();
        boolean met = true;
        int runs = 0;
        for (String run : List.of("raw-a", "raw-b")) {
            JsonNode root = read(out.resolve(run).resolve("RawClientBench").resolve("results.json"));
            if (root == null) {
                continue;
            }
            runs++;
            double wall = Duration.between(Instant.parse(root.path("started").asText()), Instant.parse(root.path("finished").asText()))
                    .toNanos() / 1e6;
            List<JsonNode> forks = stream(root.path("cases")).flatMap(c -> stream(c.path("forks"))).toList();
            double lifetimes = forks.stream().mapToDouble(f -> f.path("exit").path("lifetimeMillis").asDouble()).sum();
            long workers = forks.stream().map(f -> f.path("worker").asInt()).distinct().count();
            double ratio = wall / lifetimes;
            met &= ratio <= 1.1 && workers == 1;
            line(String.format(Locale.ROOT, "%s: finished − started %.1f s, Σ lifetime %.1f s over %d forks on %d worker(s): ratio %.3f; outside forks %.0f ms per fork",
                    run, wall / 1000, lifetimes / 1000, forks.size(), workers, ratio, (wall - lifetimes) / forks.size()));
            t.put(run, Map.of("wallMs", wall, "sumLifetimeMs", lifetimes, "forks", forks.size(), "workers", workers, "ratio", ratio));
        }
        if (runs > 0) {
            verdict("target 4", met, "ratio ≤ 1.1 in every run: " + (met ? "yes" : "no"));
            t.put("met", met);
        }
        json.put("target4", t);
        line("");
    }

    // ---------------------------------------------------------------- helpers

    private static JsonNode caseOf(JsonNode root, String id) {
        for (JsonNode c : root.path("cases")) {
            if (c.path("id").asText().equals(id)) {
                return c;
            }
        }
        return null;
    }

    private void checkCase(String where, JsonNode root, JsonNode c) {
        if (!c.path("ok").asBoolean() || !root.path("publishable").asBoolean()) {
            problems.add(where + ": case " + c.path("id").asText() + " failed: " + root.path("failures"));
        }
    }

    private static Summary over(List<JsonNode> forks, ToDoubleFunction<JsonNode> figure) {
        return Summaries.of(forks.stream().mapToDouble(figure).toArray(), SEED);
    }

    private static Summary summaryOf(JsonNode s) {
        List<Double> values = new ArrayList<>();
        s.path("values").forEach(v -> values.add(v.asDouble()));
        return Summaries.of(values.stream().mapToDouble(Double::doubleValue).toArray(), SEED);
    }

    private static double iqrPercent(Summary s) {
        return (s.p75() - s.p25()) / s.median() * 100;
    }

    private static Map<String, Object> figures(Summary s) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("median", s.median());
        m.put("p25", s.p25());
        m.put("p75", s.p75());
        m.put("min", s.min());
        m.put("max", s.max());
        m.put("n", s.n());
        m.put("ciLow", s.ciLow());
        m.put("ciHigh", s.ciHigh());
        return m;
    }

    private static Stream<JsonNode> stream(JsonNode array) {
        List<JsonNode> list = new ArrayList<>();
        array.forEach(list::add);
        return list.stream();
    }

    private JsonNode read(Path file) throws IOException {
        if (!Files.exists(file)) {
            problems.add("missing " + file);
            return null;
        }
        return JSON.readTree(file.toFile());
    }

    private void verdict(String target, boolean met, String why) {
        line("VERDICT " + target + ": " + (met ? "MET" : "MISSED") + " — " + why);
    }

    private void line(String s) {
        text.append(s).append('\n');
    }

    private void write() throws IOException {
        if (!problems.isEmpty()) {
            line("HARNESS PROBLEMS:");
            problems.forEach(p -> line("  " + p));
        }
        json.put("problems", problems);
        System.out.print(text);
        Files.writeString(out.resolve("summary.txt"), text, StandardCharsets.UTF_8);
        JSON.writeValue(out.resolve("summary.json").toFile(), json);
    }

    /** The case called {@code id} in a class run's results; a missing node when there is none. */
    static JsonNode caseNamed(JsonNode results, String id) {
        for (JsonNode c : results.path("cases")) {
            if (c.path("id").asText().equals(id)) {
                return c;
            }
        }
        return MissingNode.getInstance();
    }
}
