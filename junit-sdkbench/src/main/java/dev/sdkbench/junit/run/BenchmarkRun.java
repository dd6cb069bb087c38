package dev.sdkbench.junit.run;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Queue;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicInteger;

import dev.sdkbench.fixture.FixtureServer;
import dev.sdkbench.fixture.Recording;
import dev.sdkbench.fixture.fault.Fault;
import dev.sdkbench.fixture.fault.FaultPlan;
import dev.sdkbench.junit.launch.CaseClasspath;
import dev.sdkbench.junit.launch.Taskset;
import dev.sdkbench.junit.plan.CpuPlan;
import dev.sdkbench.junit.plan.CpuTopology;
import dev.sdkbench.junit.plan.Schedule;
import dev.sdkbench.junit.settings.CaseSettings;
import dev.sdkbench.junit.settings.RunSettings;
import dev.sdkbench.junit.settings.SettingsException;

/**
 * Runs every fork of a benchmark class: plans the CPUs, starts one fixture per worker, hands out
 * the forks in interleaved, shuffled order, judges each fork and aggregates the cases. Forks of a
 * case stop at its first failure; every other case goes on.
 */
public final class BenchmarkRun {

    static final String ISOLATION = "forks share the host network namespace (the fixture runs in the test JVM);"
            + " each fork has an allowlisted environment with no API keys, a temporary HOME and TMPDIR";

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
        List<Slot> slots = new ArrayList<>();
        String planDescription;
        if (settings.pin()) {
            CpuPlan plan;
            try {
                plan = CpuPlan.plan(CpuTopology.current(), settings.workers(), settings.fixture());
            } catch (IllegalArgumentException e) {
                throw new SettingsException(settings.testClass(), List.of(e.getMessage()));
            }
            plan.workers().forEach(w -> slots.add(new Slot(w.index(), w.cpu(), w.fixtureCpu())));
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
        Environment environment = Environment.capture(java, classpath, planDescription, ISOLATION,
                Recording.lm15().name() + " " + Recording.lm15().sha256(), settings.library());

        Map<String, CaseSettings> byId = new LinkedHashMap<>();
        Map<String, Integer> forksByCase = new LinkedHashMap<>();
        for (CaseSettings c : settings.cases()) {
            byId.put(c.id(), c);
            if (c.unsupported() == null) {
                forksByCase.put(c.id(), c.forks());
            }
        }
        Queue<Schedule.Task> tasks = new ConcurrentLinkedQueue<>(Schedule.of(forksByCase, settings.seed()).tasks());
        Map<String, List<ForkOutcome>> outcomes = new ConcurrentHashMap<>();
        Set<String> failed = ConcurrentHashMap.newKeySet();
        Map<String, AtomicInteger> skipped = new ConcurrentHashMap<>();
        ForkRunner runner = new ForkRunner(settings.testClass(), java, classpath.forkClasspath(), taskset);

        progress.println("[sdkbench] " + settings.testClass().getSimpleName() + ": " + settings.cases().size() + " cases, "
                + tasks.size() + " forks, seed " + settings.seed() + "; " + planDescription);
        List<Thread> workers = new ArrayList<>();
        List<Throwable> errors = new ArrayList<>();
        for (Slot slot : slots) {
            Path tasksetForWorker = taskset;
            Thread worker = new Thread(() -> {
                try (FixtureServer fixture = FixtureServer.builder().threadName("sbfx" + slot.index()).faults(faults()).start()) {
                    if (tasksetForWorker != null && slot.fixtureCpu() != null) {
                        Taskset.pinThreads(tasksetForWorker, fixture.threadName(), slot.fixtureCpu());
                    }
                    for (Schedule.Task task = tasks.poll(); task != null; task = tasks.poll()) {
                        CaseSettings c = byId.get(task.caseId());
                        if (failed.contains(c.id())) {
                            skipped.computeIfAbsent(c.id(), k -> new AtomicInteger()).incrementAndGet();
                            continue;
                        }
                        ForkOutcome outcome = runner.run(c, task.fork(), slot.index(), slot.cpu(), fixture,
                                directory.resolve(c.id()));
                        outcomes.computeIfAbsent(c.id(), k -> Collections.synchronizedList(new ArrayList<>())).add(outcome);
                        if (!outcome.ok()) {
                            failed.add(c.id());
                        }
                        progress.println(progressLine(outcome));
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
        }
        if (!errors.isEmpty()) {
            IOException error = new IOException("the benchmark harness failed: " + errors.get(0), errors.get(0));
            errors.stream().skip(1).forEach(error::addSuppressed);
            throw error;
        }

        List<CaseResult> cases = new ArrayList<>();
        for (CaseSettings c : settings.cases()) {
            List<ForkOutcome> forks = outcomes.getOrDefault(c.id(), List.of());
            int skippedForks = skipped.getOrDefault(c.id(), new AtomicInteger()).get();
            cases.add(new CaseResult(c, forks, skippedForks, CaseSummary.of(forks, settings.seed())));
        }
        return new ClassResult(settings, environment, cases, started, Instant.now(), Environment.loadAverage(), directory);
    }

    /** The fixture's faults: only the configured delay, if any. */
    private FaultPlan faults() {
        return settings.fixtureDelayMicros() == 0 ? FaultPlan.none()
                : FaultPlan.none().always(Fault.delay(Duration.ofNanos(settings.fixtureDelayMicros() * 1000)));
    }

    /** One worker: the CPU its forks run on and the CPU its fixture's thread runs on ({@code null}: unpinned). */
    private record Slot(int index, Integer cpu, Integer fixtureCpu) {
    }

    private String progressLine(ForkOutcome outcome) {
        StringBuilder line = new StringBuilder("[sdkbench] ").append(settings.testClass().getSimpleName()).append('.')
                .append(outcome.caseId()).append(" fork ").append(outcome.fork()).append('/').append(outcome.forks());
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
            line.append(String.format(Locale.ROOT, ", steady %.1f µs/call%s", result.steady().meanMicros(),
                    result.steady().settled() ? "" : " (unsettled)"));
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
