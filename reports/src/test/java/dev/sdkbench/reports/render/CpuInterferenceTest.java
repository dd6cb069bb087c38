package dev.sdkbench.reports.render;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import dev.sdkbench.results.Synthetic;
import dev.sdkbench.results.model.CaseResult;
import dev.sdkbench.results.model.Fork;
import dev.sdkbench.results.model.Interference;

/** A case's interference in the report: the median and the most over the forks that measured it. */
class CpuInterferenceTest {

    private static final CaseResult CASE = Synthetic.okCase("jdkHttpClient", "chat",
            Synthetic.figures(800, Double.NaN, 60, 10, 300), 900);

    @Test
    void aCaseShowsTheMedianAndTheMostOfItsForksAndTheLargestSteal() {
        CaseResult measured = withInterference(CASE, 2.0, 30.0, 6.0, null);

        assertThat(CpuInterference.cells(measured)).containsExactly("3", "6.0%", "30.0%", "3.0%");
    }

    @Test
    void aCaseWhoseForksWereNotMeasuredSaysSoWithoutFigures() {
        assertThat(CpuInterference.cells(CASE)).containsExactly("0", Format.NONE, Format.NONE, Format.NONE);
    }

    /** The case with each fork's interference in order ({@code null}: not measured), its steal a tenth of it. */
    private static CaseResult withInterference(CaseResult c, Double... percent) {
        List<Fork> forks = new ArrayList<>();
        for (int i = 0; i < c.forks().size(); i++) {
            Fork f = c.forks().get(i);
            Double p = i < percent.length ? percent[i] : null;
            Interference reading = p == null ? null : new Interference(p, p / 10, 200, 100, 90, 5, Math.round(p * 2), Map.of());
            forks.add(new Fork(f.fork(), f.protocol(), f.worker(), f.cpu(), f.failure(), f.exit(), f.result(), f.fixture(),
                    f.command(), f.jvmOptions(), f.evidence(), reading, f.extra()));
        }
        return new CaseResult(c.id(), c.ok(), c.fileStatus(), c.settings(), c.summaries(), c.latencies(), c.summaryExtra(),
                c.steadyState(), c.streamFixture(), c.precision(), c.skippedForks(), c.fewestForks(), c.forkStop(), forks, c.extra());
    }
}
