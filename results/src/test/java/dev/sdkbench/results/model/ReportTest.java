package dev.sdkbench.results.model;

import static dev.sdkbench.results.Synthetic.failedCase;
import static dev.sdkbench.results.Synthetic.figures;
import static dev.sdkbench.results.Synthetic.okCase;
import static dev.sdkbench.results.Synthetic.report;
import static dev.sdkbench.results.Synthetic.run;
import static dev.sdkbench.results.Synthetic.withStatus;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import dev.sdkbench.results.Synthetic;

class ReportTest {

    @Test
    void rowsOfAllRunsSortedByLibrary() {
        Report report = Synthetic.passingReport();

        assertThat(report.rows()).extracting(r -> r.library().name())
                .containsExactly("JDK HttpClient + Jackson", "langchain4j-open-ai", "openai-java");
        assertThat(report.publishable()).isTrue();
        assertThat(report.failures()).isEmpty();
    }

    @Test
    void aReferenceSharedByTwoFilesIsOneRowAndClaimsNeitherFilesFootprint() {
        CaseResult floor = okCase("FloorBenchmark.minimalChat", "chat", figures(1200, 80, 95, 23, 600), 5800);
        Report report = report(
                readAgainst(run("OpenAiJavaBenchmark", "openai-java 4.105.0",
                        okCase("openAiJavaChat", "chat", figures(2000, 65, 190, 57, 1800), 9000), floor), "openAiJavaChat", floor),
                readAgainst(run("LangChain4jOpenAiBenchmark", "langchain4j-open-ai 1.19.0",
                        okCase("langChain4jOpenAi", "chat", figures(1900, 92, 117, 34, 800), 8900), floor), "langChain4jOpenAi", floor));

        assertThat(report.rows()).extracting(r -> r.result().id())
                .containsExactly("langChain4jOpenAi", "openAiJavaChat", "FloorBenchmark.minimalChat");
        assertThat(report.rows()).extracting(Report.Row::footprintMiB).containsExactly(81.84, 81.84, Double.NaN);
    }

    @Test
    void aReferenceMeasuredInEachFileIsARowPerMeasurement() {
        CaseResult floor = okCase("FloorBenchmark.minimalChat", "chat", figures(1200, 80, 95, 23, 600), 5800);
        CaseResult floorAgain = okCase("FloorBenchmark.minimalChat", "chat", figures(1300, 82, 95, 23, 600), 5900);
        Report report = report(
                readAgainst(run("OpenAiJavaBenchmark", "openai-java 4.105.0",
                        okCase("openAiJavaChat", "chat", figures(2000, 65, 190, 57, 1800), 9000), floor), "openAiJavaChat", floor),
                readAgainst(run("LangChain4jOpenAiBenchmark", "langchain4j-open-ai 1.19.0",
                        okCase("langChain4jOpenAi", "chat", figures(1900, 92, 117, 34, 800), 8900), floorAgain),
                        "langChain4jOpenAi", floorAgain));

        assertThat(report.rows()).filteredOn(Report.Row::otherClassReference).hasSize(2);
    }

    @Test
    void aFailedReferenceSharedByTwoFilesIsOneFailureNamedByItsOwnClass() {
        CaseResult floor = failedCase("FloorBenchmark.minimalChat", "chat", "connection closed locally");
        Report report = report(
                readAgainst(run("OpenAiJavaBenchmark", "openai-java 4.105.0",
                        okCase("openAiJavaChat", "chat", figures(2000, 65, 190, 57, 1800), 9000), floor), "openAiJavaChat", floor),
                readAgainst(run("LangChain4jOpenAiBenchmark", "langchain4j-open-ai 1.19.0",
                        okCase("langChain4jOpenAi", "chat", figures(1900, 92, 117, 34, 800), 8900), floor), "langChain4jOpenAi", floor));

        assertThat(report.publishable()).isFalse();
        assertThat(report.failures()).extracting(Report.Failure::line).containsExactly(
                "FloorBenchmark.minimalChat: fork 2/2 on cpu 1: connection closed locally (evidence: /tmp/evidence/fork-02)");
    }

    private static Run readAgainst(Run r, String caseId, CaseResult reference) {
        return new Run(r.schemaVersion(), r.benchmark(), r.library(), r.started(), r.finished(), r.publishable(), r.failures(),
                r.environment(), r.loadAtEnd(), r.settings(), r.cases(), List.of(new Pair(caseId, reference.id(), Pair.Role.REFERENCE)),
                r.extra());
    }

    @Test
    void aCaseFailedOnAKnownClientDefectIsAFindingAndLeavesTheRunPublishable() {
        String failure = "the client threw: call 16187 (steady warmup) threw java.io.IOException: HTTP/1.1 header parser"
                + " received no bytes; caused by java.io.IOException: connection closed locally; "
                + KnownClientDefect.JDK_8338569.note();
        Report report = report(run("LangChain4jAnthropicBenchmark", "langchain4j-anthropic 1.19.0",
                okCase("langChain4jAnthropicStreaming", "anthropic", figures(2000, 65, 190, 57, 1800), 9000),
                failedCase("langChain4jAnthropic", "anthropic", failure)));

        assertThat(report.publishable()).as("every other case stands").isTrue();
        assertThat(report.failures()).isEmpty();
        assertThat(report.findings()).extracting(Report.Failure::line).singleElement().asString()
                .startsWith("LangChain4jAnthropicBenchmark.langChain4jAnthropic: fork 2/2 on cpu 1: the client threw")
                .contains("known client defect JDK-8338569");
    }

