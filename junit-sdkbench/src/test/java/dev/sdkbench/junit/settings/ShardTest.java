package dev.sdkbench.junit.settings;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;

import org.junit.jupiter.api.Test;

/** {@code -Dsdkbench.shard=K/N}: every case in exactly one shard, the same one on every machine, a fair share each. */
class ShardTest {

    @Test
    void everyCaseRunsInExactlyOneShardOfRoughlyEqualSize() {
        List<String> cases = IntStream.range(0, 400).mapToObj(i -> "case" + i).toList();
        List<Integer> sizes = new ArrayList<>();
        for (int k = 1; k <= 4; k++) {
            Shard shard = new Shard(k, 4);
            sizes.add((int) cases.stream().filter(c -> shard.includes("dev.example.MyBenchmark", c)).count());
        }
        for (String c : cases) {
            assertThat(IntStream.rangeClosed(1, 4).filter(k -> new Shard(k, 4).includes("dev.example.MyBenchmark", c)).count())
                    .as(c).isEqualTo(1);
        }
        assertThat(sizes).allSatisfy(size -> assertThat(size).isBetween(70, 130));
    }

    @Test
    void theShardDependsOnlyOnTheClassAndTheCase() {
        assertThat(Shard.parse("2/4").includes("a.B", "c")).isEqualTo(new Shard(2, 4).includes("a.B", "c"));
        assertThat(new Shard(1, 1).includes("a.B", "anything")).isTrue();
    }

    @Test
    void nonsenseSaysWhatToUse() {
        assertThatThrownBy(() -> Shard.parse("5/4")).hasMessage("sdkbench.shard is 5/4: use K/N with 1 <= K <= N, e.g. 2/4"
                + " for the second of four machines");
        assertThatThrownBy(() -> Shard.parse("half")).hasMessage("sdkbench.shard is 'half': use K/N, e.g. 2/4 for the second"
                + " of four machines");
    }
}
