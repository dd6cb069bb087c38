package dev.sdkbench.reports.render;

import static dev.sdkbench.results.Synthetic.figures;
import static dev.sdkbench.results.Synthetic.okCase;
import static dev.sdkbench.results.Synthetic.report;
import static dev.sdkbench.results.Synthetic.run;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import dev.sdkbench.results.model.CaseResult;
import dev.sdkbench.results.model.SizesRun;
import dev.sdkbench.reports.render.markdown.MarkdownReport;

class SizesTableTest {

    /** Two forks a size on the line 200 + 2 µs per KiB and 5,000 + 1,100 bytes per KiB, the forks 4 µs apart. */
    private static final SizesRun LADDER = SizesRun.fitted(SizesRun.REPLY_KIB, "KiB", List.of(0, 10, 100), 2, null, List.of(
            point(0, 1, 198, 5000), point(0, 2, 202, 5000), point(10, 1, 218, 16_000), point(10, 2, 222, 16_000),
            point(100, 1, 398, 115_000), point(100, 2, 402, 115_000)));

    private static SizesRun.Point point(int size, int fork, double micros, double bytes) {
        return new SizesRun.Point(size, fork, micros, bytes, Double.NaN, true, 1, "target/x/sizes/" + size + "KiB/fork-0" + fork, null,
                Map.of());
    }

    private static CaseResult sized(CaseResult c, SizesRun sizes) {
        return new CaseResult(c.id(), c.ok(), c.fileStatus(), c.settings(), c.summaries(), c.latencies(), c.summaryExtra(),
                c.steadyState(), c.streamFixture(), c.precision(), c.skippedForks(), c.fewestForks(), c.forkStop(), c.forks(),
                c.extra(), null, sizes);
    }

    @Test
    void theCaptionGivesTheSlopesPerUnitWithTheirIntervalsAndARowPerSizeItsForksPoints() {
        assertThat(LADDER.micros().perUnit()).isEqualTo(2.0, org.assertj.core.api.Assertions.within(1e-9));
        assertThat(SizesTable.caption(LADDER)).startsWith("replyKiB: 2.000 [").contains("] µs per KiB, 1100 [")
                .endsWith("] bytes per KiB (least squares over 6 forks' points, 95% t interval)");
        assertThat(SizesTable.rows(LADDER)).containsExactly(List.of("0 KiB", "2/2", "198.0, 202.0", "5000, 5000", "–, –"),
                List.of("10 KiB", "2/2", "218.0, 222.0", "16000, 16000", "–, –"),
                List.of("100 KiB", "2/2", "398.0, 402.0", "115000, 115000", "–, –"));
    }

    @Test
    void theMarkdownReportHasASizesTablePerCaseThatRanALadderAndAFailedLadderFailsItsCase() {
        CaseResult ok = sized(okCase("sized", "chat", figures(900, 300, 60, 40, 700), 10), LADDER);
        String md = MarkdownReport.render(report(run("A", "openai-java 4.105.0", ok,
                okCase("plain", "chat", figures(900, 300, 60, 40, 700), 10))));
        assertThat(md).contains("## By reply size").contains("### openai-java sized").doesNotContain("### openai-java plain")
                .contains("| 100 KiB | 2/2 | 398.0, 402.0 | 115000, 115000 | –, – |");
        assertThat(ok.failed()).isFalse();

        SizesRun broken = SizesRun.fitted(SizesRun.REPLY_KIB, "KiB", List.of(0, 10), 1, "call 4 returned \"Hi\"", List.of(
                point(0, 1, 198, 5000), new SizesRun.Point(10, 1, Double.NaN, Double.NaN, Double.NaN, false, 1, "target/x", "call 4 returned"
                        + " \"Hi\"", Map.of())));
        CaseResult failed = sized(okCase("sized", "chat", figures(900, 300, 60, 40, 700), 10), broken);
        assertThat(failed.failed()).isTrue();
        assertThat(failed.failureReasons()).contains("sizes: call 4 returned \"Hi\"");
        assertThat(SizesTable.caption(broken)).contains("(no interval)").endsWith("; FAILED: call 4 returned \"Hi\"");
    }
}
