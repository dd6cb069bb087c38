package dev.sdkbench.results.json;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;

import org.junit.jupiter.api.Test;

class ResultsFilesTest {

    @Test
    void aRunFolderGivenAsTheCurrentFolderHoldsItsClassFiles() {
        Path here = Path.of(".").normalize();
        assertThat(ResultsFiles.isResultsFile(here, Path.of("OpenAiJavaBenchmark.json"))).isTrue();
        assertThat(ResultsFiles.isResultsFile(here, Path.of("jmh-result.json"))).isFalse();
        assertThat(ResultsFiles.isResultsFile(here, Path.of("bencher.json"))).as("a report's Bencher export").isFalse();
        assertThat(ResultsFiles.isResultsFile(here, Path.of("benchmark-action.json"))).as("a report's github-action-benchmark export")
                .isFalse();
        assertThat(ResultsFiles.isResultsFile(here, Path.of("round-1", "other.json"))).as("not directly in it").isFalse();
        assertThat(ResultsFiles.isResultsFile(here, Path.of("round-1", "results.json"))).isTrue();
    }

    @Test
    void aClassFileCountsOnlyDirectlyInTheFolderGiven() {
        Path run = Path.of("runs", "2026-12-04");
        assertThat(ResultsFiles.isResultsFile(run, run.resolve("A.json"))).isTrue();
        assertThat(ResultsFiles.isResultsFile(run, run.resolve("sub").resolve("A.json"))).isFalse();
    }
}
