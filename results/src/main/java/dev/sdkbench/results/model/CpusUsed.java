package dev.sdkbench.results.model;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

import org.apiguardian.api.API;

import java.util.SortedSet;

/**
 * The CPUs a run used: the engine's description of its CPU plan and the CPUs its forks were
 * actually pinned to (empty when forks were not pinned). Read from the results file, where the
 * engine's plan itself is not kept.
 */
@API(status = EXPERIMENTAL, since = "0.1")
public record CpusUsed(String description, SortedSet<Integer> forkCpus) {

    public CpusUsed {
        forkCpus = java.util.Collections.unmodifiableSortedSet(new java.util.TreeSet<>(forkCpus));
    }
}
