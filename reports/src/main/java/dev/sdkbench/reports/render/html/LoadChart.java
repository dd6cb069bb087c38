package dev.sdkbench.reports.render.html;

import static dev.sdkbench.reports.render.html.RatioChart.px;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;

import dev.sdkbench.results.model.LoadRun;
import dev.sdkbench.results.model.Report;
import dev.sdkbench.reports.render.Format;
import dev.sdkbench.reports.render.ProviderApi;

/**
 * The load forks of one fixture dialect as one SVG that stands on its own (its style inside it, as {@link RatioChart}'s):
 * three panels over the callers N on a log axis: calls/s with the ideal N/delay, the most requests the fixture saw in
 * flight with N itself, and the process's CPU µs per call. A line per case that ran a load fork, named as the side-by-side
 * chart names a case ({@code openai-java 4.105.0 · Chat stream}). Plain and streaming cases of a dialect share the chart:
 * a client has one colour, its streaming case's line is dashed. A client whose pool caps what it sends leaves the dotted
 * ideal in the first two panels and stops rising.
 */
public final class LoadChart {

    /** A panel: the figure drawn against N, its ideal where callers that add nothing would reach one, and its scale. */
    enum Panel {
        THROUGHPUT("throughput", "calls/s (dotted: the ideal N/delay)", true, "calls/s", 1),
        IN_FLIGHT("in-flight", "most requests in flight at the fixture (dotted: N)", true, "in flight", 0),
        CPU("cpu", "process CPU µs per call", false, "µs/call", 0);

        final String id;
        final String title;
        final boolean log;
        final String unit;
        final int decimals;

        Panel(String id, String title, boolean log, String unit, int decimals) {
            this.id = id;
            this.title = title;
            this.log = log;
            this.unit = unit;
            this.decimals = decimals;
        }

        double value(LoadRun.Step s) {
            return switch (this) {
                case THROUGHPUT -> s.callsPerSecond();
                case IN_FLIGHT -> s.fixture() == null ? Double.NaN : s.fixture().maxInFlight();
                case CPU -> s.cpuMicrosPerCall();
            };
        }

        /** What callers that add nothing to the delay show, by the delay it is read at; empty where there is no such line. */
        Map<Long, TreeMap<Integer, Double>> ideals(List<Line> lines) {
            Map<Long, TreeMap<Integer, Double>> ideals = new TreeMap<>();
            if (this == CPU) {
                return ideals;
            }
            for (Line line : lines) {
                long key = this == THROUGHPUT ? line.load().delayMillis() : 0;
                line.load().steps().forEach(s -> ideals.computeIfAbsent(key, k -> new TreeMap<>())
                        .put(s.concurrency(), this == THROUGHPUT ? s.idealCallsPerSecond() : s.concurrency()));
            }
            return ideals;
        }

        /** Whether the scale can place the value: a log scale takes none at or below zero. */
        boolean drawn(double value) {
            return Double.isFinite(value) && (log ? value > 0 : value >= 0);
        }
    }

    /**
     * One case's line.
     *
     * @param label  its client and API, the case's name added where two lines would read alike
     * @param caseId the case's name in the results files
     * @param colour its client's colour
     * @param stream whether it is a streaming case (a dashed line)
     * @param load   its load fork
     */
    record Line(String label, String caseId, String colour, boolean stream, LoadRun load) {

        Line labelled(String other) {
            return new Line(other, caseId, colour, stream, load);
        }
    }

    /** A client's colour, by its first line's order (Tableau 10, as the side-by-side chart's markers). */
    private static final String[] COLOURS = {"#4e79a7", "#f28e2b", "#e15759", "#76b7b2", "#59a14f", "#edc948", "#b07aa1",
        "#ff9da7", "#9c755f", "#bab0ac"};
    private static final String STREAM_DASH = "7 4";
    private static final String IDEAL_DASH = "2 4";
    private static final int LEFT = 72;
    private static final int PLOT_WIDTH = 560;
    private static final int RIGHT = 24;
    private static final int PANEL_HEIGHT = 190;
    /** Below a panel: its N ticks and axis title, then the next panel's title. */
    private static final int PANEL_GAP = 84;
    private static final int LEGEND_TOP = 40;
    private static final int LEGEND_ROW = 18;

