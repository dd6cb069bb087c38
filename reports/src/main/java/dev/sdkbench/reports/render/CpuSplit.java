package dev.sdkbench.reports.render;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;

import dev.sdkbench.results.model.Block;
import dev.sdkbench.results.model.CaseResult;
import dev.sdkbench.results.model.Fork;
import dev.sdkbench.results.model.Protocol;
import dev.sdkbench.results.model.Report;
import dev.sdkbench.results.model.RunFile;
import dev.sdkbench.results.stats.Percentiles;

/**
 * Whether the CPUs a run's forks were pinned to gave the same figures. With two workers on two cores
 * one worker shares its CPU with the build's JVMs; a case whose forks landed on both CPUs compares
 * them within itself, so only the CPU differs. Per CPU: the median over such cases of (that CPU's
 * forks' median) / (the other CPUs' forks' median), for the early and the steady µs/call.
 */
public final class CpuSplit {

    /** What one line compares. */
    private enum Measure {
        EARLY("early µs/call", Protocol.STARTUP, f -> f.result().early()),
        STEADY("steady µs/call", Protocol.STEADY, f -> f.result().steady());

        private final String label;
        private final Protocol protocol;
        private final Function<Fork, Block> block;

        Measure(String label, Protocol protocol, Function<Fork, Block> block) {
            this.label = label;
            this.protocol = protocol;
            this.block = block;
        }

        /** The fork's figure, or NaN when it does not count (failed, another protocol, unsettled steady block). */
        double of(Fork fork) {
            if (!fork.ok() || fork.cpu() == null || fork.protocol() != protocol || fork.result() == null) {
                return Double.NaN;
            }
            Block b = block.apply(fork);
            return b == null || (this == STEADY && !b.settled()) ? Double.NaN : b.meanMicros();
        }
    }

    private CpuSplit() {
    }

    /**
     * {@code label: value} lines, one per measure that some case measured on two CPUs or more, e.g.
     * {@code Figures by CPU, steady µs/call: cpu 0 ×1.03 of the other CPUs' (median of 20 cases, 0.91–1.20)}.
     */
    public static List<String> lines(Report report) {
        List<String> lines = new ArrayList<>();
        for (Measure measure : Measure.values()) {
            Map<Integer, List<Double>> ratios = new TreeMap<>();
            for (RunFile f : report.runs()) {
                f.run().cases().forEach(c -> ratios(c, measure).forEach((cpu, r) -> ratios.computeIfAbsent(cpu, k -> new ArrayList<>()).add(r)));
            }
            if (ratios.isEmpty()) {
                continue;
            }
            List<String> parts = new ArrayList<>();
            ratios.forEach((cpu, rs) -> {
                double[] values = rs.stream().mapToDouble(Double::doubleValue).sorted().toArray();
                parts.add("cpu " + cpu + " ×" + Format.number(Percentiles.median(values), 3) + " of the other CPUs' (median of "
                        + values.length + (values.length == 1 ? " case" : " cases") + ", " + Format.number(values[0], 2) + "–"
                        + Format.number(values[values.length - 1], 2) + ")");
            });
            lines.add("Figures by CPU, " + measure.label + ": " + String.join("; ", parts));
        }
        return lines;
    }

    /** For a case with counted forks on two CPUs or more: each CPU's median over the other CPUs'. */
    private static Map<Integer, Double> ratios(CaseResult c, Measure measure) {
        Map<Integer, List<Double>> byCpu = new TreeMap<>();
        for (Fork fork : c.forks()) {
            double value = measure.of(fork);
            if (Double.isFinite(value)) {
                byCpu.computeIfAbsent(fork.cpu(), k -> new ArrayList<>()).add(value);
            }
        }
        Map<Integer, Double> ratios = new TreeMap<>();
        if (byCpu.size() < 2) {
            return ratios;
        }
        byCpu.forEach((cpu, values) -> {
            double[] others = byCpu.entrySet().stream().filter(e -> !e.getKey().equals(cpu)).flatMap(e -> e.getValue().stream())
                    .mapToDouble(Double::doubleValue).toArray();
            ratios.put(cpu, median(values) / Percentiles.median(others));
        });
        return ratios;
    }

    private static double median(List<Double> values) {
        return Percentiles.median(values.stream().mapToDouble(Double::doubleValue).toArray());
    }
}
