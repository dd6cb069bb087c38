package dev.sdkbench.results.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.Arrays;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;

class MedianChangeTest {

    @Test
    void theChangeIsTheRatioOfTheMediansLessOne() {
        // Medians by hand: before (1, 2, 3, 4) → 2.5; after (3, 3, 4, 6) → 3.5; 3.5 / 2.5 − 1 = 0.4.
        MedianChange c = MedianChange.of(new double[] {4, 1, 3, 2}, new double[] {3, 6, 3, 4}, 1000, 1);
        assertThat(c.change()).isCloseTo(0.4, within(1e-12));
    }

    @Test
    void identicalConstantSamplesGiveAZeroWidthIntervalAtZero() {
        double[] same = {100, 100, 100};
        MedianChange c = MedianChange.of(same, same, 1000, 1);
        assertThat(c.change()).isZero();
        assertThat(c.low()).isZero();
        assertThat(c.high()).isZero();
        assertThat(c.excludesZero()).isFalse();
    }

    @Test
    void twoForksEachGiveTheExtremeRatiosAsTheIntervalsBounds() {
        // Each resample's median of two values is the low one, the high one or their mean; the
        // changes lie between 11/11 − 1 and 12/10 − 1.
        MedianChange c = MedianChange.of(new double[] {10, 11}, new double[] {11, 12}, 10_000, 3);
        assertThat(c.change()).isCloseTo(11.5 / 10.5 - 1, within(1e-12));
        assertThat(c.low()).isGreaterThanOrEqualTo(11.0 / 11 - 1).isLessThan(c.change());
        assertThat(c.high()).isLessThanOrEqualTo(12.0 / 10 - 1).isGreaterThan(c.change());
    }

    @Test
    void aClearTenPercentShiftExcludesZeroAndNoiseDoesNot() {
        SplittableRandom random = new SplittableRandom(7);
        double[] before = normal(random, 40, 1000, 10);
        double[] after = Arrays.stream(normal(random, 40, 1000, 10)).map(v -> v * 1.10).toArray();
        MedianChange shift = MedianChange.of(before, after, MedianChange.DEFAULT_RESAMPLES, 1);
        assertThat(shift.change()).isCloseTo(0.10, within(0.02));
        assertThat(shift.low()).isPositive();
        assertThat(shift.excludesZero()).isTrue();

        double[] noisyBefore = normal(random, 10, 1000, 400);
        double[] noisyAfter = Arrays.stream(normal(random, 10, 1000, 400)).map(v -> v * 1.10).toArray();
        MedianChange noise = MedianChange.of(noisyBefore, noisyAfter, MedianChange.DEFAULT_RESAMPLES, 1);
        assertThat(noise.low()).isNegative();
        assertThat(noise.high()).isPositive();
        assertThat(noise.excludesZero()).isFalse();
    }

    @Test
    void theSameSeedGivesTheSameInterval() {
        double[] before = {5, 7, 6, 9, 8};
        double[] after = {6, 8, 7, 9, 9};
        assertThat(MedianChange.of(before, after, 2000, 11)).isEqualTo(MedianChange.of(before, after, 2000, 11));
    }

    @Test
    void aZeroBaselineOrMissingValuesAreRefused() {
        assertThatThrownBy(() -> MedianChange.of(new double[] {0, 0}, new double[] {1, 1}, 100, 1))
                .hasMessageContaining("before median is 0");
        assertThatThrownBy(() -> MedianChange.of(new double[] {}, new double[] {1}, 100, 1)).hasMessageContaining("no before values");
        assertThatThrownBy(() -> MedianChange.of(new double[] {1}, new double[] {Double.NaN}, 100, 1))
                .hasMessageContaining("after value NaN");
    }

    private static double[] normal(SplittableRandom random, int n, double mean, double sd) {
        double[] out = new double[n];
        for (int i = 0; i < n; i++) {
            // Box–Muller: enough for test data.
            double u = 1 - random.nextDouble();
            double v = random.nextDouble();
            out[i] = mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
        }
        return out;
    }
}
