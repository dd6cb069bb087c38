package dev.sdkbench.results.model;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

import org.apiguardian.api.API;

import java.io.IOException;
import java.util.Collections;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import dev.sdkbench.results.stats.Percentiles;

/**
 * What a case's SDK put on the wire, derived from what the fixture recorded for its forks: request
 * bytes per call, the headers it sent, and the body fields beyond what the dialect requires (an SDK
 * that sends {@code temperature: 0.7} by default shows it here). Credentials never appear: a
 * credential header reads {@value #PRESENT}.
 *
 * @param requestBytesPerCall request body bytes per call (median over the forks that passed)
 * @param requestsPerCall     requests per call, as the fixture counted them
 * @param method              the first request's method
 * @param path                its path
 * @param protocol            its HTTP version
 * @param headers             its headers by name, sorted, values joined by {@code ", "}; without {@code host} and
 *                            {@code content-length} (which say nothing about the SDK), credentials as {@value #PRESENT}
 * @param h2cUpgrade          whether the SDK asked to upgrade to HTTP/2 cleartext (the fixture answers HTTP/1.1)
 * @param extraFields         the body's fields beyond the dialect's minimum, by dotted path, each as compact JSON
 */
@API(status = EXPERIMENTAL, since = "0.1")
public record WireProfile(double requestBytesPerCall, double requestsPerCall, String method, String path, String protocol,
                          Map<String, String> headers, boolean h2cUpgrade, Map<String, String> extraFields) {

    /** What a credential header shows instead of its value. */
    public static final String PRESENT = "(present)";

    /**
     * Headers that carry a secret. AWS's {@code x-amz-security-token} is the security token of
     * temporary credentials; its {@code x-amz-date}, {@code x-amz-content-sha256} (the body's hash)
     * and {@code amz-sdk-invocation-id} (a random id per call) are not secret and show as they are.
     */
    private static final Set<String> CREDENTIALS = Set.of("authorization", "proxy-authorization", "x-api-key", "api-key",
            "x-goog-api-key", "cookie", "x-amz-security-token");
    private static final Set<String> LEFT_OUT = Set.of("host", "content-length");
    /**
     * Body fields every request of a dialect carries, by dialect id and dotted path; {@code stream}
     * only where the case streams. A copy of what the fixture's dialects declare
     * ({@code dev.sdkbench.fixture.dialect.WireFields#minimum}), which reports cannot see:
     * junit-sdkbench's {@code TypedChoicesTest} fails until the two are equal.
     */
    public static final Map<String, List<String>> MINIMUM_BY_DIALECT = Map.of(
            "chat", List.of("model", "messages", "max_tokens", "max_completion_tokens"),
            "responses", List.of("model", "input", "max_output_tokens"),
            "anthropic", List.of("model", "messages", "max_tokens"),
            "gemini", List.of("contents", "generationConfig.maxOutputTokens"),
            "ollama", List.of("model", "messages", "stream", "options.num_predict"),
            "bedrock-converse", List.of("messages", "inferenceConfig.maxTokens"),
            "bedrock-invoke", List.of("anthropic_version", "messages", "max_tokens"));
    /**
     * What a scenario asks for beyond the dialect, by scenario id, in any dialect's spelling: the
     * fields its requests add in each of the fixture's dialects, kept equal to them
     * ({@code Scenario#wireFields}) by the same test.
     */
    public static final Map<String, List<String>> ADDED_BY_SCENARIO = Map.of(
            "function-calling", List.of("tools", "toolConfig.tools"),
            "agent-loop", List.of("tools", "toolConfig.tools"),
            "structured-output", List.of("response_format", "text", "output_format", "generationConfig.responseSchema",
                    "generationConfig.responseMimeType", "format", "toolConfig.tools", "toolConfig.toolChoice"));
    private static final int LONGEST_VALUE = 80;
    private static final ObjectMapper JSON = new ObjectMapper();

    public WireProfile {
        headers = Collections.unmodifiableMap(new LinkedHashMap<>(headers));
        extraFields = Collections.unmodifiableMap(new LinkedHashMap<>(extraFields));
    }

    /** The case's profile; empty when no fork that passed recorded a request (the empty case, an unsupported one). */
    public static Optional<WireProfile> of(CaseResult c) {
        List<Fork> counted = c.forks().stream().filter(f -> f.ok() && f.fixture() != null && f.result() != null
                && f.result().calls() > 0 && f.fixture().firstRequest() != null).toList();
        if (counted.isEmpty()) {
            return Optional.empty();
        }
        FixtureCounters first = counted.get(0).fixture();
        FixtureCounters.Request request = first.firstRequest();
        double bytes = median(counted.stream().mapToDouble(f -> (double) f.fixture().requestBytes() / f.result().calls()).toArray());
        double requests = median(counted.stream().mapToDouble(f -> (double) f.fixture().total() / f.result().calls()).toArray());
        Map<String, String> headers = new TreeMap<>();
        request.headers().forEach((name, values) -> {
            String lower = name.toLowerCase(java.util.Locale.ROOT);
            if (!LEFT_OUT.contains(lower)) {
                headers.put(lower, CREDENTIALS.contains(lower) ? PRESENT : String.join(", ", values));
            }
        });
        boolean h2c = first.h2cUpgrades() > 0 || "h2c".equalsIgnoreCase(headers.getOrDefault("upgrade", ""));
        return Optional.of(new WireProfile(bytes, requests, request.method(), request.path(), request.protocol(), headers, h2c,
                extraFields(request.body(), minimum(c.settings()))));
    }

    private static List<String> minimum(CaseSettings s) {
        List<String> minimum = new java.util.ArrayList<>(MINIMUM_BY_DIALECT.getOrDefault(s.dialect(), List.of()));
        if (s.stream()) {
            minimum.add("stream");
        }
        minimum.addAll(ADDED_BY_SCENARIO.getOrDefault(s.scenario(), List.of()));
        return minimum;
    }

    /** The body's fields not in {@code minimum}; an object holding a minimum field is looked into. Empty for a body that is not a JSON object. */
    static Map<String, String> extraFields(String body, List<String> minimum) {
        Map<String, String> extra = new LinkedHashMap<>();
        if (body == null || body.isBlank()) {
            return extra;
        }
        JsonNode root;
        try {
            root = JSON.readTree(body);
        } catch (IOException e) {
            return extra;
        }
        if (root != null && root.isObject()) {
            collect(root, "", minimum, extra);
        }
        return extra;
    }

    private static void collect(JsonNode object, String prefix, List<String> minimum, Map<String, String> extra) {
        for (Iterator<Map.Entry<String, JsonNode>> it = object.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> field = it.next();
            String path = prefix + field.getKey();
            if (minimum.contains(path)) {
                continue;
            }
            if (field.getValue().isObject() && minimum.stream().anyMatch(m -> m.startsWith(path + "."))) {
                collect(field.getValue(), path + ".", minimum, extra);
            } else {
                String value = field.getValue().toString();
                extra.put(path, value.length() > LONGEST_VALUE ? value.substring(0, LONGEST_VALUE) + "…" : value);
            }
        }
    }

    private static double median(double[] values) {
        double[] sorted = values.clone();
        java.util.Arrays.sort(sorted);
        return Percentiles.ofSorted(sorted, 0.5);
    }
}
