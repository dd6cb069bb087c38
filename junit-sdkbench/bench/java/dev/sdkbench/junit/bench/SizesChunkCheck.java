package dev.sdkbench.junit.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;
import static org.junit.platform.testkit.engine.EventConditions.finishedSuccessfully;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.platform.testkit.engine.EngineTestKit;

import dev.sdkbench.results.json.ResultsReader;
import dev.sdkbench.results.model.CaseResult;
import dev.sdkbench.results.model.SizesRun;
import dev.sdkbench.results.stats.Slope;

/**
 * The stream ladder's slope against a planted truth, one run of {@link SizesChunkBench} (12 sized steady forks, about
 * four minutes on 2 CPUs): the planted client's µs per chunk, less the client's own as it is, is the planted busy wait
 * per delta within ±10%, and every sized reply came back as its deltas, whole.
 * {@code mvn -o -B -Pengine-bench -pl junit-sdkbench -am test -Dtest=SizesChunkCheck -Dsurefire.failIfNoSpecifiedTests=false}
 * (not part of the test command: it forks twelve steady forks; a quiet machine of 2 CPUs or more).
 */
class SizesChunkCheck {

    private static final Path OUTPUT = Path.of(System.getProperty("basedir", "."), "target", "sdkbench-bench", "sizes");

    @Test
    void thePlantedPerChunkCostIsTheDifferenceOfTheChunkSlopesWithinTenPercent() throws Exception {
        EngineTestKit.engine("junit-jupiter").selectors(selectClass(SizesChunkBench.class))
                .configurationParameter("sdkbench.outputDirectory", OUTPUT.toString())
                .configurationParameter("sdkbench.machineProbe", "false")
                .execute().testEvents().assertThatEvents().haveExactly(2, finishedSuccessfully());
        Map<String, SizesRun> ladders = new LinkedHashMap<>();
        for (CaseResult c : ResultsReader.read(OUTPUT.resolve("SizesChunkBench/results.json")).cases()) {
            ladders.put(c.id(), c.sizes());
            System.out.println(line(c.id(), c.sizes()));
        }

        SizesRun asItIs = ladders.get("asItIs");
        SizesRun planted = ladders.get("plantedPerChunk");
        assertThat(planted.passed()).as("every sized fork passed").hasSize(6);
        assertThat(planted.points()).allSatisfy(p -> assertThat(p.textDeltas()).as("deltas handed on: %s", p).isEqualTo(p.size()));
        double recovered = planted.micros().perUnit() - asItIs.micros().perUnit();
        System.out.printf(Locale.ROOT, "recovered %.2f µs per chunk of the planted %d (%+.1f%%)%n", recovered,
                SizesChunkBench.PLANTED_MICROS, (recovered / SizesChunkBench.PLANTED_MICROS - 1) * 100);
        assertThat(recovered).as("the planted cost per chunk, from the slopes: %s against %s", planted.micros(), asItIs.micros())
                .isBetween(0.9 * SizesChunkBench.PLANTED_MICROS, 1.1 * SizesChunkBench.PLANTED_MICROS);
    }

    /** A ladder's slopes and each size's points. */
    private static String line(String id, SizesRun s) {
        StringBuilder line = new StringBuilder(String.format(Locale.ROOT, "%-16s µs/chunk %s, bytes/chunk %s;", id,
                slope(s.micros(), 2), slope(s.allocBytes(), 0)));
        s.points().forEach(p -> line.append(String.format(Locale.ROOT, " %d:%.0f µs%s", p.size(), p.micros(),
                p.ok() ? (p.settled() ? "" : " (unsettled)") : " FAILED " + p.failure())));
        return line.toString();
    }

    private static String slope(Slope s, int decimals) {
        String format = "%." + decimals + "f";
        return String.format(Locale.ROOT, format + " [" + format + ", " + format + "]", s.perUnit(), s.low(), s.high());
    }
}
