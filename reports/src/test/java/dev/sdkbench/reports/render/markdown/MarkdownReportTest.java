package dev.sdkbench.reports.render.markdown;

import static dev.sdkbench.results.Synthetic.failedCase;
import static dev.sdkbench.results.Synthetic.figures;
import static dev.sdkbench.results.Synthetic.okCase;
import static dev.sdkbench.results.Synthetic.report;
import static dev.sdkbench.results.Synthetic.run;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;


import dev.sdkbench.results.Synthetic;
import dev.sdkbench.results.model.CaseResult;
import dev.sdkbench.results.model.CaseSettings;
import dev.sdkbench.results.model.KnownClientDefect;
import dev.sdkbench.results.model.Pair;
import dev.sdkbench.results.model.Report;
import dev.sdkbench.results.model.Run;
import dev.sdkbench.results.model.Summary;

class MarkdownReportTest {

    @Test
    void headlineTableHasTheSeedsColumnsAndOneRowPerCase() {
        String md = MarkdownReport.render(Synthetic.passingReport());
        List<String> lines = md.lines().toList();

        assertThat(md).doesNotContain("**NOT PUBLISHABLE**");
        int header = lines.indexOf("| Library | Version | Case | Footprint MiB | First response ms | Local request µs, early"
                + " | Local request µs, steady | Memory MiB | Alloc KiB/req, early | Alloc KiB/req, steady | p99 µs, early"
                + " | p99 µs, steady | Forks (start-up+steady) | Status |");
        assertThat(header).isPositive();
        // Each median with half its 95% interval (synthetic: min–max, ±10%), the steady one too, not the iteration error (1%);
        // allocation and p99 of each block in a column of its own (synthetic: the steady block's are half the early's).
        assertThat(lines.subList(header + 2, header + 5)).containsExactly(
                "| JDK HttpClient + Jackson | 2.22.1 | minimalChat | 81.84 | 1600 ±10.0% | 1000.0 ±10.0% | 300.0 ±10.0% | 96.0 ±10.0%"
                        + " | 12.00 ±10.0% | 6.00 ±10.0% | 800.0 | 400.0 | 3+2, most forks | OK |",
                "| langchain4j-open-ai | 1.19.0 | langChain4jOpenAiChat | 81.84 | 2200 ±10.0% | 3000.0 ±10.0% | 600.0 ±10.0%"
                        + " | 120.0 ±10.0% | 40.00 ±10.0% | 20.00 ±10.0% | 1500.0 | 750.0 | 3+2, most forks | OK |",
                "| openai-java | 4.105.0 | openAiJavaChat | 81.84 | 4900 ±10.0% | 7000.0 ±10.0% | 900.0 ±10.0% | 190.0 ±10.0%"
                        + " | 57.40 ±10.0% | 28.70 ±10.0% | 2100.0 | 1050.0 | 3+2, most forks | OK |");
    }

    @Test
    void variationTableShowsTheQuartilesAndTheInterval() {
        String md = MarkdownReport.render(Synthetic.passingReport());

        // openai-java's first responses are 4410, 4900, 5390: type-7 p25 = 4410 + 0.5·490, p75 = 4900 + 0.5·490;
        // early values 6300, 7000, 7700: type-7 p25 = 6300 + 0.5·700, p75 = 7000 + 0.5·700;
        // steady 810, 900, 990: p25 855, p75 945; the synthetic interval is min–max.
        assertThat(md).contains("## Variation (p25–p75)")
                .contains("| openai-java | openAiJavaChat | 4655–5145 | 6650.0–7350.0 | 855.0–945.0 | 810.0–990.0 | 2/2 | 2.0 s"
                        + " | 180.5–199.5 | 54.53–60.27 | 27.27–30.13 |");
    }

