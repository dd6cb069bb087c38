package dev.sdkbench.results.json;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.stream.Stream;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.sdkbench.results.model.Block;
import dev.sdkbench.results.model.CaseResult;
import dev.sdkbench.results.model.CaseSettings;
import dev.sdkbench.results.model.Fork;
import dev.sdkbench.results.model.MachineNoise;
import dev.sdkbench.results.model.Protocol;
import dev.sdkbench.results.model.Run;
import dev.sdkbench.results.model.RunFile;
import dev.sdkbench.results.model.RunSettings;
import dev.sdkbench.results.model.SteadyState;
import dev.sdkbench.results.model.Summary;

class ResultsReaderTest {

    /** The first published run: real files the engine wrote, eight benchmark classes. */
    static final Path PUBLISHED_RUN = Path.of("../runs/2026-11-30-lm15-protocol");
    static final Path OPENAI = PUBLISHED_RUN.resolve("OpenAiJavaBenchmark.json");
    /** The published steady-state run (schemaVersion 1, 20 forks a case, a steady block in each). */
    static final Path STEADY_RUN = Path.of("../runs/2026-11-30-steady-20-forks");
    /** A schemaVersion 2 file the engine wrote: one case whose steady fork did not settle, one whose did. */
    static final Path STEADY_EXAMPLE = Path.of("src/test/resources/v2/SteadyClients.json");
    /** A published schemaVersion 2 run: every SDK case beside its floor, flat settings. */
    static final Path MAIN_JOB = Path.of("../runs/2026-12-02-main-job");
    static final Path ANTHROPIC_V2 = MAIN_JOB.resolve("AnthropicJavaBenchmark.json");
    /** Version 2's flat case settings and where version 3 keeps them (SCHEMA.md, "Reading schemaVersion 2"). */
    private static final Map<String, String> CASE_GROUPS = Map.ofEntries(Map.entry("forks", "startup.forks"),
            Map.entry("minForks", "startup.minForks"), Map.entry("warmup", "startup.warmup"), Map.entry("requests", "startup.requests"),
            Map.entry("precision", "startup.precision"), Map.entry("caseBudgetSeconds", "startup.caseBudgetSeconds"),
            Map.entry("steadyForks", "steady.forks"), Map.entry("steadyIterationMillis", "steady.iterationMillis"),
            Map.entry("steadyWindow", "steady.window"), Map.entry("steadyTolerance", "steady.tolerance"),
            Map.entry("steadyWarmupMillis", "steady.warmupMillis"), Map.entry("steadyIterations", "steady.iterations"),
            Map.entry("heap", "forks.heap"), Map.entry("jvmArgs", "forks.jvmArgs"), Map.entry("forkTimeoutSeconds", "forks.timeoutSeconds"),
            Map.entry("fixtureDelayMicros", "fixture.delayMicros"));
    /** Version 2's flat class settings and where version 3 keeps them. */
    private static final Map<String, String> RUN_GROUPS = Map.of("workers", "forks.workers", "pin", "forks.pin",
            "shareBuildCpu", "forks.shareBuildCpu", "fixturePlacement", "fixture.placement", "fixtureDelayMicros", "fixture.delayMicros",
            "network", "fixture.network", "fixtureWarmup", "fixture.warmup", "stream.deltas", "fixture.streamDeltas",
            "stream.firstDelayMicros", "fixture.streamFirstDelayMicros", "stream.intervalMicros", "fixture.streamIntervalMicros");

    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    @Test
    void readsEveryFieldOfARealResultsFile() throws IOException {
        Run run = ResultsReader.read(OPENAI);

        assertThat(run.schemaVersion()).isEqualTo(1);
        assertThat(run.benchmark()).isEqualTo("dev.sdkbench.examples.openai.OpenAiJavaBenchmark");
        assertThat(run.benchmarkName()).isEqualTo("OpenAiJavaBenchmark");
        assertThat(run.library().name()).isEqualTo("openai-java");
        assertThat(run.library().version()).isEqualTo("4.105.0");
        assertThat(run.started()).hasToString("2026-11-30T12:48:38.726137575Z");
        assertThat(run.publishable()).isTrue();
        assertThat(run.settings().seed()).isEqualTo(8144932615693993145L);
        assertThat(run.environment().cores()).isEqualTo(2);
        assertThat(run.environment().classpathMiB()).isEqualTo(81.84240818023682);
        assertThat(run.environment().dependencies()).extracting(d -> d.coordinates())
                .contains("com.openai:openai-java:4.105.0", "com.squareup.okhttp3:okhttp:4.12.0");
        assertThat(run.cpusUsed().forkCpus()).containsExactly(1);
        assertThat(run.cpusUsed().description()).startsWith("2 physical cores");

        CaseResult chat = run.cases().get(0);
        assertThat(chat.id()).isEqualTo("openAiJavaChat");
        assertThat(chat.status()).isEqualTo("OK");
        assertThat(chat.settings().startup().forks()).isEqualTo(40);
        Summary early = chat.summaries().get("earlyMicros");
        assertThat(early.median()).isEqualTo(7391.037425);
        assertThat(early.p25()).isEqualTo(6865.28951875);
        assertThat(early.n()).isEqualTo(40);
        assertThat(early.values()).hasSize(40).first().isEqualTo(8067.012084999999);
        assertThat(chat.summaries().get("steadyMicros").measured()).isFalse();
        assertThat(chat.summaries().get("steadyMicros").median()).isNaN();
        assertThat(chat.latencies().get("earlyLatency").p99Micros()).isEqualTo(17039.359);
        assertThat(chat.summaryExtra()).containsKey("steadyLatency");
        assertThat(chat.forks()).hasSize(40);
        assertThat(chat.forks().get(0).result().early().meanMicros()).isEqualTo(early.values().get(0));
        assertThat(chat.forks().get(0).fixture().total()).isEqualTo(220);
        assertThat(chat.forks().get(0).fixture().byPath()).containsEntry("/v1/chat/completions", 220L);
        assertThat(chat.forks().get(0).fixture().firstRequest().path()).isEqualTo("/v1/chat/completions");
        assertThat(chat.forks().get(0).fixture().extra()).isEmpty();
        assertThat(chat.forks().get(0).exit().firstResponseMillis()).isEqualTo(4692.790886);
    }

