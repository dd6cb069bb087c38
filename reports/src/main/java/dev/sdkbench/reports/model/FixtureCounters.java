package dev.sdkbench.reports.model;

import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * What the fixture counted for one fork: the check that every call was one valid request.
 *
 * @param total        requests received
 * @param byDialect    requests per dialect
 * @param byPath       requests per path
 * @param byProtocol   requests per HTTP protocol
 * @param requestBytes request body bytes
 * @param streamed     streamed responses
 * @param connections  connections opened
 * @param h2cUpgrades  HTTP/2 cleartext upgrades
 * @param faults       injected faults served
 * @param violations   requests the fixture rejected, as written ({@code request, method, path, status, field, expected, received})
 * @param extra        fields this reader does not model (e.g. the first request as received)
 */
public record FixtureCounters(long total, Map<String, Long> byDialect, Map<String, Long> byPath,
                              Map<String, Long> byProtocol, long requestBytes, long streamed, long connections,
                              long h2cUpgrades, long faults, List<JsonNode> violations, Map<String, JsonNode> extra) {

    public FixtureCounters {
        byDialect = ordered(byDialect);
        byPath = ordered(byPath);
        byProtocol = ordered(byProtocol);
        violations = List.copyOf(violations);
        extra = Extra.copy(extra);
    }

    private static Map<String, Long> ordered(Map<String, Long> counts) {
        return java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(counts));
    }

    /** Each violation in one line: {@code #3 POST /v1/messages -> 400: max_tokens: expected 32, received 64}. */
    public List<String> violationLines() {
        return violations.stream().map(v -> v.has("field")
                ? "#" + v.path("request").asText() + " " + v.path("method").asText() + " " + v.path("path").asText() + " -> "
                        + v.path("status").asText() + ": " + v.path("field").asText() + ": expected "
                        + v.path("expected").asText() + ", received " + v.path("received").asText()
                : v.isTextual() ? v.asText() : v.toString()).toList();
    }
}
