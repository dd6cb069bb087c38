package dev.sdkbench.results.stats.paired;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;

class SequentialBoundaryTest {

    @Test
    void theScheduleIsGeometricAndEndsAtTheMostPairs() {
        assertThat(Looks.upTo(40).counts()).containsExactly(6, 8, 10, 13, 16, 20, 25, 32, 40);
        assertThat(Looks.upTo(150).counts()).endsWith(100, 128, 150);
        assertThat(Looks.upTo(300).counts()).endsWith(160, 200, 250, 300);
        assertThat(Looks.upTo(5).sequential()).as("fewer than 6 pairs never give an interval").isFalse();
        assertThat(Looks.upTo(40).indexAtMost(12)).isEqualTo(2);
        assertThat(Looks.upTo(40).after(13)).isEqualTo(16);
    }

    @Test
    void theBoundaryIsWideEarlyAndNearTheFixedCountIntervalAtTheLastLook() {
        SequentialBoundary boundary = SequentialBoundary.of(Looks.upTo(200));

        assertThat(boundary.crossing()).as("the Monte Carlo crossing rate").isLessThanOrEqualTo(SequentialBoundary.ALPHA);
        List<Double> confidences = boundary.confidences();
        assertThat(confidences.get(0)).as("6 pairs are far too few for an O'Brien-Fleming look: no interval").isNaN();
        assertThat(confidences.get(confidences.size() - 1)).as("the last look, " + boundary).isBetween(0.95, 0.99);
        assertThat(boundary.spread()).as("the O'Brien-Fleming constant of ~16 looks").isBetween(1.9, 2.4);
        assertThat(SequentialBoundary.of(Looks.upTo(200))).as("calibrated once, deterministically").isSameAs(boundary);
    }

    @Test
    void theTrueShiftLeavesTheIntervalAtSomeLookInAtMostFivePercentOfIndependentTrials() {
        // Drawn here from a heavy-tailed symmetric law (Student t, 3 degrees of freedom) around a shift, and judged
        // through the public intervals, not through the calibration's rank paths.
        double shift = Math.log(1.04);
        Looks looks = Looks.upTo(40);
        SequentialBoundary boundary = SequentialBoundary.of(looks);
        SplittableRandom random = new SplittableRandom(20261206);
        int trials = 10_000;
        int missed = 0;
        for (int t = 0; t < trials; t++) {
            double[] d = new double[looks.last()];
            for (int i = 0; i < d.length; i++) {
                d[i] = shift + 0.08 * studentT3(random);
            }
            missed += missesAtSomeLook(boundary, looks, d) ? 1 : 0;
        }
        double rate = (double) missed / trials;
        double standardError = Math.sqrt(0.05 * 0.95 / trials);
        assertThat(rate).as("share of %d trials whose true shift left the interval at some look", trials)
                .isLessThanOrEqualTo(SequentialBoundary.ALPHA + 2 * standardError);
        assertThat(rate).as("and the looks spend most of it: not a needlessly wide boundary").isGreaterThan(0.03);
    }

    @Test
    void anIntervalIsReadAtTheLargestLookTheValidPairsReach() {
        double[] d = new SplittableRandom(3).doubles(37, -0.1, 0.1).toArray();
        SequentialBoundary.Look look = SequentialBoundary.of(Looks.upTo(200)).interval(d);
        assertThat(look.pairs()).as("37 pairs read at the look of 32").isEqualTo(32);
        assertThat(look.index()).isEqualTo(7);
        assertThat(SequentialBoundary.of(Looks.upTo(200)).interval(new double[] {0.1, 0.2}).index()).isEqualTo(-1);
        assertThat(look.interval().estimate()).isCloseTo(0, within(0.05));
    }

    private static boolean missesAtSomeLook(SequentialBoundary boundary, Looks looks, double[] d) {
        double shift = Math.log(1.04);
        for (int n : looks.counts()) {
            SignedRank interval = boundary.interval(java.util.Arrays.copyOf(d, n)).interval();
            if (interval.low() > shift || interval.high() < shift) {
                return true;
            }
        }
        return false;
    }

    private static double studentT3(SplittableRandom random) {
        double z = gaussian(random);
        double chi = 0;
        for (int i = 0; i < 3; i++) {
            double g = gaussian(random);
            chi += g * g;
        }
        return z / Math.sqrt(chi / 3);
    }

    private static double gaussian(SplittableRandom random) {
        return Math.sqrt(-2 * Math.log(1 - random.nextDouble())) * Math.cos(2 * Math.PI * random.nextDouble());
    }
}
