package dev.sdkbench.reports.render.html;

import java.util.List;
import java.util.Locale;

import dev.sdkbench.results.model.CaseResult;
import dev.sdkbench.results.model.Report;
import dev.sdkbench.results.model.Summary;
import dev.sdkbench.reports.render.Figure;
import dev.sdkbench.reports.render.Format;

/**
 * One figure as an inline SVG: a horizontal bar per case from zero to the median, a whisker from
 * p25 to p75, and the median written beside it. Cases that failed are drawn in the failure colour;
 * cases without the figure say so (unsupported, not measured, no case) instead of drawing nothing.
 * A chart covers every case of the report, or the cases of one scenario.
 */
final class BarChart {

    /**
     * One row of a chart.
     *
     * @param label   the library and case
     * @param summary the figure over the case's forks, or null when it has none
     * @param failed  whether the case failed (its bar takes the failure colour)
     * @param missing what the row says when it has no summary
     */
    record Bar(String label, Summary summary, boolean failed, String missing) {

        static Bar of(Report.Row r, Figure figure) {
            Summary s = r.result().summary(figure.name()).orElse(null);
            boolean unsupported = r.result().status().equals(CaseResult.UNSUPPORTED);
            String notSettled = Format.notSettled(r.result(), figure);
            return new Bar(BarChart.label(r), s, r.result().failed(),
                    unsupported ? "unsupported" : notSettled != null ? notSettled : "not measured");
        }

        /** A library that has no case in a scenario: its row says so, as the matrix's – does. */
        static Bar noCase(String library) {
            return new Bar(library, null, false, "no case");
        }
    }

    /** The bar colour of a case that passed (the screenshot test looks for it). */
    static final String BAR = "#4e79a7";
    /** The bar colour of a case that failed. */
    static final String FAILED_BAR = "#e15759";

    private static final int PLOT_WIDTH = 490;
    private static final int VALUE_WIDTH = 90;
    /** Room for labels: wide enough for the longest at about 7 px a character (12 px sans), within bounds. */
    private static final int MIN_LABEL_WIDTH = 160;
    private static final int MAX_LABEL_WIDTH = 480;
    private static final double CHARACTER_WIDTH = 7;
    private static final int ROW = 26;
    private static final int BAR_HEIGHT = 16;
    private static final int TOP = 8;
    private static final int AXIS = 22;

    private BarChart() {
    }

    /** The figure over every row of the report. */
    static String svg(Figure figure, List<Report.Row> rows) {
        return svg(figure, rows.stream().map(r -> Bar.of(r, figure)).toList(), null);
    }

    /** The figure over these bars; a chart of one scenario carries it as {@code data-scenario} (null for none). */
    static String svg(Figure figure, List<Bar> bars, String scenario) {
        Scale scale = Scale.of(bars);
        int longest = bars.stream().mapToInt(b -> b.label().length()).max().orElse(0);
        int labelWidth = (int) Math.max(MIN_LABEL_WIDTH, Math.min(MAX_LABEL_WIDTH, longest * CHARACTER_WIDTH + 16));
        int width = labelWidth + PLOT_WIDTH + VALUE_WIDTH;
        int height = TOP + bars.size() * ROW + AXIS;
        StringBuilder svg = new StringBuilder();
        svg.append("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"chart\" data-figure=\"").append(Html.escape(figure.name()));
        if (scenario != null) {
            svg.append("\" data-scenario=\"").append(Html.escape(scenario));
        }
        svg.append("\" width=\"").append(width).append("\" height=\"").append(height).append("\" viewBox=\"0 0 ")
                .append(width).append(' ').append(height).append("\" role=\"img\" aria-label=\"")
                .append(Html.escape((scenario == null ? "" : scenario + ": ") + figure.heading()
                        + ": median per case, whiskers p25–p75")).append("\">\n");
        for (double tick = 0; tick <= scale.top() + scale.step() / 2; tick += scale.step()) {
            double x = labelWidth + PLOT_WIDTH * tick / scale.top();
            svg.append("<line x1=\"").append(px(x)).append("\" y1=\"").append(TOP).append("\" x2=\"").append(px(x))
                    .append("\" y2=\"").append(TOP + bars.size() * ROW).append("\" stroke=\"#dddddd\"/>\n");
            svg.append("<text x=\"").append(px(x)).append("\" y=\"").append(height - 6)
                    .append("\" text-anchor=\"middle\" class=\"tick\">").append(Html.escape(tickLabel(tick, scale.step())))
                    .append("</text>\n");
        }
        for (int i = 0; i < bars.size(); i++) {
            appendBar(svg, figure, bars.get(i), TOP + i * ROW + ROW / 2.0, labelWidth, scale.top());
        }
        svg.append("</svg>");
        return svg.toString();
    }

