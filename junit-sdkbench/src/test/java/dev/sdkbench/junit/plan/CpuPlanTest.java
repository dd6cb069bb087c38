package dev.sdkbench.junit.plan;

import dev.sdkbench.junit.FixturePlacement;
import static dev.sdkbench.junit.FixturePlacement.OWN_CPU;
import static dev.sdkbench.junit.FixturePlacement.SHARED;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.sdkbench.junit.plan.CpuPlan.Worker;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;

class CpuPlanTest {

    @TempDir
    Path root;

    private CpuTopology twoCores() {
        return new FakeMachine(root).allowed("0-1").online("0-1").cores(2).topology();
    }

    /** 24 cores × 2 SMT siblings (cpu i and i + 24 share core i), narrowed by a cgroup to cores 4–11. */
    private CpuTopology twentyFourCoresNarrowed() {
        FakeMachine m = new FakeMachine(root).allowed("4-11,28-35").online("0-47");
        for (int core = 0; core < 24; core++) {
            m.cpu(core, core, 0).cpu(core + 24, core, 0);
        }
        return m.topology();
    }

    @Test
    void twoCoresGiveTheBuildCpu0AndOneWorkerCpu1() {
        CpuPlan plan = CpuPlan.plan(twoCores(), 0, SHARED, false);

        assertThat(plan.buildCpus()).isEqualTo(CpuList.of(0));
        assertThat(plan.workers()).containsExactly(new Worker(0, 1, 1));
        assertThat(plan.fixtureJvmCpus(plan.workers().get(0))).as("the fixture's JIT and GC stay off the worker")
                .isEqualTo(CpuList.of(0));
        assertThat(plan.describe())
                .isEqualTo("2 physical cores; build on cpu 0; 1 worker on cpu 1; fixture shares each worker's cpu");
    }

    @Test
    void aPlanNeedsAResolvedPlacementNotTheAnnotationsBlank() {
        assertThatThrownBy(() -> CpuPlan.plan(twoCores(), 0, FixturePlacement.DEFAULT, false))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("placement DEFAULT is no placement");
    }

    @Test
    void smtSiblingsAreNeverBothGiven() {
        // 4 logical CPUs on 2 cores: 0/2 and 1/3 are siblings.
        CpuTopology t = new FakeMachine(root).allowed("0-3").online("0-3")
                .cpu(0, 0, 0).cpu(1, 1, 0).cpu(2, 0, 0).cpu(3, 1, 0).topology();

        CpuPlan plan = CpuPlan.plan(t, 0, SHARED, false);

        assertThat(plan.buildCpus()).isEqualTo(CpuList.of(0));
        assertThat(plan.workers()).containsExactly(new Worker(0, 1, 1));
        assertThatThrownBy(() -> CpuPlan.plan(t, 2, SHARED, false))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("asked for 2 workers but this machine offers 1 CPU for workers (cpus 0-3 allowed,"
                        + " one per physical core, cpu 0 left to the build): set forks.workers to 1 or fewer, or set forks.shareBuildCpu=true where figures do not matter");
    }

    @Test
    void narrowedAffinityIsRespectedAndTheHighestCpusAreTaken() {
        CpuTopology t = twentyFourCoresNarrowed();

        CpuPlan all = CpuPlan.plan(t, 0, SHARED, false);
        assertThat(all.physicalCores()).isEqualTo(8);
        assertThat(all.buildCpus()).isEqualTo(CpuList.of(4));
        assertThat(all.workerCpus()).isEqualTo(CpuList.parse("5-11"));

        CpuPlan three = CpuPlan.plan(t, 3, SHARED, false);
        assertThat(three.workers()).containsExactly(new Worker(0, 9, 9), new Worker(1, 10, 10), new Worker(2, 11, 11));
        assertThat(three.describe())
                .isEqualTo("8 physical cores; build on cpu 4; 3 workers on cpus 9-11; fixture shares each worker's cpu");
    }

    @Test
    void ownCpuFixtureUsesTheBuildCpuWhenNothingElseIsFree() {
        CpuPlan plan = CpuPlan.plan(twoCores(), 0, OWN_CPU, false);

        assertThat(plan.workers()).containsExactly(new Worker(0, 1, 0));
        assertThat(plan.describe()).isEqualTo(
                "2 physical cores; build on cpu 0; 1 worker on cpu 1; fixture on cpu 0 (cpu 0 shared with the build)");
    }

