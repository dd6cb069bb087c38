package dev.sdkbench.results.stats.paired;

import java.util.List;

import dev.sdkbench.results.model.Fork;

/**
 * The early figures of a baseline comparison whose start-up forks each ran the other build beside their own, the two
 * timed call by call in one JVM: the case's fork built the case first, the other side's fork the other build first.
 * Round i's value of each build is the geometric mean of what it read in the round's two JVMs, so the round's log
 * ratio is the mean of the two orders' log ratios: the build made first meets the cold JDK code they share and reads
 * slower for it (2.1-3.4% in bench/results/2026-12-07-1122Z-early-duet), by the same amount in both orders, so it
 * cancels within the round, and each JVM's JIT state and moment of the machine fall on both builds alike.
 */
public final class BothOrders {

    private BothOrders() {
    }

    /** Whether both sides' start-up forks ran the other build beside their own. */
    public static boolean ran(List<Fork> forks, List<Fork> otherForks) {
        return forks.stream().anyMatch(f -> f.partnerEarlySide().isPresent())
                && otherForks.stream().anyMatch(f -> f.partnerEarlySide().isPresent());
    }

    /**
     * The two builds' values of an early figure, round by round (the forks' positions): {case's, other side's}, NaN
     * for a round that lacks either JVM's reading.
     */
    public static double[][] rounds(PairedFigure figure, List<Fork> forks, List<Fork> otherForks) {
        int n = Math.min(forks.size(), otherForks.size());
        double[] caseOwn = new double[n];
        double[] caseBeside = new double[n];
        double[] otherOwn = new double[n];
        double[] otherBeside = new double[n];
        for (int i = 0; i < n; i++) {
            caseOwn[i] = figure.ofSameJvm(forks.get(i));
            otherBeside[i] = besideValue(figure, forks.get(i));
            otherOwn[i] = figure.ofSameJvm(otherForks.get(i));
            caseBeside[i] = besideValue(figure, otherForks.get(i));
        }
        return rounds(caseOwn, caseBeside, otherOwn, otherBeside);
    }

    /**
     * {case's, other side's} value per round from the four readings of each round: each build in its own fork
     * ({@code caseOwn}, {@code otherOwn}) and beside the other's ({@code caseBeside}: the case's build in the other
     * side's fork; {@code otherBeside}: the other build in the case's fork).
     */
    public static double[][] rounds(double[] caseOwn, double[] caseBeside, double[] otherOwn, double[] otherBeside) {
        int n = caseOwn.length;
        double[] caseValues = new double[n];
        double[] otherValues = new double[n];
        for (int i = 0; i < n; i++) {
            caseValues[i] = Math.sqrt(caseOwn[i] * caseBeside[i]);
            otherValues[i] = Math.sqrt(otherOwn[i] * otherBeside[i]);
        }
        return new double[][] {caseValues, otherValues};
    }

    private static double besideValue(PairedFigure figure, Fork fork) {
        return fork.partnerEarlySide().map(figure::ofSameJvm).orElse(Double.NaN);
    }
}
