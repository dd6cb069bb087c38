package dev.sdkbench.reports.render.html;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import dev.sdkbench.reports.paired.PairedComparison;
import dev.sdkbench.reports.paired.PairedFigure;
import dev.sdkbench.reports.paired.PairedRatio;
import dev.sdkbench.reports.paired.PairedVerdict;

/**
 * The side-by-side ratios as one SVG that stands on its own (its style inside it, so a repository
 * page renders it as an image, and the HTML report inlines it): a row per pair, a marker per timed
 * figure at its paired ratio on a log axis, a whisker over its 95% interval, and the line at 1×.
 * A ratio without an interval is drawn hollow.
 */
public final class RatioChart {

    /** The figures drawn, each with its colour and its offset within a row. */
    private enum Series {
        FIRST_RESPONSE(PairedFigure.FIRST_RESPONSE, "#4e79a7", -7),
        EARLY(PairedFigure.EARLY, "#f28e2b", 0),
        STEADY(PairedFigure.STEADY, "#59a14f", 7);

        final PairedFigure figure;
        final String colour;
        final int offset;

        Series(PairedFigure figure, String colour, int offset) {
            this.figure = figure;
            this.colour = colour;
            this.offset = offset;
        }
    }

    private static final int LABEL_WIDTH = 380;
    private static final int PLOT_WIDTH = 520;
    private static final int RIGHT = 20;
    private static final int ROW = 30;
    private static final int TOP = 54;
    private static final int AXIS = 30;
    private static final String STYLE = "text{font-family:-apple-system,'Segoe UI',Helvetica,Arial,sans-serif;font-size:12px;"
            + "fill:#1b1b1b}.tick{fill:#555}.title{font-size:14px;font-weight:600}";

    /** The chart's heading. */
    public static final String TITLE = "Side by side: each case over what it is read against, in the same rounds (95% intervals)";

    private RatioChart() {
    }

    /** The chart of these comparisons; {@code title} heads it. */
    public static String svg(List<PairedComparison> comparisons, String title) {
        Axis axis = Axis.of(comparisons);
        int width = LABEL_WIDTH + PLOT_WIDTH + RIGHT;
        int height = TOP + comparisons.size() * ROW + AXIS;
        StringBuilder svg = new StringBuilder();
        svg.append("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"ratio-chart\" width=\"").append(width).append("\" height=\"")
                .append(height).append("\" viewBox=\"0 0 ").append(width).append(' ').append(height)
                .append("\" role=\"img\" aria-label=\"").append(Html.escape(title)).append("\">\n<style>").append(STYLE)
                .append("</style>\n<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n");
        svg.append("<text x=\"8\" y=\"18\" class=\"title\">").append(Html.escape(title)).append("</text>\n");
        legend(svg);
        int bottom = TOP + comparisons.size() * ROW;
        for (double tick : axis.ticks()) {
            double x = axis.x(tick);
            boolean one = tick == 1;
            svg.append("<line x1=\"").append(px(x)).append("\" y1=\"").append(TOP).append("\" x2=\"").append(px(x)).append("\" y2=\"")
                    .append(bottom).append("\" stroke=\"").append(one ? "#1b1b1b" : "#dddddd").append("\" stroke-width=\"")
                    .append(one ? "1.5" : "1").append("\"/>\n");
            svg.append("<text x=\"").append(px(x)).append("\" y=\"").append(bottom + 18).append("\" text-anchor=\"middle\" class=\"tick\">")
                    .append(tickLabel(tick)).append("×</text>\n");
        }
        for (int i = 0; i < comparisons.size(); i++) {
            row(svg, comparisons.get(i), TOP + i * ROW + ROW / 2.0, axis);
        }
        svg.append("</svg>\n");
        return svg.toString();
    }

    private static void legend(StringBuilder svg) {
        double x = LABEL_WIDTH;
        for (Series s : Series.values()) {
            svg.append("<circle cx=\"").append(px(x + 5)).append("\" cy=\"36\" r=\"5\" fill=\"").append(s.colour).append("\"/>")
                    .append("<text x=\"").append(px(x + 14)).append("\" y=\"40\">").append(Html.escape(s.figure.label())).append("</text>\n");
            x += 30 + s.figure.label().length() * 7;
        }
        svg.append("<text x=\"").append(px(x)).append("\" y=\"40\" class=\"tick\">hollow: no 95% interval</text>\n");
    }