    @Test
    void aSchemaVersionOneFileIsRewrittenAsVersionThreeKeepingEveryFieldInItsGroup() throws IOException {
        List<Path> files;
        try (Stream<Path> list = Stream.concat(Files.list(PUBLISHED_RUN), Files.list(STEADY_RUN))) {
            files = list.filter(p -> p.toString().endsWith("Benchmark.json")).sorted().toList();
        }
        assertThat(files).hasSize(16);
        for (Path file : files) {
            Run run = ResultsReader.read(file);
            Path copy = dir.resolve(file.getFileName());
            ResultsWriter.write(run, copy);

            Run reread = ResultsReader.read(copy);
            assertThat(reread.schemaVersion()).isEqualTo(Run.SCHEMA_VERSION);
            assertThat(reread).as(file.toString()).isEqualTo(withVersion(run, Run.SCHEMA_VERSION));
            JsonNode written = JSON.readTree(copy.toFile());
            assertThat(missingOrChanged(grouped(JSON.readTree(file.toFile())), written, "")).as("%s: every field kept", file).isEmpty();
            Path again = dir.resolve("again.json");
            ResultsWriter.write(reread, again);
            assertThat(JSON.readTree(again.toFile())).as("a rewritten file is rewritten as it is").isEqualTo(written);
        }
    }

