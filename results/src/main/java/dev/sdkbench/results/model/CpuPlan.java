package dev.sdkbench.results.model;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

import org.apiguardian.api.API;

import java.util.SortedSet;

/**
 * Where a run's work ran: the engine's description of the plan and the CPUs its forks were
 * actually pinned to (empty when forks were not pinned).
 */
@API(status = EXPERIMENTAL, since = "0.1")
public record CpuPlan(String description, SortedSet<Integer> forkCpus) {

    public CpuPlan {
        forkCpus = java.util.Collections.unmodifiableSortedSet(new java.util.TreeSet<>(forkCpus));
    }
}
