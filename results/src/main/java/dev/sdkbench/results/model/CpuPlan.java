package dev.sdkbench.results.model;

import java.util.SortedSet;

/**
 * Where a run's work ran: the engine's description of the plan and the CPUs its forks were
 * actually pinned to (empty when forks were not pinned).
 */
public record CpuPlan(String description, SortedSet<Integer> forkCpus) {

    public CpuPlan {
        forkCpus = java.util.Collections.unmodifiableSortedSet(new java.util.TreeSet<>(forkCpus));
    }
}
