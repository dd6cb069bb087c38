package dev.sdkbench.reports.render.markdown;

import static dev.sdkbench.results.Synthetic.failedCase;
import static dev.sdkbench.results.Synthetic.okCase;
import static dev.sdkbench.results.Synthetic.run;
import static dev.sdkbench.results.Synthetic.summary;
import static dev.sdkbench.results.Synthetic.unmeasured;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;

import dev.sdkbench.results.Synthetic;
import dev.sdkbench.results.model.CaseResult;
import dev.sdkbench.results.model.Pair;
import dev.sdkbench.results.model.Report;
import dev.sdkbench.results.model.Run;
import dev.sdkbench.results.model.RunFile;
import dev.sdkbench.results.model.Summary;
import dev.sdkbench.results.stats.paired.PairedComparison;

class SummaryMarkdownTest {

    private static final String FULL_REPORT = "target/sdkbench-reports/report.md";
    private static final Pattern ROW = Pattern.compile("(?m)^\\| (?!Case \\||---).*\\|$");
    private static final Pattern LEFT_OUT = Pattern.compile("\\*(\\d+) (rows|failures) left out to keep this summary under 60,000"
            + " characters; the full report has them all: `" + Pattern.quote(FULL_REPORT) + "`\\.\\*");

    @Test
    void theMainJobFitsWholeInAPullRequestCommentThoughItsReportDoesNot() {
        Report mainJob = Synthetic.mainJobSuite();

        String summary = SummaryMarkdown.render(mainJob, FULL_REPORT);

        assertThat(MarkdownReport.render(mainJob).length()).as("report.md").isGreaterThan(65_536);
        assertThat(SummaryMarkdown.size(summary)).as("UTF-8 bytes").isLessThan(SummaryMarkdown.LIMIT)
                .isGreaterThanOrEqualTo(summary.length());
        assertThat(summary).startsWith("## junit-sdkbench: 40 cases, publishable\n").contains("**Resolved: 110 of 168 ratios**")
                .contains("| Case | Over | Figure | Ratio | 95% interval | Verdict |")
                .contains("| openAiJavaChat | FloorBenchmark.minimalChat (reference) | first response | 2.83× | 2.66–3.01 (6 pairs)"
                        + " | **SLOWER** |")
                .contains("| openAiJavaChat | FloorBenchmark.minimalChat (reference) | steady | 0.81× | none: 2 pairs, 6 needed"
                        + " | UNRESOLVED |")
                .doesNotContain("left out").doesNotContain("### Failures").endsWith("`" + FULL_REPORT + "`.\n");
        assertThat(rows(summary)).hasSize(168);
    }

    @Test
    void rowsComeBaselineFirstThenSlowerThenUnresolved() {
        Report report = new Report(List.of(new RunFile(Path.of("UpgradeBenchmark.json"), baselineRun(2.0)),
                Synthetic.mainJobSuite().runs().get(0)));

        List<String> rows = rows(SummaryMarkdown.render(report, FULL_REPORT));

        assertThat(rows.get(0)).startsWith("| chat | chat@1.0 (baseline) | early | 2.00× |").endsWith("| **SLOWER** |");
        List<Integer> order = rows.stream().map(r -> r.contains("SLOWER") || r.contains("LARGER") ? 0
                : r.contains("FASTER") || r.contains("SMALLER") ? 1 : r.contains("UNRESOLVED") ? 2 : 3).toList();
        // The baseline's 4 figures, then the reference pair's 6, slower first, then unresolved.
        assertThat(rows).hasSize(4 + 6);
        assertThat(order.subList(0, 4)).as(rows.toString()).isSorted();
        assertThat(order.subList(4, 10)).as(rows.toString()).isSorted().contains(0, 2);
        assertThat(SummaryMarkdown.render(report, FULL_REPORT)).contains("**Slower than the baseline: 1 figure, which fails the build.**");
    }

