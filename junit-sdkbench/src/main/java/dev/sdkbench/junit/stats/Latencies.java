package dev.sdkbench.junit.stats;

import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.Base64;
import java.util.List;
import java.util.zip.DataFormatException;
import org.HdrHistogram.Histogram;

/**
 * Per-request latency figures of one case, from the per-call HdrHistograms its forks recorded in
 * nanoseconds. Forks send a histogram as Base64 of {@link Histogram#encodeIntoCompressedByteBuffer};
 * {@link #encode} and {@link #decode} are the two ends of that.
 *
 * <p>Figures are HdrHistogram's: each is the highest value equivalent to the recorded one at the
 * histogram's precision (3 significant digits: within 0.1%), converted to microseconds.
 *
 * @param p50Micros median latency
 * @param p90Micros 90th percentile
 * @param p99Micros 99th percentile
 * @param maxMicros the slowest call
 * @param count     calls recorded over all merged histograms
 */
public record Latencies(double p50Micros, double p90Micros, double p99Micros, double maxMicros, long count) {

    private static final double NANOS_PER_MICRO = 1_000.0;

    /** Figures of one histogram of nanosecond latencies; NaN figures when it holds no calls. */
    public static Latencies of(Histogram nanos) {
        if (nanos.getTotalCount() == 0) {
            return new Latencies(Double.NaN, Double.NaN, Double.NaN, Double.NaN, 0);
        }
        return new Latencies(micros(nanos.getValueAtPercentile(50)), micros(nanos.getValueAtPercentile(90)),
                micros(nanos.getValueAtPercentile(99)), micros(nanos.getMaxValue()), nanos.getTotalCount());
    }

    /** Decodes and merges the forks' encoded histograms, then takes the figures of all calls together. */
    public static Latencies merge(List<String> encodedHistograms) {
        return of(mergeHistograms(encodedHistograms));
    }

    /** Decodes and adds up encoded histograms into one (auto-resizing, so differing ranges add safely). */
    public static Histogram mergeHistograms(List<String> encodedHistograms) {
        Histogram total = null;
        for (int i = 0; i < encodedHistograms.size(); i++) {
            String encoded = encodedHistograms.get(i);
            if (encoded == null) {
                throw new IllegalArgumentException("histogram " + i
                        + " is null: pass only blocks the fork actually measured");
            }
            Histogram h = decode(encoded, "histogram " + i);
            if (total == null) {
                total = new Histogram(h.getNumberOfSignificantValueDigits());
            }
            total.add(h);
        }
        return total == null ? new Histogram(3) : total;
    }

    /** Base64 of the histogram's compressed encoding: what a fork writes into its result file. */
    public static String encode(Histogram histogram) {
        ByteBuffer buffer = ByteBuffer.allocate(histogram.getNeededByteBufferCapacity());
        int length = histogram.encodeIntoCompressedByteBuffer(buffer);
        return Base64.getEncoder().encodeToString(Arrays.copyOf(buffer.array(), length));
    }

    /** The histogram {@link #encode} wrote. */
    public static Histogram decode(String encoded) {
        return decode(encoded, "histogram");
    }

    private static Histogram decode(String encoded, String what) {
        byte[] bytes;
        try {
            bytes = Base64.getDecoder().decode(encoded.strip());
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(what + " is not Base64 (" + e.getMessage()
                    + "): it must be Latencies.encode of an HdrHistogram", e);
        }
        try {
            return Histogram.decodeFromCompressedByteBuffer(ByteBuffer.wrap(bytes), 0);
        } catch (DataFormatException | RuntimeException e) {
            throw new IllegalArgumentException(what + " is not a compressed HdrHistogram (" + e
                    + "): it must be Latencies.encode of an HdrHistogram", e);
        }
    }

    private static double micros(long nanos) {
        return nanos / NANOS_PER_MICRO;
    }
}
