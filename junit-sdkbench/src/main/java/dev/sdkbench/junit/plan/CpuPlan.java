package dev.sdkbench.junit.plan;

import dev.sdkbench.junit.FixturePlacement;
import dev.sdkbench.junit.plan.CpuTopology.LogicalCpu;
import java.util.ArrayList;
import java.util.List;

/**
 * Which CPU the build keeps, which CPU each worker is pinned to, and where each worker's fixture
 * runs. Like LM15, workers get one logical CPU per physical core (never two SMT siblings) and the
 * highest-numbered ones; the lowest core stays with the build (the Maven/Surefire JVM that plans
 * and launches forks), so its JIT and GC do not land on a worker.
 *
 * @param physicalCores physical cores with at least one usable CPU
 * @param allowed       the process's affinity the plan was made from
 * @param buildCpus     CPUs left to the build
 * @param workers       the workers, ascending by CPU
 * @param placement     where the fixture runs
 */
public record CpuPlan(int physicalCores, CpuList allowed, CpuList buildCpus, List<Worker> workers,
                      FixturePlacement placement) {

    /**
     * One worker slot: forks run here one at a time.
     *
     * @param index      0-based, in CPU order
     * @param cpu        the CPU the worker's forks are pinned to ({@code taskset -c cpu})
     * @param fixtureCpu the CPU the fixture serving this worker runs on
     */
    public record Worker(int index, int cpu, int fixtureCpu) {
    }

    public CpuPlan {
        workers = List.copyOf(workers);
    }

    /**
     * Plans the CPUs of a run, optionally with a worker on the build's core too: twice the forks at
     * once on a 2-core machine, for runs that check correctness rather than take figures (the build's
     * JIT and GC then land on that worker's forks; {@link #describe()} says so).
     *
     * @param requestedWorkers how many workers; 0 for as many as the machine offers (with
     *                         {@link FixturePlacement#OWN_CPU}: as many as can each have a spare core for the fixture, at least 1)
     * @throws IllegalArgumentException if no CPU is left for workers or more workers are requested than there are CPUs for
     */
    public static CpuPlan plan(CpuTopology topology, int requestedWorkers, FixturePlacement placement, boolean shareBuildCpu) {
        if (requestedWorkers < 0) {
            throw new IllegalArgumentException("workers must be 0 (as many as possible) or more, was " + requestedWorkers);
        }
        List<LogicalCpu> cores = topology.firstOfEachCore();
        if (cores.isEmpty()) {
            throw new IllegalArgumentException("no usable CPU: none of the allowed cpus " + topology.allowed()
                    + " is online (online: " + topology.online() + "): widen the CPU affinity (taskset, cgroup cpuset)");
        }
        int build = cores.get(0).cpu();
        List<Integer> candidates = cores.subList(shareBuildCpu ? 0 : 1, cores.size()).stream().map(LogicalCpu::cpu).toList();
        if (candidates.isEmpty()) {
            throw new IllegalArgumentException("no CPU for workers: the allowed cpus " + topology.allowed()
                    + " are 1 physical core, and it is left to the build: allow at least 2 physical cores"
                    + " (taskset, cgroup cpuset)");
        }
        if (requestedWorkers > candidates.size()) {
            throw new IllegalArgumentException("asked for " + requestedWorkers + " workers but this machine offers "
                    + cpus(candidates.size()) + " for workers (" + whereFrom(topology, build) + "): set forks.workers to "
                    + candidates.size() + " or fewer" + (shareBuildCpu ? "" : ", or set forks.shareBuildCpu=true where figures do not matter"));
        }
        int count = requestedWorkers > 0 ? requestedWorkers
                : placement == FixturePlacement.OWN_CPU ? Math.max(1, candidates.size() / 2) : candidates.size();
        // LM15 takes the last N cores: low numbers are where the system and interrupts tend to run.
        List<Integer> workerCpus = candidates.subList(candidates.size() - count, candidates.size());
        List<Integer> spare = new ArrayList<>(candidates.subList(0, candidates.size() - count));
        List<Worker> workers = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            int cpu = workerCpus.get(i);
            int fixture = switch (placement) {
                case SHARED -> cpu;
                // Spare cores first, nearest the workers; the build's CPU only when none is left.
                case OWN_CPU -> spare.isEmpty() ? build : spare.remove(spare.size() - 1);
                case DEFAULT -> throw new IllegalArgumentException("placement DEFAULT is no placement: plan with the resolved one");
            };
            workers.add(new Worker(i, cpu, fixture));
        }
        return new CpuPlan(cores.size(), topology.allowed(), CpuList.of(build), workers, placement);
    }

    /** The workers' CPUs. */
    public CpuList workerCpus() {
        return CpuList.of(workers.stream().map(Worker::cpu).toList());
    }

    /**
     * Where the JVM of {@code worker}'s fixture runs: its I/O thread is pinned to {@link Worker#fixtureCpu()},
     * its other threads (JIT, GC, the warmup client) stay on the build's CPUs, off the forks. When a worker
     * shares the build's CPU, every fixture's JVM runs wholly on its own worker's fixture CPU instead:
     * otherwise the fixtures' JITs would crowd that one CPU, beside the fork running there.
     */
    public CpuList fixtureJvmCpus(Worker worker) {
        return sharesBuildCpu() ? CpuList.of(worker.fixtureCpu()) : buildCpus;
    }

    private boolean sharesBuildCpu() {
        return buildCpus.cpus().stream().anyMatch(workerCpus()::contains);
    }

    /** The fixture's CPUs (for {@link FixturePlacement#SHARED}, the workers' own). */
    public CpuList fixtureCpus() {
        return CpuList.of(workers.stream().map(Worker::fixtureCpu).toList());
    }

    /** One line for logs and reports, e.g. "2 physical cores; build on cpu 0; 1 worker on cpu 1; fixture shares each worker's cpu". */
    public String describe() {
        StringBuilder line = new StringBuilder();
        line.append(physicalCores).append(physicalCores == 1 ? " physical core" : " physical cores");
        line.append("; build on ").append(cpuWord(buildCpus));
        line.append("; ").append(workers.size()).append(workers.size() == 1 ? " worker on " : " workers on ")
                .append(cpuWord(workerCpus()));
        buildCpus.cpus().stream().filter(workerCpus()::contains).findFirst()
                .ifPresent(cpu -> line.append(" (cpu ").append(cpu).append(" shared with the build: its forks' figures include the build's share)"));
        if (placement == FixturePlacement.SHARED) {
            line.append(sharesBuildCpu() ? "; each fixture's JVM wholly on its worker's cpu" : "; fixture shares each worker's cpu");
        } else {
            CpuList fixtures = fixtureCpus();
            line.append("; fixture on ").append(cpuWord(fixtures));
            buildCpus.cpus().stream().filter(fixtures::contains).findFirst()
                    .ifPresent(cpu -> line.append(" (cpu ").append(cpu).append(" shared with the build)"));
        }
        return line.toString();
    }

    private static String whereFrom(CpuTopology topology, int build) {
        String allowed = "cpus " + topology.allowed() + " allowed";
        if (topology.usable().size() > topology.physicalCores()) {
            allowed += ", one per physical core";
        }
        return allowed + ", cpu " + build + " left to the build";
    }

    private static String cpus(int n) {
        return n == 1 ? "1 CPU" : n + " CPUs";
    }

    private static String cpuWord(CpuList cpus) {
        return (cpus.size() == 1 ? "cpu " : "cpus ") + cpus;
    }
}
