package dev.sdkbench.junit.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.withinPercentage;

import java.util.Arrays;
import java.util.List;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

class LatenciesTest {

    /** Calls of 1, 2, …, count microseconds, recorded in nanoseconds as the forks do. */
    private static Histogram uniformMicros(int from, int count) {
        Histogram h = new Histogram(60_000_000_000L, 3);
        for (int us = from; us < from + count; us++) {
            h.recordValue(us * 1_000L);
        }
        return h;
    }

    @Test
    void encodeDecodeRoundTrip() {
        Histogram original = uniformMicros(1, 1_000);

        Histogram back = Latencies.decode(Latencies.encode(original));

        assertThat(back).isEqualTo(original);
        assertThat(back.getTotalCount()).isEqualTo(1_000);
    }

    @Test
    void percentilesOfAKnownHistogram() {
        Latencies l = Latencies.of(uniformMicros(1, 1_000));

        // 3 significant digits: each figure within 0.1% of the exact value.
        assertThat(l.p50Micros()).isCloseTo(500, withinPercentage(0.1));
        assertThat(l.p90Micros()).isCloseTo(900, withinPercentage(0.1));
        assertThat(l.p99Micros()).isCloseTo(990, withinPercentage(0.1));
        assertThat(l.maxMicros()).isCloseTo(1_000, withinPercentage(0.1));
        assertThat(l.count()).isEqualTo(1_000);
    }

    @Test
    void mergeAddsCountsAndCombinesDistributions() {
        // Two forks: one saw 1..500 µs, the other 501..1000 µs; together they are 1..1000 µs.
        String first = Latencies.encode(uniformMicros(1, 500));
        String second = Latencies.encode(uniformMicros(501, 500));

        Latencies merged = Latencies.merge(List.of(first, second));

        assertThat(merged.count()).isEqualTo(1_000);
        assertThat(merged.p50Micros()).isCloseTo(500, withinPercentage(0.1));
        assertThat(merged.maxMicros()).isCloseTo(1_000, withinPercentage(0.1));
    }

    @Test
    void mergeAcceptsHistogramsOfDifferentRanges() {
        Histogram small = new Histogram(1_000_000L, 3);
        small.recordValue(500_000);
        Histogram autoResized = new Histogram(3);
        autoResized.recordValue(5_000_000_000L);

        Latencies merged = Latencies.merge(List.of(Latencies.encode(small), Latencies.encode(autoResized)));

        assertThat(merged.count()).isEqualTo(2);
        assertThat(merged.maxMicros()).isCloseTo(5_000_000, withinPercentage(0.1));
    }

    @Test
    void noHistogramsGiveNaNFigures() {
        Latencies none = Latencies.merge(List.of());

        assertThat(none.count()).isZero();
        assertThat(none.p50Micros()).isNaN();
    }

    @Test
    void badInputSaysWhichHistogram() {
        String good = Latencies.encode(uniformMicros(1, 10));

        assertThatThrownBy(() -> Latencies.merge(List.of(good, "not base64!")))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("histogram 1 is not Base64");
        assertThatThrownBy(() -> Latencies.merge(List.of("AAAA")))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("histogram 0 is not a compressed HdrHistogram");
        assertThatThrownBy(() -> Latencies.merge(Arrays.asList(good, null)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("histogram 1 is null: pass only blocks the fork actually measured");
    }
}
