package dev.sdkbench.results.model;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;

/** Fields of a results file that the model does not know yet, kept in file order so they survive a rewrite. */
final class Extra {

    private Extra() {
    }

    static Map<String, JsonNode> copy(Map<String, JsonNode> extra) {
        return extra == null || extra.isEmpty() ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(extra));
    }
}
