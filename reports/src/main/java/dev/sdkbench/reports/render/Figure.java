package dev.sdkbench.reports.render;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

import dev.sdkbench.results.model.CaseResult;
import dev.sdkbench.results.model.Protocol;
import dev.sdkbench.results.model.Report;

/**
 * How a figure of the results file is shown: its label, unit and decimals. The engine's figures
 * have labels written here; a figure added later is shown by its name, with the unit its name's
 * suffix gives, so new figures render without a code change.
 *
 * @param name     the figure's name in the file's {@code summary}
 * @param label    what a reader sees
 * @param unit     µs, ms, MiB, KiB, B or empty for a count
 * @param decimals decimals shown
 */
public record Figure(String name, String label, String unit, int decimals) {

    /**
     * Older files' allocation, whose block switched with the case: the steady block when its steady forks
     * settled (schemaVersion 1: whenever its forks ran one), else the early block. Newer files name the block.
     */
    public static final String MIXED_ALLOCATION = "allocKiB";

    private static final Map<String, Figure> KNOWN = new LinkedHashMap<>();

    static {
        known("firstResponseMs", "First response", "ms", 0);
        known("earlyMicros", "Local request, early", "µs", 1);
        known("steadyMicros", "Local request, steady", "µs", 1);
        known("earlyCpuMicros", "CPU time per request, early", "µs", 1);
        known("rssMiB", "Memory (RSS)", "MiB", 1);
        known("earlyAllocKiB", "Allocation per request, early", "KiB", 2);
        known("steadyAllocKiB", "Allocation per request, steady", "KiB", 2);
        known("hwmMiB", "Peak memory (HWM)", "MiB", 1);
        known("firstResponseRssMiB", "Memory at first response (RSS)", "MiB", 1);
        known("lifetimeMs", "Process lifetime", "ms", 0);
        known("exitMs", "Exit after the last call", "ms", 0);
        known("classesLoaded", "Classes loaded", "", 0);
        known("loserCloseMicros", "Loser closed after the answer", "µs", 1);
        for (String block : List.of("early", "steady")) {
            String group = block + "Stream.";
            known(group + "sdkFirstDeltaMicros", "First text delta, SDK share, " + block, "µs", 1);
            known(group + "sdkEndMicros", "End of stream, SDK share, " + block, "µs", 1);
            known(group + "firstDeltaMicros", "First text delta with fixture waits, " + block, "µs", 1);
            known(group + "endMicros", "End of stream with fixture waits, " + block, "µs", 1);
            known(group + "textDeltas", "Text deltas per call, " + block, "", 1);
        }
        known("retry.waitMicros", "Retry: SDK's wait, 429 to resend", "µs", 0);
        known("retry.beyondWaitMicros", "Retry: cost beyond the advertised wait", "µs", 1);
        known(MIXED_ALLOCATION, "Allocation per request, older file (steady if settled, else early)", "KiB", 2);
    }

    /** The streaming figures, in the order the streaming table shows them. */
    public static final List<String> STREAMING = List.of("earlyStream.sdkFirstDeltaMicros", "steadyStream.sdkFirstDeltaMicros",
            "earlyStream.sdkEndMicros", "steadyStream.sdkEndMicros", "steadyStream.textDeltas");

    /**
     * Figures only some scenarios have, shown in their scenario's table and nowhere else: a hedged
     * call's loser-close time (its cancellation's cost), the retry path's real wait and its cost
     * beyond the advertised wait (the retry table's own columns).
     */
    public static final List<String> SCENARIO = List.of("loserCloseMicros", "retry.waitMicros", "retry.beyondWaitMicros");

    /**
     * The name {@code figure} of {@code c} has with its block in it: {@link #MIXED_ALLOCATION} becomes
     * {@code steadyAllocKiB} or {@code earlyAllocKiB}, as the case's forks decided it; any other name is its own.
     */
    public static String blockNamed(CaseResult c, String figure) {
        if (!figure.equals(MIXED_ALLOCATION)) {
            return figure;
        }
        // schemaVersion 1 ran the steady block in the start-up forks and took it for allocation, settled or not.
        boolean legacySteady = c.forks().stream().anyMatch(f -> f.protocol() == Protocol.STARTUP && f.result() != null
                && f.result().steady() != null);
        return (c.steadySettled() || legacySteady ? "steady" : "early") + "AllocKiB";
    }

    /** Rates (a name containing {@code PerSecond} or ending in {@code Throughput}) are better higher; every other figure is better lower. */
    public boolean higherIsBetter() {
        return name.contains("PerSecond") || name.endsWith("Throughput");
    }

    /** Whether the figure belongs to a streaming case's group of figures. */
    public boolean streaming() {
        return name.startsWith("earlyStream.") || name.startsWith("steadyStream.");
    }

    private static void known(String name, String label, String unit, int decimals) {
        KNOWN.put(name, new Figure(name, label, unit, decimals));
    }

    public static Figure of(String name) {
        Figure known = KNOWN.get(name);
        return known != null ? known : derived(name);
    }

    /** A figure this class has no label for: the unit from the name's suffix, the label from the rest. */
    static Figure derived(String name) {
        String[][] suffixes = {{"Micros", "µs", "1"}, {"Millis", "ms", "1"}, {"Ms", "ms", "1"}, {"MiB", "MiB", "1"},
                {"KiB", "KiB", "2"}, {"Bytes", "B", "0"}};
        for (String[] suffix : suffixes) {
            if (name.endsWith(suffix[0]) && name.length() > suffix[0].length()) {
                return new Figure(name, words(name.substring(0, name.length() - suffix[0].length())), suffix[1],
                        Integer.parseInt(suffix[2]));
            }
        }
        return new Figure(name, words(name), "", 2);
    }

    /** {@code timeToFirstToken} as {@code Time to first token}. */
    private static String words(String camel) {
        String spaced = camel.replaceAll("([a-z0-9])([A-Z])", "$1 $2").toLowerCase(Locale.ROOT);
        return spaced.isEmpty() ? camel : Character.toUpperCase(spaced.charAt(0)) + spaced.substring(1);
    }

    /**
     * Every figure measured in at least one case of the report (a steady one only where it settled): the
     * engine's in their usual order, then new ones by name.
     */
    public static List<Figure> measuredIn(Report report) {
        Set<String> names = new LinkedHashSet<>();
        // summary() leaves out steady figures of a steady state that did not settle: they are no figures.
        report.rows().forEach(r -> r.result().summaries().keySet().forEach(name -> {
            if (r.result().summary(name).isPresent()) {
                names.add(name);
            }
        }));
        List<Figure> figures = new ArrayList<>();
        KNOWN.keySet().stream().filter(names::contains).forEach(n -> figures.add(KNOWN.get(n)));
        names.stream().filter(n -> !KNOWN.containsKey(n)).sorted().forEach(n -> figures.add(of(n)));
        return figures;
    }

    /** {@code Local request, early (µs)}. */
    public String heading() {
        return unit.isEmpty() ? label : label + " (" + unit + ")";
    }

    public String format(double value) {
        return Format.number(value, decimals);
    }
}
