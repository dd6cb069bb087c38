package dev.sdkbench.results.json;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * SCHEMA.md against the model: every field the writer writes is documented, and every field the
 * schema's tables name is one the writer writes. The fields come from an engine-written file of the
 * published two-protocol run, with the parts that run never needed (a violation, a retry, hedged
 * losers, an unsupported case, a probe's problem, a baseline that could not share its case's JVM) filled in, read
 * into the model and written back.
 */
class SchemaDocumentTest {

    private static final Path SCHEMA = Path.of("SCHEMA.md");
    private static final Path ENGINE_FILE = Path.of("../runs/2026-12-01-two-protocols/OpenAiJavaStreamingBenchmark.json");
    /** Objects whose members are names from the data (paths, dialects, headers, CPU lists, error kinds), not fields. */
    private static final Set<String> KEYED_BY_DATA = Set.of("byDialect", "byPath", "byProtocol", "headers", "threadAffinity",
            "errors");
    /** Fields the schema documents that only schemaVersion 1 files have: read, kept, never written by the model itself. */
    private static final Set<String> VERSION_ONE_ONLY = Set.of("steadyRequests");

    private static Set<String> written;
    private static String schema;

    @BeforeAll
    static void writeACompleteFile(@org.junit.jupiter.api.io.TempDir Path dir) throws IOException {
        ObjectMapper json = new ObjectMapper();
        ObjectNode root = (ObjectNode) json.readTree(ENGINE_FILE.toFile());
        ObjectNode c = (ObjectNode) root.path("cases").get(0);
        c.put("advertisedWaitMicros", 50_000).put("unsupported", "the library cannot")
                .put("sameJvmRefused", "the baseline side, beside the candidate in one JVM: java.lang.Error: factory already defined")
                .put("steadyPairing", "pair forks: the default with a baseline")
                .put("startupPairing", "both builds in each start-up fork, call by call, each fork's own build first: the default with a baseline").put("steadyForkStop", "RESOLVED");
        ObjectNode summary = (ObjectNode) c.path("summary");
        summary.putObject("retry").set("waitMicros", summary.path("earlyMicros").deepCopy());
        ((ObjectNode) summary.path("retry")).set("beyondWaitMicros", summary.path("earlyMicros").deepCopy());
        summary.set("loserCloseMicros", summary.path("earlyMicros").deepCopy());
        summary.set("earlyCpuMicros", summary.path("earlyMicros").deepCopy());
        ObjectNode fork = (ObjectNode) c.path("forks").get(0);
        ((ObjectNode) fork.path("result").path("early")).put("cpuMicros", 812.5);
        fork.putObject("interference").put("percent", 4.2).put("stealPercent", 1.0).put("wallTicks", 240).put("busyTicks", 230)
                .put("forkTicks", 200).put("fixtureTicks", 20).put("stealTicks", 2);
        // The published file predates allocation by block: it has the mixed allocKiB, which readers keep.
        summary.set("earlyAllocKiB", summary.path("allocKiB").deepCopy());
        summary.set("steadyAllocKiB", summary.path("allocKiB").deepCopy());
        ObjectNode fixture = (ObjectNode) c.path("forks").get(0).path("fixture");
        fixture.putArray("violations").addObject().put("request", 3).put("method", "POST").put("path", "/v1/chat/completions")
                .put("status", 400).put("field", "max_tokens").put("expected", "32").put("received", "64");
        fixture.putObject("losers").put("held", 1).put("closed", 1).put("keptOpen", 0).putArray("closeMicros").add(40);
        ((ObjectNode) fixture.path("retries")).putArray("gapsMicros").add(50_100);
        ((ObjectNode) root.path("environment").path("machineNoise")).put("problem", "no CPU to probe");
        ((ObjectNode) root.path("settings")).put("shard", "2/4");
        // How a baseline was given: one of the two in a real file (the engine writes it, the model keeps it as the group's).
        ((ObjectNode) root.path("settings")).putObject("baseline").put("coordinates", "com.anthropic:anthropic-java:3.13.0")
                .put("classpathFile", "released.txt");
        root.putArray("pairs").addObject().put("case", c.path("id").asText()).put("reference", "FloorBenchmark.minimalChat")
                .put("role", "REFERENCE");
        // A pair whose rounds stopped on the data: its looks, and each sequential figure's look and confidence.
        ((com.fasterxml.jackson.databind.node.ArrayNode) root.path("pairs")).addObject().put("case", c.path("id").asText())
                .put("reference", root.path("cases").get(1).path("id").asText()).put("role", "REFERENCE").putArray("looks").add(6).add(8);
        // Its steady pair forks stopped on the data too: their looks.
        ((ObjectNode) root.path("pairs").get(1)).putArray("steadyLooks").add(6).add(8);
        loadFork(c);
        sizesLadder(c);
        Path file = dir.resolve("complete.json");
        json.writeValue(file.toFile(), root);

        written = new TreeSet<>();
        names(ResultsWriter.toJson(ResultsReader.read(file)), written);
        schema = Files.readString(SCHEMA);
    }

