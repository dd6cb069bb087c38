package dev.sdkbench.reports.render.headline;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

import dev.sdkbench.results.stats.paired.PairedFigure;
import dev.sdkbench.results.stats.paired.PairedRatio;
import dev.sdkbench.results.stats.paired.PairedVerdict;

class FigureCellTest {

    @Test
    void aNumberKeepsThreeSignificantDigitsAndNoDecimalsItDoesNotNeed() {
        assertThat(FigureCell.number(1772.59)).isEqualTo("1773");
        assertThat(FigureCell.number(80.34)).isEqualTo("80.3");
        assertThat(FigureCell.number(3.141)).isEqualTo("3.14");
        assertThat(FigureCell.number(100)).isEqualTo("100");
    }

    @Test
    void verdictsReadAsWordsForTimesAndForSizes() {
        assertThat(FigureCell.paired(64.9, ratio(PairedFigure.STEADY, 0.81, Double.NaN, Double.NaN, PairedVerdict.UNRESOLVED)).text())
                .isEqualTo("64.9 (0.81×, unclear)");
        assertThat(FigureCell.paired(57.4, ratio(PairedFigure.EARLY_ALLOCATION, 2.47, 2.46, 2.48, PairedVerdict.SLOWER)).text())
                .isEqualTo("57.4 (2.47×, larger)");
        assertThat(FigureCell.paired(108, ratio(PairedFigure.STEADY, 0.69, 0.66, 0.76, PairedVerdict.FASTER)).text())
                .isEqualTo("108 (0.69×, faster)");
        assertThat(FigureCell.paired(100, ratio(PairedFigure.EARLY, 1.0, 0.99, 1.01, PairedVerdict.SAME)).text())
                .isEqualTo("100 (1.00×, same)");
    }

    @Test
    void aSizeMeasuredOnceOnEachSideNeedsNoIntervalAndWithoutTheReferenceHasNoRatio() {
        assertThat(FigureCell.exact(81.84, 2.27).text()).isEqualTo("81.8 (36.05×, larger)");
        assertThat(FigureCell.exact(2.0, 2.27).text()).isEqualTo("2.00 (0.88×, smaller)");
        assertThat(FigureCell.exact(81.84, Double.NaN).text()).isEqualTo("81.8");
        assertThat(FigureCell.missing("not settled").text()).isEqualTo("not settled");
    }

    private static PairedRatio ratio(PairedFigure figure, double ratio, double low, double high, PairedVerdict verdict) {
        return new PairedRatio(figure, 6, ratio, low, high, 1, 1, verdict, 0, 0.969);
    }
}
