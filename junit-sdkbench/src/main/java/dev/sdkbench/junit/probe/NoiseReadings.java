package dev.sdkbench.junit.probe;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.DoubleNode;
import com.fasterxml.jackson.databind.node.IntNode;
import com.fasterxml.jackson.databind.node.TextNode;

import dev.sdkbench.results.model.MachineNoise;

/**
 * The machine's own spread, probed on each worker's CPU right before and right after a class's
 * forks ({@link MachineProbe}), as the results file keeps it: a figure cannot be more precise than the
 * machine it ran on, and machines differ (one VM spread a register loop by 55%, another by 1%).
 * {@code before} and {@code after} are the noisiest worker's reading (the one a precision target is
 * judged against), {@code readings} every reading, before the forks then after.
 */
public final class NoiseReadings {

    private NoiseReadings() {
    }

    /** The results' machine noise of these readings; {@code problem} says why a probe gave none, or is {@code null}. */
    public static MachineNoise of(List<NoiseReading> before, List<NoiseReading> after, String problem) {
        List<MachineNoise.Reading> readings = new ArrayList<>();
        before.forEach(r -> readings.add(reading("before", r)));
        after.forEach(r -> readings.add(reading("after", r)));
        return new MachineNoise(noisiest("before", before), noisiest("after", after), readings, problem, Map.of());
    }

    private static MachineNoise.Reading noisiest(String when, List<NoiseReading> readings) {
        return readings.stream().max(Comparator.comparingDouble(NoiseReadings::judgedIqrPercent)).map(r -> reading(when, r))
                .orElse(null);
    }

    /** The larger of the two spreads a precision target is judged against (see {@link NoiseReading#exceeds}). */
    private static double judgedIqrPercent(NoiseReading r) {
        return Math.max(r.registerLoop().iqrPercent(), r.loopback().iqrPercent());
    }

    /** The reading as the results file carries it: its measures, then its other members as values by name. */
    private static MachineNoise.Reading reading(String when, NoiseReading r) {
        Map<String, MachineNoise.Measure> measures = new LinkedHashMap<>();
        measures.put("registerLoop", measure(r.registerLoop(), "ms"));
        measures.put("memoryWalk", measure(r.memoryWalk(), "ms"));
        measures.put("loopback", measure(r.loopback(), "µs"));
        // Reports show a reading's other members each as label: value (SCHEMA.md).
        Map<String, JsonNode> values = new LinkedHashMap<>();
        values.put("when", TextNode.valueOf(when));
        values.put("cpus", TextNode.valueOf(r.cpus()));
        values.put("rounds", IntNode.valueOf(r.rounds()));
        values.put("stealPercent", DoubleNode.valueOf(r.stealPercent()));
        values.put("start", TextNode.valueOf(r.start().toString()));
        return new MachineNoise.Reading(measures, values);
    }

    private static MachineNoise.Measure measure(NoiseReading.Figure figure, String unit) {
        return new MachineNoise.Measure(figure.median(), figure.iqrPercent(), unit, Map.of());
    }

    /**
     * Whether the machine spread more than a precision target allows: the register loop's or the
     * loopback's IQR in any reading above the target (see {@link NoiseReading#exceeds}).
     *
     * @param precision a relative half-width, e.g. 0.03
     */
    public static boolean exceeds(MachineNoise noise, double precision) {
        return noise.readings().stream().anyMatch(r -> Math.max(iqrPercent(r, "registerLoop"), iqrPercent(r, "loopback"))
                > precision * 100);
    }

    /** One line per reading, for the console; empty when nothing was probed. */
    public static String describe(MachineNoise noise) {
        List<String> lines = new ArrayList<>();
        noise.readings().forEach(r -> lines.add(describe(r)));
        if (noise.problem() != null) {
            lines.add("machine noise: " + noise.problem());
        }
        return String.join("\n", lines);
    }

    private static String describe(MachineNoise.Reading r) {
        return String.format(Locale.ROOT, "machine noise %s the forks, cpu %s: register loop IQR %.1f%%, memory walk IQR %.1f%%,"
                + " loopback %.1f µs IQR %.1f%%, steal %.1f%%", r.values().get("when").asText(), r.values().get("cpus").asText(),
                iqrPercent(r, "registerLoop"), iqrPercent(r, "memoryWalk"), r.measures().get("loopback").median(),
                iqrPercent(r, "loopback"), r.values().get("stealPercent").asDouble());
    }

    private static double iqrPercent(MachineNoise.Reading r, String measure) {
        return r.measures().get(measure).iqrPercent();
    }
}
