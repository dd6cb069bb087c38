package dev.sdkbench.results.json;

import java.util.ArrayList;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

import dev.sdkbench.results.model.LoadRun;

/** A case's {@code load} block, read and written: kept apart from the case's other fields, which it shares nothing with. */
final class LoadRunJson {

    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private LoadRunJson() {
    }

    static JsonNode write(LoadRun load) {
        if (load == null) {
            return NODES.nullNode();
        }
        ObjectNode o = NODES.objectNode();
        ArrayNode concurrency = o.putArray("concurrency");
        load.concurrency().forEach(concurrency::add);
        ResultsWriter.number(o, "seconds", load.seconds());
        ResultsWriter.number(o, "warmupSeconds", load.warmupSeconds());
        o.put("delayMillis", load.delayMillis());
        o.put("cpu", load.cpu());
        o.put("fixtureCpu", load.fixtureCpu());
        o.put("evidence", load.evidence());
        o.put("failure", load.failure());
        ArrayNode steps = o.putArray("steps");
        load.steps().forEach(s -> steps.add(step(s)));
        load.extra().forEach(o::set);
        return o;
    }

    private static ObjectNode step(LoadRun.Step s) {
        ObjectNode o = NODES.objectNode();
        o.put("concurrency", s.concurrency());
        o.put("calls", s.calls());
        o.put("failedCalls", s.failedCalls());
        ResultsWriter.number(o, "windowMillis", s.windowMillis());
        ResultsWriter.number(o, "callsPerSecond", s.callsPerSecond());
        ResultsWriter.number(o, "idealCallsPerSecond", s.idealCallsPerSecond());
        ResultsWriter.number(o, "addedP50Micros", s.addedP50Micros());
        ResultsWriter.number(o, "addedP99Micros", s.addedP99Micros());
        ResultsWriter.number(o, "cpuMicrosPerCall", s.cpuMicrosPerCall());
        o.put("peakThreads", s.peakThreads());
        o.put("rssKiB", s.rssKiB());
        ObjectNode errors = o.putObject("errors");
        s.errors().forEach(errors::put);
        o.set("fixture", s.fixture() == null ? NODES.nullNode() : seen(s.fixture()));
        o.put("virtualCallers", s.virtualCallers());
        o.set("pinning", s.pinning() == null ? NODES.nullNode() : pinning(s.pinning()));
        s.extra().forEach(o::set);
        return o;
    }

    private static ObjectNode seen(LoadRun.Seen seen) {
        ObjectNode o = NODES.objectNode();
        o.put("requests", seen.requests());
        o.put("connections", seen.connections());
        o.put("maxInFlight", seen.maxInFlight());
        ResultsWriter.number(o, "meanInFlight", seen.meanInFlight());
        o.put("windowMicros", seen.windowMicros());
        seen.extra().forEach(o::set);
        return o;
    }

    private static ObjectNode pinning(LoadRun.Pinning pinning) {
        ObjectNode o = NODES.objectNode();
        o.put("events", pinning.events());
        ResultsWriter.number(o, "totalMicros", pinning.totalMicros());
        pinning.extra().forEach(o::set);
        return o;
    }

    /** The case's {@code load} block, or {@code null} for a case without one. */
    static LoadRun read(Fields c) {
        Fields l = c.object("load");
        if (l == null) {
            return null;
        }
        List<Integer> concurrency = l.wholes("concurrency").stream().map(Math::toIntExact).toList();
        List<LoadRun.Step> steps = new ArrayList<>();
        JsonNode array = l.array("steps");
        for (int i = 0; array != null && i < array.size(); i++) {
            steps.add(step(Fields.of(array.get(i), l.path("steps") + "[" + i + "]")));
        }
        return new LoadRun(concurrency, l.number("seconds"), l.number("warmupSeconds"), l.longValue("delayMillis", 0),
                l.integerOrNull("cpu"), l.integerOrNull("fixtureCpu"), l.text("evidence"), l.text("failure"), steps, l.rest());
    }

    private static LoadRun.Step step(Fields s) {
        Fields f = s.object("fixture");
        LoadRun.Seen seen = f == null ? null : new LoadRun.Seen(f.longValue("requests", 0), f.longValue("connections", 0),
                f.longValue("maxInFlight", 0), f.number("meanInFlight"), f.longValue("windowMicros", 0), f.rest());
        Fields p = s.object("pinning");
        LoadRun.Pinning pinning = p == null ? null : new LoadRun.Pinning(p.longValue("events", 0), p.number("totalMicros"), p.rest());
        return new LoadRun.Step(s.integer("concurrency", 0), s.longValue("calls", 0), s.longValue("failedCalls", 0),
                s.number("windowMillis"), s.number("callsPerSecond"), s.number("idealCallsPerSecond"), s.number("addedP50Micros"),
                s.number("addedP99Micros"), s.number("cpuMicrosPerCall"), s.integer("peakThreads", 0), s.longValue("rssKiB", -1),
                s.counts("errors"), seen, s.bool("virtualCallers", false), pinning, s.rest());
    }
}
