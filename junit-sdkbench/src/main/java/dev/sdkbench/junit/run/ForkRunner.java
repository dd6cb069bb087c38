package dev.sdkbench.junit.run;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.SplittableRandom;
import java.time.temporal.ChronoUnit;
import java.util.concurrent.TimeUnit;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;

import dev.sdkbench.fixture.Phase;
import dev.sdkbench.fixture.counters.CountersSnapshot;
import dev.sdkbench.fixture.rules.Rules;
import dev.sdkbench.fixture.rules.StreamMode;
import dev.sdkbench.junit.launch.ForkCommand;
import dev.sdkbench.junit.launch.ForkProcess;
import dev.sdkbench.junit.link.ForkResult;
import dev.sdkbench.junit.link.ForkSpec;
import dev.sdkbench.junit.network.WorkerFixture;
import dev.sdkbench.junit.plan.CpuList;
import dev.sdkbench.junit.plan.ForkPlanner;
import dev.sdkbench.junit.proc.CpuShare;
import dev.sdkbench.junit.proc.CpuTicks;
import dev.sdkbench.junit.settings.ResolvedCaseSettings;
import dev.sdkbench.junit.settings.Expectations;
import dev.sdkbench.results.model.ForkExit;
import dev.sdkbench.results.model.Protocol;

/** Runs one fork of one case against a worker's fixture and judges it; every file it makes stays. */
final class ForkRunner {

    static final String API_KEY = "sdkbench-dummy-key";
    /** What a hedged fork lingers beyond the loser's grace period: room for the fixture's timer, which lands late. */
    private static final long LINGER_MARGIN_MILLIS = 250;
    static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private final Path java;
    private final Path taskset;

    ForkRunner(Path java, Path taskset) {
        this.java = java;
        this.taskset = taskset;
    }

    ForkOutcome run(ForkedCase forked, ForkPlanner.Task task, int worker, Integer cpu, WorkerFixture fixture, Path caseDir)
            throws IOException, InterruptedException {
        ResolvedCaseSettings settings = forked.settings();
        int fork = task.fork();
        Path forkDir = caseDir.resolve(String.format("fork-%02d", fork));
        Files.createDirectories(forkDir);
        Path resultFile = forkDir.resolve("result.properties");
        ForkSpec spec = new ForkSpec(forked.testClass().getName(), forked.method(), exchange(settings, fixture),
                settings.startup().warmup(), settings.startup().requests(),
                task.protocol() == Protocol.STEADY ? ForkSpec.SteadyPhase.of(settings.steady()) : null,
                cpu == null ? null : Integer.toString(cpu), resultFile.toFile(), lingerMillis(settings),
                partner(task.protocol() == Protocol.STEADY ? forked.steadyPartner() : forked.earlyPartner(), fork));
        Path specFile = forkDir.resolve("spec.properties");
        spec.write(specFile);

        fixture.startPhase(phase(settings));
        ForkCommand command = ForkCommand.of(settings.jvm(), java, forked.classpathFor(task.protocol()).forkClasspath(), cpu, specFile, forkDir, taskset, fixture.enter());
        Files.writeString(forkDir.resolve("command.txt"), command.describe() + "\n");
        Path stderr = forkDir.resolve("stderr.txt");
        CpuTicks cpuBefore = cpuTicks(cpu);
        long fixtureBefore = cpu == null ? 0 : fixture.ticksOn(cpu);
        ForkExit exit = ForkProcess.run(command, forkDir.resolve("stdout.txt"), stderr, settings.jvm().timeoutSeconds());
        long fixtureTicks = cpu == null ? 0 : fixture.ticksOn(cpu) - fixtureBefore;
        CountersSnapshot counters = countersOnceLosersResolved(fixture, loserGrace(settings));
        JSON.writeValue(forkDir.resolve("fixture.json").toFile(), counters);

        ForkResult result = Files.exists(resultFile) ? ForkResult.read(resultFile) : null;
        String failure = ForkVerdict.judge(settings, exit, result, counters, cpu, fixture.namespace(),
                settings.jvm().timeoutSeconds(), stderr);
        return new ForkOutcome(task, new ForkOutcome.Launch(worker, cpu, command.command(), command.jvmOptions()), exit, result,
                counters, failure, forkDir, interference(cpuBefore, result, fixtureTicks));
    }