    private LoadChart() {
    }

    /** The chart of the report's cases of {@code dialect} that ran a load fork. */
    public static String svg(Report report, String dialect) {
        return svg(dialect, lines(report, dialect));
    }

    /** A line per case of the dialect with a load fork; a client's plain and streaming cases share its colour. */
    static List<Line> lines(Report report, String dialect) {
        Map<String, String> colours = new LinkedHashMap<>();
        List<Line> lines = new ArrayList<>();
        for (Report.Row r : report.rows()) {
            if (r.result().load() == null || r.result().settings() == null || !dialect.equals(r.result().settings().dialect())) {
                continue;
            }
            String library = r.library().name().isBlank() ? "" : r.library().label();
            String colour = colours.computeIfAbsent(library, k -> COLOURS[colours.size() % COLOURS.length]);
            String label = RatioChart.label(library, r.run(), r.result().id()) + (r.result().load().ok() ? "" : " (load fork FAILED)");
            lines.add(new Line(label, r.result().id(), colour, r.result().settings().stream(), r.result().load()));
        }
        Map<String, Long> uses = lines.stream().collect(Collectors.groupingBy(Line::label, Collectors.counting()));
        return lines.stream().map(l -> uses.get(l.label()) == 1 ? l : l.labelled(l.label() + " (" + l.caseId() + ")")).toList();
    }

    static String svg(String dialect, List<Line> lines) {
        String title = "Under load: " + ProviderApi.title(dialect) + ", each case's call from N callers at once";
        double widest = lines.stream().mapToDouble(l -> RatioChart.textWidth(l.label(), RatioChart.FONT)).max().orElse(0);
        int width = (int) Math.ceil(Math.max(LEFT + PLOT_WIDTH + RIGHT,
                Math.max(60 + widest, RatioChart.textWidth(title, RatioChart.TITLE_FONT) + 16)));
        double firstTop = LEGEND_TOP + (lines.size() + 1) * LEGEND_ROW + 30;
        int height = (int) Math.ceil(firstTop + Panel.values().length * (PANEL_HEIGHT + PANEL_GAP) - 30);
        StringBuilder svg = new StringBuilder();
        svg.append("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"load-chart\" data-dialect=\"").append(Html.escape(dialect))
                .append("\" width=\"").append(width).append("\" height=\"").append(height).append("\" viewBox=\"0 0 ").append(width)
                .append(' ').append(height).append("\" role=\"img\" aria-label=\"").append(Html.escape(title)).append("\">\n<style>")
                .append(RatioChart.STYLE).append("</style>\n<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n")
                .append("<text x=\"8\" y=\"18\" class=\"title\">").append(Html.escape(title)).append("</text>\n");
        legend(svg, lines);
        Scale x = Scale.log(lines.stream().flatMap(l -> l.load().steps().stream()).map(s -> (double) s.concurrency()).toList(), false);
        for (int i = 0; i < Panel.values().length; i++) {
            panel(svg, Panel.values()[i], lines, x, firstTop + i * (PANEL_HEIGHT + PANEL_GAP));
        }
        svg.append("</svg>\n");
        return svg.toString();
    }

    private static void legend(StringBuilder svg, List<Line> lines) {
        for (int i = 0; i <= lines.size(); i++) {
            double y = LEGEND_TOP + i * LEGEND_ROW;
            Line line = i < lines.size() ? lines.get(i) : null;
            svg.append("<line x1=\"8\" y1=\"").append(px(y - 4)).append("\" x2=\"40\" y2=\"").append(px(y - 4)).append("\" stroke=\"")
                    .append(line == null ? "#1b1b1b" : line.colour()).append("\" stroke-width=\"2\"")
                    .append(dash(line == null ? IDEAL_DASH : line.stream() ? STREAM_DASH : null)).append("/>")
                    .append("<text x=\"48\" y=\"").append(px(y)).append("\">")
                    .append(Html.escape(line == null ? "ideal: callers that add nothing to the fixture's delay" : line.label()))
                    .append("</text>\n");
        }
    }