    @Test
    void variationTableCountsTheForksWhoseSteadyBlockSettled() {
        Report report = report(run("OpenAiJavaBenchmark", "openai-java 4.105.0",
                Synthetic.withSteadyBlocks(okCase("openAiJavaChat", "chat", figures(7000, 900, 190, 57.4, 4900), 3), true, false, false)));

        assertThat(MarkdownReport.render(report))
                .contains("| Steady µs, 95% CI of the median | Steady settled | Time to settle | Memory MiB |")
                .as("an older file records neither warmup times nor, here, the JIT's time: only that it took more than the cap")
                .contains("| openai-java | openAiJavaChat | 4655–5145 | 6650.0–7350.0 | – | – | 1/3 | > 3 s | 180.5–199.5 | 54.53–60.27 | – |");
    }

    @Test
    void failedCaseMakesTheReportNotPublishableAndIsListedAtTheTop() {
        Report report = report(run("OpenAiJavaBenchmark", "openai-java 4.105.0",
                        okCase("openAiJavaChat", "chat", figures(7000, 900, 190, 57.4, 4900), 2100),
                        failedCase("openAiJavaResponses", "responses", "call 3 returned \"Bye.\", expected \"Hello.\"")),
                run("GoogleGenAiBenchmark", "google-genai 2.0.0", failedCase("geminiChat", "gemini", "exit code 1")));

        List<String> lines = MarkdownReport.render(report).lines().toList();

        assertThat(lines.get(2)).isEqualTo("> **NOT PUBLISHABLE**: 2 failures. Figures below leave failed forks out; do not publish them.");
        assertThat(lines.subList(4, 6)).containsExactly(
                "> - OpenAiJavaBenchmark.openAiJavaResponses: fork 2/2 on cpu 1: call 3 returned \"Bye.\", expected \"Hello.\""
                        + " (evidence: /tmp/evidence/fork-02)",
                "> - GoogleGenAiBenchmark.geminiChat: fork 2/2 on cpu 1: exit code 1 (evidence: /tmp/evidence/fork-02)");
        assertThat(lines).contains(
                "| openai-java | 4.105.0 | openAiJavaResponses | 81.84 | 1500 | 1000.0 | – | 100.0 | 50.00 | – | – | – | 1+0, failed (1 failed)"
                        + " | **FAILED** |");
    }

    @Test
    void noResultsIsNotPublishableEither() {
        assertThat(MarkdownReport.render(new Report(List.of())))
                .contains("> **NOT PUBLISHABLE**: 1 failure.").contains("> - no results files were found");
    }

    @Test
    void textFromTheFileCannotBreakTheTable() {
        Report report = report(run("X", "evil|lib 1.0", okCase("a|b", "chat", figures(1, 1, 1, 1, 1), 1)));

        assertThat(MarkdownReport.render(report)).contains("| evil\\|lib | 1.0 | a\\|b |");
    }

    @Test
    void figureTheRendererHasNoLabelForIsShownByItsName() {
        Map<String, Summary> figures = new LinkedHashMap<>(figures(7000, 900, 190, 57.4, 4900));
        figures.put("timeToFirstTokenMicros", Synthetic.summary(100, 200, 300, 400));
        Report report = report(run("S", "openai-java 4.105.0", okCase("stream", "chat", figures, 10)));

        // 100, 200, 300, 400: median 250, type-7 p25 = 100 + 0.75·100, p75 = 300 + 0.25·100.
        assertThat(MarkdownReport.render(report)).contains("Time to first token (µs)").contains("250.0 (175.0–325.0)");
    }

    @Test
    void streamingCasesGetTheirOwnTableOfTheSdksShare() {
        Map<String, Summary> figures = new LinkedHashMap<>(figures(7000, 900, 190, 57.4, 4900));
        figures.put("steadyStream.sdkFirstDeltaMicros", Synthetic.summary(100, 200, 300, 400));
        figures.put("steadyStream.sdkEndMicros", Synthetic.summary(400, 500));
        Report report = report(run("S", "openai-java 4.105.0", okCase("chatStream", "chat", figures, 10),
                okCase("chat", "chat", figures(7000, 900, 190, 57.4, 4900), 10)));

        String md = MarkdownReport.render(report);
        assertThat(md).contains("## Streaming (median, p25–p75)")
                .contains("| openai-java | chatStream | – | 250.0 (175.0–325.0) | – | 450.0 (425.0–475.0) | – |")
                .doesNotContain("| openai-java | chat | –");
        assertThat(md.substring(md.indexOf("## Other figures") + 1)).doesNotContain("SDK share");
    }

