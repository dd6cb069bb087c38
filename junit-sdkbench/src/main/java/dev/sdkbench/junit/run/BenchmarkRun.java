package dev.sdkbench.junit.run;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import dev.sdkbench.fixture.Recording;
import dev.sdkbench.fixture.scenario.Scenarios;
import dev.sdkbench.junit.launch.CaseClasspath;
import dev.sdkbench.junit.launch.CpuLocks;
import dev.sdkbench.junit.launch.Taskset;
import dev.sdkbench.junit.network.Isolation;
import dev.sdkbench.junit.network.WorkerFixture;
import dev.sdkbench.junit.plan.CpuList;
import dev.sdkbench.junit.plan.CpuPlan;
import dev.sdkbench.junit.plan.CpuTopology;
import dev.sdkbench.junit.plan.ForkPlanner;
import dev.sdkbench.junit.settings.CaseSettings;
import dev.sdkbench.junit.settings.RunSettings;
import dev.sdkbench.junit.settings.StartupProtocol;
import dev.sdkbench.junit.settings.SettingsException;

/**
 * Runs every fork of a benchmark class: plans the CPUs, decides the forks' network, starts one
 * fixture per worker, hands out the forks in interleaved, shuffled order, judges each fork and
 * aggregates the cases. Forks of a case stop at its first failure; every other case goes on.
 */
public final class BenchmarkRun {

    private final RunSettings settings;
    private final Path directory;
    private final PrintStream progress;

    public BenchmarkRun(RunSettings settings, Path directory, PrintStream progress) {
        this.settings = settings;
        this.directory = directory;
        this.progress = progress;
    }

