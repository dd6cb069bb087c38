package dev.sdkbench.reports.baseline;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.sdkbench.results.Synthetic;
import dev.sdkbench.results.json.ResultsFileException;
import dev.sdkbench.results.json.ResultsReader;
import dev.sdkbench.results.json.ResultsWriter;
import dev.sdkbench.results.model.Report;
import dev.sdkbench.results.model.Run;

class BaselineTest {

    @TempDir
    Path dir;

    @Test
    void aSavedBaselineHoldsEveryRunWithItsRawValues() throws Exception {
        Path results = write(Synthetic.passingReport().runs().get(0).run(), dir.resolve("a/target/sdkbench/OpenAiJavaBenchmark/results.json"));
        Path floor = write(Synthetic.passingReport().runs().get(2).run(), dir.resolve("b/target/sdkbench/FloorBenchmark/results.json"));

        List<Path> written = Baseline.save(List.of(dir.resolve("a"), floor), dir.resolve("baselines/main"));

        assertThat(written).extracting(p -> p.getFileName().toString())
                .containsExactly("OpenAiJavaBenchmark.json", "FloorBenchmark.json", "BASELINE.md");
        Report baseline = Baseline.load(dir.resolve("baselines/main"));
        assertThat(baseline.runs()).extracting(f -> f.run()).containsExactlyInAnyOrder(ResultsReader.read(results), ResultsReader.read(floor));
        assertThat(Baseline.load(dir.resolve("baselines/main/OpenAiJavaBenchmark.json")).runs().get(0).run().cases().get(0).summaries().get("earlyMicros").values())
                .isEqualTo(Synthetic.passingReport().runs().get(0).run().cases().get(0).summaries().get("earlyMicros").values());
        assertThat(Files.readString(dir.resolve("baselines/main/BASELINE.md"))).contains("# Baseline", results.toString(),
                "OpenAiJavaBenchmark, openai-java 4.105.0, 1 cases", "AMD EPYC");
    }

    @Test
    void savingAgainReplacesTheOldRuns() throws Exception {
        Path openAi = write(Synthetic.passingReport().runs().get(0).run(), dir.resolve("openai.json"));
        Path floor = write(Synthetic.passingReport().runs().get(2).run(), dir.resolve("floor.json"));
        Baseline.save(List.of(openAi, floor), dir.resolve("base"));

        Baseline.save(List.of(floor), dir.resolve("base"));

        assertThat(Baseline.load(dir.resolve("base")).runs()).extracting(f -> f.run().benchmarkName()).containsExactly("FloorBenchmark");
    }

    @Test
    void aBaselineFileHoldsOneClassRun() throws Exception {
        Path floor = write(Synthetic.passingReport().runs().get(2).run(), dir.resolve("floor.json"));
        Baseline.save(List.of(floor), dir.resolve("floor-baseline.json"));

        assertThat(Baseline.load(dir.resolve("floor-baseline.json")).runs()).hasSize(1);
        Path other = write(Synthetic.passingReport().runs().get(0).run(), dir.resolve("openai.json"));
        assertThatThrownBy(() -> Baseline.save(List.of(floor, other), dir.resolve("both.json")))
                .hasMessageContaining("both.json: a baseline file holds one benchmark class's run, but 2 results files were given");
    }

    @Test
    void aMissingBaselineSaysHowToMakeOne() {
        assertThatThrownBy(() -> Baseline.load(dir.resolve("nowhere"))).isInstanceOf(ResultsFileException.class)
                .hasMessage(dir.resolve("nowhere") + ": no such baseline: save one with `baseline <results...> --to "
                        + dir.resolve("nowhere") + "`");
    }

    @Test
    void anEmptyFolderIsNoBaseline() throws Exception {
        Files.createDirectories(dir.resolve("empty"));
        assertThatThrownBy(() -> Baseline.load(dir.resolve("empty"))).hasMessage(dir.resolve("empty")
                + ": holds no results files: it is not a baseline");
    }

    @Test
    void aCorruptOrForeignFileInABaselineIsNamed() throws Exception {
        Path base = dir.resolve("base");
        Baseline.save(List.of(write(Synthetic.passingReport().runs().get(2).run(), dir.resolve("floor.json"))), base);
        Files.writeString(base.resolve("Broken.json"), "{\"schemaVersion\": 1, \"benchmark\": ");
        assertThatThrownBy(() -> Baseline.load(base)).isInstanceOf(ResultsFileException.class)
                .hasMessageStartingWith(base.resolve("Broken.json") + ": not valid JSON");

        Files.writeString(base.resolve("Broken.json"), "{\"schemaVersion\": 4, \"benchmark\": \"x\", \"cases\": []}");
        assertThatThrownBy(() -> Baseline.load(base)).hasMessage(base.resolve("Broken.json")
                + ": has schemaVersion 4; this reader reads 1 to 3: render it with the junit-sdkbench version that wrote it");
    }

    private static Path write(Run run, Path file) throws Exception {
        ResultsWriter.write(run, file);
        return file;
    }
}
