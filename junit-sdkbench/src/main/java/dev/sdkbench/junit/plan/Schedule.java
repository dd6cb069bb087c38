package dev.sdkbench.junit.plan;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;

/**
 * The order forks run in: interleaved and shuffled, so slow drift of the machine (thermal state,
 * background load) spreads over all cases instead of landing on whichever ran last. Round r holds
 * every case that still has forks left, once each, in an order shuffled with
 * {@code new Random(seed + r)} (r from 0); a case's forks therefore run in ascending fork order.
 *
 * @param seed  the seed the order was drawn with; record it so a run can be repeated
 * @param tasks every (case, fork) exactly once, in run order
 */
public record Schedule(long seed, List<Task> tasks) {

    /**
     * One fork to run.
     *
     * @param caseId the case
     * @param fork   1-based fork number within the case
     */
    public record Task(String caseId, int fork) {
    }

    public Schedule {
        tasks = List.copyOf(tasks);
    }

    /**
     * Forks per case may differ. Cases are taken in id order before shuffling, so the schedule
     * depends only on the cases, their fork counts and the seed, not on the map's iteration order.
     */
    public static Schedule of(Map<String, Integer> forksPerCase, long seed) {
        Map<String, Integer> left = new TreeMap<>();
        forksPerCase.forEach((id, forks) -> {
            if (id == null || id.isBlank()) {
                throw new IllegalArgumentException("a case id is blank: give every case a non-empty id");
            }
            if (forks == null || forks < 1) {
                throw new IllegalArgumentException("case " + id + " has " + forks + " forks: set forks to 1 or more");
            }
            left.put(id, forks);
        });
        List<Task> tasks = new ArrayList<>();
        Map<String, Integer> done = new TreeMap<>();
        for (int round = 0; !left.isEmpty(); round++) {
            List<String> roundCases = new ArrayList<>(left.keySet());
            Collections.shuffle(roundCases, new Random(seed + round));
            for (String id : roundCases) {
                int fork = done.merge(id, 1, Integer::sum);
                tasks.add(new Task(id, fork));
                if (fork == left.get(id)) {
                    left.remove(id);
                }
            }
        }
        return new Schedule(seed, tasks);
    }
}