    /** The axis's end and its tick step: a round step, about four of them, past every median and p75. */
    private record Scale(double top, double step) {

        static Scale of(List<Bar> bars) {
            double max = 0;
            for (Bar bar : bars) {
                Summary s = bar.summary();
                if (s != null) {
                    max = Math.max(max, Math.max(s.median(), s.p75()));
                }
            }
            double step = niceStep(max / 4);
            double top = step * Math.ceil(max / step);
            return new Scale(top > 0 ? top : 1, step);
        }
    }

    /** One row: its label, then its median's bar with the p25–p75 whisker and value, or why it has none. */
    private static void appendBar(StringBuilder svg, Figure figure, Bar bar, double mid, int labelWidth, double top) {
        Summary s = bar.summary();
        svg.append("<text x=\"").append(labelWidth - 8).append("\" y=\"").append(px(mid + 4))
                .append("\" text-anchor=\"end\" class=\"label\">").append(Html.escape(shown(bar.label()))).append("<title>")
                .append(Html.escape(bar.label())).append("</title></text>\n");
        if (s == null) {
            svg.append("<text x=\"").append(labelWidth + 4).append("\" y=\"").append(px(mid + 4))
                    .append("\" class=\"missing\">").append(Html.escape(bar.missing())).append("</text>\n");
            return;
        }
        double barWidth = PLOT_WIDTH * s.median() / top;
        svg.append("<rect class=\"bar\" x=\"").append(labelWidth).append("\" y=\"").append(px(mid - BAR_HEIGHT / 2.0))
                .append("\" width=\"").append(px(Math.max(barWidth, 1))).append("\" height=\"").append(BAR_HEIGHT)
                .append("\" fill=\"").append(bar.failed() ? FAILED_BAR : BAR).append("\"><title>")
                .append(Html.escape(bar.label() + ": median " + figure.format(s.median()) + " " + figure.unit() + ", p25–p75 "
                        + figure.format(s.p25()) + "–" + figure.format(s.p75()) + ", n " + s.n()))
                .append("</title></rect>\n");
        double x25 = labelWidth + PLOT_WIDTH * s.p25() / top;
        double x75 = labelWidth + PLOT_WIDTH * s.p75() / top;
        svg.append("<g class=\"whisker\" stroke=\"#1b1b1b\" stroke-width=\"1.5\"><line x1=\"").append(px(x25)).append("\" y1=\"")
                .append(px(mid)).append("\" x2=\"").append(px(x75)).append("\" y2=\"").append(px(mid)).append("\"/>")
                .append(cap(x25, mid)).append(cap(x75, mid)).append("</g>\n");
        svg.append("<text x=\"").append(labelWidth + PLOT_WIDTH + 6).append("\" y=\"").append(px(mid + 4))
                .append("\" class=\"value\">").append(Html.escape(figure.format(s.median()))).append("</text>\n");
    }

    static String label(Report.Row r) {
        return r.library().name() + " · " + r.result().id();
    }

    /** A label that still does not fit is cut, with an ellipsis; its title keeps it whole. */
    private static String shown(String label) {
        int fits = (int) ((MAX_LABEL_WIDTH - 16) / CHARACTER_WIDTH);
        return label.length() <= fits ? label : label.substring(0, fits - 1) + "…";
    }

    private static String cap(double x, double mid) {
        return "<line x1=\"" + px(x) + "\" y1=\"" + px(mid - 5) + "\" x2=\"" + px(x) + "\" y2=\"" + px(mid + 5) + "\"/>";
    }

    /** 1, 2 or 5 times a power of ten, at least {@code rough}. */
    static double niceStep(double rough) {
        if (!(rough > 0) || !Double.isFinite(rough)) {
            return 1;
        }
        double power = Math.pow(10, Math.floor(Math.log10(rough)));
        for (double m : new double[] {1, 2, 5, 10}) {
            if (m * power >= rough) {
                return m * power;
            }
        }
        return 10 * power;
    }

    private static String tickLabel(double tick, double step) {
        int decimals = step >= 1 ? 0 : (int) Math.ceil(-Math.log10(step));
        return String.format(Locale.ROOT, "%." + decimals + "f", tick);
    }

    private static String px(double value) {
        return String.format(Locale.ROOT, "%.1f", value);
    }
}
