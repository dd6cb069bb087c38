package dev.sdkbench.junit.run;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import dev.sdkbench.fixture.counters.ConnectionEnd;
import dev.sdkbench.fixture.counters.ConnectionHistory;
import dev.sdkbench.fixture.counters.ConnectionRecord;
import dev.sdkbench.fixture.counters.CountersSnapshot;
import dev.sdkbench.fixture.counters.Retries;
import dev.sdkbench.junit.link.ForkResult;
import dev.sdkbench.junit.link.ForkResult.Outcome;

class KnownDefectVerdictTest {

    private static final String CLOSED_LOCALLY = "call 16187 (steady warmup) threw java.io.IOException: HTTP/1.1 header parser"
            + " received no bytes; caused by java.io.IOException: connection closed locally";

    @Test
    void aClientThatClosedItsOwnConnectionOnJdk17IsNamedAsTheKnownDefect() {
        String note = ForkVerdict.knownDefect(failed("17.0.15"), fixture(16_187, ConnectionEnd.OPEN));

        assertThat(note).startsWith("; known client defect JDK-8338569").contains("JDK-8357639");
    }

    @Test
    void nothingIsNamedWhenTheFixtureClosedAConnection() {
        assertThat(ForkVerdict.knownDefect(failed("17.0.15"), fixture(16_187, ConnectionEnd.FIXTURE_CLOSED)))
                .as("a connection the fixture closed may be ours to explain").isEmpty();
    }

    @Test
    void nothingIsNamedWhenTheFailingRequestNeverReachedTheFixture() {
        assertThat(ForkVerdict.knownDefect(failed("17.0.15"), fixture(16_186, ConnectionEnd.OPEN))).isEmpty();
    }

    @Test
    void onAJdkThatNamesCausesOnlyThePoolsCauseIsNamed() {
        assertThat(ForkVerdict.knownDefect(failed("25.0.3"), fixture(16_187, ConnectionEnd.OPEN))).isEmpty();
    }

    private static ForkResult failed(String javaVersion) {
        return new ForkResult(Outcome.CLIENT_EXCEPTION, CLOSED_LOCALLY, 16_187, null, null, null, null, null,
                new ForkResult.FirstResponse(700, 86_000),
                new ForkResult.Process(new ForkResult.Memory(190_000, 200_000), 3014, new ForkResult.Gc(71, 63, "Copy")),
                new ForkResult.Jvm(javaVersion, "OpenJDK 64-Bit Server VM", "", 1, Map.of("0", 33), "net:[1]"));
    }

    private static CountersSnapshot fixture(long requests, ConnectionEnd end) {
        ConnectionHistory log = new ConnectionHistory(List.of(new ConnectionRecord(1, 0, requests, 60_000, 1, end)), 0);
        return new CountersSnapshot(requests, Map.of("anthropic", requests), Map.of("/v1/messages", requests),
                Map.of("HTTP/1.1", requests), 0, 0, 1, requests, 0, List.of(), null, Retries.NONE, null, log, null);
    }
}