    private static void row(StringBuilder svg, PairedComparison c, double mid, Axis axis) {
        String label = c.pair().caseId() + " over " + shortId(c.pair().referenceId()) + (c.shard() == null ? "" : " (shard " + c.shard() + ")");
        svg.append("<text x=\"").append(LABEL_WIDTH - 10).append("\" y=\"").append(px(mid + 4)).append("\" text-anchor=\"end\">")
                .append(Html.escape(label)).append("</text>\n");
        for (Series s : Series.values()) {
            c.ratio(s.figure).filter(r -> Double.isFinite(r.ratio()) && r.ratio() > 0)
                    .ifPresent(r -> marker(svg, s, r, mid + s.offset, axis));
        }
    }

    private static void marker(StringBuilder svg, Series s, PairedRatio r, double y, Axis axis) {
        boolean interval = Double.isFinite(r.low()) && Double.isFinite(r.high());
        if (interval) {
            svg.append("<line x1=\"").append(px(axis.x(r.low()))).append("\" y1=\"").append(px(y)).append("\" x2=\"")
                    .append(px(axis.x(r.high()))).append("\" y2=\"").append(px(y)).append("\" stroke=\"").append(s.colour)
                    .append("\" stroke-width=\"2\"/>\n");
        }
        svg.append("<circle cx=\"").append(px(axis.x(r.ratio()))).append("\" cy=\"").append(px(y)).append("\" r=\"4\" fill=\"")
                .append(interval ? s.colour : "#ffffff").append("\" stroke=\"").append(s.colour).append("\" stroke-width=\"1.5\"><title>")
                .append(Html.escape(s.figure.label() + ": " + r.describe() + (r.verdict() == PairedVerdict.UNRESOLVED ? "" : ", " + r.verdictWord())))
                .append("</title></circle>\n");
    }

    /**
     * Another class's case, {@code FloorBenchmark.minimalChat}, reads as {@code minimalChat}: the rows
     * are about the case. A baseline side, {@code messages@3.13.0}, stays whole.
     */
    private static String shortId(String id) {
        int dot = id.lastIndexOf('.');
        return dot < 0 || id.contains("@") ? id : id.substring(dot + 1);
    }

    /** A log axis from a round value below every interval to one above, with 1× always on it. */
    private record Axis(double low, double high) {

        private static final double[] STEPS = {0.1, 0.2, 0.25, 0.5, 0.75, 1, 1.5, 2, 3, 5, 7.5, 10, 20, 50, 100};

        static Axis of(List<PairedComparison> comparisons) {
            double low = 1;
            double high = 1;
            for (PairedComparison c : comparisons) {
                for (Series s : Series.values()) {
                    PairedRatio r = c.ratio(s.figure).orElse(null);
                    if (r == null || !(r.ratio() > 0)) {
                        continue;
                    }
                    for (double v : new double[] {r.ratio(), r.low(), r.high()}) {
                        if (v > 0 && Double.isFinite(v)) {
                            low = Math.min(low, v);
                            high = Math.max(high, v);
                        }
                    }
                }
            }
            return new Axis(low / 1.1, high * 1.1);
        }

        double x(double value) {
            return LABEL_WIDTH + PLOT_WIDTH * (Math.log(value) - Math.log(low)) / (Math.log(high) - Math.log(low));
        }

        List<Double> ticks() {
            List<Double> ticks = new ArrayList<>();
            for (double step : STEPS) {
                if (step >= low && step <= high) {
                    ticks.add(step);
                }
            }
            return ticks;
        }
    }

    private static String tickLabel(double tick) {
        return tick == Math.rint(tick) ? String.format(Locale.ROOT, "%.0f", tick) : String.format(Locale.ROOT, "%s", tick);
    }

    private static String px(double value) {
        return String.format(Locale.ROOT, "%.1f", value);
    }
}