    @Test
    void scenariosGetAMatrixWithUnsupportedCellsMarkedAndATableEach() {
        Report report = report(
                run("A", "openai-java 4.105.0", okCase("chat", "chat", figures(7000, 900, 190, 57.4, 4900), 10),
                        Synthetic.inScenario(okCase("chatAgentLoop", "chat", figures(9000, 1800, 195, 120, 5000), 10), "agent-loop")),
                run("B", "google-genai 2.0.0", okCase("gemini", "gemini", figures(6000, 800, 150, 40, 2800), 10),
                        Synthetic.inScenario(Synthetic.withStatus(okCase("geminiAgentLoop", "gemini", figures(1, 1, 1, 1, 1), 10),
                                "UNSUPPORTED"), "agent-loop")));

        String md = MarkdownReport.render(report);
        assertThat(md).contains("## Scenarios")
                .contains("| Library | plain | agent-loop |")
                .contains("| openai-java | 7000.0 | 9000.0 |")
                .contains("| google-genai | 6000.0 | UNSUPPORTED |")
                .contains("### agent-loop")
                .contains("| openai-java | chatAgentLoop | OK |");
        assertThat(MarkdownReport.render(report(run("C", "x 1", okCase("chat", "chat", figures(1, 1, 1, 1, 1), 1)))))
                .as("plain cases alone need no matrix").doesNotContain("## Scenarios");
    }

    @Test
    void theRetryTableShowsTheAdvertisedWaitTheSdksRealWaitAndTheCostBeyondIt() {
        Report report = report(
                run("A", "openai-java 4.105.0", retryCase("chatRetry", 52_000, 50_500, 2_000)),
                run("B", "langchain4j-open-ai 1.19.0", retryCase("retry", 560_000, 555_000, 510_000)),
                run("C", "x 1", Synthetic.inScenario(Synthetic.withStatus(okCase("retry", "chat", figures(1, 1, 1, 1, 1), 1),
                        "UNSUPPORTED"), "retry")));

        String md = MarkdownReport.render(report);

        assertThat(md).contains("| Library | retry |").contains("| openai-java | 52000.0 |")
                .contains("### retry")
                .contains("| Library | Case | Status | Requests per call | Advertised wait ms | SDK's wait ms (429 to resend, median)"
                        + " | µs/call beyond the advertised wait (median, p25–p75) | Local request µs, early |")
                .contains("| openai-java | chatRetry | OK | 2 | 50.0 | 50.5 | 2000.0 (1900.0–2100.0) | 52000.0 |")
                .contains("| langchain4j-open-ai | retry | OK | 2 | 50.0 | 555.0 | 510000.0 (484500.0–535500.0) | 560000.0 |")
                .contains("| x | retry | UNSUPPORTED | – | – | – | – | 1.0 |");
        assertThat(md.substring(md.indexOf("### retry"))).as("the retry figures live in their table")
                .doesNotContain("Retry: cost beyond");
    }

    /** A retry case as the engine writes it: two requests per call, the advertised 50 ms, the fixture's gap and the cost beyond. */
    private static CaseResult retryCase(String id, double earlyMicros, double waitMicros, double beyondMicros) {
        Map<String, Summary> figures = new LinkedHashMap<>(figures(earlyMicros, Double.NaN, 190, 60, 4900));
        figures.put("retry.waitMicros", Synthetic.summary(waitMicros, waitMicros, waitMicros));
        figures.put("retry.beyondWaitMicros", Synthetic.summary(beyondMicros * 0.9, beyondMicros, beyondMicros * 1.1));
        CaseResult c = okCase(id, "chat", figures, 10);
        CaseSettings settings = c.settings().withWorkload(new CaseSettings.Workload("retry", 2, null, 50_000L));
        return new CaseResult(c.id(), c.ok(), c.fileStatus(), settings, c.summaries(), c.latencies(), c.summaryExtra(), c.skippedForks(),
                c.forks(), c.extra());
    }

