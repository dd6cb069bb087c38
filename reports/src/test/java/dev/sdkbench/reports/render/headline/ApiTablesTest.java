package dev.sdkbench.reports.render.headline;

import static dev.sdkbench.results.Synthetic.figures;
import static dev.sdkbench.results.Synthetic.inScenario;
import static dev.sdkbench.results.Synthetic.okCase;
import static dev.sdkbench.results.Synthetic.report;
import static dev.sdkbench.results.Synthetic.run;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import dev.sdkbench.results.json.ResultsFiles;
import dev.sdkbench.results.model.Pair;
import dev.sdkbench.results.model.Report;

class ApiTablesTest {

    /** The published main job: 28 SDK cases, each beside the raw JDK client of its API and mode in every round. */
    private static final Path MAIN_JOB = Path.of("../runs/2026-12-05-0247Z-main-job-suite");
    /** Its 14 plain cases and their floors again, with 6 steady forks each instead of 2. */
    private static final Path PLAIN_STEADY = Path.of("../runs/2026-12-05-2254Z-main-job-plain-steady");
    private static final String RAW_JDK = "the raw JDK client";

    private static Report mainJob;
    private static Report plainSteady;

    @BeforeAll
    static void load() throws Exception {
        mainJob = ResultsFiles.load(List.of(MAIN_JOB));
        plainSteady = ResultsFiles.load(List.of(PLAIN_STEADY));
    }

    private static ApiTables tables(SteadyRun steady) {
        return ApiTables.of(mainJob, RunLabel.of(MAIN_JOB.toString(), mainJob), RAW_JDK, steady);
    }

    private static SteadyRun plainSteadyRun() {
        return new SteadyRun(plainSteady, RunLabel.of(PLAIN_STEADY.toString(), plainSteady));
    }

    /** The rows of SDK cases by case name; the main job names each case once across its classes. */
    private static Map<String, ClientRow> caseRows(ApiTables tables) {
        return tables.rows().stream().filter(r -> !r.reference()).collect(Collectors.toMap(ClientRow::caseId, Function.identity()));
    }

    @Test
    void everySdkCaseOfThePublishedMainJobIsOneRowUnderItsApi() {
        ApiTables tables = tables(null);

        List<String> sdkCases = mainJob.runs().stream().flatMap(f -> f.run().pairs().stream())
                .filter(p -> p.role() == Pair.Role.REFERENCE).map(Pair::caseId).toList();
        List<String> rows = tables.rows().stream().filter(r -> !r.reference()).map(ClientRow::caseId).toList();
        assertThat(sdkCases).hasSize(28);
        assertThat(rows).as("one row per SDK case, none twice").doesNotHaveDuplicates().containsExactlyInAnyOrderElementsOf(sdkCases);
        assertThat(tables.tables()).extracting(ApiTable::title).containsExactly("OpenAI Chat Completions", "OpenAI Responses",
                "Anthropic Messages", "Gemini generateContent", "Ollama chat", "Amazon Bedrock Converse");
        assertThat(tables.leftOut()).isEmpty();
        assertThat(tables.failures()).isEmpty();
        assertThat(caseRows(tables).get("openAiJavaChat").label()).isEqualTo("openai-java 4.105.0 · Chat");
        assertThat(caseRows(tables).get("converseStreamNettyAsync").label()).isEqualTo("bedrockruntime 2.57.8 · Converse stream");
    }

    @Test
    void eachFigureCarriesItsMedianItsRatioToTheRawJdkClientAndTheVerdictOfTheRunsReport() {
        ClientRow openAi = caseRows(tables(null)).get("openAiJavaChat");

        // report.md of the run: 2.83× (2.66–3.01) SLOWER, 1.61× (1.48–1.75) SLOWER, 0.81× (2 pairs) UNRESOLVED,
        // 2.47× (2.47–2.48) LARGER, 1.98× (1.86–2.06) LARGER; medians 1773 ms, 1993.0 µs, 64.9 µs, 57.37 KiB, 190.0 MiB, 81.84 MiB.
        assertThat(openAi.cells()).extracting(FigureCell::text).containsExactly("1773 (2.83×, slower)", "1993 (1.61×, slower)",
                "64.9 (0.81×, unclear)", "57.4 (2.47×, larger)", "190 (1.98×, larger)", "81.8");
        assertThat(caseRows(tables(null)).get("googleGenAiGenerateContentStream").cell(TableColumn.EARLY).text())
                .as("report.md: 1.24× (0.95–1.37) UNRESOLVED").isEqualTo("2024 (1.24×, unclear)");
    }

