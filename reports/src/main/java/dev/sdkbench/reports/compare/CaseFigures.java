package dev.sdkbench.reports.compare;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;

import dev.sdkbench.reports.model.CaseResult;
import dev.sdkbench.reports.model.Summary;

/**
 * Every per-fork figure of a case that a comparison can use: the model's summaries, and the
 * summaries nested one level down in entries the model keeps as written (a streaming case's
 * {@code earlyStream.firstDeltaMicros}…), named {@code <entry>.<figure>}.
 */
final class CaseFigures {

    private CaseFigures() {
    }

    static Map<String, Summary> of(CaseResult c) {
        Map<String, Summary> figures = new LinkedHashMap<>(c.summaries());
        c.summaryExtra().forEach((entry, node) -> {
            if (node != null && node.isObject()) {
                node.fieldNames().forEachRemaining(name -> {
                    Summary s = summary(node.get(name));
                    if (s != null) {
                        figures.put(entry + "." + name, s);
                    }
                });
            }
        });
        return figures;
    }

    /** A nested summary in the schema's summary shape, or {@code null} when the node is something else. */
    private static Summary summary(JsonNode node) {
        if (!node.isObject() || !node.has("median") || !node.path("n").isIntegralNumber() || !node.path("values").isArray()) {
            return null;
        }
        List<Double> values = new ArrayList<>();
        node.get("values").forEach(v -> values.add(v.asDouble()));
        if (values.size() != node.get("n").asInt()) {
            return null;
        }
        return new Summary(node.path("median").asDouble(), node.path("p25").asDouble(), node.path("p75").asDouble(),
                node.path("min").asDouble(), node.path("max").asDouble(), values.size(), node.path("ciLow").asDouble(),
                node.path("ciHigh").asDouble(), values);
    }
}
