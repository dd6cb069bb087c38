package dev.sdkbench.results.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

class PercentilesTest {

    @Test
    void sortedValuesInterpolateBetweenClosestRanks() {
        double[] sorted = {1, 2, 3, 4};
        // (n − 1)·p: 1.5 → between 2 and 3; 0.75 → 1 + 0.75; 2.925 → 3 + 0.925.
        assertThat(Percentiles.ofSorted(sorted, 0.5)).isEqualTo(2.5);
        assertThat(Percentiles.ofSorted(sorted, 0.25)).isEqualTo(1.75);
        assertThat(Percentiles.ofSorted(sorted, 0.975)).isCloseTo(3.925, within(1e-12));
        assertThat(Percentiles.ofSorted(sorted, 0)).isEqualTo(1);
        assertThat(Percentiles.ofSorted(sorted, 1)).isEqualTo(4);
    }

    @Test
    void oneValueIsEveryPercentileAndNoneIsNaN() {
        assertThat(Percentiles.ofSorted(new double[] {7}, 0.9)).isEqualTo(7);
        assertThat(Percentiles.ofSorted(new double[] {}, 0.5)).isNaN();
    }

    @Test
    void fiveValuesGiveTheSecondAndFourthAsQuartiles() {
        // LM15's example: type 7 gives 5.1/5.4 where commons-math (JMH) would give 5.05/5.7.
        double[] values = {6.0, 5.1, 5.4, 5.0, 5.2};

        assertThat(Percentiles.of(values, 0.25)).isEqualTo(5.1);
        assertThat(Percentiles.of(values, 0.75)).isEqualTo(5.4);
        assertThat(Percentiles.median(values)).isEqualTo(5.2);
        assertThat(Percentiles.of(values, 0.0)).isEqualTo(5.0);
        assertThat(Percentiles.of(values, 1.0)).isEqualTo(6.0);
    }

    @Test
    void fortyValuesInterpolateBetweenNeighbours() {
        // Values k² for k = 1..40, given in reverse so the method has to sort them.
        double[] values = new double[40];
        for (int k = 1; k <= 40; k++) {
            values[40 - k] = k * k;
        }
        // p25: position 39 · 0.25 = 9.75, between the 10th (100) and 11th (121) sorted values:
        //      100 + 0.75 · (121 − 100) = 115.75.
        assertThat(Percentiles.of(values, 0.25)).isCloseTo(115.75, within(1e-9));
        // median: position 19.5, between the 20th (400) and 21st (441): 420.5.
        assertThat(Percentiles.median(values)).isCloseTo(420.5, within(1e-9));
        // p75: position 29.25, between the 30th (900) and 31st (961): 900 + 0.25 · 61 = 915.25.
        assertThat(Percentiles.of(values, 0.75)).isCloseTo(915.25, within(1e-9));
    }

    @Test
    void evenCountMedianIsTheMeanOfTheMiddleTwo() {
        assertThat(Percentiles.median(new double[] {1, 2, 3, 10})).isEqualTo(2.5);
    }

    @Test
    void doesNotReorderTheCallersArray() {
        double[] values = {3, 1, 2};
        Percentiles.median(values);
        assertThat(values).containsExactly(3, 1, 2);
    }

    @Test
    void emptyGivesNaNAndOneValueGivesItself() {
        assertThat(Percentiles.median(new double[0])).isNaN();
        assertThat(Percentiles.of(new double[] {7.5}, 0.9)).isEqualTo(7.5);
    }

    @Test
    void rejectsAPercentileOutsideZeroToOne() {
        assertThatThrownBy(() -> Percentiles.of(new double[] {1, 2}, 25))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("percentile must lie in 0..1 (e.g. 0.25 for p25), was 25.0");
    }
}
