package dev.sdkbench.junit.summary;

import java.nio.ByteBuffer;
import java.util.Base64;
import java.util.List;
import java.util.zip.DataFormatException;
import org.HdrHistogram.Histogram;

import dev.sdkbench.results.model.Latencies;

/**
 * Per-request latency figures of one case ({@link Latencies}), from the per-call HdrHistograms its
 * forks recorded in nanoseconds. Forks send a histogram as Base64 of
 * {@link Histogram#encodeIntoCompressedByteBuffer}; this decodes them.
 *
 * <p>Figures are HdrHistogram's: each is the highest value equivalent to the recorded one at the
 * histogram's precision (3 significant digits: within 0.1%), converted to microseconds.
 */
public final class Histograms {

    private static final double NANOS_PER_MICRO = 1_000.0;

    private Histograms() {
    }

    /** Figures of one histogram of nanosecond latencies; NaN figures when it holds no calls. */
    public static Latencies latencies(Histogram nanos) {
        if (nanos.getTotalCount() == 0) {
            return new Latencies(Double.NaN, Double.NaN, Double.NaN, Double.NaN, 0);
        }
        return new Latencies(micros(nanos.getValueAtPercentile(50)), micros(nanos.getValueAtPercentile(90)),
                micros(nanos.getValueAtPercentile(99)), micros(nanos.getMaxValue()), nanos.getTotalCount());
    }

    /** Decodes and merges the forks' encoded histograms, then takes the figures of all calls together. */
    public static Latencies latencies(List<String> encodedHistograms) {
        Histogram total = null;
        for (int i = 0; i < encodedHistograms.size(); i++) {
            String encoded = encodedHistograms.get(i);
            if (encoded == null) {
                throw new IllegalArgumentException("histogram " + i
                        + " is null: pass only blocks the fork actually measured");
            }
            Histogram h = decode(encoded, "histogram " + i);
            if (total == null) {
                // Auto-resizing, so histograms of differing ranges add safely.
                total = new Histogram(h.getNumberOfSignificantValueDigits());
            }
            total.add(h);
        }
        return latencies(total == null ? new Histogram(3) : total);
    }

    private static Histogram decode(String encoded, String what) {
        byte[] bytes;
        try {
            bytes = Base64.getDecoder().decode(encoded.strip());
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(what + " is not Base64 (" + e.getMessage()
                    + "): it must be a fork's Base64 of a compressed HdrHistogram", e);
        }
        try {
            return Histogram.decodeFromCompressedByteBuffer(ByteBuffer.wrap(bytes), 0);
        } catch (DataFormatException | RuntimeException e) {
            throw new IllegalArgumentException(what + " is not a compressed HdrHistogram (" + e
                    + "): it must be a fork's Base64 of a compressed HdrHistogram", e);
        }
    }

    private static double micros(long nanos) {
        return nanos / NANOS_PER_MICRO;
    }
}