    public ClassResult run() throws IOException, InterruptedException {
        Instant started = Instant.now();
        Path taskset = null;
        if (settings.pin()) {
            taskset = Taskset.find().orElseThrow(() -> new SettingsException(settings.testClass(), List.of(
                    "pinning is on but taskset is not on the PATH: install util-linux (Debian: apt-get install util-linux)"
                            + " or set sdkbench.pin=false")));
        }
        Isolation isolation;
        try {
            isolation = Isolation.decide(settings.network());
        } catch (IllegalStateException e) {
            throw new SettingsException(settings.testClass(), List.of(e.getMessage()));
        }
        List<Slot> slots = new ArrayList<>();
        CpuList hostCpus = null;
        String planDescription;
        if (settings.pin()) {
            CpuPlan plan;
            try {
                plan = CpuPlan.plan(CpuTopology.current(), settings.workers(), settings.fixture(), settings.shareBuildCpu());
            } catch (IllegalArgumentException e) {
                throw new SettingsException(settings.testClass(), List.of(e.getMessage()));
            }
            plan.workers().forEach(w -> slots.add(new Slot(w.index(), w.cpu(), w.fixtureCpu())));
            hostCpus = plan.buildCpus();
            planDescription = plan.describe();
        } else {
            int workers = Math.max(1, settings.workers());
            for (int i = 0; i < workers; i++) {
                slots.add(new Slot(i, null, null));
            }
            planDescription = "unpinned: " + workers + " worker(s); forks and fixture float over every CPU";
        }
        Files.createDirectories(directory);
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        CaseClasspath classpath = CaseClasspath.of(settings.testClass(), settings.classpathFile(), testClasspath());
        Environment environment = Environment.capture(java, classpath, planDescription, isolation.description(),
                Recording.lm15().name() + " " + Recording.lm15().sha256(), settings.library());

        Map<String, CaseSettings> byId = new LinkedHashMap<>();
        List<ForkPlanner.CasePlan> plans = new ArrayList<>();
        for (CaseSettings c : settings.cases()) {
            byId.put(c.id(), c);
            if (c.unsupported() == null) {
                plans.add(casePlan(c));
            }
        }
        ForkPlanner planner = new ForkPlanner(plans, settings.seed());
        Map<String, List<ForkOutcome>> outcomes = new ConcurrentHashMap<>();
        ForkRunner runner = new ForkRunner(settings.testClass(), java, classpath.forkClasspath(), taskset);
        long forksStarted = System.nanoTime();

        ForkPlanner.Progress planned = planner.progress();
        progress.println("[sdkbench] " + settings.testClass().getSimpleName() + ": " + settings.cases().size() + " cases, "
                + planned.planned() + " forks first" + (planned.most() > planned.planned() ? " (at most " + planned.most()
                + " until precise)" : "") + ", seed " + settings.seed() + "; " + planDescription);
        // Another build's forks on our CPUs would corrupt both runs' figures: hold the worker CPUs machine-wide.
        try (CpuLocks locks = settings.pin() ? CpuLocks.acquire(CpuList.of(slots.stream().map(Slot::cpu).toList()), progress)
                : null) {
            // The test JVM's own threads (its JIT compilers above all) stay off the workers' CPUs while forks run.
            String testJvmCpus = taskset != null ? Taskset.pinThisJvm(taskset, hostCpus.format()) : null;
            List<Thread> workers = new ArrayList<>();
            List<Throwable> errors = new ArrayList<>();
            for (Slot slot : slots) {
                Path tasksetForWorker = taskset;
                CpuList fixtureHostCpus = hostCpus;
                Thread worker = new Thread(() -> {
                    try (WorkerFixture fixture = isolation.start(slot.index(), fixtureStartOptions(), java, testClasspath(),
                            tasksetForWorker, fixtureHostCpus, slot.fixtureCpu(), directory.resolve("fixture-" + slot.index() + ".log"))) {
                        if (settings.fixtureWarmup() > 0) {
                            long warmStart = System.nanoTime();
                            fixture.warm(settings.fixtureWarmup());
                            progress.printf(Locale.ROOT, "[sdkbench] worker %d: fixture warmed with %d requests in %.0f ms%n",
                                    slot.index(), settings.fixtureWarmup(), (System.nanoTime() - warmStart) / 1e6);
                        }
                        for (ForkPlanner.Task task = planner.next(); task != null; task = planner.next()) {
                            CaseSettings c = byId.get(task.caseId());
                            ForkOutcome outcome;
                            try {
                                outcome = runner.run(c, task, slot.index(), slot.cpu(), fixture, directory.resolve(c.id()));
                            } catch (IOException | RuntimeException | Error e) {
                                planner.finished(task, false, 0, Double.NaN, Double.NaN);
                                throw e;
                            }
                            outcomes.computeIfAbsent(c.id(), k -> Collections.synchronizedList(new ArrayList<>())).add(outcome);
                            planner.finished(task, outcome.ok(), outcome.exit() == null ? 0 : Math.round(outcome.exit().lifetimeMillis()),
                                    outcome.ok() ? outcome.result().early().meanMicros() : Double.NaN,
                                    outcome.ok() && outcome.exit().firstResponseMillis() != null
                                            ? outcome.exit().firstResponseMillis() : Double.NaN);
                            progress.println(progressLine(outcome) + runProgress(planner.progress(), forksStarted));
                        }
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    } catch (Exception | Error e) {
                        synchronized (errors) {
                            errors.add(e);
                        }
                    }
                }, "sdkbench-worker-" + slot.index());
                workers.add(worker);
                worker.start();
            }
            try {
                for (Thread worker : workers) {
                    worker.join();
                }
            } catch (InterruptedException e) {
                // Each worker kills its running fork when interrupted; wait for that before giving up.
                workers.forEach(Thread::interrupt);
                for (Thread worker : workers) {
                    worker.join(10_000);
                }
                throw e;
            } finally {
                if (testJvmCpus != null) {
                    Taskset.pinThisJvm(taskset, testJvmCpus);
                }
            }
            if (!errors.isEmpty()) {
                IOException error = new IOException("the benchmark harness failed: " + errors.get(0), errors.get(0));
                errors.stream().skip(1).forEach(error::addSuppressed);
                throw error;
            }
        }

        List<CaseResult> cases = new ArrayList<>();
        for (CaseSettings c : settings.cases()) {
            List<ForkOutcome> forks = outcomes.getOrDefault(c.id(), List.of());
            boolean ran = c.unsupported() == null;
            cases.add(new CaseResult(c, forks, ran ? planner.skipped(c.id()) : 0, ran ? planner.stop(c.id()) : null,
                    CaseSummary.of(forks, settings.seed(), streamFixture(c, forks),
                            RetrySummary.of(Scenarios.byId(c.scenario()).retryAfter(), forks, settings.seed()), c.steady())));
        }
        return new ClassResult(settings, environment, cases, started, Instant.now(), Environment.loadAverage(), directory);
    }