    @Test
    void theHedgedTableShowsTheCallTimeAndTheLoserCloseTime() {
        Map<String, Summary> hedged = new LinkedHashMap<>(figures(3000, 900, 190, 80, 4900));
        hedged.put("loserCloseMicros", Synthetic.summary(410, 420, 430));
        Report report = report(run("A", "openai-java 4.105.0", okCase("chat", "chat", figures(7000, 900, 190, 57.4, 4900), 10),
                Synthetic.inScenario(okCase("chatHedged", "chat", hedged, 10), "hedged")));

        String md = MarkdownReport.render(report);

        assertThat(md).contains("### hedged\n\n| Library | Case | Status | First response ms | Local request µs, early"
                        + " | Local request µs, steady | Memory MiB | Alloc KiB/req, early | Alloc KiB/req, steady"
                        + " | Loser closed after the answer (µs) |\n"
                        + "|---|---|---|---:|---:|---:|---:|---:|---:|---:|\n")
                .contains("| openai-java | chatHedged | OK | 4900 | 3000.0 | 900.0 | 190.0 | 80.00 | 40.00 | 420.0 |")
                .contains("| Library | plain | hedged |");
        assertThat(md.substring(md.indexOf("## Other figures") + 1)).as("shown once, in its scenario's table")
                .doesNotContain("Loser closed");
    }

    @Test
    void runsFromTwoMachinesAreShownApart() {
        Run a = run("A", "a 1", okCase("a", "chat", figures(1, 1, 1, 1, 1), 1));
        Run b = run("B", "b 1", okCase("b", "chat", figures(1, 1, 1, 1, 1), 1));
        Run onCi = new Run(b.schemaVersion(), b.benchmark(), b.library(), b.started(), b.finished(), true, List.of(),
                Synthetic.environment("ci-runner-2"), b.loadAtEnd(), b.settings(), b.cases(), Map.of());

        String md = MarkdownReport.render(report(a, onCi));

        assertThat(md).contains("**2 different environments**: compare rows only within one.")
                .contains("### vm: A").contains("### ci-runner-2: B");
    }

    @Test
    void aCaseWithAFixtureDelayHasAProtocolOfItsOwn() {
        CaseResult plain = okCase("immediate", "chat", figures(1, 1, 1, 1, 1), 1);
        CaseResult other = okCase("thinking", "chat", figures(1, 1, 1, 1, 1), 1);
        var s = other.settings();
        CaseResult thinking = new CaseResult(other.id(), true, other.fileStatus(),
                s.withFixture(new CaseSettings.Fixture(40_000L)), other.summaries(), other.latencies(),
                other.summaryExtra(), other.steadyState(), other.streamFixture(), other.precision(), 0, other.fewestForks(), other.forkStop(), other.forks(), other.extra());

        String md = MarkdownReport.render(report(run("A", "a 1", plain, thinking)));

        assertThat(md).contains("The fixture delayed every answer by 40000 µs; every figure includes it. Cases: thinking.")
                .contains("exact request count. Cases: immediate.");
    }

