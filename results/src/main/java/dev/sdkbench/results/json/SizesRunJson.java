package dev.sdkbench.results.json;

import java.util.ArrayList;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.sdkbench.results.model.SizesRun;
import dev.sdkbench.results.stats.Slope;

/** A case's {@code sizes} block, read and written: kept apart from the case's other fields, as its {@code load} block is. */
final class SizesRunJson {

    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private SizesRunJson() {
    }

    static JsonNode write(SizesRun sizes) {
        ObjectNode o = NODES.objectNode();
        o.put("ladder", sizes.ladder());
        o.put("unit", sizes.unit());
        ArrayNode asked = o.putArray("sizes");
        sizes.sizes().forEach(asked::add);
        o.put("forksPerSize", sizes.forksPerSize());
        o.put("failure", sizes.failure());
        ArrayNode points = o.putArray("points");
        sizes.points().forEach(p -> points.add(point(p)));
        o.set("microsPerUnit", slope(sizes.micros()));
        o.set("allocBytesPerUnit", slope(sizes.allocBytes()));
        sizes.extra().forEach(o::set);
        return o;
    }

    private static ObjectNode point(SizesRun.Point p) {
        ObjectNode o = NODES.objectNode();
        o.put("size", p.size());
        o.put("fork", p.fork());
        ResultsWriter.number(o, "micros", p.micros());
        ResultsWriter.number(o, "allocBytes", p.allocBytes());
        ResultsWriter.number(o, "textDeltas", p.textDeltas());
        o.put("settled", p.settled());
        o.put("cpu", p.cpu());
        o.put("evidence", p.evidence());
        o.put("failure", p.failure());
        p.extra().forEach(o::set);
        return o;
    }

    private static ObjectNode slope(Slope s) {
        ObjectNode o = NODES.objectNode();
        ResultsWriter.number(o, "slope", s.perUnit());
        ResultsWriter.number(o, "low", s.low());
        ResultsWriter.number(o, "high", s.high());
        ResultsWriter.number(o, "intercept", s.intercept());
        o.put("points", s.points());
        return o;
    }

    /** The case's {@code sizes} block, or {@code null} for a case without one. */
    static SizesRun read(Fields c) {
        Fields s = c.object("sizes");
        if (s == null) {
            return null;
        }
        List<Integer> sizes = s.wholes("sizes").stream().map(Math::toIntExact).toList();
        List<SizesRun.Point> points = new ArrayList<>();
        JsonNode array = s.array("points");
        for (int i = 0; array != null && i < array.size(); i++) {
            points.add(point(Fields.of(array.get(i), s.path("points") + "[" + i + "]")));
        }
        return new SizesRun(s.text("ladder"), s.text("unit"), sizes, s.integer("forksPerSize", 0), s.text("failure"), points,
                slope(s.object("microsPerUnit")), slope(s.object("allocBytesPerUnit")), s.rest());
    }

    private static SizesRun.Point point(Fields p) {
        return new SizesRun.Point(p.integer("size", 0), p.integer("fork", 0), p.number("micros"), p.number("allocBytes"),
                p.number("textDeltas"), p.bool("settled", false), p.integerOrNull("cpu"), p.text("evidence"), p.text("failure"), p.rest());
    }

    private static Slope slope(Fields f) {
        return f == null ? new Slope(Double.NaN, Double.NaN, Double.NaN, Double.NaN, 0)
                : new Slope(f.number("slope"), f.number("low"), f.number("high"), f.number("intercept"), f.integer("points", 0));
    }
}
