package dev.sdkbench.results.stats.paired;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

class SignedRankTest {

    @Test
    void criticalRanksAreThoseOfTheWilcoxonTables() {
        // Two-sided 5% critical values of the signed-rank statistic: 0 for n = 6, 8 for 10, 52 for 20;
        // the interval's ends are the (critical + 1)-th smallest and largest Walsh averages.
        assertThat(SignedRank.criticalRank(5, 0.025)).as("5 pairs give no 95%% interval").isZero();
        assertThat(SignedRank.criticalRank(6, 0.025)).isEqualTo(1);
        assertThat(SignedRank.criticalRank(10, 0.025)).isEqualTo(9);
        assertThat(SignedRank.criticalRank(20, 0.025)).isEqualTo(53);
    }

    @Test
    void theEstimateIsTheMedianOfTheWalshAveragesAndTheIntervalHoldsIt() {
        SignedRank r = SignedRank.of(new double[] {0.10, 0.12, 0.08, 0.11, 0.09, 0.10, 0.50}, 0.95);
        assertThat(r.estimate()).as("one pair that met a jump of the machine barely moves it").isCloseTo(0.105, within(0.01));
        assertThat(r.low()).isLessThan(r.estimate());
        assertThat(r.high()).isGreaterThan(r.estimate());
        assertThat(r.confidence()).isGreaterThanOrEqualTo(0.95);
    }

    @Test
    void tooFewPairsGiveAnEstimateButNoInterval() {
        SignedRank r = SignedRank.of(new double[] {0.1, 0.2, 0.3}, 0.95);
        assertThat(r.estimate()).isCloseTo(0.2, within(1e-12));
        assertThat(r.low()).isNaN();
        assertThat(r.high()).isNaN();
    }
}
