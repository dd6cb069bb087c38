package dev.sdkbench.junit.run;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;

import dev.sdkbench.fixture.counters.CountersSnapshot;
import dev.sdkbench.fixture.scenario.Scenarios;
import dev.sdkbench.junit.launch.ForkCommand;
import dev.sdkbench.junit.launch.ForkProcess;
import dev.sdkbench.junit.link.ForkResult;
import dev.sdkbench.junit.link.ForkSpec;
import dev.sdkbench.junit.network.WorkerFixture;
import dev.sdkbench.junit.settings.CaseSettings;

/** Runs one fork of one case against a worker's fixture and judges it; every file it makes stays. */
final class ForkRunner {

    static final String API_KEY = "sdkbench-dummy-key";
    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private final Class<?> testClass;
    private final Path java;
    private final String classpath;
    private final Path taskset;
    private final long fixtureDelayMicros;

    ForkRunner(Class<?> testClass, Path java, String classpath, Path taskset, long fixtureDelayMicros) {
        this.testClass = testClass;
        this.java = java;
        this.classpath = classpath;
        this.taskset = taskset;
        this.fixtureDelayMicros = fixtureDelayMicros;
    }

    ForkOutcome run(CaseSettings settings, int fork, int worker, Integer cpu, WorkerFixture fixture, Path caseDir)
            throws IOException, InterruptedException {
        Path forkDir = caseDir.resolve(String.format("fork-%02d", fork));
        Files.createDirectories(forkDir);
        Path resultFile = forkDir.resolve("result.properties");
        ForkSpec spec = new ForkSpec(testClass.getName(), settings.id(), fixture.baseUrl(), API_KEY, settings.prompt(),
                settings.maxTokens(), settings.model(), settings.expect(), settings.warmup(), settings.requests(),
                settings.steady() ? new ForkSpec.Steady(100, 0.05, settings.steadyWarmupMillis(), settings.steadyRequests()) : null,
                cpu == null ? null : Integer.toString(cpu), resultFile, fixture.recording().inputTokens(),
                fixture.recording().outputTokens(), settings.stream());
        Path specFile = forkDir.resolve("spec.properties");
        spec.write(specFile);

        fixture.startPhase(phase(settings, fixtureDelayMicros));
        ForkCommand command = ForkCommand.of(settings, java, classpath, cpu, specFile, forkDir, taskset, fixture.enter());
        Files.writeString(forkDir.resolve("command.txt"), command.describe() + "\n");
        Path stderr = forkDir.resolve("stderr.txt");
        ForkProcess.Exit exit = ForkProcess.run(command, forkDir.resolve("stdout.txt"), stderr, settings.forkTimeoutSeconds());
        CountersSnapshot counters = fixture.counters();
        JSON.writeValue(forkDir.resolve("fixture.json").toFile(), counters);

        ForkResult result = Files.exists(resultFile) ? ForkResult.read(resultFile) : null;
        String failure = ForkVerdict.judge(settings, exit, result, counters, cpu, fixture.namespace(),
                settings.forkTimeoutSeconds(), stderr);
        return new ForkOutcome(settings.id(), fork, settings.forks(), worker, cpu, command.command(), command.jvmOptions(),
                exit, result, counters, failure, forkDir);
    }

    /**
     * The fixture's phase options for this case: what its requests must carry, its scenario, and the
     * delay of every reply. A scenario that checks its own conversation (a second turn, a tool
     * result) checks the prompt itself.
     */
    static List<String> phase(CaseSettings settings, long fixtureDelayMicros) {
        boolean scenarioChecksPrompt = Scenarios.byId(settings.scenario()).checksConversation();
        List<String> options = new ArrayList<>(scenarioChecksPrompt ? List.of("--any-prompt") : List.of("--prompt", settings.prompt()));
        options.addAll(List.of("--max-tokens", Integer.toString(settings.maxTokens()), "--stream", settings.stream() ? "on" : "off",
                "--scenario", settings.scenario()));
        if (settings.model() != null) {
            options.addAll(List.of("--model", settings.model()));
        }
        if (fixtureDelayMicros > 0) {
            options.addAll(List.of("--delay-us", Long.toString(fixtureDelayMicros)));
        }
        return options;
    }
}
