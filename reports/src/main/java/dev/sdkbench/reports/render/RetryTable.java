package dev.sdkbench.reports.render;

import java.util.List;

import dev.sdkbench.results.model.CaseResult;

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
        Integer requests = c.settings().workload().requestsPerCall();
        return List.of(c.status(), requests == null ? Format.NONE : requests.toString(), millis(c.settings().workload().advertisedWaitMicros()),
                c.summary(WAIT.name()).map(s -> Format.number(s.median() / 1000, 1)).orElse(Format.NONE),
                c.summary(BEYOND_WAIT.name()).map(s -> Format.median(c, BEYOND_WAIT) + " (" + Format.spread(c, BEYOND_WAIT) + ")")
                        .orElse(Format.NONE),
                Format.median(c, Headline.EARLY));
    }

    private static String millis(Long micros) {
        return micros == null ? Format.NONE : Format.number(micros / 1000.0, 1);
    }
}