    @Test
    void eachApiAndModeOpensWithItsReferenceRowOfAbsoluteFigures() {
        ApiTables tables = tables(null);

        for (ApiTable table : tables.tables()) {
            assertThat(table.rows().get(0).reference()).as("%s opens with its reference", table.title()).isTrue();
            assertThat(table.rows().stream().filter(ClientRow::reference).count()).as("%s: plain and streaming", table.title())
                    .isEqualTo(2);
        }
        ApiTable chat = tables.tables().get(0);
        ClientRow floor = chat.rows().get(0);
        assertThat(floor.label()).isEqualTo("the raw JDK client · Chat");
        assertThat(floor.cells()).as("FloorBenchmark.minimalChat in report.md: 631, 1246.3, 80.3, 23.19, 95.8; jars not in the files")
                .extracting(FigureCell::text).containsExactly("631", "1246", "80.3", "23.2", "95.8", "not recorded");
        assertThat(chat.rows()).filteredOn(ClientRow::reference).extracting(ClientRow::label)
                .containsExactly("the raw JDK client · Chat", "the raw JDK client · Chat stream");
        int stream = chat.rows().indexOf(chat.rows().stream().filter(r -> r.label().equals("the raw JDK client · Chat stream"))
                .findFirst().orElseThrow());
        assertThat(chat.rows().subList(stream + 1, chat.rows().size())).as("streaming cases under the streaming reference")
                .allMatch(r -> r.label().endsWith("· Chat stream"));
        assertThat(chat.earlyCalls()).isEqualTo("calls 21–220 of a new JVM");
        assertThat(chat.notes()).anyMatch(n -> n.startsWith("The jars of the raw JDK client are not in this run's files"));
    }

    @Test
    void figuresOnceWarmComeFromTheRunWithSixSteadyForksForTheModesItHoldsWhole() {
        ApiTables tables = tables(plainSteadyRun());
        Map<String, ClientRow> rows = caseRows(tables);

        // The plain-steady run's README: google-genai 0.69× (0.66–0.76), openai-java Chat 0.82× (0.77–1.22), Spring AI on
        // Ollama 4.52× (3.81–5.36).
        assertThat(rows.get("googleGenAiGenerateContent").cell(TableColumn.STEADY).text()).endsWith("(0.69×, faster)");
        assertThat(rows.get("openAiJavaChat").cell(TableColumn.STEADY).text()).endsWith("(0.82×, unclear)");
        assertThat(rows.get("springAiOllama").cell(TableColumn.STEADY).text()).endsWith("(4.52×, slower)");
        assertThat(rows.get("openAiJavaChatStream").cell(TableColumn.STEADY).text()).as("streaming stays the main job's")
                .isEqualTo("121 (0.94×, unclear)");
        assertThat(rows.get("openAiJavaChat").cell(TableColumn.FIRST_RESPONSE).text()).as("only the steady column moves")
                .isEqualTo("1773 (2.83×, slower)");
        assertThat(tables.steadyTaken()).hasSize(6).allMatch(s -> s.endsWith(", plain"));
        ApiTable chat = tables.tables().get(0);
        assertThat(chat.notes().get(0)).startsWith("Once warm, the plain rows are from `" + PLAIN_STEADY + "` (2026-12-05 22:56–23:42 UTC),"
                + " 6 JVMs per client where this run has 2; there the raw JDK client took ").contains("(kernel differs)");
    }

    @Test
    void aRunThatHoldsNoneOfTheCasesGivesNoFiguresOnceWarm() throws Exception {
        Report other = ResultsFiles.load(List.of(Path.of("../runs/2026-11-30-lm15-protocol")));

        ApiTables tables = tables(new SteadyRun(other, RunLabel.of("lm15", other)));

        assertThat(tables.steadyTaken()).isEmpty();
        assertThat(caseRows(tables).get("openAiJavaChat").cell(TableColumn.STEADY).text()).isEqualTo("64.9 (0.81×, unclear)");
    }

    @Test
    void casesOfAnotherScenarioOrNoApiAreLeftOutAndNamedAndACaseWithoutAReferenceStandsAlone() {
        Report report = report(run("MixedBenchmark", "some-sdk 1.0",
                okCase("chat", "chat", figures(2000, 100, 150, 50, 1500), 9000),
                inScenario(okCase("chatRetry", "chat", figures(2000, 100, 150, 50, 1500), 9000), "retry"),
                okCase("empty", "none", figures(500, 10, 90, 1, 1), 900),
                okCase("mistral", "mistral", figures(2100, 110, 150, 50, 1500), 9000)));

        ApiTables tables = ApiTables.of(report, RunLabel.of("mixed", report), null, null);

        assertThat(tables.tables()).extracting(ApiTable::title).containsExactly("OpenAI Chat Completions", "mistral");
        ClientRow chat = tables.tables().get(0).rows().get(0);
        assertThat(chat.reference()).isFalse();
        assertThat(chat.label()).isEqualTo("some-sdk 1.0 · Chat");
        assertThat(chat.cells()).as("nothing to read it against: medians alone").extracting(FigureCell::text)
                .containsExactly("1500", "2000", "100", "50.0", "150", "81.8");
        assertThat(tables.leftOut()).containsExactly("MixedBenchmark.chatRetry: the retry scenario", "MixedBenchmark.empty: calls no API");
        assertThat(tables.tables().get(1).rows()).extracting(ClientRow::label).containsExactly("some-sdk 1.0 · mistral");
    }
}
