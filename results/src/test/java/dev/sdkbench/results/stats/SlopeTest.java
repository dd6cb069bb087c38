package dev.sdkbench.results.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;

class SlopeTest {

    @Test
    void pointsOnALineGiveItsSlopeAndInterceptWithAZeroWidthInterval() {
        Slope line = Slope.fit(new double[] {0, 10, 100, 1000}, new double[] {50, 70, 250, 2050});
        assertThat(line.perUnit()).isCloseTo(2.0, within(1e-9));
        assertThat(line.intercept()).isCloseTo(50.0, within(1e-9));
        assertThat(line.high() - line.low()).isCloseTo(0.0, within(1e-9));
        assertThat(line.points()).isEqualTo(4);
    }

    @Test
    void theNinetyFivePercentIntervalHoldsThePlantedSlopeAboutNinetyFiveTimesInAHundred() {
        SplittableRandom random = new SplittableRandom(7);
        double[] sizes = {10, 10, 100, 100, 1000, 1000};
        int held = 0;
        for (int trial = 0; trial < 1000; trial++) {
            double[] figures = new double[sizes.length];
            for (int i = 0; i < sizes.length; i++) {
                figures[i] = 300 + 3.0 * sizes[i] + gaussian(random) * 40;
            }
            held += Slope.fit(sizes, figures).contains(3.0) ? 1 : 0;
        }
        assertThat(held).as("trials of 1000 whose interval held the planted 3.0").isBetween(930, 970);
    }

    @Test
    void oneSizeOrTwoPointsGiveNoInterval() {
        assertThat(Slope.fit(new double[] {5, 5, 5}, new double[] {1, 2, 3}).perUnit()).isNaN();
        Slope two = Slope.fit(new double[] {1, 2}, new double[] {1, 3});
        assertThat(two.perUnit()).isEqualTo(2.0);
        assertThat(two.low()).isNaN();
        assertThat(two.high()).isNaN();
    }

    private static double gaussian(SplittableRandom random) {
        return Math.sqrt(-2 * Math.log(1 - random.nextDouble())) * Math.cos(2 * Math.PI * random.nextDouble());
    }
}
