package dev.sdkbench.junit.run;

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

import dev.sdkbench.junit.probe.NoiseReading;

/**
 * The machine's own spread, probed on each worker's CPU right before and right after a class's
 * forks ({@link dev.sdkbench.junit.probe.MachineProbe}): a figure cannot be more precise than the
 * machine it ran on, and machines differ (one VM spread a register loop by 55%, another by 1%).
 * In results: {@code before} and {@code after} are the noisiest worker's reading (the one a
 * precision target is judged against), {@code readings} every reading.
 *
 * @param readings every worker's reading, before the forks then after
 * @param problem  why a probe gave no reading, or {@code null}
 */
public record MachineNoise(List<Reading> readings, String problem) {

    public MachineNoise {
        readings = List.copyOf(readings);
    }

    /**
     * One measure over the probe's rounds.
     *
     * @param median     its median, in {@code unit}
     * @param iqrPercent its IQR over the rounds, % of the median
     * @param unit       ms or µs
     */
    public record Measure(double median, double iqrPercent, String unit) {

        dev.sdkbench.results.model.MachineNoise.Measure toModel() {
            return new dev.sdkbench.results.model.MachineNoise.Measure(median, iqrPercent, unit, Map.of());
        }
    }

    /**
     * One probe's figures, as the results file carries them.
     *
     * @param when         {@code before} or {@code after} the forks
     * @param cpus         the CPUs the probe ran on
     * @param rounds       rounds of each measure
     * @param registerLoop a loop that stays in registers (the vCPU's own speed)
     * @param memoryWalk   a dependent walk over 16 MiB (the host's caches and memory)
     * @param loopback     a loopback TCP round trip (the kernel and thread wake-ups)
     * @param stealPercent steal time over the probe, % of the CPUs' time (NaN unknown)
     * @param start        when the probe began, ISO-8601
     */
    public record Reading(String when, String cpus, int rounds, Measure registerLoop, Measure memoryWalk, Measure loopback,
                          double stealPercent, String start) {

        static Reading of(String when, NoiseReading r) {
            return new Reading(when, r.cpus(), r.rounds(), new Measure(r.registerLoop().median(), r.registerLoop().iqrPercent(), "ms"),
                    new Measure(r.memoryWalk().median(), r.memoryWalk().iqrPercent(), "ms"),
                    new Measure(r.loopback().median(), r.loopback().iqrPercent(), "µs"), r.stealPercent(), r.start().toString());
        }

        /** The larger of the two spreads a precision target is judged against (see {@link NoiseReading#exceeds}). */
        double judgedIqrPercent() {
            return Math.max(registerLoop.iqrPercent(), loopback.iqrPercent());
        }

        /** The reading as the results file carries it: its measures, then its other members as values by name. */
        dev.sdkbench.results.model.MachineNoise.Reading toModel() {
            Map<String, dev.sdkbench.results.model.MachineNoise.Measure> measures = new LinkedHashMap<>();
            measures.put("registerLoop", registerLoop.toModel());
            measures.put("memoryWalk", memoryWalk.toModel());
            measures.put("loopback", loopback.toModel());
            // Reports show a reading's other members each as label: value (SCHEMA.md).
            Map<String, JsonNode> values = new LinkedHashMap<>();
            values.put("when", TextNode.valueOf(when));
            values.put("cpus", TextNode.valueOf(cpus));
            values.put("rounds", IntNode.valueOf(rounds));
            values.put("stealPercent", DoubleNode.valueOf(stealPercent));
            values.put("start", TextNode.valueOf(start));
            return new dev.sdkbench.results.model.MachineNoise.Reading(measures, values);
        }

        String describe() {
            return String.format(Locale.ROOT, "machine noise %s the forks, cpu %s: register loop IQR %.1f%%, memory walk IQR %.1f%%,"
                    + " loopback %.1f µs IQR %.1f%%, steal %.1f%%", when, cpus, registerLoop.iqrPercent(), memoryWalk.iqrPercent(),
                    loopback.median(), loopback.iqrPercent(), stealPercent);
        }
    }

    /** No probe ran (the class turned it off). */
    public static MachineNoise none() {
        return new MachineNoise(List.of(), null);
    }

    static MachineNoise of(List<NoiseReading> before, List<NoiseReading> after, String problem) {
        List<Reading> readings = new ArrayList<>();
        before.forEach(r -> readings.add(Reading.of("before", r)));
        after.forEach(r -> readings.add(Reading.of("after", r)));
        return new MachineNoise(readings, problem);
    }

    /** The noisiest reading before the forks, or {@code null}. */
    public Reading before() {
        return noisiest("before");
    }

    /** The noisiest reading after the forks, or {@code null}. */
    public Reading after() {
        return noisiest("after");
    }

    /** The spread as the results file carries it: the two judged readings, every reading, and the problem. */
    public dev.sdkbench.results.model.MachineNoise toModel() {
        Reading before = before();
        Reading after = after();
        return new dev.sdkbench.results.model.MachineNoise(before == null ? null : before.toModel(),
                after == null ? null : after.toModel(), readings.stream().map(Reading::toModel).toList(), problem, Map.of());
    }

    private Reading noisiest(String when) {
        return readings.stream().filter(r -> r.when().equals(when)).max(Comparator.comparingDouble(Reading::judgedIqrPercent))
                .orElse(null);
    }

    /**
     * Whether the machine spread more than a precision target allows: the register loop's or the
     * loopback's IQR in any reading above the target (see {@link NoiseReading#exceeds}).
     *
     * @param precision a relative half-width, e.g. 0.03
     */
    public boolean exceeds(double precision) {
        return readings.stream().anyMatch(r -> r.judgedIqrPercent() > precision * 100);
    }

    /** One line per reading, for the console; empty when nothing was probed. */
    public String describe() {
        List<String> lines = new ArrayList<>();
        readings.forEach(r -> lines.add(r.describe()));
        if (problem != null) {
            lines.add("machine noise: " + problem);
        }
        return String.join("\n", lines);
    }
}
