package dev.sdkbench.reports.render.jmh;

import java.util.Map;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.sdkbench.results.model.CaseResult;
import dev.sdkbench.results.model.CaseSettings;
import dev.sdkbench.results.model.Report;
import dev.sdkbench.results.model.Run;
import dev.sdkbench.results.model.Summary;
import dev.sdkbench.reports.render.Figure;
import dev.sdkbench.reports.render.Format;
import dev.sdkbench.results.stats.Percentiles;

/**
 * The report in JMH's JSON result format ({@code -rf json}), so JMH Visualizer and other JMH tools
 * read it: one element per measured case, named {@code <benchmark class>.<case>}, mode
 * {@code avgt}. Each fork is one JMH fork of one iteration whose batch is the block's timed calls.
 *
 * <p>What differs from JMH, on purpose: {@code score} is the median over forks (our headline,
 * where JMH takes the mean), {@code scoreConfidence} the 95% bootstrap interval of that median
 * and {@code scoreError} half its width (JMH: a 99.9% Student-t interval); percentiles are type 7.
 * The primary metric is the steady µs per call when the case has a steady figure (every steady fork
 * settled), else the early block's: a case that did not settle has no steady entry at all. The steady
 * score's error is the median's interval over forks too; JMH's own kind of error (the Student-t
 * interval over every timed iteration, at 95%) is {@code sdkbench.steadyIterationErrorMicros}. The block the
 * primary metric comes from is the element's {@code params.block} ({@code early} or {@code steady}), which JMH
 * tools show beside the benchmark's name, and {@code sdkbench.primary}: so a column of scores or percentiles
 * always says whether its rows are early or steady. Every other figure is a secondary metric under its own
 * name, which names its block ({@code earlyAllocKiB}, {@code steadyAllocKiB}); the allocation of the primary's
 * block is also JMH's {@code gc.alloc.rate.norm} (B/op), as JMH measures it over the same iterations as the
 * score. Cases with no measured fork have no element (the Markdown
 * and HTML reports list them); each element's {@code sdkbench} field carries its status and
 * failures, which JMH tools ignore.
 */
public final class JmhJson {

    /** The percentiles JMH writes, as its keys. */
    static final double[] PERCENTILES = {0.0, 50.0, 90.0, 95.0, 99.0, 99.9, 99.99, 99.999, 99.9999, 100.0};

    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private JmhJson() {
    }

    public static String render(Report report) {
        try {
            return JSON.writeValueAsString(toJson(report));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a JSON tree always serialises", e);
        }
    }

    public static ArrayNode toJson(Report report) {
        ArrayNode results = NODES.arrayNode();
        for (Report.Row row : report.rows()) {
            CaseResult c = row.result();
            // summary() gives no steady figure for a case whose steady state did not settle.
            boolean steady = c.summary("steadyMicros").isPresent();
            Summary primary = c.summary(steady ? "steadyMicros" : "earlyMicros").orElse(null);
            if (primary == null) {
                continue;
            }
            results.add(element(row.run(), c, steady, primary));
        }
        return results;
    }

