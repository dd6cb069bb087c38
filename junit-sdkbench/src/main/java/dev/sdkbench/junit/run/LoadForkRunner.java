package dev.sdkbench.junit.run;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import dev.sdkbench.fixture.counters.CountersSnapshot;
import dev.sdkbench.junit.launch.ForkCommand;
import dev.sdkbench.junit.launch.ForkProcess;
import dev.sdkbench.junit.link.ForkResult;
import dev.sdkbench.junit.link.ForkSpec;
import dev.sdkbench.junit.link.LoadPlan;
import dev.sdkbench.junit.link.LoadStepResult;
import dev.sdkbench.junit.network.WorkerFixture;
import dev.sdkbench.junit.settings.ResolvedCaseSettings;
import dev.sdkbench.junit.settings.LoadProtocol;
import dev.sdkbench.results.model.ForkExit;
import dev.sdkbench.results.model.Protocol;

/**
 * Runs a case's load fork against a worker's fixture and judges it: the fixture put in the case's phase with the
 * load's delay before every answer, the fork's step lines answered by reading the fixture's step windows
 * ({@link LoadWindows}), then the verdict every fork gets, where calls that threw or never ended may have sent no
 * request. Every file stays in the case's {@code load-fork/} folder: the spec, the command, stdout and stderr, the
 * result, the steps' figures and what the fixture saw.
 */
final class LoadForkRunner {

    /** The fork's folder in its case's. */
    static final String FOLDER = "load-fork";

    private final Path java;
    private final Path taskset;

    LoadForkRunner(Path java, Path taskset) {
        this.java = java;
        this.taskset = taskset;
    }

    LoadOutcome run(ForkedCase forked, Slots.Slot slot, WorkerFixture fixture, Path caseDir) throws IOException, InterruptedException {
        ResolvedCaseSettings settings = forked.settings();
        LoadProtocol load = settings.load();
        Path forkDir = caseDir.resolve(FOLDER);
        Files.createDirectories(forkDir);
        Path resultFile = forkDir.resolve("result.properties");
        Path specFile = forkDir.resolve("spec.properties");
        Integer cpu = slot.cpu();
        new ForkSpec(forked.testClass().getName(), forked.method(), ForkRunner.exchange(settings, fixture), 1, 1, null,
                cpu == null ? null : Integer.toString(cpu), resultFile.toFile(), 0, null, plan(load)).write(specFile);
        fixture.startPhase(ForkRunner.phase(settings).withThinkTime(Duration.ofMillis(load.delayMillis())));
        ForkCommand command = ForkCommand.of(settings.jvm(), java, forked.classpathFor(Protocol.STARTUP).forkClasspath(), cpu,
                specFile, forkDir, taskset, fixture.enter());
        Files.writeString(forkDir.resolve("command.txt"), command.describe() + "\n");
        Path stderr = forkDir.resolve("stderr.txt");
        LoadWindows windows = new LoadWindows(fixture);
        ForkExit exit = ForkProcess.run(command, forkDir.resolve("stdout.txt"), stderr, settings.jvm().timeoutSeconds(), windows);
        CountersSnapshot counters = fixture.counters();
        ForkRunner.JSON.writeValue(forkDir.resolve("fixture.json").toFile(), counters);
        ForkResult result = Files.exists(resultFile) ? ForkResult.read(resultFile) : null;
        LoadStepResult.Written written = LoadStepResult.Written.read(LoadPlan.stepsFile(resultFile.toFile()));
        String failure = ForkVerdict.judge(settings, exit, result, counters, cpu, fixture.namespace(), settings.jvm().timeoutSeconds(),
                stderr, written.failedCalls());
        if (failure == null && written.steps().size() < load.concurrency().size()) {
            failure = "wrote " + written.steps().size() + " of its " + load.concurrency().size() + " steps";
        }
        return new LoadOutcome(load, cpu, slot.fixtureCpu(), forkDir, steps(written, windows),
                failure != null ? failure : windows.problem());
    }

    private static List<LoadOutcome.Step> steps(LoadStepResult.Written written, LoadWindows windows) {
        List<LoadOutcome.Step> steps = new ArrayList<>();
        written.steps().forEach(s -> steps.add(new LoadOutcome.Step(s, windows.window(s.concurrency()))));
        return steps;
    }

    private static LoadPlan plan(LoadProtocol load) {
        return new LoadPlan(load.concurrency(), Math.round(load.seconds() * 1000), Math.round(load.warmupSeconds() * 1000),
                load.delayMillis(), load.virtualThreads());
    }
}
