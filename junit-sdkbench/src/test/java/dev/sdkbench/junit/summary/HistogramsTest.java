package dev.sdkbench.junit.summary;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.withinPercentage;

import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.Base64;
import java.util.List;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

import dev.sdkbench.results.model.Latencies;

class HistogramsTest {

    /** Calls of 1, 2, …, count microseconds, recorded in nanoseconds as the forks do. */
    private static Histogram uniformMicros(int from, int count) {
        Histogram h = new Histogram(60_000_000_000L, 3);
        for (int us = from; us < from + count; us++) {
            h.recordValue(us * 1_000L);
        }
        return h;
    }

    /** Base64 of the histogram's compressed encoding, as a fork writes it into its result. */
    private static String encode(Histogram histogram) {
        ByteBuffer buffer = ByteBuffer.allocate(histogram.getNeededByteBufferCapacity());
        int length = histogram.encodeIntoCompressedByteBuffer(buffer);
        return Base64.getEncoder().encodeToString(Arrays.copyOf(buffer.array(), length));
    }

    @Test
    void anEncodedHistogramGivesItsOwnFigures() {
        Histogram original = uniformMicros(1, 1_000);

        assertThat(Histograms.latencies(List.of(encode(original)))).isEqualTo(Histograms.latencies(original));
    }

    @Test
    void percentilesOfAKnownHistogram() {
        Latencies l = Histograms.latencies(uniformMicros(1, 1_000));

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
        String first = encode(uniformMicros(1, 500));
        String second = encode(uniformMicros(501, 500));

        Latencies merged = Histograms.latencies(List.of(first, second));

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

        Latencies merged = Histograms.latencies(List.of(encode(small), encode(autoResized)));

        assertThat(merged.count()).isEqualTo(2);
        assertThat(merged.maxMicros()).isCloseTo(5_000_000, withinPercentage(0.1));
    }

    @Test
    void noHistogramsGiveNaNFigures() {
        Latencies none = Histograms.latencies(List.of());

        assertThat(none.count()).isZero();
        assertThat(none.p50Micros()).isNaN();
    }

    @Test
    void badInputSaysWhichHistogram() {
        String good = encode(uniformMicros(1, 10));

        assertThatThrownBy(() -> Histograms.latencies(List.of(good, "not base64!")))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("histogram 1 is not Base64");
        assertThatThrownBy(() -> Histograms.latencies(List.of("AAAA")))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("histogram 0 is not a compressed HdrHistogram");
        assertThatThrownBy(() -> Histograms.latencies(Arrays.asList(good, null)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("histogram 1 is null: pass only blocks the fork actually measured");
    }
}
