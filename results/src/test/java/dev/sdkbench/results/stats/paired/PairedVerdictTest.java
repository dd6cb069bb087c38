package dev.sdkbench.results.stats.paired;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class PairedVerdictTest {

    private static final double TOLERANCE = 0.02;

    @Test
    void anIntervalWithinTheBandReadsSame() {
        assertThat(PairedVerdict.of(0.981, 1.019, TOLERANCE)).isEqualTo(PairedVerdict.SAME);
    }

    @Test
    void anIntervalWhollyPastTheBandReadsSlowerOrFaster() {
        assertThat(PairedVerdict.of(1.021, 1.09, TOLERANCE)).isEqualTo(PairedVerdict.SLOWER);
        assertThat(PairedVerdict.of(0.91, 0.979, TOLERANCE)).isEqualTo(PairedVerdict.FASTER);
    }

    @Test
    void anIntervalAboveOneThatReachesIntoTheBandIsUnresolvedWhateverItsEstimate() {
        assertThat(PairedVerdict.of(1.005, 1.06, TOLERANCE)).as("a true ratio of 1.01 is within the tolerance and this interval allows it")
                .isEqualTo(PairedVerdict.UNRESOLVED);
        assertThat(PairedVerdict.of(0.94, 0.995, TOLERANCE)).isEqualTo(PairedVerdict.UNRESOLVED);
    }

    @Test
    void anIntervalThatStraddlesTheBandOrHasNoBoundsIsUnresolved() {
        assertThat(PairedVerdict.of(0.97, 1.03, TOLERANCE)).isEqualTo(PairedVerdict.UNRESOLVED);
        assertThat(PairedVerdict.of(Double.NaN, 1.1, TOLERANCE)).isEqualTo(PairedVerdict.UNRESOLVED);
        assertThat(PairedVerdict.of(0, 1.1, TOLERANCE)).isEqualTo(PairedVerdict.UNRESOLVED);
    }
}
