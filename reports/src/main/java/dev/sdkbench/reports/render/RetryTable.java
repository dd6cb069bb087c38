package dev.sdkbench.reports.render;

import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;

import dev.sdkbench.reports.model.CaseResult;

/**
 * The retry scenario's table: per case, how many requests a call made, the wait the fixture
 * advertised in its 429, how long the SDK really waited before resending (the fixture's gap from
 * the 429 to the resend), and what a call cost beyond the advertised wait. An SDK that ignores
 * {@code retry-after} and waits its own backoff shows it here.
 */
public final class RetryTable {

    public static final String SCENARIO = "retry";
    public static final Figure WAIT = Figure.of("retry.waitMicros");
    public static final Figure BEYOND_WAIT = Figure.of("retry.beyondWaitMicros");

    public static final List<String> HEADINGS = List.of("Library", "Case", "Status", "Requests per call", "Advertised wait ms",
            "SDK's wait ms (429 to resend, median)", "µs/call beyond the advertised wait (median, p25–p75)",
            "Local request µs, early");

    private RetryTable() {
    }

    /** The row's cells after Library and Case, in {@link #HEADINGS}' order. */
    public static List<String> cells(CaseResult c) {
        return List.of(c.status(), text(c.extra().get("requestsPerCall")), millis(c.extra().get("advertisedWaitMicros")),
                c.summary(WAIT.name()).map(s -> Format.number(s.median() / 1000, 1)).orElse(Format.NONE),
                c.summary(BEYOND_WAIT.name()).map(s -> Format.median(c, BEYOND_WAIT) + " (" + Format.spread(c, BEYOND_WAIT) + ")")
                        .orElse(Format.NONE),
                Format.median(c, Headline.EARLY));
    }

    private static String text(JsonNode value) {
        return value == null || value.isNull() ? Format.NONE : value.asText();
    }

    private static String millis(JsonNode micros) {
        return micros == null || !micros.isNumber() ? Format.NONE : Format.number(micros.asDouble() / 1000, 1);
    }
}
