package dev.sdkbench.reports.render.history;

import java.util.List;
import java.util.Locale;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.sdkbench.results.model.Report;

/**
 * The report for github-action-benchmark's {@code customSmallerIsBetter} tool: an array of
 * {@code {"name", "unit", "value", "range", "extra"}}, one per figure, named
 * {@code <case or pair>: <measure>} ({@code OpenAiJavaBenchmark.openAiJavaChat: earlyMicros},
 * {@code OpenAiJavaBenchmark.openAiJavaChat over FloorBenchmark.minimalChat: ratio: early}). {@code range} is
 * {@code "± h"}, h half the width of the 95% interval, and left out without one; {@code extra}, which the tool shows in
 * its tooltip, has the interval's ends, the forks or pairs and a ratio's verdict. Rates, better when bigger, are left out:
 * the tool reads every entry of the file in one direction.
 */
public final class BenchmarkActionJson {

    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private BenchmarkActionJson() {
    }

    public static String render(Report report) {
        try {
            return JSON.writeValueAsString(toJson(TrackedFigures.of(report)));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a JSON tree always serialises", e);
        }
    }

    static ArrayNode toJson(List<TrackedFigure> figures) {
        ArrayNode entries = JsonNodeFactory.instance.arrayNode();
        for (TrackedFigure f : figures) {
            if (f.higherIsBetter()) {
                continue;
            }
            ObjectNode entry = entries.addObject();
            entry.put("name", f.benchmark() + ": " + f.measure());
            entry.put("unit", f.unit().isEmpty() ? "count" : f.unit());
            entry.put("value", f.value());
            if (f.hasInterval()) {
                entry.put("range", String.format(Locale.ROOT, "± %.4g", (f.high() - f.low()) / 2));
            }
            entry.put("extra", f.detail());
        }
        return entries;
    }
}
