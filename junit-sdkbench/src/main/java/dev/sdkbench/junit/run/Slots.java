package dev.sdkbench.junit.run;

import java.util.ArrayList;
import java.util.List;

import dev.sdkbench.junit.plan.CpuList;
import dev.sdkbench.junit.plan.CpuPlan;
import dev.sdkbench.junit.plan.CpuTopology;
import dev.sdkbench.results.model.RunSettings;
import dev.sdkbench.junit.settings.ResolvedRunSettings;
import dev.sdkbench.junit.settings.SettingsException;

/**
 * The workers of a run and their CPUs, from the CPU plan when forks are pinned.
 *
 * @param slots       one per worker
 * @param buildCpus   the CPUs the test JVM keeps while forks run, or {@code null} when unpinned
 * @param description the plan in words, for results and the console
 */
record Slots(List<Slot> slots, CpuList buildCpus, String description) {

    /**
     * One worker: the CPU its forks run on, the CPU its fixture's I/O thread runs on and the CPUs of the
     * rest of its fixture's JVM ({@code null}: unpinned).
     */
    record Slot(int index, Integer cpu, Integer fixtureCpu, CpuList fixtureJvmCpus) {
    }

    Slots {
        slots = List.copyOf(slots);
    }

    static Slots plan(ResolvedRunSettings settings) {
        List<Slot> slots = new ArrayList<>();
        RunSettings.Forks cpus = settings.forks();
        if (!cpus.pin()) {
            int workers = Math.max(1, cpus.workers());
            for (int i = 0; i < workers; i++) {
                slots.add(new Slot(i, null, null, null));
            }
            return new Slots(slots, null, "unpinned: " + workers + " worker(s); forks and fixture float over every CPU");
        }
        CpuPlan plan;
        try {
            plan = CpuPlan.plan(CpuTopology.current(), cpus.workers(), settings.placement(), cpus.shareBuildCpu());
        } catch (IllegalArgumentException e) {
            throw new SettingsException(settings.testClass(), List.of(e.getMessage()));
        }
        plan.workers().forEach(w -> slots.add(new Slot(w.index(), w.cpu(), w.fixtureCpu(), plan.fixtureJvmCpus(w))));
        return new Slots(slots, plan.buildCpus(), plan.describe());
    }

    CpuList workerCpus() {
        return CpuList.of(slots.stream().map(Slot::cpu).toList());
    }
}