    @Test
    void methodAndEnvironmentComeFromTheFiles() {
        String md = MarkdownReport.render(Synthetic.passingReport());

        assertThat(md).contains("## Method").contains("3 start-up forks per case: fresh JVMs (heap 256m), each making 5 warmup calls,"
                        + " then 20 timed calls (the early block, the seed's figure)")
                .contains("2 steady forks per case: each runs the early block, then warms up in iterations of 1000 ms until 5 in"
                        + " a row stop drifting (the later half's mean within ±5% of the earlier half's) with the JIT compiling at"
                        + " most 1% of their time (at most 60 s), then times 10"
                        + " iterations. A case has a steady figure only when every steady fork settled")
                .contains("## Environment").contains("- Machine: AMD EPYC, 2 cores, Linux 6.18, host vm")
                .contains("- CPU plan: 2 physical cores; 1 worker on cpu 1")
                .contains("| OpenAiJavaBenchmark | openai-java 4.105.0 | 2026-11-30T12:00:00Z | 2026-11-30T12:05:00Z | 42 |")
                .contains("## Sources").contains("- `OpenAiJavaBenchmark.json`");
    }

    @Test
    void aCaseWhoseSteadyForksDidNotSettleShowsNoSteadyNumberButWhy() {
        CaseResult c = Synthetic.unsettled(okCase("openAiJavaChat", "chat", figures(7000, 900, 190, 57.4, 4900), 2100),
                "not settled in 60 s of warmup: the JIT compiled for 40 ms of the last 5 s");

        String md = MarkdownReport.render(report(run("OpenAiJavaBenchmark", "openai-java 4.105.0", c)));

        // Allocation and p99 of the early block stay; the steady block's say why they are missing, never the early's instead.
        assertThat(md).contains("| openai-java | 4.105.0 | openAiJavaChat | 81.84 | 4900 ±10.0% | 7000.0 ±10.0% | not settled in 60 s"
                        + " | 190.0 ±10.0% | 57.40 ±10.0% | not settled in 60 s | 2100.0 | not settled in 60 s | 3+2, most forks | OK |")
                .contains("Not settled, so no steady figure:\n\n- openai-java openAiJavaChat: 2 of 2 steady forks not settled;"
                        + " first: not settled in 60 s of warmup: the JIT compiled for 40 ms of the last 5 s; longest warmup 60.0 s"
                        + " of the 60 s cap; the JIT compiled up to 40 ms in a fork's timed block")
                // Time to settle, a figure of its own: more than the cap, and the JIT's 40 ms of the 10,000 timed calls' 9 s after it.
                .contains("| openai-java | openAiJavaChat | 4655–5145 | 6650.0–7350.0 | – | – | 0/2 | > 60 s, JIT 0.4% |")
                .doesNotContain("900.0");
    }

    @Test
    void thePublishedSteadyRunNoLongerPrintsASteadyNumberWhereNoForkSettled() throws Exception {
        Report published = dev.sdkbench.results.json.ResultsFiles.load(List.of(java.nio.file.Path.of("../runs/2026-11-30-steady-20-forks")));

        String md = MarkdownReport.render(published);

        assertThat(md).containsPattern("\\| openai-java \\| 4\\.105\\.0 \\| openAiJavaChat \\|[^\\n]*\\| not settled in 3 s \\|")
                .doesNotContain("| 2790.6 |")
                .contains("- openai-java openAiJavaChat: 20 of 20 forks' steady blocks did not settle within the 3 s warmup")
                .containsPattern("\\| emptyCase \\|[^\\n]*\\| 3\\.2 ±[0-9.]+% \\|")
                .contains("Each fork then warmed up until the per-call time settled (at most 3000 ms) and made 1000 timed calls");
        assertThat(md.lines().filter(l -> l.contains("not settled in 3 s")).count()).as("every case but the empty one").isEqualTo(12);
    }

