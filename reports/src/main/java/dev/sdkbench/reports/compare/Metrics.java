package dev.sdkbench.reports.compare;

import java.util.Locale;

/** What a comparison needs to know about a figure beyond how reports show it ({@code render.Figure}). */
final class Metrics {

    private Metrics() {
    }

    /** A fraction as a signed percentage: {@code +10.2%}. */
    static String percent(double fraction) {
        return String.format(Locale.ROOT, "%+.1f%%", fraction * 100);
    }
}
