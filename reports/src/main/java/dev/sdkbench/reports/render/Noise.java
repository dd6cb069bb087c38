package dev.sdkbench.reports.render;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import com.fasterxml.jackson.databind.JsonNode;

import dev.sdkbench.results.model.CaseResult;
import dev.sdkbench.results.model.MachineNoise;
import dev.sdkbench.results.model.Run;
import dev.sdkbench.results.model.RunFile;
import dev.sdkbench.results.model.Report;

/**
 * The machine's own noise in a report: a warning when the machine spread more than the precision
 * its runs aimed for (then no figure of it can be that precise), and each reading as label: value lines.
 */
public final class Noise {

    private Noise() {
    }

    /**
     * One line per machine (host) whose noise readings (before or after a run) have a register loop
     * or loopback round trip whose IQR % exceeds the run's precision target (its cases' smallest
     * {@code precision} × 100 %): in how many of its runs, and the largest spreads. Runs without a
     * reading or without a target count for nothing.
     */
    public static List<String> warnings(Report report) {
        Map<String, int[]> runsByHost = new LinkedHashMap<>();
        Map<String, double[]> worstByHost = new LinkedHashMap<>();
        Map<String, Double> targetByHost = new LinkedHashMap<>();
        for (RunFile f : report.runs()) {
            Run run = f.run();
            MachineNoise noise = run.environment().machineNoise();
            Optional<Double> target = target(run);
            if (noise == null || target.isEmpty()) {
                continue;
            }
            String host = run.environment().host();
            int[] runs = runsByHost.computeIfAbsent(host, k -> new int[2]);
            double[] worst = worstByHost.computeIfAbsent(host, k -> new double[2]);
            targetByHost.merge(host, target.get(), Math::min);
            runs[1]++;
            boolean over = false;
            for (MachineNoise.Reading reading : new MachineNoise.Reading[] {noise.before(), noise.after()}) {
                if (reading == null) {
                    continue;
                }
                double register = reading.registerLoopIqrPercent().orElse(0.0);
                double loopback = reading.loopbackIqrPercent().orElse(0.0);
                worst[0] = Math.max(worst[0], register);
                worst[1] = Math.max(worst[1], loopback);
                over |= register > target.get() * 100 || loopback > target.get() * 100;
            }
            if (over) {
                runs[0]++;
            }
        }
        List<String> lines = new ArrayList<>();
        runsByHost.forEach((host, runs) -> {
            if (runs[0] > 0) {
                double[] worst = worstByHost.get(host);
                lines.add("host " + host + ": the machine's own spread exceeded the precision target of ±"
                        + Format.number(targetByHost.get(host) * 100, 1) + "% in " + runs[0] + " of " + runs[1]
                        + " class runs (register loop IQR up to " + Format.number(worst[0], 1) + "%, loopback round trip IQR up to "
                        + Format.number(worst[1], 1) + "%): no figure measured on it can be that precise; quiet the machine or"
                        + " take these figures as rough");
            }
        });
        return lines;
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
        if (noise.problem() != null) {
            lines.add("Machine noise problem: " + noise.problem());
        }
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
            if (m.unit() != null) {
                part.append(", unit ").append(m.unit());
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