    @Test
    void aHugeRunStaysUnderTheLimitAndSaysHowManyRowsAndFailuresItLeftOut() {
        List<RunFile> files = new ArrayList<>();
        files.add(new RunFile(Path.of("UpgradeBenchmark.json"), baselineRun(2.0)));
        for (int copy = 1; copy <= 10; copy++) {
            for (RunFile f : Synthetic.mainJobSuite().runs()) {
                files.add(new RunFile(f.source(), renamed(f.run(), "Copy" + copy)));
            }
        }
        List<CaseResult> broken = new ArrayList<>();
        for (int i = 0; i < 3000; i++) {
            broken.add(failedCase("broken" + i, "chat", "call 3 returned \"Bye.\", expected \"Hello.\""));
        }
        files.add(new RunFile(Path.of("BrokenBenchmark.json"), run("BrokenBenchmark", "broken-sdk 0.1", broken.toArray(CaseResult[]::new))));
        Report huge = new Report(files);
        int ratios = PairedComparison.of(huge, PairedComparison.DEFAULT_TOLERANCE).stream().mapToInt(c -> c.ratios().size()).sum();

        String summary = SummaryMarkdown.render(huge, FULL_REPORT);

        // The baseline pair's 4 figures (first response, early, early allocation, RSS) and 10 copies of the main job's 168:
        // some 190,000 characters of rows, and 3,000 failures of about 120 each.
        assertThat(ratios).as("ratios of the huge run").isEqualTo(10 * 168 + 4);
        assertThat(SummaryMarkdown.size(summary)).as("UTF-8 bytes, never fewer than its characters").isLessThan(SummaryMarkdown.LIMIT);
        Map<String, Integer> leftOut = leftOut(summary);
        assertThat(leftOut).containsOnlyKeys("rows", "failures");
        List<String> rows = rows(summary);
        assertThat(rows).isNotEmpty();
        assertThat(rows.get(0)).as("the baseline's regression is kept").startsWith("| chat | chat@1.0 (baseline) | early |");
        assertThat(rows).as("a case name that several classes have is named with its class")
                .anyMatch(r -> r.startsWith("| Copy1AnthropicJavaBenchmark.anthropicJavaMessages | "));
        assertThat(rows.size() + leftOut.get("rows")).isEqualTo(ratios);
        int failuresShown = (int) summary.lines().filter(l -> l.startsWith("- BrokenBenchmark.broken")).count();
        assertThat(summary).contains("### Failures (" + huge.failures().size() + ")");
        assertThat(failuresShown).as("failures shown").isPositive();
        assertThat(failuresShown + leftOut.get("failures")).isEqualTo(huge.failures().size());
    }

    @Test
    void aFailureOfAThousandWordsIsCutAndTheFullReportHasItWhole() {
        String reason = "x".repeat(5000);
        Report report = Synthetic.report(run("BrokenBenchmark", "broken-sdk 0.1", failedCase("broken", "chat", reason)));

        String summary = SummaryMarkdown.render(report, FULL_REPORT);

        assertThat(summary).contains("**NOT PUBLISHABLE** (1 failure").contains("No case ran side by side");
        String line = summary.lines().filter(l -> l.startsWith("- BrokenBenchmark.broken")).findFirst().orElseThrow();
        assertThat(line).hasSize(2 + SummaryMarkdown.LINE_LIMIT).endsWith("…");
    }

    /** {@code chat} at early µs {@code factor} times {@code chat@1.0}'s in each of six rounds, read against it as the baseline. */
    private static Run baselineRun(double factor) {
        Map<String, Summary> before = new LinkedHashMap<>();
        before.put("earlyMicros", summary(100, 105, 110, 115, 120, 125));
        before.put("steadyMicros", unmeasured());
        Map<String, Summary> after = new LinkedHashMap<>();
        after.put("earlyMicros", summary(100 * factor, 105 * factor, 110 * factor, 115 * factor, 120 * factor, 125 * factor));
        after.put("steadyMicros", unmeasured());
        return Synthetic.withPairs(run("UpgradeBenchmark", "chat-sdk 1.1", okCase("chat", "chat", after, 300),
                okCase("chat@1.0", "chat", before, 150)), new Pair("chat", "chat@1.0", Pair.Role.BASELINE));
    }

    private static Run renamed(Run r, String prefix) {
        String benchmark = r.benchmark().substring(0, r.benchmark().lastIndexOf('.') + 1) + prefix + r.benchmarkName();
        return new Run(r.schemaVersion(), benchmark, r.library(), r.started(), r.finished(), r.publishable(), r.failures(),
                r.environment(), r.loadAtEnd(), r.settings(), r.cases(), r.pairs(), r.extra());
    }

    private static List<String> rows(String summary) {
        List<String> rows = new ArrayList<>();
        Matcher m = ROW.matcher(summary);
        while (m.find()) {
            rows.add(m.group());
        }
        return rows;
    }

    private static Map<String, Integer> leftOut(String summary) {
        Map<String, Integer> counts = new LinkedHashMap<>();
        Matcher m = LEFT_OUT.matcher(summary);
        while (m.find()) {
            counts.put(m.group(2), Integer.parseInt(m.group(1)));
        }
        return counts;
    }
}
