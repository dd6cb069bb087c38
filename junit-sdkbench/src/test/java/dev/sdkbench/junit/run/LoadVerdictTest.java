package dev.sdkbench.junit.run;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import dev.sdkbench.fixture.counters.ConnectionHistory;
import dev.sdkbench.fixture.counters.CountersSnapshot;
import dev.sdkbench.fixture.counters.Retries;
import dev.sdkbench.junit.link.ForkResult;
import dev.sdkbench.junit.link.ForkResult.Outcome;
import dev.sdkbench.junit.settings.CaseSettingsBuilder;
import dev.sdkbench.results.model.ForkExit;

/**
 * A load fork's requests: one per call exactly when every call returned, and, when some threw or never ended (they may
 * or may not have reached the fixture), from one per returned call to one per call made.
 */
class LoadVerdictTest {

    private static final ForkExit CLEAN = new ForkExit(0, 9000, 700.5, 30.0, List.of(), List.of());

    @Test
    void everyCallReturnedSoTheFixtureSawExactlyOneRequestPerCall() {
        assertThat(judge(100, 100, 0)).isNull();
        assertThat(judge(100, 99, 0)).contains("expected 100 requests, saw 99");
    }

    @Test
    void failedCallsMayHaveSentTheirRequestOrNot() {
        assertThat(judge(100, 97, 3)).isNull();
        assertThat(judge(100, 100, 3)).isNull();
        assertThat(judge(100, 96, 3)).isEqualTo("one request per call: expected 97 to 100 requests (100 calls, 3 of them failed or"
                + " unfinished), saw 96");
        assertThat(judge(100, 101, 3)).endsWith("saw 101: the client retried or sent an extra request");
    }

    private static String judge(long calls, long requests, long failedCalls) {
        return ForkVerdict.judge(CaseSettingsBuilder.named("chat").build(), CLEAN, result(calls), fixture(requests), null, null, 120,
                Path.of("no-stderr.txt"), failedCalls);
    }

    private static ForkResult result(long calls) {
        return new ForkResult(Outcome.OK, null, calls, null, null, null, null, null, new ForkResult.FirstResponse(700, 86_000),
                new ForkResult.Process(new ForkResult.Memory(190_000, 200_000), 3014, new ForkResult.Gc(7, 6, "Copy")),
                new ForkResult.Jvm("17.0.15", "OpenJDK 64-Bit Server VM", "", 1, Map.of("0", 33), "net:[1]"));
    }

    private static CountersSnapshot fixture(long requests) {
        return new CountersSnapshot(requests, Map.of("chat", requests), Map.of("/v1/chat/completions", requests),
                Map.of("HTTP/1.1", requests), 0, 0, 4, 0, 0, List.of(), null, Retries.NONE, null,
                new ConnectionHistory(List.of(), 0), null);
    }
}
