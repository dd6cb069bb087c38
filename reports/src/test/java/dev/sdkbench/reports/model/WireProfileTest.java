package dev.sdkbench.reports.model;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;

import dev.sdkbench.reports.json.ResultsFiles;
import dev.sdkbench.reports.json.ResultsReader;
import dev.sdkbench.reports.render.html.HtmlReport;
import dev.sdkbench.reports.render.markdown.MarkdownReport;

/** Wire profiles of the published two-protocol run, as its files recorded what each SDK sent. */
class WireProfileTest {

    private static final Path RUN = Path.of("runs/2026-12-01-two-protocols");

    private static CaseResult only(String file) throws Exception {
        return ResultsReader.read(RUN.resolve(file)).cases().get(0);
    }

    @Test
    void openAiJavaSendsItsStainlessHeadersAndNothingBeyondTheMinimum() throws Exception {
        WireProfile p = only("OpenAiJavaBenchmark.json").wireProfile().orElseThrow();

        assertThat(p.requestBytesPerCall()).as("22660 body bytes over 220 calls").isEqualTo(103.0);
        assertThat(p.requestsPerCall()).isEqualTo(1.0);
        assertThat(p.method() + " " + p.path() + " " + p.protocol()).isEqualTo("POST /v1/chat/completions HTTP/1.1");
        assertThat(p.headers()).containsEntry("user-agent", "OpenAIClientImpl/Java 4.105.0")
                .containsEntry("x-stainless-lang", "java").containsEntry("x-stainless-retry-count", "0")
                .containsEntry("accept-encoding", "gzip").containsEntry("connection", "Keep-Alive")
                .containsEntry("authorization", WireProfile.PRESENT).doesNotContainKeys("host", "content-length");
        assertThat(List.copyOf(p.headers().keySet())).as("sorted by name").isSorted();
        assertThat(p.h2cUpgrade()).isFalse();
        assertThat(p.extraFields()).as("messages, model, max_completion_tokens: the minimum").isEmpty();
    }

    @Test
    void langChain4jOpenAiAsksForH2cAndSendsStreamFalse() throws Exception {
        WireProfile p = only("LangChain4jOpenAiBenchmark.json").wireProfile().orElseThrow();

        assertThat(p.requestBytesPerCall()).isEqualTo(158.0);
        assertThat(p.h2cUpgrade()).isTrue();
        assertThat(p.headers()).containsEntry("upgrade", "h2c").containsEntry("user-agent", "langchain4j-openai")
                .containsEntry("authorization", WireProfile.PRESENT);
        assertThat(p.extraFields()).containsExactly(java.util.Map.entry("stream", "false"));
    }

    @Test
    void nestedFieldsBeyondTheMinimumAreNamedByTheirPath() throws Exception {
        WireProfile gemini = only("LangChain4jGeminiBenchmark.json").wireProfile().orElseThrow();
        assertThat(gemini.extraFields()).containsExactly(java.util.Map.entry("generationConfig.responseMimeType", "\"text/plain\""),
                java.util.Map.entry("generationConfig.candidateCount", "1"));
        assertThat(gemini.headers()).containsEntry("x-goog-api-key", WireProfile.PRESENT);

        WireProfile streaming = only("SpringAiOpenAiStreamingBenchmark.json").wireProfile().orElseThrow();
        assertThat(streaming.extraFields()).as("stream is the minimum of a streaming case; its options are not")
                .containsExactly(java.util.Map.entry("stream_options", "{\"include_usage\":true}"));
    }

    @Test
    void aBodyThatIsNotJsonHasNoFields() {
        assertThat(WireProfile.extraFields("temperature=0.7", List.of("model"))).isEmpty();
        assertThat(WireProfile.extraFields("{\"model\":\"m\",\"temperature\":0.7}", List.of("model")))
                .containsExactly(java.util.Map.entry("temperature", "0.7"));
    }

    @Test
    void theEmptyCaseSendsNothing() throws Exception {
        Run floor = ResultsReader.read(RUN.resolve("FloorBenchmark.json"));
        CaseResult empty = floor.cases().stream().filter(c -> "none".equals(c.settings().dialect())).findFirst().orElseThrow();
        assertThat(empty.wireProfile()).isEmpty();
    }

    @Test
    void theReportsShowEveryProfileAndNoCredential() throws Exception {
        Report report = ResultsFiles.load(List.of(RUN));
        String md = MarkdownReport.render(report);
        String html = HtmlReport.render(report);

        assertThat(md).contains("## Wire profile")
                .contains("| langchain4j-open-ai | langChain4jOpenAi | 158 | POST /v1/chat/completions HTTP/1.1, asked to upgrade"
                        + " to h2c | authorization: (present); connection: Upgrade, HTTP2-Settings;")
                .contains("| stream: false |");
        assertThat(html).contains("<h2>Wire profile</h2>").contains("<table id=\"wire\">")
                .contains("generationConfig.candidateCount: 1");
        long profiled = report.rows().stream().filter(r -> r.result().wireProfile().isPresent()).count();
        String section = md.substring(md.indexOf("## Wire profile"), md.indexOf("## Method"));
        assertThat(section.lines().filter(l -> l.startsWith("| ") && !l.startsWith("| Library")).count()).isEqualTo(profiled);
        assertThat(profiled).as("every case but the two empty ones").isEqualTo(report.rows().size() - 2);
        assertThat(md + html).as("no credential value").doesNotContain("sdkbench-dummy-key");
    }
}