    @Test
    void aSchemaVersionTwoFileIsReadIntoTheModelAndRewrittenFieldForFieldInItsGroups() throws IOException {
        Run run = ResultsReader.read(STEADY_EXAMPLE);

        assertThat(run.schemaVersion()).isEqualTo(2);
        CaseResult compiling = run.cases().get(0);
        assertThat(compiling.id()).isEqualTo("keepsCompiling");
        assertThat(compiling.fewestForks()).isEqualTo(2);
        assertThat(compiling.forkStop()).isEqualTo(CaseResult.MOST_FORKS);
        assertThat(compiling.forks()).extracting(Fork::protocol).containsExactly(Protocol.STARTUP, Protocol.STEADY);
        CaseSettings settings = compiling.settings();
        assertThat(settings.startup()).isEqualTo(new CaseSettings.Startup(1, 1, 2, 5, 0.03, 0));
        assertThat(settings.steady()).isEqualTo(new CaseSettings.Steady(1, 200, 3, 0.05, 1500, 2));
        assertThat(settings.measuresSteady()).isTrue();
        assertThat(settings.extra()).as("every flat field read into its group")
                .doesNotContainKeys("minForks", "steadyForks", "steady", "heap", "steadyRequests");
        SteadyState state = compiling.steadyState();
        assertThat(state.settled()).isFalse();
        assertThat(state.forks()).isEqualTo(1);
        assertThat(state.settledForks()).isZero();
        assertThat(state.reason()).startsWith("1 of 1 steady forks not settled; first: not settled in 2 s of warmup");
        assertThat(state.warmupCapSeconds()).isEqualTo(1.5);
        assertThat(state.timedCompileMillisMax()).isEqualTo(239);
        assertThat(state.errorMicros()).isNaN();
        assertThat(compiling.summaryExtra()).doesNotContainKey("steadyState");
        assertThat(compiling.steadyUnsettled()).isTrue();
        assertThat(compiling.summary("steadyMicros")).isEmpty();
        Block steady = compiling.forks().get(1).result().steady();
        assertThat(steady.settled()).isFalse();
        assertThat(steady.iterationMicros()).containsExactly(3740.785425925926, 3083.028333333333);
        assertThat(steady.warmupMillis()).isEqualTo(1648);
        assertThat(steady.compileMillis()).isEqualTo(239);
        assertThat(steady.unsettled()).startsWith("not settled in 2 s of warmup");
        assertThat(compiling.forks().get(0).result().early().compileMillis()).isEqualTo(30);
        assertThat(compiling.failed()).as("1 start-up and 1 steady fork are its fewest: it passed").isFalse();

        CaseResult settles = run.cases().get(1);
        assertThat(settles.steadySettled()).isTrue();
        assertThat(settles.steadyState().errorMicros()).isEqualTo(0.01492039676622146);
        assertThat(settles.steadyState().forkErrorMicros()).containsExactly(0.01492039676622146);
        assertThat(settles.summary("steadyMicros")).isPresent();
        assertThat(settles.latency("steadyLatency")).isPresent();

        Path copy = dir.resolve("copy.json");
        ResultsWriter.write(run, copy);
        assertThat(ResultsReader.read(copy)).isEqualTo(withVersion(run, Run.SCHEMA_VERSION));
        assertThat(JSON.readTree(copy.toFile()).equals(NUMERIC, grouped(JSON.readTree(STEADY_EXAMPLE.toFile()))))
                .as("rewritten field for field, each in its group").isTrue();
    }

    @Test
    void aPublishedSchemaVersionTwoRunIsReadIntoTheGroupsAndRewrittenKeepingEveryField() throws IOException {
        Run run = ResultsReader.read(ANTHROPIC_V2);

        assertThat(run.schemaVersion()).isEqualTo(2);
        assertThat(run.settings().forks()).isEqualTo(new RunSettings.Forks(0, true, true));
        assertThat(run.settings().fixture()).isEqualTo(new RunSettings.Fixture("SHARED", 0, "AUTO", 200_000, 2, 0L, 0L));
        assertThat(run.settings().extra()).as("no flat field left over").isEmpty();
        CaseSettings floor = run.cases().get(0).settings();
        assertThat(floor.startup()).isEqualTo(new CaseSettings.Startup(6, 6, 20, 200, 0.0, 0));
        assertThat(floor.steady()).isEqualTo(new CaseSettings.Steady(2, 1000, 5, 0.05, 45_000, 5));
        assertThat(floor.forks()).isEqualTo(new CaseSettings.Forks("256m", List.of(), 120));
        assertThat(floor.fixture().delayMicros()).isZero();
        assertThat(floor.extra()).as("no flat field left over").isEmpty();

        List<Path> files;
        try (Stream<Path> list = Files.list(MAIN_JOB)) {
            files = list.filter(p -> p.toString().endsWith("Benchmark.json")).sorted().toList();
        }
        assertThat(files).as("the main job's classes").hasSizeGreaterThan(10);
        for (Path file : files) {
            Path copy = dir.resolve(file.getFileName());
            ResultsWriter.write(ResultsReader.read(file), copy);
            assertThat(missingOrChanged(grouped(JSON.readTree(file.toFile())), JSON.readTree(copy.toFile()), ""))
                    .as("%s: every field kept, in its group", file).isEmpty();
        }
    }

