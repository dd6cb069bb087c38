package dev.sdkbench.reports.render.history;

import static dev.sdkbench.results.Synthetic.failedCase;
import static dev.sdkbench.results.Synthetic.okCase;
import static dev.sdkbench.results.Synthetic.run;
import static dev.sdkbench.results.Synthetic.summary;
import static dev.sdkbench.results.Synthetic.unmeasured;

import java.util.LinkedHashMap;
import java.util.Map;

import dev.sdkbench.results.Synthetic;
import dev.sdkbench.results.model.Pair;
import dev.sdkbench.results.model.Report;
import dev.sdkbench.results.model.Summary;

/** A small run for the history exports: a case over its floor in six rounds, a rate among its figures, a failed case. */
final class HistoryRuns {

    private HistoryRuns() {
    }

    /**
     * {@code ChatBenchmark}: {@code chat} at early µs 200–250 over {@code floor} at 100–125 (each round's pair exactly 2×),
     * a {@code requestsPerSecond} rate, no steady figure; {@code broken}, read against the floor too, failed.
     */
    static Report pairedWithAFailure() {
        Map<String, Summary> chat = new LinkedHashMap<>();
        chat.put("earlyMicros", summary(200, 210, 220, 230, 240, 250));
        chat.put("steadyMicros", unmeasured());
        chat.put("requestsPerSecond", summary(4000, 4100, 4200, 4300, 4400, 4500));
        Map<String, Summary> floor = new LinkedHashMap<>();
        floor.put("earlyMicros", summary(100, 105, 110, 115, 120, 125));
        floor.put("steadyMicros", unmeasured());
        return Synthetic.report(Synthetic.withPairs(run("ChatBenchmark", "chat-sdk 1.2.0", okCase("chat", "chat", chat, 300),
                okCase("floor", "chat", floor, 150), failedCase("broken", "chat", "call 3 returned \"Bye.\", expected \"Hello.\"")),
                new Pair("chat", "floor", Pair.Role.REFERENCE), new Pair("broken", "floor", Pair.Role.REFERENCE)));
    }
}
