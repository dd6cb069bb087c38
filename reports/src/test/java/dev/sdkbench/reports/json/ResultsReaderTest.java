package dev.sdkbench.reports.json;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.function.Consumer;
import java.util.stream.Stream;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.sdkbench.reports.model.CaseResult;
import dev.sdkbench.reports.model.Run;
import dev.sdkbench.reports.model.Summary;

class ResultsReaderTest {

    /** The first published run: real files the engine wrote, eight benchmark classes. */
    static final Path PUBLISHED_RUN = Path.of("runs/2026-11-30-lm15-protocol");
    static final Path OPENAI = PUBLISHED_RUN.resolve("OpenAiJavaBenchmark.json");

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
        assertThat(run.cpuPlan().forkCpus()).containsExactly(1);
        assertThat(run.cpuPlan().description()).startsWith("2 physical cores");

        CaseResult chat = run.cases().get(0);
        assertThat(chat.id()).isEqualTo("openAiJavaChat");
        assertThat(chat.status()).isEqualTo("OK");
        assertThat(chat.settings().forks()).isEqualTo(40);
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
        assertThat(chat.forks().get(0).fixture().extra()).containsKey("firstRequest");
        assertThat(chat.forks().get(0).exit().firstResponseMillis()).isEqualTo(4692.790886);
    }

    @Test
    void roundTripKeepsEveryPublishedFileIntact() throws IOException {
        List<Path> files;
        try (Stream<Path> list = Files.list(PUBLISHED_RUN)) {
            files = list.filter(p -> p.toString().endsWith("Benchmark.json")).sorted().toList();
        }
        assertThat(files).hasSize(8);
        for (Path file : files) {
            Run run = ResultsReader.read(file);
            Path copy = dir.resolve(file.getFileName());
            ResultsWriter.write(run, copy);

            assertThat(ResultsReader.read(copy)).as(file.toString()).isEqualTo(run);
            JsonNode original = JSON.readTree(file.toFile());
            JsonNode written = JSON.readTree(copy.toFile());
            assertThat(original.equals(NUMERIC, written)).as("%s rewritten field for field", file).isTrue();
        }
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
        assertThat(c.settings().extra().get("scenario").asText()).isEqualTo("tools");

        Path copy = dir.resolve("copy.json");
        ResultsWriter.write(run, copy);
        assertThat(ResultsReader.read(copy)).isEqualTo(run);
        assertThat(JSON.readTree(copy.toFile()).equals(NUMERIC, JSON.readTree(file.toFile()))).isTrue();
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
        Path file = edited(root -> root.put("schemaVersion", 2));
        assertThatThrownBy(() -> ResultsReader.read(file))
                .hasMessage(file + ": has schemaVersion 2; this reader reads 1: render it with the junit-sdkbench"
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