    /**
     * Every published run still reads, as the docs that cite it and {@code reports render} read it: each folder under
     * {@code runs/} holding results files. A version 3 file is rewritten keeping every field it has, value for value.
     */
    @Test
    void everyPublishedRunStillReadsAndAVersionThreeFileIsRewrittenKeepingEveryField() throws IOException {
        List<Path> folders;
        try (Stream<Path> walk = Files.walk(PUBLISHED_RUN.getParent())) {
            folders = walk.filter(Files::isDirectory).filter(ResultsReaderTest::holdsResults).sorted().toList();
        }
        int files = 0;
        for (Path folder : folders) {
            for (RunFile f : ResultsFiles.load(List.of(folder)).runs()) {
                files++;
                if (f.run().schemaVersion() == Run.SCHEMA_VERSION) {
                    assertThat(missingOrChanged(JSON.readTree(f.source().toFile()), ResultsWriter.toJson(f.run()), ""))
                            .as("%s: every field kept", f.source()).isEmpty();
                }
            }
        }

        assertThat(files).as("results files of the published runs under %s", PUBLISHED_RUN.getParent()).isGreaterThan(200);
    }

    private static boolean holdsResults(Path folder) {
        try (Stream<Path> entries = Files.list(folder)) {
            return entries.anyMatch(p -> ResultsFiles.isResultsFile(folder, p));
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    @Test
    void aSchemaVersionThreeFileNestsEverySettingInItsGroupAndReadsBackAsWritten() throws IOException {
        Run v2 = ResultsReader.read(ANTHROPIC_V2);
        Path written = dir.resolve("v3.json");
        ResultsWriter.write(v2, written);
        JsonNode root = JSON.readTree(written.toFile());

        assertThat(root.path("schemaVersion").asInt()).isEqualTo(3);
        assertThat(root.at("/settings/forks/shareBuildCpu").asBoolean()).isTrue();
        assertThat(root.at("/settings/fixture/warmup").asInt()).isEqualTo(200_000);
        assertThat(root.at("/settings/fixture/streamDeltas").asInt()).isEqualTo(2);
        JsonNode settings = root.at("/cases/0/settings");
        assertThat(settings.at("/startup/forks").asInt()).isEqualTo(6);
        assertThat(settings.at("/startup/requests").asInt()).isEqualTo(200);
        assertThat(settings.at("/steady/forks").asInt()).isEqualTo(2);
        assertThat(settings.at("/steady/warmupMillis").asLong()).isEqualTo(45_000);
        assertThat(settings.at("/forks/timeoutSeconds").asInt()).isEqualTo(120);
        assertThat(settings.at("/fixture/delayMicros").isIntegralNumber()).isTrue();
        List<String> names = new java.util.ArrayList<>();
        settings.fieldNames().forEachRemaining(names::add);
        assertThat(names).as("no flat setting beside the groups").doesNotContain("minForks", "steadyForks", "steadyWarmupMillis",
                "heap", "jvmArgs", "forkTimeoutSeconds", "fixtureDelayMicros");
        assertThat(settings.path("steady").isObject()).as("steady is the group, no flag").isTrue();
        assertThat(settings.at("/steady").size()).as("the seven @Steady elements").isEqualTo(7);

        Run v3 = ResultsReader.read(written);
        assertThat(v3).isEqualTo(withVersion(v2, 3));
        Path again = dir.resolve("again.json");
        ResultsWriter.write(v3, again);
        assertThat(JSON.readTree(again.toFile())).as("a version 3 file is rewritten as it is").isEqualTo(root);
    }

    @Test
    void aMemberOfAGroupThisReaderDoesNotKnowStaysInItsGroup() throws IOException {
        Path written = dir.resolve("v3.json");
        ResultsWriter.write(ResultsReader.read(ANTHROPIC_V2), written);
        ObjectNode root = (ObjectNode) JSON.readTree(written.toFile());
        ((ObjectNode) root.at("/cases/0/settings/steady")).put("batchSize", 4);
        ((ObjectNode) root.at("/settings/fixture")).put("tls", true);
        Path file = dir.resolve("newer.json");
        JSON.writeValue(file.toFile(), root);

        Run run = ResultsReader.read(file);
        assertThat(run.cases().get(0).settings().extra()).containsOnlyKeys("steady.batchSize");
        assertThat(run.settings().extra()).containsOnlyKeys("fixture.tls");
        Path copy = dir.resolve("copy.json");
        ResultsWriter.write(run, copy);
        assertThat(JSON.readTree(copy.toFile())).as("written back into its group").isEqualTo(root);
    }

    @Test
    void aSchemaVersionOneSteadyFigureCountsOnlyWhenEveryForksBlockSettled() throws IOException {
        CaseResult chat = ResultsReader.read(STEADY_RUN.resolve("OpenAiJavaBenchmark.json")).cases().get(0);

        assertThat(chat.forks()).hasSize(20).allMatch(f -> f.protocol() == Protocol.STARTUP && f.result().steady() != null);
        assertThat(chat.summaries().get("steadyMicros").n()).as("as written").isEqualTo(20);
        assertThat(chat.steadyState().settled()).isFalse();
        assertThat(chat.steadyState().settledForks()).isZero();
        assertThat(chat.steadyState().forks()).isEqualTo(20);
        assertThat(chat.steadyState().warmupCapSeconds()).isEqualTo(3.0);
        assertThat(chat.steadyState().reason()).startsWith("20 of 20 forks' steady blocks did not settle within the 3 s warmup");
        assertThat(chat.summary("steadyMicros")).as("not settled: no steady figure").isEmpty();
        assertThat(chat.latency("steadyLatency")).isEmpty();
        assertThat(chat.summary("earlyMicros")).isPresent();
        assertThat(chat.fewestForks()).isEqualTo(20);
        assertThat(chat.forkStop()).isEqualTo(CaseResult.MOST_FORKS);
        assertThat(chat.settings().legacySteadyRequests()).isEqualTo(1000);
        assertThat(chat.settings().steady().forks()).isZero();
        assertThat(chat.settings().measuresSteady()).as("every fork's steady block").isTrue();

        CaseResult empty = ResultsReader.read(STEADY_RUN.resolve("FloorBenchmark.json")).cases().stream()
                .filter(c -> c.id().equals("emptyCase")).findFirst().orElseThrow();
        assertThat(empty.steadySettled()).as("all 20 of its blocks settled").isTrue();
        assertThat(empty.summary("steadyMicros")).isPresent();
    }

    @Test
    void machineNoiseIsReadAsReadingsOfMeasuresAndWrittenBack() throws IOException {
        Path file = edited(root -> {
            ObjectNode noise = ((ObjectNode) root.path("environment")).putObject("machineNoise");
            ObjectNode before = noise.putObject("before");
            before.putObject("registerLoop").put("median", 1.25).put("iqrPercent", 0.8).put("unit", "ms");
            before.putObject("loopback").put("median", 41.0).put("iqrPercent", 18.5).put("unit", "µs");
            before.put("stealPercent", 0.4).put("cpu", 1);
            noise.putNull("after");
        });

        Run run = ResultsReader.read(file);
        MachineNoise noise = run.environment().machineNoise();
        assertThat(noise.after()).isNull();
        assertThat(noise.before().measures()).containsOnlyKeys("registerLoop", "loopback");
        assertThat(noise.before().registerLoopIqrPercent()).contains(0.8);
        assertThat(noise.before().loopbackIqrPercent()).contains(18.5);
        assertThat(noise.before().values().get("stealPercent").asDouble()).isEqualTo(0.4);
        assertThat(noise.before().measures().get("loopback").unit()).isEqualTo("µs");
        assertThat(run.environment().extra()).doesNotContainKey("machineNoise");

        Path copy = dir.resolve("copy.json");
        ResultsWriter.write(run, copy);
        assertThat(ResultsReader.read(copy).environment()).isEqualTo(run.environment());
        assertThat(JSON.readTree(copy.toFile()).path("environment").path("machineNoise"))
                .isEqualTo(JSON.readTree(file.toFile()).path("environment").path("machineNoise"));
    }

    @Test
    void anUnknownProtocolIsNamedByItsPath() throws IOException {
        Path file = edited(root -> ((ObjectNode) root.path("cases").get(0).path("forks").get(0)).put("protocol", "WARM"));
        assertThatThrownBy(() -> ResultsReader.read(file))
                .hasMessage(file + ": cases[0].forks[0].protocol must be STARTUP or STEADY, was \"WARM\"");
    }

    /** Every field of {@code expected} that {@code actual} lacks or holds another value in, by path; numbers by value. */
    private static List<String> missingOrChanged(JsonNode expected, JsonNode actual, String path) {
        List<String> out = new java.util.ArrayList<>();
        if (expected.isObject() && actual.isObject()) {
            expected.fieldNames().forEachRemaining(name -> {
                if (!actual.has(name)) {
                    out.add(path + "." + name + " missing");
                } else {
                    out.addAll(missingOrChanged(expected.get(name), actual.get(name), path + "." + name));
                }
            });
        } else if (expected.isArray() && actual.isArray() && expected.size() == actual.size()) {
            for (int i = 0; i < expected.size(); i++) {
                out.addAll(missingOrChanged(expected.get(i), actual.get(i), path + "[" + i + "]"));
            }
        } else if (!expected.equals(NUMERIC, actual)) {
            out.add(path + ": " + expected + " became " + actual);
        }
        return out;
    }

    /**
     * A flat (schemaVersion 1 or 2) file as version 3 holds the same fields: each setting in its
     * group, the {@code steady} flag gone, and with it a version 1 case's {@code steadyRequests} where
     * no steady block ran; its steady group gains the default {@code pairing}.
     */
    private static JsonNode grouped(JsonNode flat) {
        ObjectNode root = flat.deepCopy();
        root.put("schemaVersion", Run.SCHEMA_VERSION);
        if (root.path("settings").isObject()) {
            regroup((ObjectNode) root.path("settings"), RUN_GROUPS);
        }
        for (JsonNode c : root.path("cases")) {
            if (c.path("settings").isObject()) {
                ObjectNode settings = (ObjectNode) c.path("settings");
                JsonNode steady = settings.remove("steady");
                if (steady == null || !steady.asBoolean()) {
                    settings.remove("steadyRequests");
                }
                regroup(settings, CASE_GROUPS);
                if (settings.path("steady").isObject() && !settings.path("steady").has("pairing")) {
                    // a file from before pairing ran its references in JVMs of their own
                    ((ObjectNode) settings.path("steady")).put("pairing", CaseSettings.Steady.SEPARATE_JVMS);
                }
            }
        }
        return root;
    }

    /** Moves each flat field ({@code stream.deltas} one level down) to its group; taken out first, as {@code forks} is both. */
    private static void regroup(ObjectNode settings, Map<String, String> groups) {
        Map<String, JsonNode> moved = new java.util.HashMap<>();
        groups.forEach((flat, grouped) -> {
            String[] from = flat.split("\\.");
            JsonNode value = from.length == 1 ? settings.get(flat) : settings.path(from[0]).get(from[1]);
            if (value != null) {
                moved.put(grouped, value);
            }
        });
        groups.keySet().forEach(flat -> settings.remove(flat.split("\\.")[0]));
        moved.forEach((grouped, value) -> {
            String[] to = grouped.split("\\.");
            ObjectNode group = settings.path(to[0]).isObject() ? (ObjectNode) settings.path(to[0]) : settings.putObject(to[0]);
            group.set(to[1], value);
        });
    }

    private static Run withVersion(Run r, int version) {
        return new Run(version, r.benchmark(), r.library(), r.started(), r.finished(), r.publishable(), r.failures(),
                r.environment(), r.loadAtEnd(), r.settings(), r.cases(), r.pairs(), r.extra());
    }

    @Test
    void unknownFieldsAndNewFiguresSurviveAndStayReachable() throws IOException {
        Path file = edited(root -> {
            root.putObject("scenario").put("name", "multi-turn");
            ObjectNode chat = (ObjectNode) root.path("cases").get(0);
            chat.put("status", "UNSUPPORTED");
            ObjectNode ttft = ((ObjectNode) chat.path("summary")).putObject("ttftMicros");
            ttft.put("median", 2.0).put("p25", 1.5).put("p75", 2.5).put("min", 1.0).put("max", 3.0).put("n", 3)
                    .put("ciLow", 1.0).put("ciHigh", 3.0).putArray("values").add(1.0).add(2.0).add(3.0);
            ((ObjectNode) chat.path("forks").get(0).path("result")).putObject("stream").put("chunks", 7);
            ((ObjectNode) chat.path("settings")).put("scenario", "tools");
        });

        Run run = ResultsReader.read(file);
        CaseResult c = run.cases().get(0);
        assertThat(run.extra().get("scenario").path("name").asText()).isEqualTo("multi-turn");
        assertThat(c.status()).isEqualTo("UNSUPPORTED");
        assertThat(c.failed()).isFalse();
        assertThat(c.summaries().get("ttftMicros").values()).containsExactly(1.0, 2.0, 3.0);
        assertThat(c.forks().get(0).result().extra().get("stream").path("chunks").asInt()).isEqualTo(7);
        assertThat(c.settings().workload().scenario()).isEqualTo("tools");

        Path copy = dir.resolve("copy.json");
        ResultsWriter.write(run, copy);
        assertThat(ResultsReader.read(copy)).isEqualTo(withVersion(run, Run.SCHEMA_VERSION));
        assertThat(missingOrChanged(grouped(JSON.readTree(file.toFile())), JSON.readTree(copy.toFile()), "")).isEmpty();
    }

    @Test
    void aGroupOfFiguresIsReadAsGroupDotMemberAndWrittenBackAsAGroup() throws IOException {
        Path file = edited(root -> {
            ObjectNode summary = (ObjectNode) root.path("cases").get(0).path("summary");
            ObjectNode group = summary.putObject("steadyStream");
            group.putObject("sdkFirstDeltaMicros").put("median", 2.0).put("p25", 1.5).put("p75", 2.5).put("min", 1.0)
                    .put("max", 3.0).put("n", 3).put("ciLow", 1.0).put("ciHigh", 3.0).putArray("values").add(1.0).add(2.0).add(3.0);
            group.set("endLatency", summary.path("earlyLatency").deepCopy());
            summary.putObject("streamFixture").put("firstDeltaMicros", 0.0).put("events", 4);
        });

        CaseResult c = ResultsReader.read(file).cases().get(0);
        assertThat(c.summaries().get("steadyStream.sdkFirstDeltaMicros").median()).isEqualTo(2.0);
        assertThat(c.latencies()).containsKey("steadyStream.endLatency");
        assertThat(c.streamFixture().events()).as("not a group: numbers, not figures").isEqualTo(4);
        assertThat(c.summaryExtra()).doesNotContainKey("streamFixture");

        Path copy = dir.resolve("copy.json");
        ResultsWriter.write(ResultsReader.read(file), copy);
        assertThat(missingOrChanged(grouped(JSON.readTree(file.toFile())), JSON.readTree(copy.toFile()), "")).isEmpty();
    }

    @Test
    void missingFileIsNamed() {
        Path missing = dir.resolve("nothing/results.json");
        assertThatThrownBy(() -> ResultsReader.read(missing)).isInstanceOf(ResultsFileException.class)
                .hasMessage(missing + ": no such file");
    }

    @Test
    void emptyFileIsNamed() throws IOException {
        Path file = Files.writeString(dir.resolve("results.json"), "");
        assertThatThrownBy(() -> ResultsReader.read(file)).hasMessageStartingWith(file + ": is empty");
    }

    @Test
    void truncatedJsonSaysWhereItBroke() throws IOException {
        String text = Files.readString(OPENAI);
        String truncated = text.substring(0, 500);
        Path file = Files.writeString(dir.resolve("results.json"), truncated);
        long lastLine = truncated.chars().filter(c -> c == '\n').count() + 1;
        assertThatThrownBy(() -> ResultsReader.read(file)).hasMessageStartingWith(file + ": not valid JSON (")
                .hasMessageContaining("at line " + lastLine + ",");
    }

    @Test
    void otherSchemaVersionIsRejectedWithBothVersions() throws IOException {
        Path file = edited(root -> root.put("schemaVersion", 4));
        assertThatThrownBy(() -> ResultsReader.read(file))
                .hasMessage(file + ": has schemaVersion 4; this reader reads 1 to 3: render it with the junit-sdkbench"
                        + " version that wrote it");
    }

    @Test
    void missingSchemaVersionIsRejected() throws IOException {
        Path file = edited(root -> root.remove("schemaVersion"));
        assertThatThrownBy(() -> ResultsReader.read(file)).hasMessageStartingWith(file + ": has no schemaVersion");
    }

    @Test
    void jsonThatIsNotAnObjectIsRejected() throws IOException {
        Path file = Files.writeString(dir.resolve("jmh.json"), "[{\"benchmark\":\"x\"}]");
        assertThatThrownBy(() -> ResultsReader.read(file))
                .hasMessageStartingWith(file + ": is not a results file: its top level is a JSON array");
    }

    @Test
    void fieldOfTheWrongTypeIsNamedByItsPath() throws IOException {
        Path file = edited(root -> ((ObjectNode) root.path("cases").get(0).path("summary").path("rssMiB")).put("n", "forty"));
        assertThatThrownBy(() -> ResultsReader.read(file))
                .hasMessage(file + ": cases[0].summary.rssMiB.n must be a whole number, was string \"forty\"");
    }

    @Test
    void countThatDisagreesWithTheValuesIsRejected() throws IOException {
        Path file = edited(root -> ((ObjectNode) root.path("cases").get(0).path("summary").path("earlyMicros")).put("n", 39));
        assertThatThrownBy(() -> ResultsReader.read(file))
                .hasMessage(file + ": cases[0].summary.earlyMicros.n is 39 but cases[0].summary.earlyMicros.values holds 40 values");
    }

    @Test
    void caseWithoutIdIsRejected() throws IOException {
        Path file = edited(root -> ((ObjectNode) root.path("cases").get(0)).remove("id"));
        assertThatThrownBy(() -> ResultsReader.read(file)).hasMessage(file + ": cases[0].id is missing");
    }

    /** The published OpenAI file with one change, written to the temporary folder. */
    private Path edited(Consumer<ObjectNode> change) throws IOException {
        ObjectNode root = (ObjectNode) JSON.readTree(OPENAI.toFile());
        change.accept(root);
        Path file = dir.resolve("results.json");
        JSON.writeValue(file.toFile(), root);
        return file;
    }

    /** Numbers equal by value (an int 0 and a long 0 are the same field), everything else by equals. */
    private static final Comparator<JsonNode> NUMERIC = (a, b) -> {
        if (a.equals(b)) {
            return 0;
        }
        if (a.isNumber() && b.isNumber()) {
            return Double.compare(a.doubleValue(), b.doubleValue());
        }
        return 1;
    };
}
