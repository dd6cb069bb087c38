package dev.sdkbench.results.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;


class BootstrapTest {

    private static double[] sample(int n, double centre, double spread, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        double[] values = new double[n];
        for (int i = 0; i < n; i++) {
            values[i] = centre + spread * (random.nextDouble() - 0.5);
        }
        return values;
    }

    @Test
    void sameSeedGivesTheSameInterval() {
        double[] values = sample(40, 100, 10, 1);

        assertThat(Bootstrap.medianCi(values, 42)).isEqualTo(Bootstrap.medianCi(values, 42));
    }

    @Test
    void intervalContainsTheMedian() {
        double[] values = sample(40, 100, 10, 2);

        Bootstrap.Interval ci = Bootstrap.medianCi(values, 7);

        assertThat(ci.contains(Percentiles.median(values))).as("%s contains the median", ci).isTrue();
        assertThat(ci.width()).isPositive();
    }

    @Test
    void identicalValuesGiveAPoint() {
        double[] values = new double[40];
        Arrays.fill(values, 3.25);

        assertThat(Bootstrap.medianCi(values, 7)).isEqualTo(new Bootstrap.Interval(3.25, 3.25));
    }

    @Test
    void widerSampleGivesWiderInterval() {
        Bootstrap.Interval narrow = Bootstrap.medianCi(sample(40, 100, 2, 3), 7);
        Bootstrap.Interval wide = Bootstrap.medianCi(sample(40, 100, 20, 3), 7);

        assertThat(wide.width()).isGreaterThan(narrow.width());
    }

    @Test
    void emptyGivesNaNAndOneValueGivesItself() {
        Bootstrap.Interval none = Bootstrap.medianCi(new double[0], 7);
        assertThat(none.low()).isNaN();
        assertThat(none.high()).isNaN();
        assertThat(Bootstrap.medianCi(new double[] {9.0}, 7)).isEqualTo(new Bootstrap.Interval(9.0, 9.0));
    }

    @Test
    void rejectsZeroResamples() {
        assertThatThrownBy(() -> Bootstrap.medianCi(new double[] {1, 2}, 0, 7))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("resamples must be 1 or more (default 10000), was 0");
    }
}
