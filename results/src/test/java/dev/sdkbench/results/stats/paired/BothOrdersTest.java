package dev.sdkbench.results.stats.paired;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.Arrays;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;

import dev.sdkbench.results.Synthetic;
import dev.sdkbench.results.model.CaseResult;
import dev.sdkbench.results.model.Pair;

class BothOrdersTest {

    private static final double TRUE_RATIO = 1.05;
    private static final double BUILT_FIRST = 1.03;

    @Test
    void aRoundsTwoOrdersCancelTheCostOfBeingBuiltFirstAndKeepTheTrueRatio() {
        double[][] rounds = BothOrders.rounds(new double[] {TRUE_RATIO * BUILT_FIRST * 1000}, new double[] {TRUE_RATIO * 1000},
                new double[] {BUILT_FIRST * 1000}, new double[] {1000});

        assertThat(rounds[0][0] / rounds[1][0]).as("case built first reads %.3f, the other built first %.3f",
                TRUE_RATIO * BUILT_FIRST, TRUE_RATIO / BUILT_FIRST).isCloseTo(TRUE_RATIO, within(1e-12));
    }

    @Test
    void startUpForksBesideTheOtherBuildGiveTheEarlyFigureFromBothOrdersAndLeaveTheFirstResponseToItsForks() {
        int rounds = 40;
        SplittableRandom random = new SplittableRandom(7);
        double[] candidateOwn = new double[rounds];
        double[] candidateBeside = new double[rounds];
        double[] baselineOwn = new double[rounds];
        double[] baselineBeside = new double[rounds];
        for (int i = 0; i < rounds; i++) {
            // Each JVM lands ±15% apart; its two builds share that, and the build made first pays 3% more.
            double candidateJvm = 1500 * Math.exp(0.15 * random.nextGaussian());
            double baselineJvm = 1500 * Math.exp(0.15 * random.nextGaussian());
            candidateOwn[i] = candidateJvm * TRUE_RATIO * BUILT_FIRST * Math.exp(0.01 * random.nextGaussian());
            baselineBeside[i] = candidateJvm;
            baselineOwn[i] = baselineJvm * BUILT_FIRST * Math.exp(0.01 * random.nextGaussian());
            candidateBeside[i] = baselineJvm * TRUE_RATIO;
        }
        CaseResult candidate = Synthetic.withPartnerEarly(Synthetic.okCase("chat", "chat",
                Synthetic.earlyOnly(filled(rounds, 1500)), 300), candidateOwn, baselineBeside);
        CaseResult baseline = Synthetic.withPartnerEarly(Synthetic.okCase("chat@baseline", "chat",
                Synthetic.earlyOnly(filled(rounds, 1500)), 300), baselineOwn, candidateBeside);

        PairedComparison comparison = PairedComparison.of(new Pair("chat", "chat@baseline", Pair.Role.BASELINE), candidate,
                baseline, 0.02);

        PairedRatio early = comparison.ratio(PairedFigure.EARLY).orElseThrow();
        assertThat(early.ratio()).as("JVMs 15%% apart, the true ratio 1.05, the build made first 3%% slower: %s", early)
                .isCloseTo(TRUE_RATIO, within(0.01));
        assertThat(early.verdict()).as("%s", early).isEqualTo(PairedVerdict.SLOWER);
        assertThat(comparison.ratio(PairedFigure.FIRST_RESPONSE).orElseThrow().ratio())
                .as("the first response still pairs the forks of a round, each its own build's").isCloseTo(1.0, within(1e-9));
        assertThat(comparison.ratio(PairedFigure.RSS)).as("memory after the last call holds both builds: no ratio").isEmpty();
    }

    private static double[] filled(int n, double value) {
        double[] values = new double[n];
        Arrays.fill(values, value);
        return values;
    }
}
