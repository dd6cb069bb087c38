package dev.sdkbench.junit.extension;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;
import static org.junit.platform.testkit.engine.EventConditions.event;
import static org.junit.platform.testkit.engine.EventConditions.finishedSuccessfully;
import static org.junit.platform.testkit.engine.EventConditions.test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.platform.testkit.engine.Events;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import dev.sdkbench.junit.samples.StreamingClients;

/**
 * A real run of streaming cases against a paced stream (3 deltas, 1 ms between events): time to
 * the first delta and to the end of the stream reach results.json, the fixture's waits are
 * recorded and subtracted, and the console table shows the stream columns.
 */
class StreamRunTest {

    private static Events events;
    private static JsonNode results;
    private static final Path DIR = EngineRuns.OUTPUT.resolve("StreamingClients");

    @BeforeAll
    static void run() throws Exception {
        events = EngineRuns.run(StreamingClients.class, Map.of("sdkbench.seed", "7"));
        results = new ObjectMapper().readTree(DIR.resolve("results.json").toFile());
    }

    @Test
    void everyStreamingCasePasses() {
        events.assertThatEvents()
                .haveExactly(1, event(test("jdkHttpStream"), finishedSuccessfully()))
                .haveExactly(1, event(test("emptyStream"), finishedSuccessfully()));
        assertThat(results.get("publishable").asBoolean()).isTrue();
    }

    @Test
    void timeToFirstDeltaComesBeforeTheEndOfTheStream() {
        JsonNode stream = client().at("/summary/earlyStream");
        assertThat(stream.at("/firstDeltaMicros/n").asInt()).isEqualTo(2);
        assertThat(stream.at("/endMicros/n").asInt()).isEqualTo(2);
        double firstDelta = stream.at("/firstDeltaMicros/median").asDouble();
        double end = stream.at("/endMicros/median").asDouble();
        // Chat: role chunk, 3 deltas, stop, [DONE]; the first text is the 2nd event, the end the 6th.
        assertThat(firstDelta).isGreaterThanOrEqualTo(1000);
        assertThat(end).isGreaterThanOrEqualTo(5000).isGreaterThan(firstDelta + 3000);
        assertThat(stream.at("/textDeltas/median").asDouble()).isEqualTo(3.0);
        assertThat(stream.at("/firstDeltaLatency/count").asLong()).isEqualTo(40);
        assertThat(stream.at("/endLatency/count").asLong()).isEqualTo(40);
        assertThat(client().at("/summary/earlyStream/firstDeltaMicros/n").asInt()).isEqualTo(2);
    }

    @Test
    void theFixturesWaitsAreRecordedAndSubtracted() {
        JsonNode fixture = client().at("/summary/streamFixture");
        assertThat(fixture.get("firstDeltaMicros").asDouble()).isEqualTo(1000);
        assertThat(fixture.get("endMicros").asDouble()).isEqualTo(5000);
        assertThat(fixture.get("events").asInt()).isEqualTo(6);
        assertThat(results.at("/settings/fixture/streamDeltas").asInt()).isEqualTo(3);
        assertThat(results.at("/settings/fixture/streamIntervalMicros").asLong()).isEqualTo(1000);
        JsonNode stream = client().at("/summary/earlyStream");
        assertThat(stream.at("/sdkFirstDeltaMicros/median").asDouble())
                .isCloseTo(stream.at("/firstDeltaMicros/median").asDouble() - 1000, within(1e-6));
        assertThat(stream.at("/sdkEndMicros/median").asDouble())
                .isCloseTo(stream.at("/endMicros/median").asDouble() - 5000, within(1e-6));
    }

    @Test
    void everyForkCarriesItsOwnStreamTimings() throws Exception {
        JsonNode fork = client().get("forks").get(0);
        assertThat(fork.at("/result/earlyStream/meanFirstDeltaMicros").asDouble()).isPositive();
        assertThat(fork.at("/result/earlyStream/meanEndMicros").asDouble())
                .isGreaterThan(fork.at("/result/earlyStream/meanFirstDeltaMicros").asDouble());
        assertThat(fork.at("/fixture/streamed").asLong()).isEqualTo(fork.at("/result/calls").asLong());
        assertThat(Files.readString(DIR.resolve("jdkHttpStream/fork-01/spec.properties"))).contains("stream=true");
    }

    @Test
    void theEmptyStreamMeasuresTheScaffoldWithNoFixtureShare() {
        JsonNode empty = results.get("cases").get(0);
        assertThat(empty.get("id").asText()).isEqualTo("emptyStream");
        assertThat(empty.at("/summary/streamFixture").isNull()).isTrue();
        assertThat(empty.at("/summary/earlyStream/textDeltas/median").asDouble()).isEqualTo(2.0);
        assertThat(empty.at("/summary/earlyStream/firstDeltaMicros/median").asDouble())
                .isLessThanOrEqualTo(empty.at("/summary/earlyStream/endMicros/median").asDouble());
    }

    private static JsonNode client() {
        JsonNode client = results.get("cases").get(1);
        assertThat(client.get("id").asText()).isEqualTo("jdkHttpStream");
        return client;
    }
}
