package dev.sdkbench.junit.extension;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.testkit.engine.EventConditions.event;
import static org.junit.platform.testkit.engine.EventConditions.finishedSuccessfully;
import static org.junit.platform.testkit.engine.EventConditions.test;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import org.junit.jupiter.api.Test;

import dev.sdkbench.fixture.scenario.SizedText;
import dev.sdkbench.junit.link.ForkSpec;
import dev.sdkbench.junit.samples.SizesClients;
import dev.sdkbench.results.json.ResultsReader;
import dev.sdkbench.results.model.CaseResult;
import dev.sdkbench.results.model.SizesRun;

/**
 * A size ladder end to end, in one short step: the JDK streaming client's own call against the real fixture answering
 * with a stream of 50 sized deltas, in one steady fork. Every reply was checked against the whole sized text, the case
 * handed on the 50 deltas, the point reads back typed with the fork's evidence, and the sized fork is no planned fork.
 */
class SizesRunTest {

    @Test
    void aStreamOfFiftyChunksIsMeasuredInASteadyForkWhoseEveryReplyIsTheWholeSizedText() throws Exception {
        Path output = EngineRuns.OUTPUT.resolve("sizes");
        EngineRuns.run(SizesClients.class, Map.of("sdkbench.outputDirectory", output.toString()))
                .assertThatEvents().haveExactly(1, event(test("jdkHttpStream"), finishedSuccessfully()));

        CaseResult c = ResultsReader.read(output.resolve("SizesClients/results.json")).cases().get(0);
        SizesRun sizes = c.sizes();
        assertThat(sizes.failure()).isNull();
        assertThat(sizes.ladder()).isEqualTo(SizesRun.STREAM_CHUNKS);
        assertThat(sizes.sizes()).containsExactly(50);
        assertThat(sizes.points()).hasSize(1);
        SizesRun.Point point = sizes.points().get(0);
        String seen = point.toString();
        assertThat(point.textDeltas()).as("the deltas the case handed on per call: %s", seen).isEqualTo(50.0);
        assertThat(point.micros()).as(seen).isPositive();
        assertThat(point.allocBytes()).as("a call allocates at least the text it returns: %s", seen).isGreaterThan(50 * 6.0);
        assertThat(sizes.micros().perUnit()).as("one size gives no slope").isNaN();
        assertThat(sizes.extra()).isEmpty();
        assertThat(point.extra()).isEmpty();

        Path evidence = Path.of(point.evidence());
        assertThat(evidence.toString()).endsWith(File.separator + "sizes" + File.separator + "50chunks" + File.separator + "fork-01");
        assertThat(ForkSpec.read(evidence.resolve("spec.properties").toFile()).exchange().expectedText())
                .as("what every reply was checked against").isEqualTo(SizedText.streamed(50));
        String fixture = Files.readString(evidence.resolve("fixture.json"));
        assertThat(fixture).contains("\"violations\" : [ ]");
        assertThat(c.forks()).as("the sized fork is no planned fork").hasSize(1);
        assertThat(c.failed()).isFalse();
    }
}
