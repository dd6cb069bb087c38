package dev.sdkbench.reports.render;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

import dev.sdkbench.results.model.SizesRun;
import dev.sdkbench.results.stats.Slope;

/**
 * A case's size ladder as a table, a row per size: its forks' µs and bytes allocated per call (each fork's point, as the
 * slopes are fitted to them), and for a stream the deltas the case handed on per call; over it, the slopes per KiB or
 * per chunk with their intervals. A client whose cost grows with the reply's text shows as a steep slope.
 */
public final class SizesTable {

    public static final List<String> HEADINGS = List.of("size", "forks passed", "µs/call (each fork)", "bytes/call (each fork)",
            "text deltas/call");

    private SizesTable() {
    }

    /** One line over the table: the slopes with their 95% intervals, and why the ladder failed if it did. */
    public static String caption(SizesRun sizes) {
        return sizes.ladder() + ": " + slope(sizes.micros(), 3) + " µs per " + sizes.unit() + ", " + slope(sizes.allocBytes(), 0)
                + " bytes per " + sizes.unit() + " (least squares over " + sizes.micros().points() + " forks' points, 95% t interval)"
                + (sizes.ok() ? "" : "; FAILED: " + sizes.failure());
    }

    /** A row per size, its cells in {@link #HEADINGS}' order. */
    public static List<List<String>> rows(SizesRun sizes) {
        List<List<String>> rows = new ArrayList<>();
        for (int size : sizes.sizes()) {
            List<SizesRun.Point> all = sizes.points().stream().filter(p -> p.size() == size).toList();
            List<SizesRun.Point> passed = all.stream().filter(SizesRun.Point::ok).toList();
            rows.add(List.of(size + " " + sizes.unit(), passed.size() + "/" + all.size(), each(passed, SizesRun.Point::micros, 1),
                    each(passed, SizesRun.Point::allocBytes, 0), each(passed, SizesRun.Point::textDeltas, 0)));
        }
        return rows;
    }

    private static String each(List<SizesRun.Point> points, java.util.function.ToDoubleFunction<SizesRun.Point> figure, int decimals) {
        return points.isEmpty() ? Format.NONE
                : points.stream().map(p -> Format.number(figure.applyAsDouble(p), decimals)).collect(Collectors.joining(", "));
    }

    private static String slope(Slope s, int decimals) {
        return Format.number(s.perUnit(), decimals) + (Double.isNaN(s.low()) ? " (no interval)"
                : " [" + Format.number(s.low(), decimals) + ", " + Format.number(s.high(), decimals) + "]");
    }
}
