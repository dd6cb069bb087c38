package dev.sdkbench.reports.render.history;

import java.util.List;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.sdkbench.results.model.Report;

/**
 * The report in Bencher Metric Format (BMF), the JSON {@code bencher run --adapter json} reads: an object of
 * benchmarks, each an object of measures, each {@code {"value": …, "lower_value": …, "upper_value": …}}. A benchmark is
 * a case ({@code OpenAiJavaBenchmark.openAiJavaChat}, its measures the results file's figure names, each the median
 * over forks between the ends of its 95% bootstrap interval) or a case over what it is read against
 * ({@code … over FloorBenchmark.minimalChat}, its measures {@code ratio: early} and the like, each the paired ratio
 * between the ends of its 95% signed-rank interval). A figure without an interval has only its {@code value}, which
 * BMF allows. Bencher sets the unit on the measure, not in the file.
 */
public final class BencherJson {

    /** The longest measure name Bencher takes. */
    public static final int MEASURE_NAME_LIMIT = 64;
    /** The longest benchmark name Bencher takes. */
    public static final int BENCHMARK_NAME_LIMIT = 1024;

    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private BencherJson() {
    }

    public static String render(Report report) {
        try {
            return JSON.writeValueAsString(toJson(TrackedFigures.of(report)));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a JSON tree always serialises", e);
        }
    }

    static ObjectNode toJson(List<TrackedFigure> figures) {
        ObjectNode benchmarks = JsonNodeFactory.instance.objectNode();
        for (TrackedFigure f : figures) {
            // get-or-put by hand: withObjectProperty needs Jackson 2.14, and a module's report may run on its SDK's older one.
            ObjectNode benchmark = benchmarks.get(f.benchmark()) instanceof ObjectNode known ? known
                    : benchmarks.putObject(f.benchmark());
            ObjectNode metric = benchmark.putObject(f.measure());
            metric.put("value", f.value());
            if (f.hasInterval()) {
                metric.put("lower_value", f.low());
                metric.put("upper_value", f.high());
            }
        }
        return benchmarks;
    }
}
