package dev.sdkbench.reports.render.html;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

import dev.sdkbench.results.model.Pair;
import dev.sdkbench.results.model.Report;
import dev.sdkbench.results.model.Run;
import dev.sdkbench.results.model.RunFile;

import dev.sdkbench.results.stats.paired.PairedComparison;
import dev.sdkbench.results.stats.paired.PairedFigure;
import dev.sdkbench.results.stats.paired.PairedRatio;
import dev.sdkbench.results.stats.paired.PairedVerdict;
import dev.sdkbench.reports.render.ApiName;

/**
 * The side-by-side ratios as one SVG that stands on its own (its style inside it, so a repository
 * page renders it as an image, and the HTML report inlines it): a row per pair, a marker per timed
 * figure at its paired ratio on a log axis, a whisker over its 95% interval, and the line at 1×.
 * A ratio without an interval is drawn hollow.
 *
 * <p>A row is named by what a reader knows: the library and version of the case's class and the API it calls
 * ({@code openai-java 4.105.0 · Chat}), the case's name where two rows would read alike; the left margin is as wide as
 * the longest name, so none is cut. The axis says what 1× is and that lower is better.
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

    /**
     * One row: its name on the left, what a pointer over the name shows, and the comparison drawn.
     *
     * @param label      the library, version and API, as the left margin shows them
     * @param tooltip    the case and what it is read against, by their names in the results
     * @param comparison the pair's ratios
     */
    record Row(String label, String tooltip, PairedComparison comparison) {
    }

    private static final int MIN_LABEL_WIDTH = 160;
    private static final int PLOT_WIDTH = 520;
    private static final int RIGHT = 20;
    private static final int ROW = 30;
    private static final int TOP = 54;
    private static final int AXIS = 52;
    static final int FONT = 12;
    static final int TITLE_FONT = 14;
    /** The charts' own style, inside each SVG so that it stands alone. */
    static final String STYLE = "text{font-family:-apple-system,'Segoe UI',Helvetica,Arial,sans-serif;font-size:" + FONT
            + "px;fill:#1b1b1b}.tick{fill:#555}.title{font-size:" + TITLE_FONT + "px;font-weight:600}";

    /** The chart's heading. */
    public static final String TITLE = "Side by side: each case over what it is read against, in the same rounds (95% intervals)";

    private RatioChart() {
    }

    /** The chart of the report's pairs, its axis naming the reference from the results files. */
    public static String svg(Report report) {
        return svg(report, null);
    }

    /**
     * The chart of the report's pairs; {@code referenceName} says what the cases are read against ("the raw JDK
     * client"), or {@code null} to name it from the results files.
     */
    public static String svg(Report report, String referenceName) {
        List<Row> rows = rows(report);
        String reference = referenceName == null ? referenceName(report, rows) : referenceName;
        return svg(rows, TITLE, "× " + reference + " (lower is better)");
    }

    static String svg(List<Row> rows, String title, String axisTitle) {
        Axis axis = Axis.of(rows);
        int labelWidth = labelWidth(rows);
        int width = Math.max(labelWidth + PLOT_WIDTH + RIGHT, (int) Math.ceil(textWidth(title, TITLE_FONT) * 1.1) + 16);
        int bottom = TOP + rows.size() * ROW;
        int height = bottom + AXIS;
        StringBuilder svg = new StringBuilder();
        svg.append("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"ratio-chart\" width=\"").append(width).append("\" height=\"")
                .append(height).append("\" viewBox=\"0 0 ").append(width).append(' ').append(height)
                .append("\" role=\"img\" aria-label=\"").append(Html.escape(title)).append("\">\n<style>").append(STYLE)
                .append("</style>\n<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n");
        svg.append("<text x=\"8\" y=\"18\" class=\"title\">").append(Html.escape(title)).append("</text>\n");
        legend(svg, labelWidth);
        for (double tick : axis.ticks()) {
            double x = axis.x(tick, labelWidth);
            boolean one = tick == 1;
            svg.append("<line x1=\"").append(px(x)).append("\" y1=\"").append(TOP).append("\" x2=\"").append(px(x)).append("\" y2=\"")
                    .append(bottom).append("\" stroke=\"").append(one ? "#1b1b1b" : "#dddddd").append("\" stroke-width=\"")
                    .append(one ? "1.5" : "1").append("\"/>\n");
            svg.append("<text x=\"").append(px(x)).append("\" y=\"").append(bottom + 18).append("\" text-anchor=\"middle\" class=\"tick\">")
                    .append(tickLabel(tick)).append("×</text>\n");
        }
        svg.append("<text x=\"").append(px(labelWidth + PLOT_WIDTH / 2.0)).append("\" y=\"").append(bottom + 40)
                .append("\" text-anchor=\"middle\" class=\"axis-title\">").append(Html.escape(axisTitle)).append("</text>\n");
        for (int i = 0; i < rows.size(); i++) {
            row(svg, rows.get(i), TOP + i * ROW + ROW / 2.0, axis, labelWidth);
        }
        svg.append("</svg>\n");
        return svg.toString();
    }

    /** A row per pair of every run, named by library, version and API; a name two rows share gets the case's name. */
    static List<Row> rows(Report report) {
        List<Row> rows = new ArrayList<>();
        for (RunFile file : report.runs()) {
            for (PairedComparison c : PairedComparison.of(file.run())) {
                rows.add(new Row(label(file.run(), c.pair()) + (c.shard() == null ? "" : " (shard " + c.shard() + ")"), c.pair().caseId() + " over " + c.pair().referenceId(), c));
            }
        }
        Map<String, Long> uses = rows.stream().collect(Collectors.groupingBy(Row::label, Collectors.counting()));
        return rows.stream().map(r -> uses.get(r.label()) == 1 ? r
                : new Row(r.label() + " (" + r.comparison().pair().caseId() + ")", r.tooltip(), r.comparison())).toList();
    }

    /**
     * {@code openai-java 4.105.0 · Chat}; a baseline pair's {@code anthropic-java 3.14.0 over 3.13.0 · Messages}; the
     * case's name stands in for what the file does not say (no library named, or no API called).
     */
    static String label(Run run, Pair pair) {
        String library = run.library().name().isBlank() ? "" : run.library().label();
        if (!library.isEmpty() && pair.role() == Pair.Role.BASELINE && pair.referenceId().contains("@")) {
            library += " over " + pair.referenceId().substring(pair.referenceId().lastIndexOf('@') + 1);
        }
        return label(library, run, pair.caseId());
    }

    /**
     * {@code library · API} of a case of the run ({@code openai-java 4.105.0 · Chat stream}); the case's name stands in
     * for what the file does not say (an empty {@code library}, or no API called).
     */
    static String label(String library, Run run, String caseId) {
        String api = run.caseById(caseId).map(c -> ApiName.of(c.settings())).orElse("");
        if (library.isEmpty()) {
            return api.isEmpty() ? caseId : caseId + " · " + api;
        }
        return library + " · " + (api.isEmpty() ? caseId : api);
    }

    /**
     * What the rows are read against, as far as the results files say: the baseline (and its version, when all
     * share one), the library of the reference cases' class when the report holds that class's run and all agree,
     * else "the reference case".
     */
    static String referenceName(Report report, List<Row> rows) {
        Set<Pair.Role> roles = rows.stream().map(r -> r.comparison().pair().role()).collect(Collectors.toSet());
        if (roles.size() > 1) {
            return "the reference or the baseline";
        }
        Set<String> names = new LinkedHashSet<>();
        boolean baseline = roles.contains(Pair.Role.BASELINE);
        for (Row row : rows) {
            String reference = row.comparison().pair().referenceId();
            names.add(baseline ? reference.substring(reference.lastIndexOf('@') + 1) : referenceLibrary(report, reference));
        }
        if (baseline) {
            return names.size() == 1 ? "the baseline " + names.iterator().next() : "the baseline";
        }
        return names.size() == 1 && !names.contains("") ? names.iterator().next() : "the reference case";
    }

    /** The library of the class a reference case of another class belongs to, when the report has its run; else empty. */
    private static String referenceLibrary(Report report, String referenceId) {
        int dot = referenceId.indexOf('.');
        if (dot < 0) {
            // A reference case of the class itself: the file's library is the case's, not the reference's.
            return "";
        }
        String className = referenceId.substring(0, dot);
        return report.runs().stream().map(RunFile::run).filter(r -> r.benchmarkName().equals(className))
                .map(r -> r.library().label()).filter(l -> !l.isBlank()).findFirst().orElse("");
    }

    private static void legend(StringBuilder svg, int labelWidth) {
        double x = labelWidth;
        for (Series s : Series.values()) {
            svg.append("<circle cx=\"").append(px(x + 5)).append("\" cy=\"36\" r=\"5\" fill=\"").append(s.colour).append("\"/>")
                    .append("<text x=\"").append(px(x + 14)).append("\" y=\"40\">").append(Html.escape(s.figure.label())).append("</text>\n");
            x += 24 + textWidth(s.figure.label(), FONT);
        }
        svg.append("<text x=\"").append(px(x)).append("\" y=\"40\" class=\"tick\">hollow: no 95% interval</text>\n");
    }

    private static void row(StringBuilder svg, Row row, double mid, Axis axis, int labelWidth) {
        svg.append("<text x=\"").append(labelWidth - 10).append("\" y=\"").append(px(mid + 4)).append("\" text-anchor=\"end\">")
                .append(Html.escape(row.label())).append("<title>").append(Html.escape(row.tooltip())).append("</title></text>\n");
        for (Series s : Series.values()) {
            row.comparison().ratio(s.figure).filter(r -> Double.isFinite(r.ratio()) && r.ratio() > 0)
                    .ifPresent(r -> marker(svg, s, r, mid + s.offset, axis, labelWidth));
        }
    }

    /** The left margin: the widest row name as a wide sans-serif font sets it, and room on either side. */
    static int labelWidth(List<Row> rows) {
        double widest = rows.stream().mapToDouble(r -> textWidth(r.label(), FONT)).max().orElse(0);
        return Math.max(MIN_LABEL_WIDTH, (int) Math.ceil(widest) + 20);
    }

    /**
     * The width of {@code text} at {@code size} px, an upper bound over the fonts a page may use for sans-serif
     * (DejaVu Sans, the widest of them, where Helvetica and Arial are missing): an SVG cannot measure its own text.
     */
    static double textWidth(String text, int size) {
        double em = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if ("ijlI.,:;'|!·() ft".indexOf(c) >= 0) {
                em += 0.40;
            } else if ("mwMW@%".indexOf(c) >= 0) {
                em += 1.0;
            } else if (Character.isUpperCase(c)) {
                em += 0.78;
            } else {
                em += 0.65;
            }
        }
        return em * size;
    }

    private static void marker(StringBuilder svg, Series s, PairedRatio r, double y, Axis axis, int labelWidth) {
        boolean interval = Double.isFinite(r.low()) && Double.isFinite(r.high());
        if (interval) {
            svg.append("<line x1=\"").append(px(axis.x(r.low(), labelWidth))).append("\" y1=\"").append(px(y)).append("\" x2=\"")
                    .append(px(axis.x(r.high(), labelWidth))).append("\" y2=\"").append(px(y)).append("\" stroke=\"").append(s.colour)
                    .append("\" stroke-width=\"2\"/>\n");
        }
        svg.append("<circle cx=\"").append(px(axis.x(r.ratio(), labelWidth))).append("\" cy=\"").append(px(y)).append("\" r=\"4\" fill=\"")
                .append(interval ? s.colour : "#ffffff").append("\" stroke=\"").append(s.colour).append("\" stroke-width=\"1.5\"><title>")
                .append(Html.escape(s.figure.label() + ": " + r.describe() + (r.verdict() == PairedVerdict.UNRESOLVED ? "" : ", " + r.verdictWord())))
                .append("</title></circle>\n");
    }

    /** A log axis from a round value below every interval to one above, with 1× always on it. */
    private record Axis(double low, double high) {

        private static final double[] STEPS = {0.1, 0.2, 0.25, 0.5, 0.75, 1, 1.5, 2, 3, 5, 7.5, 10, 20, 50, 100};

        static Axis of(List<Row> rows) {
            double low = 1;
            double high = 1;
            for (Row row : rows) {
                for (Series s : Series.values()) {
                    PairedRatio r = row.comparison().ratio(s.figure).orElse(null);
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

        double x(double value, int labelWidth) {
            return labelWidth + PLOT_WIDTH * (Math.log(value) - Math.log(low)) / (Math.log(high) - Math.log(low));
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

    static String tickLabel(double tick) {
        return tick == Math.rint(tick) ? String.format(Locale.ROOT, "%.0f", tick) : String.format(Locale.ROOT, "%s", tick);
    }

    static String px(double value) {
        return String.format(Locale.ROOT, "%.1f", value);
    }
}