    @Test
    void ownCpuFixturesGetSpareCoresNoWorkerUses() {
        CpuTopology t = twentyFourCoresNarrowed();

        // As many as possible: 7 cores after the build, so 3 workers, each with a spare core for its fixture.
        CpuPlan plan = CpuPlan.plan(t, 0, OWN_CPU, false);

        assertThat(plan.workerCpus()).isEqualTo(CpuList.parse("9-11"));
        assertThat(plan.workers()).extracting(Worker::fixtureCpu).containsExactly(8, 7, 6);
        assertThat(plan.describe())
                .isEqualTo("8 physical cores; build on cpu 4; 3 workers on cpus 9-11; fixture on cpus 6-8");

        // Six workers leave one spare core; the other fixtures fall back to the build's CPU.
        CpuPlan six = CpuPlan.plan(t, 6, OWN_CPU, false);
        assertThat(six.workerCpus()).isEqualTo(CpuList.parse("6-11"));
        assertThat(six.workers()).extracting(Worker::fixtureCpu).containsExactly(5, 4, 4, 4, 4, 4);
        assertThat(six.fixtureCpus().intersect(six.workerCpus()).isEmpty()).isTrue();
    }

    @Test
    void sharingTheBuildCpuAddsAWorkerThereAndSaysSo() {
        CpuPlan plan = CpuPlan.plan(twoCores(), 0, SHARED, true);

        assertThat(plan.buildCpus()).isEqualTo(CpuList.of(0));
        assertThat(plan.workers()).containsExactly(new Worker(0, 0, 0), new Worker(1, 1, 1));
        assertThat(plan.describe()).isEqualTo("2 physical cores; build on cpu 0; 2 workers on cpus 0-1"
                + " (cpu 0 shared with the build: its forks' figures include the build's share); each fixture's JVM wholly on its worker's cpu");
        // Two fixtures' JITs on the build's cpu would crowd the fork there: each fixture's JVM keeps to its worker's cpu.
        assertThat(plan.workers()).extracting(plan::fixtureJvmCpus).containsExactly(CpuList.of(0), CpuList.of(1));
        // Asked for one worker, it still takes a core of its own first, and its fixture's JVM stays with the build.
        CpuPlan one = CpuPlan.plan(twoCores(), 1, SHARED, true);
        assertThat(one.workers()).containsExactly(new Worker(0, 1, 1));
        assertThat(one.fixtureJvmCpus(one.workers().get(0))).isEqualTo(CpuList.of(0));
    }

    @Test
    void tooManyWorkersSaysWhatToSet() {
        assertThatThrownBy(() -> CpuPlan.plan(twoCores(), 2, SHARED, false))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("asked for 2 workers but this machine offers 1 CPU for workers (cpus 0-1 allowed,"
                        + " cpu 0 left to the build): set forks.workers to 1 or fewer, or set forks.shareBuildCpu=true where figures do not matter");
    }

    @Test
    void oneCoreLeavesNothingForWorkers() {
        CpuTopology t = new FakeMachine(root).allowed("0").online("0-1").cores(2).topology();

        assertThatThrownBy(() -> CpuPlan.plan(t, 0, SHARED, false))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("no CPU for workers: the allowed cpus 0 are 1 physical core, and it is left to the build:"
                        + " allow at least 2 physical cores (taskset, cgroup cpuset)");
    }

    @Test
    void noUsableCpu() {
        CpuTopology t = new FakeMachine(root).allowed("4-7").online("0-3").cores(4).topology();

        assertThatThrownBy(() -> CpuPlan.plan(t, 0, SHARED, false))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("no usable CPU: none of the allowed cpus 4-7 is online (online: 0-3):"
                        + " widen the CPU affinity (taskset, cgroup cpuset)");
    }

    @Test
    void negativeWorkers() {
        assertThatThrownBy(() -> CpuPlan.plan(twoCores(), -1, SHARED, false))
                .hasMessage("workers must be 0 (as many as possible) or more, was -1");
    }

    @Test
    @EnabledOnOs(OS.LINUX)
    void thisTwoCoreMachine() {
        CpuTopology t = CpuTopology.current();
        assumeTrue(t.allowed().equals(CpuList.parse("0-1")) && t.physicalCores() == 2, "only on the 2-core dev VM");

        CpuPlan plan = CpuPlan.plan(t, 0, SHARED, false);

        assertThat(plan.buildCpus()).isEqualTo(CpuList.of(0));
        assertThat(plan.workers()).containsExactly(new Worker(0, 1, 1));
    }
}
