package dev.sdkbench.reports.render;

import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import dev.sdkbench.results.model.Report;
import dev.sdkbench.results.model.WireProfile;

/**
 * The wire profile table: per case, what its SDK put on the wire (request bytes per call, the
 * request line, the headers it sent, the body fields beyond the dialect's minimum). Credentials
 * show only that they were sent.
 */
public final class WireTable {

    public static final List<String> HEADINGS = List.of("Library", "Case", "Request bytes per call", "Request",
            "Headers", "Body fields beyond the dialect's minimum");

    public static final String INTRODUCTION = "What each SDK sent, as the fixture recorded its first request: body bytes per"
            + " call (over every request of the call), the headers (credentials only as " + WireProfile.PRESENT
            + "; host and content-length left out), and every body field beyond what the dialect requires, with its value.";

    private WireTable() {
    }

    /** The rows that have a profile, in the report's order. */
    public static List<Report.Row> rows(Report report) {
        return report.rows().stream().filter(r -> r.result().wireProfile().isPresent()).toList();
    }

    /** The row's cells after Library and Case, in {@link #HEADINGS}' order. */
    public static List<String> cells(WireProfile p) {
        String bytes = Format.number(p.requestBytesPerCall(), 0)
                + (p.requestsPerCall() == 1 ? "" : " (" + Format.number(p.requestsPerCall(), 0) + " requests)");
        String request = p.method() + " " + p.path() + " " + p.protocol() + (p.h2cUpgrade() ? ", asked to upgrade to h2c" : "");
        return List.of(bytes, request, join(p.headers()), p.extraFields().isEmpty() ? "none" : join(p.extraFields()));
    }

    private static String join(Map<String, String> fields) {
        return fields.entrySet().stream().map(e -> e.getKey() + ": " + e.getValue()).collect(Collectors.joining("; "));
    }
}