    @Test
    void aClientExceptionThatNamesNoKnownDefectStillStopsPublication() {
        Report report = report(run("LangChain4jAnthropicBenchmark", "langchain4j-anthropic 1.19.0",
                failedCase("langChain4jAnthropic", "anthropic", "the client threw: call 3 threw java.io.IOException: connection"
                        + " closed locally")));

        assertThat(report.publishable()).as("a failure that names no known defect is not yet understood").isFalse();
        assertThat(report.findings()).isEmpty();
    }

    @Test
    void everyFailedForkOfEveryFailedCaseIsAFailure() {
        Report report = report(run("OpenAiJavaBenchmark", "openai-java 4.105.0",
                okCase("openAiJavaChat", "chat", figures(7000, 900, 190, 57.4, 4900), 2100),
                failedCase("openAiJavaResponses", "responses", "call 3 returned \"Bye.\", expected \"Hello.\"")));

        assertThat(report.publishable()).isFalse();
        assertThat(report.failures()).extracting(Report.Failure::line).containsExactly(
                "OpenAiJavaBenchmark.openAiJavaResponses: fork 2/2 on cpu 1: call 3 returned \"Bye.\", expected \"Hello.\""
                        + " (evidence: /tmp/evidence/fork-02)");
    }

    @Test
    void skippedAndMissingForksAreFailuresToo() {
        CaseResult failed = failedCase("c", "chat", "exit 1");
        CaseResult skipped = new CaseResult("c", false, null, failed.settings(), failed.summaries(), failed.latencies(), Map.of(), 3,
                failed.forks().subList(0, 1), Map.of());

        assertThat(skipped.failureReasons()).containsExactly("3 fork(s) skipped after the first failure");
        CaseResult missing = new CaseResult("c", false, null, failed.settings(), failed.summaries(), failed.latencies(), Map.of(), 0,
                failed.forks().subList(0, 1), Map.of());
        assertThat(missing.failureReasons()).containsExactly("only 1 of 2 forks ran");
    }

    @Test
    void unsupportedCaseIsShownButDoesNotStopPublication() {
        CaseResult unsupported = withStatus(failedCase("geminiTools", "gemini", "no tools"), CaseResult.UNSUPPORTED);
        Report report = report(run("GoogleGenAiBenchmark", "google-genai 2.0.0", unsupported));

        assertThat(unsupported.failed()).isFalse();
        assertThat(report.rows()).hasSize(1);
        assertThat(report.failures()).isEmpty();
    }

    @Test
    void emptyReportIsNotPublishable() {
        assertThat(new Report(List.of()).failures()).extracting(Report.Failure::line)
                .containsExactly("no results files were found");
    }

    @Test
    void runTheEngineMarkedNotPublishableKeepsItsReason() {
        Run ok = run("X", "x 1", okCase("a", "chat", figures(1, 1, 1, 1, 1), 1));
        Run marked = new Run(ok.schemaVersion(), ok.benchmark(), ok.library(), ok.started(), ok.finished(), false,
                List.of("fixture saw 26 requests, expected 25"), ok.environment(), ok.loadAtEnd(), ok.settings(), ok.cases(),
                Map.of());

        assertThat(new Report(List.of(new RunFile(Path.of("x.json"), marked))).failures()).extracting(Report.Failure::line)
                .containsExactly("X: fixture saw 26 requests, expected 25");
    }

    @Test
    void environmentsGroupRunsByMachine() {
        Run a = run("A", "a 1", okCase("a", "chat", figures(1, 1, 1, 1, 1), 1));
        Run b = run("B", "b 1", okCase("b", "chat", figures(1, 1, 1, 1, 1), 1));
        Run c = new Run(b.schemaVersion(), "dev.C", b.library(), b.started(), b.finished(), true, List.of(),
                Synthetic.environment("ci-runner-2"), b.loadAtEnd(), b.settings(), b.cases(), Map.of());

        Map<Environment, List<String>> environments = report(a, b, c).environments();

        assertThat(environments.values()).containsExactly(List.of("A", "B"), List.of("C"));
    }

    @Test
    void fewerForksThanTheMostIsFineButFewerThanTheFewestIsAFailure() {
        CaseResult full = okCase("openAiJavaChat", "chat", figures(7000, 900, 190, 57.4, 4900), 2100);
        var s = full.settings();
        var most = s.withStartup(new dev.sdkbench.results.model.CaseSettings.Startup(40, 3, 20, 200, 0.03, 600));
        CaseResult precise = new CaseResult(full.id(), true, full.fileStatus(), most, full.summaries(), full.latencies(), full.summaryExtra(),
                full.steadyState(), full.streamFixture(), full.precision(), 0, 5, CaseResult.PRECISE, full.forks(), full.extra());
        assertThat(precise.failed()).as("3 start-up forks of at most 40, precise, and its 2 steady forks").isFalse();
        assertThat(precise.failureReasons()).isEmpty();

        CaseResult short1 = new CaseResult(full.id(), true, full.fileStatus(), most, full.summaries(), full.latencies(), full.summaryExtra(),
                full.steadyState(), full.streamFixture(), full.precision(), 0, 6, CaseResult.BUDGET, full.forks(), full.extra());
        assertThat(short1.failed()).isTrue();
        assertThat(short1.failureReasons()).containsExactly("only 5 of at least 6 forks ran");

        CaseResult stopped = new CaseResult(full.id(), true, full.fileStatus(), most, full.summaries(), full.latencies(), full.summaryExtra(),
                full.steadyState(), full.streamFixture(), full.precision(), 0, 5, CaseResult.FAILED, full.forks(), full.extra());
        assertThat(stopped.failureReasons()).containsExactly("the engine stopped the case's forks on a failure");
    }
}