    /** A load fork of one step, every field of it set (virtual callers, so pinning too), as the engine writes it. */
    private static void loadFork(ObjectNode c) {
        ObjectNode load = c.putObject("load");
        load.putArray("concurrency").add(4);
        load.put("seconds", 1.0).put("warmupSeconds", 0.5).put("delayMillis", 100).put("cpu", 1).put("fixtureCpu", 0)
                .put("evidence", "target/sdkbench/X/chat/load-fork").putNull("failure");
        ObjectNode step = load.putArray("steps").addObject();
        step.put("concurrency", 4).put("calls", 39).put("failedCalls", 1).put("windowMillis", 1000.2).put("callsPerSecond", 39.0)
                .put("idealCallsPerSecond", 40.0).put("addedP50Micros", 420.0).put("addedP99Micros", 1900.0)
                .put("cpuMicrosPerCall", 310.0).put("peakThreads", 21).put("rssKiB", 61_000);
        step.putObject("errors").put("java.net.http.HttpTimeoutException", 1);
        step.putObject("fixture").put("requests", 40).put("connections", 0).put("maxInFlight", 4).put("meanInFlight", 3.9)
                .put("windowMicros", 1_001_000);
        step.put("virtualCallers", true).putObject("pinning").put("events", 3).put("totalMicros", 6_400.0);
    }

    /** A size ladder of two sizes, one fork each, every field of it set, as the engine writes it. */
    private static void sizesLadder(ObjectNode c) {
        ObjectNode sizes = c.putObject("sizes");
        sizes.put("ladder", "streamChunks").put("unit", "chunk");
        sizes.putArray("sizes").add(10).add(100);
        sizes.put("forksPerSize", 1).putNull("failure");
        com.fasterxml.jackson.databind.node.ArrayNode points = sizes.putArray("points");
        points.addObject().put("size", 10).put("fork", 1).put("micros", 210.0).put("allocBytes", 9000.0).put("textDeltas", 10.0)
                .put("settled", true).put("cpu", 1).put("evidence", "target/sdkbench/X/chat/sizes/10/fork-01").putNull("failure");
        points.addObject().put("size", 100).put("fork", 1).put("micros", 390.0).put("allocBytes", 36_000.0).put("textDeltas", 100.0)
                .put("settled", true).put("cpu", 1).put("evidence", "target/sdkbench/X/chat/sizes/100/fork-01").putNull("failure");
        sizes.putObject("microsPerUnit").put("slope", 2.0).put("low", "NaN").put("high", "NaN").put("intercept", 190.0).put("points", 2);
        sizes.putObject("allocBytesPerUnit").put("slope", 300.0).put("low", "NaN").put("high", "NaN").put("intercept", 6000.0)
                .put("points", 2);
    }

    @Test
    void aSizeLadderReadsBackTypedAndWritesAsRead() throws IOException {
        ObjectMapper json = new ObjectMapper();
        ObjectNode root = (ObjectNode) json.readTree(ENGINE_FILE.toFile());
        sizesLadder((ObjectNode) root.path("cases").get(0));
        Path file = Files.createTempFile("sizes", ".json");
        json.writeValue(file.toFile(), root);
        dev.sdkbench.results.model.SizesRun sizes = ResultsReader.read(file).cases().get(0).sizes();
        Files.delete(file);
        assertThat(sizes.ladder()).isEqualTo("streamChunks");
        assertThat(sizes.points()).extracting(dev.sdkbench.results.model.SizesRun.Point::micros).containsExactly(210.0, 390.0);
        assertThat(sizes.micros().perUnit()).isEqualTo(2.0);
        assertThat(sizes.micros().low()).isNaN();
        assertThat(sizes.extra()).isEmpty();
        assertThat(sizes.points().get(0).extra()).isEmpty();
        JsonNode written = ResultsWriter.toJson(ResultsReader.read(writeTemp(json, root))).path("cases").get(0).path("sizes");
        assertThat(written).isEqualTo(root.path("cases").get(0).path("sizes"));
    }

    private static Path writeTemp(ObjectMapper json, ObjectNode root) throws IOException {
        Path file = Files.createTempFile("sizes", ".json");
        file.toFile().deleteOnExit();
        json.writeValue(file.toFile(), root);
        return file;
    }

    @Test
    void everyFieldTheWriterWritesIsDocumented() {
        Set<String> undocumented = new TreeSet<>(written);
        undocumented.removeAll(backticked(schema));
        assertThat(undocumented).as("fields written but not in SCHEMA.md").isEmpty();
    }

    @Test
    void everyFieldTheCurrentVersionsTablesNameIsWritten() {
        Set<String> named = new TreeSet<>();
        String current = schema.substring(0, schema.indexOf("## Reading schemaVersion 2")); // the older versions' names after
        for (String line : current.split("\n")) {
            if (line.startsWith("| `")) {
                named.addAll(backticked(line.substring(1, line.indexOf('|', 1))));
            }
        }
        named.removeAll(VERSION_ONE_ONLY);
        assertThat(named).hasSizeGreaterThan(80);
        named.removeAll(written);
        assertThat(named).as("fields in SCHEMA.md's tables that the model never writes").isEmpty();
    }

    /** Every member name below {@code node}, arrays looked into, the members of data-keyed objects left out. */
    private static void names(JsonNode node, Set<String> out) {
        if (node.isArray()) {
            node.forEach(item -> names(item, out));
        } else if (node.isObject()) {
            for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> member = it.next();
                out.add(member.getKey());
                if (!KEYED_BY_DATA.contains(member.getKey())) {
                    names(member.getValue(), out);
                }
            }
        }
    }

    /** The words inside backticks, split at dots ({@code retry.waitMicros} names two fields). */
    private static Set<String> backticked(String text) {
        Set<String> words = new TreeSet<>();
        Matcher m = Pattern.compile("`([^`]+)`").matcher(text);
        while (m.find()) {
            for (String word : m.group(1).split("[.\\[\\]]")) {
                if (!word.isBlank()) {
                    words.add(word);
                }
            }
        }
        return words;
    }
}