    /** What the planner needs of a case: its fork counts, precision and budget. */
    private static ForkPlanner.CasePlan casePlan(CaseSettings c) {
        StartupProtocol startup = c.startup();
        // A steady fork's early block, warmup cap and timed iterations, plus a JVM's start and exit.
        long steadyEstimate = c.steady().longestMillis() + 5000;
        return new ForkPlanner.CasePlan(c.id(), startup.minForks(), startup.forks(), c.steady().forks(), startup.precision(),
                startup.caseBudgetSeconds() * 1000, steadyEstimate);
    }

    /** How far the whole run is: forks done of planned, and the time left at the pace so far. */
    static String runProgress(ForkPlanner.Progress p, long startedNanos) {
        long left = Math.max(0, p.leftMillis());
        return String.format(Locale.ROOT, " [run: %d of %d forks%s, ~%d:%02d left, %d s so far]", p.done(), p.planned(),
                p.most() > p.planned() ? " (at most " + p.most() + ")" : "", left / 60_000, left / 1000 % 60,
                (System.nanoTime() - startedNanos) / 1_000_000_000L);
    }

    /** The fixture's start options: how it paces streams, from the class's stream settings. */
    private List<String> fixtureStartOptions() {
        return List.of("--deltas", Integer.toString(settings.stream().deltas()),
                "--first-delay-us", Long.toString(settings.stream().firstDelayMicros()),
                "--interval-us", Long.toString(settings.stream().intervalMicros()));
    }

    /** The fixture's share of a streaming case's figures, from the first request one of its forks sent; {@code null} if it does not stream. */
    private StreamFixtureShare streamFixture(CaseSettings c, List<ForkOutcome> forks) {
        if (!c.stream()) {
            return null;
        }
        var firstRequest = forks.stream().filter(f -> f.fixture() != null && f.fixture().firstRequest() != null)
                .map(f -> f.fixture().firstRequest()).findFirst().orElse(null);
        return StreamFixtureShare.of(c, settings.stream(), firstRequest);
    }

    /** One worker: the CPU its forks run on and the CPU its fixture's thread runs on ({@code null}: unpinned). */
    private record Slot(int index, Integer cpu, Integer fixtureCpu) {
    }

    private String progressLine(ForkOutcome outcome) {
        StringBuilder line = new StringBuilder("[sdkbench] ").append(settings.testClass().getSimpleName()).append('.')
                .append(outcome.caseId()).append(' ').append(outcome.protocol().name().toLowerCase(Locale.ROOT)).append(" fork ")
                .append(outcome.fork());
        if (outcome.cpu() != null) {
            line.append(" cpu ").append(outcome.cpu());
        }
        line.append(": ");
        if (!outcome.ok()) {
            return line.append("FAILED: ").append(outcome.failure()).toString();
        }
        var result = outcome.result();
        line.append(String.format(Locale.ROOT, "early %.1f µs/call", result.early().meanMicros()));
        if (result.steady() != null) {
            line.append(String.format(Locale.ROOT, ", steady %.1f µs/call after %.0f s of warmup%s", result.steady().meanMicros(),
                    result.steady().warmupMillis() / 1000.0, result.steady().settled() ? "" : " (" + result.steady().unsettled() + ")"));
        }
        var stream = result.steadyStream() != null ? result.steadyStream() : result.earlyStream();
        if (stream != null) {
            line.append(String.format(Locale.ROOT, ", first delta %.1f µs, stream end %.1f µs", stream.meanFirstDeltaMicros(),
                    stream.meanEndMicros()));
        }
        line.append(String.format(Locale.ROOT, ", rss %.1f MiB", result.rssKiB() / 1024.0));
        if (outcome.exit().firstResponseMillis() != null) {
            line.append(String.format(Locale.ROOT, ", first response %.0f ms", outcome.exit().firstResponseMillis()));
        }
        return line.toString();
    }

    /**
     * The test classpath. Surefire starts its JVM from a manifest-only jar and then sets
     * {@code java.class.path} to the real entries; {@code surefire.test.class.path} holds them too.
     */
    static String testClasspath() {
        String surefire = System.getProperty("surefire.test.class.path");
        return surefire != null && !surefire.isBlank() ? surefire : System.getProperty("java.class.path");
    }
}