    /** What the case's requests go to and carry, and what every reply must hold, at {@code fixture}. */
    static ForkSpec.Exchange exchange(ResolvedCaseSettings settings, WorkerFixture fixture) {
        Expectations asked = settings.expectations();
        return new ForkSpec.Exchange(fixture.baseUrl(), API_KEY, asked.prompt(), asked.maxTokens(), asked.model(), settings.stream(),
                asked.text(), fixture.recording().inputTokens(), fixture.recording().outputTokens());
    }

    /** The fork's CPU's ticks just before its start; {@code null} for an unpinned fork or where they cannot be read. */
    private static CpuTicks cpuTicks(Integer cpu) {
        if (cpu == null) {
            return null;
        }
        try {
            return CpuTicks.read(CpuTicks.PROC_STAT, CpuList.of(cpu));
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }

    /**
     * What others took of the fork's CPU from just before its start to its last reading, less what
     * its fixture ran there; {@code null} when either end is missing (unpinned, no result, no {@code /proc}).
     */
    private static CpuShare interference(CpuTicks before, ForkResult result, long fixtureTicks) {
        if (before == null || result == null || result.cpuTime() == null) {
            return null;
        }
        ForkResult.CpuTime end = result.cpuTime();
        return CpuShare.of(before, new CpuTicks(end.cpuBusyTicks(), end.cpuStealTicks(), end.cpuTotalTicks()), end.processTicks(),
                fixtureTicks);
    }

    /** A fork's other side, with the order of a pair fork's timed rounds drawn for this fork; {@code null} for none. */
    private static ForkSpec.Partner partner(ForkedCase.OtherSide partner, int fork) {
        return partner == null ? null : partner(partner, new SplittableRandom(partner.seed() + fork).nextLong());
    }

    /** The partner as a fork's spec names it, with the seed of its rounds' order. */
    static ForkSpec.Partner partner(ForkedCase.OtherSide partner, long seed) {
        ForkedCase.OwnLoader own = partner.ownLoader();
        return new ForkSpec.Partner(partner.testClass().getName(), partner.method(), seed,
                own == null ? null : String.join(File.pathSeparator, own.entries()),
                own == null ? null : String.join(File.pathSeparator, own.shared()));
    }

    /** How long a hedged call's client has to close the loser's connection; zero for a case that does not hedge. */
    private static Duration loserGrace(ResolvedCaseSettings settings) {
        return settings.scenario().loserGrace();
    }

    /**
     * A hedged case's fork outlives the fixture's grace period for its last loser, so that the
     * fixture, not the fork's exit, decides about a connection the client never closed.
     */
    static long lingerMillis(ResolvedCaseSettings settings) {
        Duration grace = loserGrace(settings);
        return grace.isZero() ? 0 : grace.toMillis() + LINGER_MARGIN_MILLIS;
    }

    /**
     * The fixture's counters once every loser of a hedged case is resolved, closed by the client or
     * past its grace period, so the verdict judges every loser; at once for other cases.
     */
    private static CountersSnapshot countersOnceLosersResolved(WorkerFixture fixture, Duration grace)
            throws IOException, InterruptedException {
        CountersSnapshot counters = fixture.counters();
        long deadline = System.nanoTime() + grace.toNanos() + TimeUnit.SECONDS.toNanos(2);
        while (counters.openLosers() > 0 && System.nanoTime() < deadline) {
            Thread.sleep(10);
            counters = fixture.counters();
        }
        return counters;
    }

    /**
     * The fixture's phase for this case: what its requests must carry, its scenario, and the think
     * time before every answer. A scenario that checks its own conversation (a second turn, a tool
     * result) checks the prompt itself.
     */
    static Phase phase(ResolvedCaseSettings settings) {
        Expectations asked = settings.expectations();
        Rules rules = Rules.lm15().withPrompt(settings.scenario().checksConversation() ? null : asked.prompt())
                .withOutputLimit(asked.maxTokens())
                .withStream(settings.stream() ? StreamMode.STREAMING : StreamMode.NON_STREAMING)
                .withModel(asked.model());
        return Phase.defaults().withRules(rules).withScenario(settings.scenario())
                .withThinkTime(Duration.of(settings.fixtureDelayMicros(), ChronoUnit.MICROS));
    }
}
