package dev.sdkbench.results.stats.paired;

import java.util.ArrayList;
import java.util.List;

/**
 * The pair counts at which a sequential comparison looks at its figures, fixed before the first
 * fork: a geometric schedule (6, 8, 10, 13, 16, 20, 25, 32, 40, 50, 64, 80, 100, 128, 160, 200, then
 * a quarter more each) below the most pairs the comparison may reach, then that most. The schedule
 * is fixed so that the boundary ({@link SequentialBoundary}) can spend its error over those looks;
 * its spacing keeps the looks few (each costs a little width) while a look still comes every ~25% more pairs.
 *
 * @param counts the pair counts, ascending (as {@link dev.sdkbench.results.model.Pair} checks them); empty for a
 *               comparison of a fixed count, read with the fixed-count interval
 */
public record Looks(List<Integer> counts) {

    /** The fewest pairs that give an exact 95% signed-rank interval, and the first look. */
    public static final int FIRST = 6;
    private static final int[] SCHEDULE = {6, 8, 10, 13, 16, 20, 25, 32, 40, 50, 64, 80, 100, 128, 160, 200};
    private static final double GROWTH = 1.25;

    public Looks {
        counts = List.copyOf(counts);
    }

    /** No looks: a comparison of a count fixed in advance. */
    public static Looks none() {
        return new Looks(List.of());
    }

    /** The schedule of a comparison that may run up to {@code most} pairs; none below {@link #FIRST}. */
    public static Looks upTo(int most) {
        List<Integer> counts = new ArrayList<>();
        for (int i = 0, count = SCHEDULE[0]; count < most; i++) {
            counts.add(count);
            count = i + 1 < SCHEDULE.length ? SCHEDULE[i + 1] : (int) Math.round(count * GROWTH);
        }
        if (most >= FIRST) {
            counts.add(most);
        }
        return new Looks(counts);
    }

    /** Whether the comparison stops on its data: its intervals are the sequential ones. */
    public boolean sequential() {
        return !counts.isEmpty();
    }

    /** The last planned look: the most pairs. */
    public int last() {
        return counts.get(counts.size() - 1);
    }

    public boolean isLook(int pairs) {
        return counts.contains(pairs);
    }

    /** The index of the largest look at most {@code pairs}, or -1 when {@code pairs} is below the first. */
    public int indexAtMost(int pairs) {
        int index = -1;
        while (index + 1 < counts.size() && counts.get(index + 1) <= pairs) {
            index++;
        }
        return index;
    }

    /** The first look after {@code pairs}, or -1 after the last. */
    public int after(int pairs) {
        return counts.stream().filter(c -> c > pairs).findFirst().orElse(-1);
    }
}
