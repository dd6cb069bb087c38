package dev.sdkbench.reports.render;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import com.fasterxml.jackson.databind.JsonNode;

import dev.sdkbench.reports.model.CaseResult;
import dev.sdkbench.reports.model.MachineNoise;
import dev.sdkbench.reports.model.Run;
import dev.sdkbench.reports.model.RunFile;
import dev.sdkbench.reports.model.Report;

/**
 * The machine's own noise in a report: a warning when the machine spread more than the precision
 * its runs aimed for (then no figure of it can be that precise), and each reading as label: value lines.
 */
public final class Noise {

    private Noise() {
    }

    /**
     * One line per run whose machine-noise reading (before or after it) has a register loop or loopback
     * round trip whose IQR % exceeds the run's precision target (its cases' smallest {@code precision} × 100 %).
     * Runs without a reading or without a target give none; the same machine and words are said once.
     */
    public static List<String> warnings(Report report) {
        Set<String> lines = new LinkedHashSet<>();
        for (RunFile f : report.runs()) {
            Run run = f.run();
            MachineNoise noise = run.environment().machineNoise();
            Optional<Double> target = target(run);
            if (noise == null || target.isEmpty()) {
                continue;
            }
            List<String> over = new ArrayList<>();
            over(over, "before the run", noise.before(), target.get());
            over(over, "after the run", noise.after(), target.get());
            if (!over.isEmpty()) {
                lines.add("host " + run.environment().host() + ": the machine's own spread (" + String.join("; ", over)
                        + ") exceeds the precision target of ±" + Format.number(target.get() * 100, 1)
                        + "%: no figure measured on it can be that precise; quiet the machine or take these figures as rough");
            }
        }
        return List.copyOf(lines);
    }

    /** The smallest positive precision of the run's cases, as a fraction. */
    private static Optional<Double> target(Run run) {
        return run.cases().stream().map(CaseResult::settings).map(s -> s.startup().precision()).filter(p -> p > 0)
                .min(Double::compare);
    }

    private static void over(List<String> out, String when, MachineNoise.Reading reading, double target) {
        if (reading == null) {
            return;
        }
        reading.registerLoopIqrPercent().filter(iqr -> iqr > target * 100)
                .ifPresent(iqr -> out.add("register loop IQR " + Format.number(iqr, 1) + "% " + when));
        reading.loopbackIqrPercent().filter(iqr -> iqr > target * 100)
                .ifPresent(iqr -> out.add("loopback round trip IQR " + Format.number(iqr, 1) + "% " + when));
    }

    /** Each reading as {@code label: value} lines: {@code Machine noise before: registerLoop median 1.2, iqrPercent 0.8; cpu 1}. */
    public static List<String> lines(MachineNoise noise) {
        List<String> lines = new ArrayList<>();
        if (noise == null) {
            return lines;
        }
        line(lines, "before", noise.before());
        line(lines, "after", noise.after());
        noise.extra().forEach((name, value) -> lines.add("Machine noise " + name + ": " + text(value)));
        return lines;
    }

    private static void line(List<String> lines, String when, MachineNoise.Reading reading) {
        if (reading == null) {
            return;
        }
        List<String> parts = new ArrayList<>();
        reading.measures().forEach((name, m) -> {
            StringBuilder part = new StringBuilder(name).append(" median ").append(Format.number(m.median(), 2));
            if (Double.isFinite(m.iqrPercent())) {
                part.append(", IQR ").append(Format.number(m.iqrPercent(), 1)).append('%');
            }
            m.extra().forEach((k, v) -> part.append(", ").append(k).append(' ').append(text(v)));
            parts.add(part.toString());
        });
        reading.values().forEach((name, value) -> parts.add(name + " " + text(value)));
        lines.add("Machine noise " + when + ": " + (parts.isEmpty() ? Format.NONE : String.join("; ", parts)));
    }

    /** A JSON value as plain text: strings without quotes, numbers to two decimals, objects as {@code k v, …}. */
    private static String text(JsonNode value) {
        if (value == null || value.isNull()) {
            return Format.NONE;
        }
        if (value.isTextual()) {
            return value.asText();
        }
        if (value.isIntegralNumber()) {
            return value.asText();
        }
        if (value.isNumber()) {
            return Format.number(value.asDouble(), 2);
        }
        if (value.isObject()) {
            List<String> members = new ArrayList<>();
            for (Map.Entry<String, JsonNode> e : (Iterable<Map.Entry<String, JsonNode>>) value::fields) {
                members.add(e.getKey() + " " + text(e.getValue()));
            }
            return String.join(", ", members);
        }
        return value.toString();
    }
}
