package dev.sdkbench.reports.render;

import static dev.sdkbench.results.Synthetic.figures;
import static dev.sdkbench.results.Synthetic.okCase;
import static dev.sdkbench.results.Synthetic.pinned;
import static dev.sdkbench.results.Synthetic.report;
import static dev.sdkbench.results.Synthetic.run;
import static dev.sdkbench.results.Synthetic.unsettled;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

import dev.sdkbench.results.model.CaseResult;
import dev.sdkbench.reports.render.html.HtmlReport;
import dev.sdkbench.reports.render.markdown.MarkdownReport;

class CpuSplitTest {

    /** Three start-up forks (early 900, 1000, 1100 µs) and two steady forks (100 µs each). */
    private static CaseResult measured(String id) {
        return okCase(id, "chat", figures(1000, 100, 100, 50, 1500), 2000);
    }

    @Test
    void setsEachCpusForksAgainstTheOtherCpusForksOfTheSameCase() {
        // Early: cpu 0 has 900, cpu 1 has 1000 and 1100 (median 1050). Steady: one 100-µs fork on each.
        var lines = CpuSplit.lines(report(run("OpenAiJavaBenchmark", "openai-java 4.105.0", pinned(measured("chat"), 0, 1, 1, 0, 1))));

        assertThat(lines).containsExactly(
                "Figures by CPU, early µs/call: cpu 0 ×0.857 of the other CPUs' (median of 1 case, 0.86–0.86);"
                        + " cpu 1 ×1.167 of the other CPUs' (median of 1 case, 1.17–1.17)",
                "Figures by CPU, steady µs/call: cpu 0 ×1.000 of the other CPUs' (median of 1 case, 1.00–1.00);"
                        + " cpu 1 ×1.000 of the other CPUs' (median of 1 case, 1.00–1.00)");
    }

    @Test
    void takesTheMedianOverCasesAndLeavesOutCasesOnOneCpu() {
        CaseResult slowOnZero = pinned(measured("a"), 0, 1, 1, 0, 1);
        CaseResult fastOnZero = pinned(measured("b"), 1, 1, 0, 0, 1);   // cpu 0: 1100, cpu 1: 950
        CaseResult oneCpu = pinned(measured("c"), 1, 1, 1, 1, 1);

        var lines = CpuSplit.lines(report(run("FloorBenchmark", "floor", slowOnZero, fastOnZero, oneCpu)));

        assertThat(lines.get(0)).startsWith("Figures by CPU, early µs/call: cpu 0 ×1.008 of the other CPUs' (median of 2 cases, 0.86–1.16)");
    }

    @Test
    void countsOnlySettledSteadyForks() {
        CaseResult notSettled = pinned(unsettled(measured("chat"), "JIT still compiling"), 0, 1, 1, 0, 1);

        assertThat(CpuSplit.lines(report(run("OpenAiJavaBenchmark", "openai-java 4.105.0", notSettled))))
                .singleElement().asString().startsWith("Figures by CPU, early µs/call:");
    }

    @Test
    void saysNothingWhenEveryForkRanOnOneCpu() {
        var report = report(run("OpenAiJavaBenchmark", "openai-java 4.105.0", pinned(measured("chat"), 1, 1, 1, 1, 1)));

        assertThat(CpuSplit.lines(report)).isEmpty();
        assertThat(MarkdownReport.render(report)).doesNotContain("Figures by CPU");
    }

    @Test
    void bothReportsListItUnderTheEnvironment() {
        var report = report(run("OpenAiJavaBenchmark", "openai-java 4.105.0", pinned(measured("chat"), 0, 1, 1, 0, 1)));

        assertThat(MarkdownReport.render(report)).contains("- Figures by CPU, steady µs/call: cpu 0 ×1.000");
        assertThat(HtmlReport.render(report)).contains("<dt>Figures by CPU, steady µs/call</dt>");
    }
}
