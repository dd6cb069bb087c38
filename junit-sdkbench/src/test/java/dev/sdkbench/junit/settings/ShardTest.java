package dev.sdkbench.junit.settings;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import org.junit.jupiter.api.Test;

import dev.sdkbench.junit.Dialect;

/**
 * {@code -Dsdkbench.shard=K/N}: every case in exactly one shard, the same one on every machine, the
 * shards about as long as each other, and each case beside the reference cases it is read against.
 */
class ShardTest {

    private static final List<SideBySide.ReferenceCase> FLOORS = List.of(
            new SideBySide.ReferenceCase(Floor.class, "chat", Dialect.CHAT, false),
            new SideBySide.ReferenceCase(Floor.class, "chatStream", Dialect.CHAT, true),
            new SideBySide.ReferenceCase(Floor.class, "anthropic", Dialect.ANTHROPIC, false));

    @Test
    void everyCaseRunsInExactlyOneOfNShards() {
        List<ResolvedRunSettings> suite = suite();
        Set<String> all = readers(suite);
        for (int count = 1; count <= 6; count++) {
            Map<String, Integer> seen = new HashMap<>();
            for (int k = 1; k <= count; k++) {
                readers(new Shard(k, count).share(suite)).forEach(id -> seen.merge(id, 1, Integer::sum));
            }
            assertThat(seen.keySet()).as("the cases of %d shards", count).isEqualTo(all);
            assertThat(seen).as("how many of %d shards run each case", count).allSatisfy((id, shards) -> assertThat(shards)
                    .as(id).isEqualTo(1));
        }
    }

    @Test
    void theShardsTakeAboutAsLongCountingTheFloorsEachRuns() {
        List<ResolvedRunSettings> suite = suite();
        long largest = suite.stream().flatMap(m -> m.cases().stream()).mapToLong(ResolvedCaseSettings::expectedMillis).max().orElseThrow();
        List<Long> costs = new ArrayList<>();
        for (int k = 1; k <= 4; k++) {
            costs.add(cost(new Shard(k, 4).share(suite)));
        }
        assertThat(costs.stream().mapToLong(c -> c).max().orElseThrow() - costs.stream().mapToLong(c -> c).min().orElseThrow())
                .as("the spread of 4 shards' expected ms, each shard's floors included: %s", costs).isLessThanOrEqualTo(largest);
    }

