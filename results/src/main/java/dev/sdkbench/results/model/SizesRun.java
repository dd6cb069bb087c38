package dev.sdkbench.results.model;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

import org.apiguardian.api.API;

import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;

import dev.sdkbench.results.stats.Slope;

/**
 * A case's size ladder ({@code cases[].sizes}): for each size, steady forks whose every reply was a text of that size
 * (a plain case's reply of N KiB, a streaming case's stream of N deltas), each a point of µs and bytes allocated per
 * call; and the slopes through the points, what one more KiB or chunk costs, with their intervals.
 *
 * @param ladder       {@link #REPLY_KIB} or {@link #STREAM_CHUNKS}: which ladder the case ran
 * @param unit         what a size counts: {@code KiB} or {@code chunk}
 * @param sizes        the sizes, as asked ({@code sizes.replyKiB} or {@code sizes.streamChunks})
 * @param forksPerSize steady forks per size ({@code sizes.forks})
 * @param failure      why the ladder failed (a fork failed: a wrong or partial reply, a request the fixture rejected, a
 *                     fork that did not end cleanly), or {@code null}
 * @param points       every fork's point, in the order they ran, failed ones included
 * @param micros       the slope of µs per call over the passed points, per unit
 * @param allocBytes   the slope of bytes allocated per call over the passed points, per unit
 * @param extra        fields this reader does not model
 */
@API(status = EXPERIMENTAL, since = "0.1")
public record SizesRun(String ladder, String unit, List<Integer> sizes, int forksPerSize, String failure, List<Point> points,
                       Slope micros, Slope allocBytes, Map<String, JsonNode> extra) {

    /** The payload ladder: a plain reply of N KiB. */
    public static final String REPLY_KIB = "replyKiB";
    /** The stream ladder: a streamed reply of N deltas. */
    public static final String STREAM_CHUNKS = "streamChunks";

    public SizesRun {
        sizes = List.copyOf(sizes);
        points = List.copyOf(points);
        extra = Extra.copy(extra);
    }

    /** Whether every fork of the ladder passed. */
    public boolean ok() {
        return failure == null;
    }

    /** The points of the forks that passed, whose figures the slopes are fitted to. */
    public List<Point> passed() {
        return points.stream().filter(Point::ok).toList();
    }

    /**
     * One steady fork of one size.
     *
     * @param size       the size its replies had, in the ladder's unit
     * @param fork       its number within the size, from 1
     * @param micros     the steady block's mean µs per call; {@code NaN} when it failed before
     * @param allocBytes the steady block's bytes allocated per call (every thread); {@code NaN} where unknown
     * @param textDeltas a streaming case's text deltas per call, as the case handed them on; {@code NaN} for a plain case
     * @param settled    whether its steady block settled
     * @param cpu        the CPU it ran on, or {@code null} unpinned
     * @param evidence   its folder
     * @param failure    why it failed, or {@code null}
     * @param extra      fields this reader does not model
     */
    public record Point(int size, int fork, double micros, double allocBytes, double textDeltas, boolean settled, Integer cpu,
                        String evidence, String failure, Map<String, JsonNode> extra) {

        public Point {
            extra = Extra.copy(extra);
        }

        public boolean ok() {
            return failure == null;
        }
    }

    /** The slopes through the passed points: µs per call and bytes per call against the size. */
    public static SizesRun fitted(String ladder, String unit, List<Integer> sizes, int forksPerSize, String failure,
                                  List<Point> points) {
        List<Point> passed = points.stream().filter(Point::ok).toList();
        double[] x = passed.stream().mapToDouble(Point::size).toArray();
        Slope micros = Slope.fit(x, passed.stream().mapToDouble(Point::micros).toArray());
        List<Point> allocated = passed.stream().filter(p -> !Double.isNaN(p.allocBytes()) && p.allocBytes() >= 0).toList();
        Slope alloc = Slope.fit(allocated.stream().mapToDouble(Point::size).toArray(),
                allocated.stream().mapToDouble(Point::allocBytes).toArray());
        return new SizesRun(ladder, unit, sizes, forksPerSize, failure, points, micros, alloc, Map.of());
    }
}
