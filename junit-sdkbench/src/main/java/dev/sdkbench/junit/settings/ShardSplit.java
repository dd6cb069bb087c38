package dev.sdkbench.junit.settings;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Deals a run's cases out to shards, each to exactly one, so that the shards take about as long: the
 * costliest case first, each to the shard it leaves least loaded, counting the reference cases it is
 * read against as a cost wherever they do not run yet (so readers of one floor tend to share a shard,
 * but not at the price of balance). Deterministic: the same cases give the same split on every machine.
 */
final class ShardSplit {

    /**
     * A case to deal out.
     *
     * @param key        unique among the run's cases
     * @param costMillis its forks' expected time
     * @param floors     the reference cases it is read against, which run on its shard too
     */
    record Reader(String key, long costMillis, Set<String> floors) {

        Reader {
            floors = Set.copyOf(floors);
        }
    }

    private ShardSplit() {
    }

    /**
     * The 0-based shard of every reader.
     *
     * @param floorCosts what each reference case costs a shard it runs on
     * @param first      the shard that takes the first of equal choices, then the ones after it
     */
    static Map<String, Integer> deal(List<Reader> readers, Map<String, Long> floorCosts, int count, int first) {
        long[] load = new long[count];
        List<Set<String>> floors = new ArrayList<>();
        for (int s = 0; s < count; s++) {
            floors.add(new HashSet<>());
        }
        Map<String, Integer> dealt = new LinkedHashMap<>();
        List<Reader> costliestFirst = readers.stream()
                .sorted(Comparator.comparingLong(Reader::costMillis).reversed().thenComparing(Reader::key)).toList();
        for (Reader reader : costliestFirst) {
            int best = -1;
            long bestLoad = Long.MAX_VALUE;
            for (int i = 0; i < count; i++) {
                int s = (first + i) % count;
                long added = reader.costMillis() + reader.floors().stream().filter(f -> !floors.get(s).contains(f))
                        .mapToLong(f -> floorCosts.getOrDefault(f, 0L)).sum();
                if (load[s] + added < bestLoad) {
                    best = s;
                    bestLoad = load[s] + added;
                }
            }
            load[best] = bestLoad;
            floors.get(best).addAll(reader.floors());
            dealt.put(reader.key(), best);
        }
        return dealt;
    }
}