    @Test
    void aClassesOwnReferenceRunsInEveryShardThatHoldsOneOfItsReadersAndNowhereElse() {
        List<ResolvedRunSettings> suite = suite();
        for (int count = 1; count <= 6; count++) {
            for (int k = 1; k <= count; k++) {
                List<String> gamma = new Shard(k, count).share(suite).stream().filter(m -> m.testClass() == Gamma.class)
                        .flatMap(m -> m.cases().stream()).map(ResolvedCaseSettings::id).toList();
                assertThat(gamma.contains("gammaRaw")).as("shard %d/%d runs Gamma's reference beside %s", k, count, gamma)
                        .isEqualTo(gamma.stream().anyMatch(id -> !id.equals("gammaRaw")));
            }
        }
        List<ResolvedCaseSettings> costly = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            costly.add(CaseSettingsBuilder.named("gamma" + i).startupForks(10).build());
        }
        costly.add(CaseSettingsBuilder.named("gammaRaw").build());
        List<ResolvedRunSettings> alone = List.of(member(Gamma.class, "gammaRaw", costly));
        assertThat(List.of(new Shard(1, 2).share(alone).get(0).cases(), new Shard(2, 2).share(alone).get(0).cases()))
                .as("two shards that split four costly readers of one cheap reference")
                .allSatisfy(cases -> assertThat(cases).extracting(ResolvedCaseSettings::id).contains("gammaRaw").hasSize(3));
    }

    @Test
    void aReferenceThatNoCaseReadsIsDealtOutLikeAnyCase() {
        ResolvedRunSettings alone = member(Gamma.class, "gammaRaw", List.of(CaseSettingsBuilder.named("gammaRaw").startupForks(4).build()));
        List<String> holders = new ArrayList<>();
        for (int k = 1; k <= 3; k++) {
            if (!new Shard(k, 3).share(List.of(alone)).isEmpty()) {
                holders.add(k + "/3");
            }
        }
        assertThat(holders).as("the shards that run a reference no case reads").hasSize(1);
    }

    @Test
    void theSplitIsTheSameOnEveryMachineWhateverTheOrderOfEachClasssCases() {
        List<ResolvedRunSettings> suite = suite();
        List<ResolvedRunSettings> reversed = new ArrayList<>();
        for (ResolvedRunSettings m : suite) {
            List<ResolvedCaseSettings> cases = new ArrayList<>(m.cases());
            Collections.reverse(cases);
            reversed.add(m.withCases(cases));
        }
        for (int k = 1; k <= 4; k++) {
            assertThat(readers(new Shard(k, 4).share(reversed))).as("shard %d/4", k).isEqualTo(readers(new Shard(k, 4).share(suite)));
        }
    }

    @Test
    void nonsenseSaysWhatToUse() {
        assertThat(Shard.parse(" 2/4 ")).isEqualTo(new Shard(2, 4));
        assertThat(new Shard(2, 4).label()).isEqualTo("2/4");
        assertThatThrownBy(() -> Shard.parse("5/4")).hasMessage("sdkbench.shard is 5/4: use K/N with 1 <= K <= N, e.g. 2/4"
                + " for the second of four machines");
        assertThatThrownBy(() -> Shard.parse("half")).hasMessage("sdkbench.shard is 'half': use K/N, e.g. 2/4 for the second"
                + " of four machines");
    }

    /**
     * Three members of costs from 1 to 12 start-up forks: Alpha's and Beta's cases read the floor of their dialect
     * and stream mode, Gamma's its own reference {@code gammaRaw}; one case of Beta is unsupported.
     */
    private static List<ResolvedRunSettings> suite() {
        List<ResolvedCaseSettings> alpha = new ArrayList<>();
        List<ResolvedCaseSettings> beta = new ArrayList<>();
        List<ResolvedCaseSettings> gamma = new ArrayList<>();
        for (int i = 0; i < 12; i++) {
            alpha.add(CaseSettingsBuilder.named("alpha" + i).stream(i % 2 == 0).startupForks(1 + i).build());
            beta.add(CaseSettingsBuilder.named("beta" + i).dialect(Dialect.ANTHROPIC).startupForks(12 - i).build());
        }
        beta.add(new ResolvedCaseSettings("betaUnsupported", Dialect.CHAT, false, beta.get(0).expectations(), beta.get(0).startup(),
                beta.get(0).steady(), beta.get(0).jvm(), beta.get(0).scenario(), "it cannot", beta.get(0).fixture()));
        for (int i = 0; i < 5; i++) {
            gamma.add(CaseSettingsBuilder.named("gamma" + i).startupForks(3 + i).build());
        }
        gamma.add(CaseSettingsBuilder.named("gammaRaw").startupForks(7).build());
        return List.of(member(Alpha.class, null, alpha), member(Beta.class, null, beta), member(Gamma.class, "gammaRaw", gamma));
    }

    private static ResolvedRunSettings member(Class<?> type, String reference, List<ResolvedCaseSettings> cases) {
        return new ResolvedRunSettings(type, "", null, 1, cases, null, null, false,
                new SideBySide(reference, reference == null ? FLOORS : List.of(), null, null, null, 0.02, 600));
    }

    /** The dealt cases of a share ({@code Class#case}): every case but a reference that is read. */
    private static Set<String> readers(List<ResolvedRunSettings> share) {
        Set<String> ids = new TreeSet<>();
        Shard.readers(share).forEach(r -> ids.add(r.key()));
        return ids;
    }

    /** What a shard's forks are expected to take: its cases and the floors its cases read, each floor once. */
    private static long cost(List<ResolvedRunSettings> share) {
        long cost = 0;
        Set<String> floors = new HashSet<>();
        for (ResolvedRunSettings member : share) {
            for (ResolvedCaseSettings c : member.cases()) {
                cost += c.expectedMillis();
                SideBySide.ReferenceCase floor = member.sideBySide().referenceFor(c).orElse(null);
                if (floor != null && floors.add(floor.id())) {
                    cost += member.sideBySide().referenceSettings(c, floor).expectedMillis();
                }
            }
        }
        return cost;
    }

    private static final class Alpha {
    }

    private static final class Beta {
    }

    private static final class Gamma {
    }

    private static final class Floor {
    }
}
