package dev.sdkbench.reports.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

class PercentilesTest {

    @Test
    void type7InterpolatesBetweenClosestRanks() {
        double[] sorted = {1, 2, 3, 4};
        // (n − 1)·p: 1.5 → between 2 and 3; 0.75 → 1 + 0.75; 2.925 → 3 + 0.925.
        assertThat(Percentiles.type7(sorted, 0.5)).isEqualTo(2.5);
        assertThat(Percentiles.type7(sorted, 0.25)).isEqualTo(1.75);
        assertThat(Percentiles.type7(sorted, 0.975)).isCloseTo(3.925, within(1e-12));
        assertThat(Percentiles.type7(sorted, 0)).isEqualTo(1);
        assertThat(Percentiles.type7(sorted, 1)).isEqualTo(4);
    }

    @Test
    void oneValueIsEveryPercentileAndNoneIsNaN() {
        assertThat(Percentiles.type7(new double[] {7}, 0.9)).isEqualTo(7);
        assertThat(Percentiles.type7(new double[] {}, 0.5)).isNaN();
    }
}
