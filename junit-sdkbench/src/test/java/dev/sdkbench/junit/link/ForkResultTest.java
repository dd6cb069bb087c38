package dev.sdkbench.junit.link;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.sdkbench.junit.link.ForkResult.Block;
import dev.sdkbench.junit.link.ForkResult.Outcome;
import dev.sdkbench.junit.link.ForkResult.StreamTimes;

/** A result survives the file between fork and parent whole, every part under the keys the fork's evidence has always had. */
class ForkResultTest {

    @TempDir
    Path dir;

    @Test
    void everyPartComesBackUnderItsOwnKeys() throws IOException {
        Map<String, Integer> affinity = new LinkedHashMap<>();
        affinity.put("1", 17);
        affinity.put("0-1", 2);
        ForkResult result = new ForkResult(Outcome.OK, null, 260,
                new Block(20, 200, 812.5, 10240.0, "HISTO-EARLY", true, 41, List.of(), 0, null),
                new Block(35, 40, 790.25, 9216.0, "HISTO-STEADY", false, 3, List.of(791.0, 789.5), 61_000, "JIT busy"),
                new Block(33, 42, 701.5, 8192.0, "HISTO-REFERENCE", true, 1, List.of(700.0, 703.0), 61_000, null),
                new StreamTimes(120.5, 780.0, 4.0, "FIRST-EARLY"), new StreamTimes(110.0, 760.5, 4.0, "FIRST-STEADY"),
                new ForkResult.FirstResponse(312.75, 38_124),
                new ForkResult.Process(new ForkResult.Memory(52_000, 61_000), 4321, new ForkResult.Gc(7, 19, "Copy,MarkSweepCompact")),
                new ForkResult.Jvm("21.0.5", "OpenJDK 64-Bit Server VM 21.0.5+11", "-XX:+UseSerialGC -Xmx128m", 1, affinity,
                        "net:[4026532281]"));
        Path file = dir.resolve("result.properties");

        result.write(file);

        assertThat(ForkResult.read(file)).isEqualTo(result);
        assertThat(result.toProperties()).containsEntry("rssKiB", "52000").containsEntry("hwmKiB", "61000")
                .containsEntry("firstResponseRssKiB", "38124").containsEntry("firstResponseUptimeMillis", "312.75")
                .containsEntry("classesLoaded", "4321").containsEntry("gcCount", "7").containsEntry("gcMillis", "19")
                .containsEntry("gcNames", "Copy,MarkSweepCompact").containsEntry("availableProcessors", "1")
                .containsEntry("threadAffinity", "1=17;0-1=2").containsEntry("netNamespace", "net:[4026532281]");
    }

    @Test
    void aForkThatFailedBeforeItsFirstResponseComesBackWithoutBlocks() throws IOException {
        ForkResult result = new ForkResult(Outcome.SETUP_FAILED, "the constructor threw", 0, null, null, null, null, null,
                new ForkResult.FirstResponse(-1, -1),
                new ForkResult.Process(new ForkResult.Memory(30_000, 30_500), 1800, new ForkResult.Gc(0, 0, "Copy,MarkSweepCompact")),
                new ForkResult.Jvm("21.0.5", "OpenJDK 64-Bit Server VM 21.0.5+11", "", 2, Map.of(), ""));
        Path file = dir.resolve("result.properties");

        result.write(file);

        assertThat(ForkResult.read(file)).isEqualTo(result);
        assertThat(result.toProperties()).doesNotContainKeys("early.requests", "steady.requests", "referenceSteady.requests",
                "early.stream.meanEndMicros");
    }
}
