package dev.sdkbench.reports.merge;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.sdkbench.results.Synthetic;
import dev.sdkbench.results.json.ResultsFileException;
import dev.sdkbench.results.json.ResultsFiles;
import dev.sdkbench.results.json.ResultsWriter;
import dev.sdkbench.results.model.Environment;
import dev.sdkbench.results.model.Report;
import dev.sdkbench.results.model.Run;

/** Results of two CI shards on two machines, merged into one set that keeps each environment. */
class MergedRunsTest {

    @TempDir
    Path dir;

    @Test
    void shardsFromTwoMachinesMergeIntoOneSetThatKeepsEachEnvironment() throws Exception {
        Run openAi = Synthetic.passingReport().runs().get(0).run();
        Run floor = Synthetic.passingReport().runs().get(2).run();
        Path shard1 = dir.resolve("shard-1");
        Path shard2 = dir.resolve("shard-2");
        ResultsWriter.write(on(openAi, Synthetic.environment("runner-a")), shard1.resolve("target/sdkbench/OpenAiJavaBenchmark/results.json"));
        ResultsWriter.write(on(floor, Synthetic.environment("runner-a")), shard1.resolve("target/sdkbench/FloorBenchmark/results.json"));
        Environment xeon = new Environment("runner-b", "Intel Xeon", "Linux 6.8", "21.0.5", "OpenJDK 64-Bit Server VM 21.0.5",
                "/usr/bin/java", 4, List.of(), "4 physical cores; 3 workers", "loopback only", "lm15 abc", "x", 1, 1.0,
                List.of(), List.of(), java.util.Map.of());
        ResultsWriter.write(on(floor, xeon), shard2.resolve("target/sdkbench/FloorBenchmark/results.json"));

        Path merged = dir.resolve("merged");
        Report report = MergedRuns.merge(List.of(shard1, shard2), merged, true);

        assertThat(report.runs()).hasSize(3);
        assertThat(report.environments()).hasSize(2);
        try (var files = Files.list(merged)) {
            assertThat(files.map(p -> p.getFileName().toString()).sorted())
                    .containsExactly("FloorBenchmark-2.json", "FloorBenchmark.json", "MERGED.md", "OpenAiJavaBenchmark.json");
        }
        Report reread = ResultsFiles.load(List.of(merged));
        assertThat(reread.runs()).extracting(f -> f.run().environment().host())
                .containsExactlyInAnyOrder("runner-a", "runner-a", "runner-b");
        String md = Files.readString(merged.resolve("MERGED.md"));
        assertThat(md).contains("3 class runs from 2 environments")
                .contains("| E1 | runner-a | AMD EPYC | 2 | Linux 6.18 | OpenJDK 64-Bit Server VM 17.0.15 |")
                .contains("| E2 | runner-b | Intel Xeon | 4 | Linux 6.8 | OpenJDK 64-Bit Server VM 21.0.5 |")
                .containsPattern("\\| FloorBenchmark\\.minimalChat \\| JDK HttpClient \\+ Jackson 2\\.22\\.1 \\| OK \\| E1 \\| - \\| `.*shard-1.*` \\|")
                .containsPattern("\\| FloorBenchmark\\.minimalChat \\| JDK HttpClient \\+ Jackson 2\\.22\\.1 \\| OK \\| E2 \\| - \\| `.*shard-2.*` \\|");
    }

    @Test
    void eachCaseShowsItsShardAndAShardWithNoResultsIsNamed() throws Exception {
        Run openAi = Synthetic.passingReport().runs().get(0).run();
        Path shard1 = dir.resolve("shard-1");
        Path shard2 = dir.resolve("shard-2");
        ResultsWriter.write(openAi.inShard("1/3"), shard1.resolve("OpenAiJavaBenchmark.json"));
        ResultsWriter.write(Synthetic.passingReport().runs().get(1).run().inShard("2/3"), shard2.resolve("Other.json"));

        Report report = MergedRuns.merge(List.of(shard1, shard2), dir.resolve("merged"), false);

        assertThat(report.runs()).extracting(f -> f.run().settings().shard()).containsExactly("1/3", "2/3");
        assertThat(Files.readString(dir.resolve("merged/MERGED.md"))).contains("CI shards: 1/3, 2/3.")
                .contains("**No results from shard 3/3**").containsPattern("\\| OpenAiJavaBenchmark\\.\\w+ \\| .* \\| 1/3 \\|");
    }

    @Test
    void shardsFromDifferentEnvironmentsAreRefusedUnlessAllowed() throws Exception {
        Path shard1 = dir.resolve("shard-1");
        Path shard2 = dir.resolve("shard-2");
        ResultsWriter.write(on(Synthetic.passingReport().runs().get(0).run(), Synthetic.environment("runner-a")),
                shard1.resolve("OpenAiJavaBenchmark.json"));
        Environment xeon = new Environment("runner-b", "Intel Xeon", "Linux 6.8", "21.0.5", "OpenJDK 64-Bit Server VM 21.0.5",
                "/usr/bin/java", 4, List.of(), "4 physical cores; 3 workers", "loopback only", "lm15 abc", "x", 1, 1.0,
                List.of(), List.of(), java.util.Map.of());
        ResultsWriter.write(on(Synthetic.passingReport().runs().get(2).run(), xeon), shard2.resolve("FloorBenchmark.json"));
        Path sameKind = dir.resolve("shard-3");
        ResultsWriter.write(on(Synthetic.passingReport().runs().get(2).run(), Synthetic.environment("runner-c")),
                sameKind.resolve("FloorBenchmark.json"));

        assertThat(MergedRuns.merge(List.of(shard1, sameKind), dir.resolve("same-kind"), false).runs())
                .as("two hosts of one kind, as a CI matrix has").hasSize(2);
        assertThatThrownBy(() -> MergedRuns.merge(List.of(shard1, shard2), dir.resolve("refused"), false))
                .hasMessageContaining("the results come from 2 different kinds of machine")
                .hasMessageContaining("runner-a: ").hasMessageContaining("runner-b: ")
                .hasMessageContaining("pass --allow-environment-mismatch to merge them anyway");
        assertThat(dir.resolve("refused")).doesNotExist();
        assertThat(MergedRuns.merge(List.of(shard1, shard2), dir.resolve("allowed"), true).runs()).hasSize(2);
    }

    @Test
    void theSameFileGivenTwiceIsMergedOnce() throws Exception {
        Path file = dir.resolve("floor.json");
        ResultsWriter.write(Synthetic.passingReport().runs().get(2).run(), file);
        Files.copy(file, dir.resolve("copy.json"));

        assertThat(MergedRuns.merge(List.of(file, dir.resolve("copy.json")), dir.resolve("out"), false).runs()).hasSize(1);
    }

    @Test
    void aMissingShardIsNamed() {
        assertThatThrownBy(() -> MergedRuns.merge(List.of(dir.resolve("shard-9")), dir.resolve("out"), false))
                .isInstanceOf(ResultsFileException.class).hasMessage(dir.resolve("shard-9") + ": no such file or folder");
    }

    private static Run on(Run r, Environment e) {
        return new Run(r.schemaVersion(), r.benchmark(), r.library(), r.started(), r.finished(), r.publishable(), r.failures(), e,
                r.loadAtEnd(), r.settings(), r.cases(), r.extra());
    }
}
