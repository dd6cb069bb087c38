package dev.sdkbench.results.json;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * The fields of one JSON object being read into a record: typed getters whose errors name the
 * field's path ({@code cases[2].summary.rssMiB.n}), and what was not read, kept as the record's extra.
 * A missing or {@code null} optional field gives the default; a field of the wrong type is an error.
 */
final class Fields {

    /** A field of the wrong shape; the reader adds the file's name. */
    static final class Problem extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Problem(String message) {
            super(message, null, false, false);
        }
    }

    private final JsonNode node;
    private final String path;
    private final Set<String> read = new HashSet<>();

    private Fields(JsonNode node, String path) {
        this.node = node;
        this.path = path;
    }

    static Fields of(JsonNode node, String path) {
        if (node == null || !node.isObject()) {
            throw new Problem(path + " must be a JSON object, was " + describe(node));
        }
        return new Fields(node, path);
    }

    String path(String name) {
        return path.isEmpty() ? name : path + "." + name;
    }

    /** The raw value, or {@code null} when missing; marks it read. */
    JsonNode raw(String name) {
        read.add(name);
        JsonNode value = node.get(name);
        return value == null || value.isMissingNode() ? null : value;
    }

    private JsonNode present(String name) {
        JsonNode value = raw(name);
        return value == null || value.isNull() ? null : value;
    }

    private JsonNode required(String name) {
        JsonNode value = present(name);
        if (value == null) {
            throw new Problem(path(name) + " is missing");
        }
        return value;
    }

    String requiredText(String name) {
        return text(required(name), name);
    }

    String text(String name) {
        JsonNode value = present(name);
        return value == null ? null : text(value, name);
    }

    private String text(JsonNode value, String name) {
        if (!value.isTextual()) {
            throw new Problem(path(name) + " must be a string, was " + describe(value));
        }
        return value.asText();
    }

    boolean requiredBool(String name) {
        return bool(required(name), name);
    }

    boolean bool(String name, boolean otherwise) {
        JsonNode value = present(name);
        return value == null ? otherwise : bool(value, name);
    }

    private boolean bool(JsonNode value, String name) {
        if (!value.isBoolean()) {
            throw new Problem(path(name) + " must be true or false, was " + describe(value));
        }
        return value.booleanValue();
    }

    int requiredInt(String name) {
        return Math.toIntExact(whole(required(name), name));
    }

    int integer(String name, int otherwise) {
        JsonNode value = present(name);
        return value == null ? otherwise : Math.toIntExact(whole(value, name));
    }

    Long longOrNull(String name) {
        JsonNode value = present(name);
        return value == null ? null : whole(value, name);
    }

    Boolean boolOrNull(String name) {
        JsonNode value = present(name);
        return value == null ? null : bool(value, name);
    }

    Integer integerOrNull(String name) {
        JsonNode value = present(name);
        return value == null ? null : Math.toIntExact(whole(value, name));
    }

    long longValue(String name, long otherwise) {
        JsonNode value = present(name);
        return value == null ? otherwise : whole(value, name);
    }

    private long whole(JsonNode value, String name) {
        if (!value.isIntegralNumber() || !value.canConvertToLong()) {
            throw new Problem(path(name) + " must be a whole number, was " + describe(value));
        }
        return value.longValue();
    }

    double requiredDouble(String name) {
        return number(required(name), path(name));
    }

    /** A number; NaN when missing or null. */
    double number(String name) {
        JsonNode value = present(name);
        return value == null ? Double.NaN : number(value, path(name));
    }

    /** A number; {@code otherwise} when missing or null. */
    double numberOr(String name, double otherwise) {
        JsonNode value = present(name);
        return value == null ? otherwise : number(value, path(name));
    }

    Double numberOrNull(String name) {
        JsonNode value = present(name);
        return value == null ? null : number(value, path(name));
    }

    /** Jackson writes NaN and infinities as the strings "NaN", "Infinity" and "-Infinity"; nothing else passes as a number. */
    static double number(JsonNode value, String where) {
        if (value.isNumber()) {
            return value.doubleValue();
        }
        if (value.isTextual()) {
            switch (value.asText()) {
                case "NaN":
                    return Double.NaN;
                case "Infinity":
                case "+INF":
                    return Double.POSITIVE_INFINITY;
                case "-Infinity":
                case "-INF":
                    return Double.NEGATIVE_INFINITY;
                default:
                    break;
            }
        }
        throw new Problem(where + " must be a number, was " + describe(value));
    }

    List<String> strings(String name) {
        List<String> out = new ArrayList<>();
        JsonNode array = array(name);
        for (int i = 0; array != null && i < array.size(); i++) {
            JsonNode item = array.get(i);
            if (!item.isTextual()) {
                throw new Problem(path(name) + "[" + i + "] must be a string, was " + describe(item));
            }
            out.add(item.asText());
        }
        return out;
    }

    /** The strings, or {@code null} when the field is missing or null (an older file that had no such field). */
    List<String> stringsOrNull(String name) {
        return present(name) == null ? null : strings(name);
    }

    /** The array's whole numbers, in order. */
    List<Long> wholes(String name) {
        List<Long> out = new ArrayList<>();
        JsonNode array = array(name);
        for (int i = 0; array != null && i < array.size(); i++) {
            out.add(whole(array.get(i), name + "[" + i + "]"));
        }
        return out;
    }

    List<Double> numbers(String name) {
        List<Double> out = new ArrayList<>();
        JsonNode array = array(name);
        for (int i = 0; array != null && i < array.size(); i++) {
            out.add(number(array.get(i), path(name) + "[" + i + "]"));
        }
        return out;
    }

    /** The array, or {@code null} when missing or null. */
    JsonNode array(String name) {
        JsonNode value = present(name);
        if (value != null && !value.isArray()) {
            throw new Problem(path(name) + " must be an array, was " + describe(value));
        }
        return value;
    }

    JsonNode requiredArray(String name) {
        required(name);
        return array(name);
    }

    /** The nested object's fields, or {@code null} when missing or null. */
    Fields object(String name) {
        JsonNode value = present(name);
        return value == null ? null : Fields.of(value, path(name));
    }

    Fields requiredObject(String name) {
        return Fields.of(required(name), path(name));
    }

    /** A {@code {"name": number}} object as whole numbers. */
    Map<String, Long> counts(String name) {
        Map<String, Long> out = new LinkedHashMap<>();
        Fields counts = object(name);
        if (counts != null) {
            counts.names().forEach(key -> out.put(key, counts.longValue(key, 0)));
        }
        return out;
    }

    List<String> names() {
        List<String> names = new ArrayList<>();
        node.fieldNames().forEachRemaining(names::add);
        return names;
    }

    /** Every field not read, in file order: the record's extra. */
    Map<String, JsonNode> rest() {
        Map<String, JsonNode> rest = new LinkedHashMap<>();
        for (String name : names()) {
            if (!read.contains(name)) {
                rest.put(name, node.get(name));
            }
        }
        return rest;
    }

    static String describe(JsonNode value) {
        if (value == null || value.isMissingNode()) {
            return "missing";
        }
        String text = value.toString();
        String shown = text.length() > 40 ? text.substring(0, 40) + "…" : text;
        return value.getNodeType().name().toLowerCase(java.util.Locale.ROOT) + " " + shown;
    }
}
