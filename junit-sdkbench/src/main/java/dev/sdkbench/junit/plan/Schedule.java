package dev.sdkbench.junit.plan;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * The order forks run in: interleaved and shuffled, so slow drift of the machine (thermal state,
 * background load) spreads over all cases instead of landing on whichever ran last. Round r holds
 * every case that still has forks left, once each, in an order shuffled with
 * {@code new Random(seed + r)} (r from 0); a case's forks therefore run in ascending fork order.
 * A case read against another (its anchor: the floor it is a ratio to, or its other classpath) runs
 * next to it: each round orders the groups of an anchor and its readers, shuffled, and within a group
 * the readers shuffled with the anchor in their middle, so that a pair's forks meet nearly the same
 * moment of the machine, not whatever a whole round of other cases left. A baseline side and its candidate take
 * turns: the baseline runs first in even rounds and second in odd ones, so that whatever running first or second does
 * to a fork falls on both sides of the gate's ratio alike instead of on one.
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
        return of(forksPerCase, Map.of(), seed);
    }

    /** @param anchors each case read against another, mapped to that case's id */
    public static Schedule of(Map<String, Integer> forksPerCase, Map<String, String> anchors, long seed) {
        return of(forksPerCase, anchors, Set.of(), seed);
    }

    /**
     * @param anchors   each case read against another, mapped to that case's id
     * @param baselines the anchors that are a baseline side: each takes turns with its candidate at running first
     */
    public static Schedule of(Map<String, Integer> forksPerCase, Map<String, String> anchors, Set<String> baselines,
                              long seed) {
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
            List<String> roundCases = order(left.keySet(), new Anchors(anchors, baselines), new Random(seed + round), round);
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

    /**
     * The cases in a shuffled order that keeps each anchor's group together, the anchor in the middle.
     * Without anchors it is the plain shuffle of the cases in id order.
     *
     * @param round the round's number, whose parity places a baseline side
     */
    static List<String> order(Collection<String> cases, Anchors anchors, Random random, int round) {
        Map<String, List<String>> groups = new TreeMap<>();
        for (String id : new TreeSet<>(cases)) {
            groups.computeIfAbsent(root(id, anchors.byReader()), key -> new ArrayList<>()).add(id);
        }
        List<String> keys = new ArrayList<>(groups.keySet());
        Collections.shuffle(keys, random);
        List<String> ordered = new ArrayList<>();
        for (String key : keys) {
            List<String> group = groups.get(key);
            if (group.size() == 1) {
                ordered.addAll(group);
                continue;
            }
            boolean anchorRuns = group.remove(key);
            Collections.shuffle(group, random);
            if (anchorRuns) {
                group.add(anchors.baselines().contains(key) && group.size() == 1 ? round % 2 : group.size() / 2, key);
            }
            ordered.addAll(group);
        }
        return ordered;
    }

    /**
     * What orders a round's groups.
     *
     * @param byReader  each case read against another, mapped to that case's id
     * @param baselines the anchors that are a baseline side. Such an anchor has one reader, its candidate, and the
     *                  two take turns by the round's parity rather than by a draw: the first draw of
     *                  {@code Random(seed + round)} hardly changes from one round to the next. A floor keeps the middle
     *                  of its readers: they are other cases, and the shuffle around the middle already puts each of
     *                  them before the floor in some rounds and after it in others.
     */
    record Anchors(Map<String, String> byReader, Set<String> baselines) {

        Anchors {
            byReader = Map.copyOf(byReader);
            baselines = Set.copyOf(baselines);
        }
    }

    /** The anchor a case's group gathers around: its anchor's anchor and so on, stopping at a cycle. */
    private static String root(String id, Map<String, String> anchors) {
        Set<String> seen = new HashSet<>();
        String at = id;
        while (anchors.containsKey(at) && seen.add(at)) {
            at = anchors.get(at);
        }
        return at;
    }
}
