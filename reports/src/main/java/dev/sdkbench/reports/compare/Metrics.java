package dev.sdkbench.reports.compare;

import java.util.Locale;

/** What a figure's name says: its unit (the schema's suffixes) and which way is better. */
final class Metrics {

    private Metrics() {
    }

    /** Rates are better higher; every other figure (time, memory, allocation, counts) is better lower. */
    static boolean higherIsBetter(String metric) {
        return metric.contains("PerSecond") || metric.endsWith("Throughput");
    }

    static String unit(String metric) {
        if (metric.endsWith("Micros")) {
            return "µs";
        }
        if (metric.endsWith("Millis") || metric.endsWith("Ms")) {
            return "ms";
        }
        if (metric.endsWith("MiB")) {
            return "MiB";
        }
        if (metric.endsWith("KiB")) {
            return "KiB";
        }
        if (metric.endsWith("Bytes")) {
            return "B";
        }
        return "";
    }

    /** A figure with as many decimals as its size deserves. */
    static String value(double v) {
        double size = Math.abs(v);
        return String.format(Locale.ROOT, size >= 1000 ? "%.0f" : size >= 10 ? "%.1f" : "%.2f", v);
    }

    /** A fraction as a signed percentage: {@code +10.2%}. */
    static String percent(double fraction) {
        return String.format(Locale.ROOT, "%+.1f%%", fraction * 100);
    }
}