    private static ObjectNode element(Run run, CaseResult c, boolean steady, Summary primary) {
        ObjectNode o = NODES.objectNode();
        o.put("benchmark", run.benchmark() + "." + c.id());
        o.put("mode", "avgt");
        o.put("threads", 1);
        o.put("forks", primary.n());
        o.put("jvm", run.environment().javaExecutable());
        ArrayNode jvmArgs = o.putArray("jvmArgs");
        c.forks().stream().findFirst().ifPresent(f -> f.jvmOptions().forEach(jvmArgs::add));
        o.put("jdkVersion", run.environment().javaVersion());
        // The engine records "<java.vm.name> <java.vm.version>"; JMH keeps them apart.
        String vm = run.environment().javaVm() == null ? "" : run.environment().javaVm();
        int space = vm.lastIndexOf(' ');
        o.put("vmName", space > 0 ? vm.substring(0, space) : vm);
        o.put("vmVersion", space > 0 ? vm.substring(space + 1) : run.environment().javaVersion());
        CaseSettings.Steady plan = c.settings().steady();
        boolean iterations = steady && plan.forks() > 0;
        o.put("warmupIterations", c.settings().warmup());
        o.put("warmupTime", c.settings().warmup() + " calls" + (steady ? ", then up to " + plan.warmupMillis()
                + " ms until settled" + (iterations ? " (iterations of " + plan.iterationMillis() + " ms)" : "") : ""));
        o.put("warmupBatchSize", 1);
        if (iterations) {
            o.put("measurementIterations", plan.iterations());
            o.put("measurementTime", plan.iterationMillis() + " ms");
            o.put("measurementBatchSize", 1);
        } else {
            o.put("measurementIterations", 1);
            int calls = steady ? c.settings().legacySteadyRequests() : c.settings().requests();
            o.put("measurementTime", calls + " calls");
            o.put("measurementBatchSize", calls);
        }
        o.putObject("params").put("block", steady ? "steady" : "early");
        o.set("primaryMetric", metric(primary, "us/op", 1));
        o.set("secondaryMetrics", secondary(c, steady, primary));
        ObjectNode sdkbench = o.putObject("sdkbench");
        sdkbench.put("library", run.library().label());
        sdkbench.put("status", c.failed() && c.status().equals(CaseResult.OK) ? CaseResult.FAILED : c.status());
        sdkbench.put("primary", steady ? "steadyMicros" : "earlyMicros");
        sdkbench.put("forks", Format.forks(c));
        if (c.steadyState() != null) {
            sdkbench.put("steadySettled", c.steadySettled());
            sdkbench.put("steadyReason", c.steadySettled() ? null : Format.whyNotSettled(c));
            number(sdkbench, "steadyIterationErrorMicros", c.steadyState().errorMicros());
        }
        ArrayNode failures = sdkbench.putArray("failures");
        if (c.failed()) {
            c.failureReasons().forEach(failures::add);
        }
        return o;
    }

    /** Every figure but the primary, by its name; the primary's block's allocation also as JMH's {@code gc.alloc.rate.norm}. */
    private static ObjectNode secondary(CaseResult c, boolean steady, Summary primary) {
        ObjectNode secondary = NODES.objectNode();
        String allocation = (steady ? "steady" : "early") + "AllocKiB";
        for (Map.Entry<String, Summary> figure : c.summaries().entrySet()) {
            Summary s = figure.getValue();
            if (c.summary(figure.getKey()).isEmpty() || s == primary) {
                continue;
            }
            secondary.set(figure.getKey(), metric(s, unit(Figure.of(figure.getKey())), 1));
            if (Figure.blockNamed(c, figure.getKey()).equals(allocation)) {
                secondary.set("gc.alloc.rate.norm", metric(s, "B/op", 1024));
            }
        }
        return secondary;
    }

    /** JMH's metric shape from a summary, every number multiplied by {@code scale} (e.g. KiB to B). */
    static ObjectNode metric(Summary s, String unit, double scale) {
        ObjectNode m = NODES.objectNode();
        number(m, "score", s.median() * scale);
        number(m, "scoreError", (s.ciHigh() - s.ciLow()) / 2 * scale);
        ArrayNode confidence = m.putArray("scoreConfidence");
        add(confidence, s.ciLow() * scale);
        add(confidence, s.ciHigh() * scale);
        ObjectNode percentiles = m.putObject("scorePercentiles");
        double[] sorted = s.values().stream().mapToDouble(v -> v * scale).sorted().toArray();
        for (double p : PERCENTILES) {
            number(percentiles, Double.toString(p), Percentiles.ofSorted(sorted, p / 100));
        }
        m.put("scoreUnit", unit);
        ArrayNode raw = m.putArray("rawData");
        s.values().forEach(v -> add(raw.addArray(), v * scale));
        return m;
    }

    /** µs per call is JMH's {@code us/op}; per-fork figures keep their own unit. */
    private static String unit(Figure f) {
        return switch (f.unit()) {
            case "µs" -> "us/op";
            case "KiB" -> "KiB/op";
            case "" -> "#";
            default -> f.unit();
        };
    }

    /** NaN and infinities as JMH writes them: strings. */
    private static void number(ObjectNode o, String name, double value) {
        if (Double.isFinite(value)) {
            o.put(name, value);
        } else {
            o.put(name, Double.isNaN(value) ? "NaN" : value > 0 ? "+INF" : "-INF");
        }
    }

    private static void add(ArrayNode a, double value) {
        if (Double.isFinite(value)) {
            a.add(value);
        } else {
            a.add(Double.isNaN(value) ? "NaN" : value > 0 ? "+INF" : "-INF");
        }
    }
}
