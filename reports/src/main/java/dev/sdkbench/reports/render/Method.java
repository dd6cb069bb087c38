package dev.sdkbench.reports.render;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;

import dev.sdkbench.reports.model.CaseSettings;
import dev.sdkbench.reports.model.Report;

/** The protocol a report's cases ran under, in sentences generated from their settings (one per distinct protocol). */
public final class Method {

    private Method() {
    }

    public static List<String> protocols(Report report) {
        Map<String, List<String>> byProtocol = new LinkedHashMap<>();
        report.rows().forEach(r -> byProtocol.computeIfAbsent(protocol(r.result().settings()), k -> new ArrayList<>())
                .add(r.result().id()));
        List<String> out = new ArrayList<>();
        byProtocol.forEach((protocol, cases) -> out.add(protocol + (byProtocol.size() == 1 ? "" : " Cases: "
                + String.join(", ", cases) + ".")));
        return out;
    }

    private static String protocol(CaseSettings s) {
        StringBuilder text = new StringBuilder();
        text.append(s.forks()).append(" fresh JVM").append(s.forks() == 1 ? "" : "s").append(" per case (heap ")
                .append(s.heap()).append("), each: ").append(s.warmup()).append(" warmup calls, then ")
                .append(s.requests()).append(" timed calls (the early block, the seed's figure)");
        if (s.steady()) {
            text.append(", then warmup until the per-call time settles (at most ").append(s.steadyWarmupMillis())
                    .append(" ms) and ").append(s.steadyRequests()).append(" timed calls (the steady block)");
        }
        text.append(". Every call had to return \"").append(s.expect()).append("\"").append(s.stream() ? ", streamed" : "")
                .append("; the fixture checked the prompt, the output limit of ").append(s.maxTokens())
                .append(" tokens and the exact request count.");
        JsonNode delay = s.extra().get("fixtureDelayMicros");
        if (delay != null && delay.asLong() > 0) {
            text.append(" The fixture delayed every answer by ").append(delay.asLong()).append(" µs; every figure includes it.");
        }
        return text.toString();
    }

    /** How the figures were summarised: the same for every report. */
    public static final String STATISTICS = "Each fork contributes one sample per figure (e.g. its block's mean time per"
            + " call). Tables show the median over forks; p25–p75 is the spread of the forks (type-7 percentiles, linear"
            + " interpolation), not a confidence interval; the 95% interval of the median is a seeded percentile"
            + " bootstrap. p99 is over every timed call of every fork (HdrHistogram, 3 significant digits). Failed forks"
            + " contribute no sample and make the report NOT PUBLISHABLE.";
}