    @Test
    void aMachineNoisierThanThePrecisionTargetIsWarnedAboutAtTheTop() {
        Run noisy = Synthetic.withMachineNoise(run("OpenAiJavaBenchmark", "openai-java 4.105.0",
                okCase("openAiJavaChat", "chat", figures(7000, 900, 190, 57.4, 4900), 2100)), 0.8, 18.5);

        String md = MarkdownReport.render(report(noisy));

        assertThat(md.lines().toList().subList(2, 5)).containsExactly("> **Machine noise above the precision target**:", ">",
                "> - host vm: the machine's own spread exceeded the precision target of ±3.0% in 1 of 1 class runs (register"
                        + " loop IQR up to 0.8%, loopback round trip IQR up to 18.5%): no figure measured on it can be that precise;"
                        + " quiet the machine or take these figures as rough");
        assertThat(md).contains("- Machine noise before: registerLoop median 1.25, IQR 0.8%; loopback median 41.00, IQR 18.5%;"
                + " stealPercent 0.40");
        Run quiet = Synthetic.withMachineNoise(run("OpenAiJavaBenchmark", "openai-java 4.105.0",
                okCase("openAiJavaChat", "chat", figures(7000, 900, 190, 57.4, 4900), 2100)), 0.8, 2.5);
        assertThat(MarkdownReport.render(report(quiet))).doesNotContain("Machine noise above").contains("- Machine noise before:");
    }

    @Test
    void theEnginesSchemaVersionTwoFileShowsTheSettledCaseWithoutAPrecisionFromOneForkAndTheOtherNotSettled() throws Exception {
        String md = MarkdownReport.render(dev.sdkbench.results.json.ResultsFiles.load(
                List.of(java.nio.file.Path.of("../results/src/test/resources/v2/SteadyClients.json"))));

        // settlesAtOnce: one steady fork, so no interval of a median; its iteration error (0.0149 µs) is not the figure's.
        assertThat(md).containsPattern("\\| settlesAtOnce \\|[^\\n]*\\| 0\\.1 \\|[^\\n]*\\| 1\\+1, most forks \\| OK \\|")
                .containsPattern("\\| keepsCompiling \\|[^\\n]*\\| not settled in 1\\.5 s \\|")
                .contains("keepsCompiling: 1 of 1 steady forks not settled; first: not settled in 2 s of warmup")
                .contains("1 steady fork per case: each runs the early block, then warms up in iterations of 200 ms until 3 in a"
                        + " row stop drifting (the later half's mean within ±5% of the earlier half's)");
    }

    @Test
    void aReferenceSharedByTwoFilesIsOneRowNamedByItsClassWithoutAFootprint() {
        CaseResult floor = okCase("FloorBenchmark.minimalChat", "chat", figures(1200, 80, 95, 23, 600), 5800);
        Report report = report(
                Synthetic.withPairs(run("OpenAiJavaBenchmark", "openai-java 4.105.0",
                        okCase("openAiJavaChat", "chat", figures(2000, 65, 190, 57, 1800), 9000), floor),
                        new Pair("openAiJavaChat", floor.id(), Pair.Role.REFERENCE)),
                Synthetic.withPairs(run("LangChain4jOpenAiBenchmark", "langchain4j-open-ai 1.19.0",
                        okCase("langChain4jOpenAi", "chat", figures(1900, 92, 117, 34, 800), 8900), floor),
                        new Pair("langChain4jOpenAi", floor.id(), Pair.Role.REFERENCE)));

        assertThat(MarkdownReport.render(report)).contains("| reference: FloorBenchmark |  | FloorBenchmark.minimalChat | – |");
    }

    @Test
    void aCaseFailedOnAKnownClientDefectIsAClientFindingAndItsRowSaysWhich() {
        String failure = "the client threw: call 16187 (steady warmup) threw java.io.IOException: HTTP/1.1 header parser"
                + " received no bytes; caused by java.io.IOException: connection closed locally; "
                + KnownClientDefect.JDK_8338569.note();
        Report report = report(run("LangChain4jAnthropicBenchmark", "langchain4j-anthropic 1.19.0",
                okCase("langChain4jAnthropicStreaming", "anthropic", figures(2000, 65, 190, 57, 1800), 9000),
                failedCase("langChain4jAnthropic", "anthropic", failure)));

        assertThat(MarkdownReport.render(report)).contains("> **Client findings**: 1 case")
                .contains("| failed: JDK-8338569 | – |").doesNotContain("> **NOT PUBLISHABLE**");
    }
}