    private static void panel(StringBuilder svg, Panel panel, List<Line> lines, Scale x, double top) {
        Map<Long, TreeMap<Integer, Double>> ideals = panel.ideals(lines);
        List<Double> values = new ArrayList<>();
        lines.forEach(l -> l.load().steps().forEach(s -> values.add(panel.value(s))));
        ideals.values().forEach(m -> values.addAll(m.values()));
        Scale y = panel.log ? Scale.log(values, true) : Scale.linear(values);
        double bottom = top + PANEL_HEIGHT;
        svg.append("<g class=\"panel\" data-panel=\"").append(panel.id).append("\">\n<text x=\"").append(LEFT).append("\" y=\"")
                .append(px(top - 10)).append("\" font-weight=\"600\">").append(Html.escape(panel.title)).append("</text>\n");
        grid(svg, x, y, top, bottom);
        ideals.forEach((delay, points) -> polyline(svg, "ideal", IDEAL_DASH, "#1b1b1b",
                panel == Panel.THROUGHPUT ? "ideal: N/" + delay + " ms" : "ideal: N", points, x, y, bottom));
        for (Line line : lines) {
            TreeMap<Integer, Double> points = new TreeMap<>();
            line.load().steps().stream().filter(s -> panel.drawn(panel.value(s))).forEach(s -> points.put(s.concurrency(), panel.value(s)));
            polyline(svg, "case", line.stream() ? STREAM_DASH : null, line.colour(), line.label(), points, x, y, bottom);
            points.forEach((n, v) -> svg.append("<circle cx=\"").append(px(x.at(n, LEFT, PLOT_WIDTH))).append("\" cy=\"")
                    .append(px(y.at(v, bottom, -PANEL_HEIGHT))).append("\" r=\"3\" fill=\"").append(line.colour()).append("\"><title>")
                    .append(Html.escape(line.label() + ": N " + n + ", " + Format.number(v, panel.decimals) + " " + panel.unit))
                    .append("</title></circle>\n"));
        }
        svg.append("<text x=\"").append(px(LEFT + PLOT_WIDTH / 2.0)).append("\" y=\"").append(px(bottom + 36))
                .append("\" text-anchor=\"middle\" class=\"axis-title\">callers N (log scale)</text>\n</g>\n");
    }

    private static void grid(StringBuilder svg, Scale x, Scale y, double top, double bottom) {
        for (double n : x.ticks()) {
            double at = x.at(n, LEFT, PLOT_WIDTH);
            svg.append("<line x1=\"").append(px(at)).append("\" y1=\"").append(px(top)).append("\" x2=\"").append(px(at))
                    .append("\" y2=\"").append(px(bottom)).append("\" stroke=\"#dddddd\"/>\n<text x=\"").append(px(at)).append("\" y=\"")
                    .append(px(bottom + 16)).append("\" text-anchor=\"middle\" class=\"tick\">").append(RatioChart.tickLabel(n)).append("</text>\n");
        }
        for (double v : y.ticks()) {
            double at = y.at(v, bottom, -PANEL_HEIGHT);
            svg.append("<line x1=\"").append(LEFT).append("\" y1=\"").append(px(at)).append("\" x2=\"").append(LEFT + PLOT_WIDTH)
                    .append("\" y2=\"").append(px(at)).append("\" stroke=\"#dddddd\"/>\n<text x=\"").append(LEFT - 6).append("\" y=\"")
                    .append(px(at + 4)).append("\" text-anchor=\"end\" class=\"tick\">").append(RatioChart.tickLabel(v)).append("</text>\n");
        }
        svg.append("<rect x=\"").append(LEFT).append("\" y=\"").append(px(top)).append("\" width=\"").append(PLOT_WIDTH)
                .append("\" height=\"").append(PANEL_HEIGHT).append("\" fill=\"none\" stroke=\"#999999\"/>\n");
    }

    private static void polyline(StringBuilder svg, String kind, String dashes, String colour, String name, TreeMap<Integer, Double> points,
                                 Scale x, Scale y, double bottom) {
        if (points.isEmpty()) {
            return;
        }
        String coordinates = points.entrySet().stream().map(e -> px(x.at(e.getKey(), LEFT, PLOT_WIDTH)) + ","
                + px(y.at(e.getValue(), bottom, -PANEL_HEIGHT))).collect(Collectors.joining(" "));
        svg.append("<polyline class=\"").append(kind).append("\" points=\"").append(coordinates).append("\" fill=\"none\" stroke=\"")
                .append(colour).append("\" stroke-width=\"").append(kind.equals("ideal") ? "1.5" : "2").append('"').append(dash(dashes))
                .append("><title>").append(Html.escape(name)).append("</title></polyline>\n");
    }

    private static String dash(String dashes) {
        return dashes == null ? "" : " stroke-dasharray=\"" + dashes + "\"";
    }

    /**
     * An axis: its ends, whether it is logarithmic, and its ticks.
     *
     * @param low   the value at its start
     * @param high  the value at its end
     * @param log   whether values are placed by their logarithm
     * @param ticks the values marked on it
     */
    record Scale(double low, double high, boolean log, List<Double> ticks) {

        private static final double MARGIN = 1.25;

        /**
         * A log axis a margin beyond the positive values; its ticks the values themselves (the callers N), or, with
         * {@code round}, 1, 2 and 5 times the powers of ten within it (only the powers where those would crowd it).
         */
        static Scale log(List<Double> values, boolean round) {
            List<Double> positive = values.stream().filter(v -> Double.isFinite(v) && v > 0).toList();
            double min = positive.stream().min(Comparator.naturalOrder()).orElse(1.0);
            double max = positive.stream().max(Comparator.naturalOrder()).orElse(10.0);
            double low = min / MARGIN;
            double high = Math.max(max * MARGIN, low * 2);
            return new Scale(low, high, true, round ? roundTicks(low, high) : List.copyOf(new TreeSet<>(positive)));
        }

        /** A linear axis from zero past the largest value, with about four round steps (as the bar charts'). */
        static Scale linear(List<Double> values) {
            double max = values.stream().filter(Double::isFinite).mapToDouble(Double::doubleValue).max().orElse(0);
            double step = BarChart.niceStep(max / 4);
            double top = Math.max(step, step * Math.ceil(max * 1.05 / step));
            List<Double> ticks = new ArrayList<>();
            for (int i = 0; i * step <= top + step / 2; i++) {
                ticks.add(i * step);
            }
            return new Scale(0, top, false, ticks);
        }

        private static List<Double> roundTicks(double low, double high) {
            List<Double> ticks = new ArrayList<>();
            for (int power = (int) Math.floor(Math.log10(low)); power <= Math.ceil(Math.log10(high)); power++) {
                for (double m : new double[] {1, 2, 5}) {
                    double tick = m * Math.pow(10, power);
                    if (tick >= low && tick <= high) {
                        ticks.add(tick);
                    }
                }
            }
            return ticks.size() <= 8 ? ticks : ticks.stream().filter(t -> Math.log10(t) == Math.rint(Math.log10(t))).toList();
        }

        /** Where {@code value} falls on an axis that starts at {@code start} and runs {@code length} (negative: upwards). */
        double at(double value, double start, double length) {
            double fraction = log ? (Math.log(value) - Math.log(low)) / (Math.log(high) - Math.log(low)) : (value - low) / (high - low);
            return start + length * fraction;
        }
    }
}
