package dev.sdkbench.junit.fork;

import dev.sdkbench.junit.plan.CpuList;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assumptions.assumeThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.sdkbench.fixture.FixtureServer;
import dev.sdkbench.junit.fork.ForkProcess.Finished;
import dev.sdkbench.junit.launch.Cpuset;
import dev.sdkbench.junit.link.ForkResult;
import dev.sdkbench.junit.link.ForkResult.Block;
import dev.sdkbench.junit.link.ForkResult.Outcome;
import dev.sdkbench.junit.link.ForkSpec;

/** {@link ForkMain} in real child JVMs against a real fixture, read back from real result files. */
class ForkMainTest {

    private static FixtureServer fixture;

    @TempDir
    Path dir;

    @BeforeAll
    static void startFixture() {
        fixture = FixtureServer.start();
    }

    @AfterAll
    static void stopFixture() {
        fixture.close();
    }

    @BeforeEach
    void newPhase() {
        fixture.reset();
    }

    @Test
    void goodCaseMakesEveryPlannedCallAndMeasuresBothBlocks() throws Exception {
        Finished fork = ForkProcess.run(ForkProcess.spec(fixture, dir, "good", ForkProcess.STEADY, null));

        ForkResult result = fork.result();
        assertThat(fork.exitCode()).as(fork.describe()).isZero();
        assertThat(result.outcome()).as(fork.describe()).isEqualTo(Outcome.OK);
        assertThat(result.failure()).isNull();
        Block early = result.early();
        Block steady = result.steady();
        assertThat(early.warmupCalls()).isEqualTo(5);
        assertThat(early.requests()).isEqualTo(20);
        assertThat(steady.iterationMicros()).as("two timed iterations of 50 ms").hasSize(2);
        assertThat(steady.requests()).isPositive();
        assertThat(steady.warmupCalls()).isPositive();
        assertThat(steady.warmupMillis()).as("at most the 500 ms cap and one iteration").isBetween(100L, 1_500L);
        assertThat(result.calls()).isEqualTo(5 + 20 + steady.warmupCalls() + steady.requests());
        fixture.assertRequests(result.calls());

        assertThat(early.meanMicros()).isPositive();
        assertThat(steady.meanMicros()).isPositive();
        assertThat(early.allocBytesPerRequest()).as("JDK HttpClient allocates per call").isPositive();
        Histogram earlyLatencies = decode(early.histogram());
        assertThat(earlyLatencies.getTotalCount()).isEqualTo(20);
        assertThat(earlyLatencies.getMinValue()).isPositive();
        assertThat(earlyLatencies.getMean() / 1e3).as("per-call mean close to the block mean")
                .isBetween(early.meanMicros() * 0.5, early.meanMicros() * 1.01);
        assertThat(decode(steady.histogram()).getTotalCount()).isEqualTo(steady.requests());

        assertThat(result.process().memory().rssKiB()).isPositive();
        assertThat(result.process().memory().hwmKiB()).isGreaterThanOrEqualTo(result.process().memory().rssKiB());
        assertThat(result.process().gc().names()).contains("Copy", "MarkSweepCompact");
        assertThat(result.process().classesLoaded()).isGreaterThan(500);
        assertThat(result.jvm().availableProcessors()).isPositive();
        assertThat(result.jvm().threadAffinity()).isNotEmpty();
        assertThat(result.jvm().threadAffinity().values().stream().mapToInt(Integer::intValue).sum()).isGreaterThan(5);
        assertThat(result.firstResponse().uptimeMillis()).isPositive().isLessThan(10_000);
        assertThat(result.jvm().javaVersion()).isEqualTo(System.getProperty("java.version"));
        assertThat(result.jvm().javaVm()).contains(System.getProperty("java.vm.version"));
        assertThat(result.jvm().inputArguments()).contains("-XX:+UseSerialGC", "-Xmx128m");

        assertThat(fork.stdout().lines()).as("the lines the parent times, as it knows them")
                .containsExactly(dev.sdkbench.junit.launch.ForkProcess.FIRST_RESPONSE, dev.sdkbench.junit.launch.ForkProcess.EXITING);
        assertThat(fork.stderr()).isEmpty();
        assertThat(Files.exists(fork.resultFile().resolveSibling("result.properties.tmp"))).isFalse();
    }

    @Test
    void aProcessTheCaseLeftRunningIsNamedAndKilledBeforeTheExitLine() throws Exception {
        Finished fork = ForkProcess.run(ForkProcess.spec(fixture, dir, "leavesADetachedProcess"));

        assertThat(fork.result().outcome()).as(fork.describe()).isEqualTo(Outcome.OK);
        // Run by hand (no timing pipe), the fork's lines go to stdout.
        assertThat(fork.stdout().lines()).as(fork.describe())
                .containsExactly(FirstResponse.MARKER, Leftovers.EVENT + "sleep 319", ForkMain.EXITING);
        assertThat(ProcessHandle.allProcesses().filter(p -> p.info().commandLine().orElse("").equals("/usr/bin/sleep 319")
                || p.info().commandLine().orElse("").equals("sleep 319")).filter(ProcessHandle::isAlive).toList())
                .as("sleep 319 after the fork").isEmpty();
    }

    @Test
    void wrongPromptIsAClientExceptionOnTheFirstWarmupCall() throws Exception {
        Finished fork = ForkProcess.run(ForkProcess.spec(fixture, dir, "wrongPrompt"));

        ForkResult result = fork.result();
        assertThat(fork.exitCode()).as(fork.describe()).isZero();
        assertThat(result.outcome()).isEqualTo(Outcome.CLIENT_EXCEPTION);
        assertThat(result.failure()).startsWith("call 1 (warmup) threw java.io.IOException: HTTP 400: ")
                .contains("Say hi.", "\n\tat dev.sdkbench.junit.fork.cases.ChatClient.send(");
        assertThat(result.calls()).isEqualTo(1);
        assertThat(fixture.counters().total()).isEqualTo(1);
        assertThat(result.early()).isNull();
        assertThat(result.firstResponse().uptimeMillis()).isEqualTo(-1);
        assertThat(result.process().memory().rssKiB()).as("facts survive a failure").isPositive();
        assertThat(fork.stdout()).doesNotContain(FirstResponse.MARKER);
    }

    @Test
    void wrongTextNamesTheCallItsPhaseAndBothTexts() throws Exception {
        Finished fork = ForkProcess.run(ForkProcess.spec(fixture, dir, "wrongTextOnCall23"));

        ForkResult result = fork.result();
        assertThat(fork.exitCode()).as(fork.describe()).isZero();
        assertThat(result.outcome()).isEqualTo(Outcome.WRONG_TEXT);
        assertThat(result.failure()).isEqualTo("call 23 (timed) returned \"Hi.\" but expected \"Hello.\"");
        assertThat(result.calls()).isEqualTo(23);
        fixture.assertRequests(23);
        assertThat(result.early()).as("the timed block did not finish").isNull();
        assertThat(result.firstResponse().uptimeMillis()).isPositive();
        assertThat(fork.stdout().lines()).containsExactly(FirstResponse.MARKER, ForkMain.EXITING);
    }

    @Test
    void exceptionWhileBuildingTheClientIsSetupFailedWithFrames() throws Exception {
        Finished fork = ForkProcess.run(ForkProcess.spec(fixture, dir, "setupThrows"));

        ForkResult result = fork.result();
        assertThat(fork.exitCode()).as(fork.describe()).isZero();
        assertThat(result.outcome()).isEqualTo(Outcome.SETUP_FAILED);
        assertThat(result.failure()).startsWith(
                        "JdkHttpCases.setupThrows(SdkCase) threw java.lang.IllegalStateException: no client: the API key is rejected\n")
                .contains("\tat dev.sdkbench.junit.fork.cases.JdkHttpCases.setupThrows(JdkHttpCases.java:");
        assertThat(result.calls()).isZero();
        fixture.assertRequests(0);
        assertThat(result.process().memory().hwmKiB()).isPositive();
    }

    @Test
    void caseThatNeverCallsMeasureIsNoCall() throws Exception {
        Finished fork = ForkProcess.run(ForkProcess.spec(fixture, dir, "neverMeasures"));

        assertThat(fork.result().outcome()).as(fork.describe()).isEqualTo(Outcome.NO_CALL);
        assertThat(fork.result().failure()).startsWith("JdkHttpCases.neverMeasures(SdkCase) returned without calling sdk.measure(...)")
                .contains("sdk.measure(() -> ");
        assertThat(fork.result().calls()).isZero();
        fixture.assertRequests(0);
    }

    @Test
    void caseThatCallsMeasureTwiceIsNoCall() throws Exception {
        Finished fork = ForkProcess.run(ForkProcess.spec(fixture, dir, "measuresTwice"));

        ForkResult result = fork.result();
        assertThat(result.outcome()).as(fork.describe()).isEqualTo(Outcome.NO_CALL);
        assertThat(result.failure()).isEqualTo("JdkHttpCases.measuresTwice(SdkCase) called sdk.measure(...) 2 times; "
                + "call it exactly once, with the one client call to time");
        assertThat(result.calls()).as("the first measure ran in full").isEqualTo(25);
        fixture.assertRequests(25);
        assertThat(result.early()).isNotNull();
    }

    @Test
    void systemExitInsideACallEndsTheForkWithoutAResult() throws Exception {
        Finished fork = ForkProcess.run(ForkProcess.spec(fixture, dir, "exitsInCall"));

        assertThat(fork.exitCode()).as(fork.describe()).isEqualTo(3);
        assertThat(fork.result()).isNull();
        assertThat(fork.resultFile()).doesNotExist();
    }

    @Test
    void hungCallIsKilledByTheParentAndLeavesNoResult() throws Exception {
        try (ForkProcess fork = ForkProcess.start(ForkProcess.spec(fixture, dir, "hangsInCall"), dir, List.of(), null)) {
            assertThat(fork.awaitStdoutLine("hanging", Duration.ofSeconds(5))).isTrue();

            Finished finished = fork.await(Duration.ofMillis(300));

            assertThat(finished.timedOut()).as(finished.describe()).isTrue();
            assertThat(finished.result()).isNull();
            assertThat(finished.resultFile()).doesNotExist();
        }
    }

    @Test
    void forkHaltsWhenItsParentDies() throws Exception {
        assumeThat(Path.of("/proc/self/stat")).as("the fork watches its parent pid in /proc").exists();
        // The fork reads stdin from a FIFO this test holds open, so it sees no end of file: only its
        // parent's death can stop it. sh starts it, says its pid and waits; killing sh orphans it.
        Path stdin = dir.resolve("stdin.fifo");
        assertThat(new ProcessBuilder("mkfifo", stdin.toString()).start().waitFor()).isZero();
        List<String> command = new ArrayList<>(List.of("sh", "-c", "\"$@\" < \"$FIFO\" & echo \"pid $!\"; wait", "sh"));
        command.addAll(ForkProcess.command(ForkProcess.spec(fixture, dir, "hangsInCall"), dir, List.of(), null));
        ProcessBuilder builder = new ProcessBuilder(command).redirectError(dir.resolve("stderr.txt").toFile());
        builder.environment().put("FIFO", stdin.toString());
        Process parent = builder.start();
        try (OutputStream heldOpen = Files.newOutputStream(stdin);
             BufferedReader out = new BufferedReader(new InputStreamReader(parent.getInputStream(), StandardCharsets.UTF_8))) {
            long forkPid = Long.parseLong(out.readLine().substring("pid ".length()));
            assertThat(out.readLine()).as("the fork's first line").isEqualTo("hanging");

            parent.destroyForcibly().waitFor();
            long deadline = System.nanoTime() + Duration.ofSeconds(3).toNanos();
            while (running(forkPid) && System.nanoTime() < deadline) {
                Thread.sleep(20);
            }

            boolean orphanRuns = running(forkPid);
            if (orphanRuns) {
                ProcessHandle.of(forkPid).ifPresent(ProcessHandle::destroyForcibly);
            }
            assertThat(orphanRuns).as("fork %d still runs 3 s after its parent died", forkPid).isFalse();
            assertThat(dir.resolve("result.properties")).doesNotExist();
        }
    }

    /** Whether {@code pid} exists and is not a zombie (an orphan's new parent may reap it late). */
    private static boolean running(long pid) throws IOException {
        Path stat = Path.of("/proc", Long.toString(pid), "stat");
        if (!Files.exists(stat)) {
            return false;
        }
        try {
            String text = Files.readString(stat, StandardCharsets.US_ASCII);
            char state = text.charAt(text.lastIndexOf(')') + 2);
            return state != 'Z' && state != 'X';
        } catch (NoSuchFileException gone) {
            return false;
        }
    }

    @Test
    void threadPinnedElsewhereIsAnAffinityFailureListingBothCpuLists() throws Exception {
        assumeCpus0And1AndTaskset();

        Finished fork = ForkProcess.run(ForkProcess.spec(fixture, dir, "pinsAThreadElsewhere", null, "1"), dir, List.of(), "1");

        ForkResult result = fork.result();
        assertThat(result.outcome()).as(fork.describe()).isEqualTo(Outcome.AFFINITY);
        // Threads the pinned one starts inherit its CPU (here the JDK's "process reaper" for taskset).
        assertThat(result.failure()).matches("\\d+ threads? on cpu 0 \\([^)]*pinned-elsewher[^)]*\\), \\d+ on cpu 1; "
                + "every thread must be on cpu 1");
        assertThat(result.jvm().threadAffinity()).containsKeys("0", "1").hasSize(2);
        assertThat(result.calls()).as("measured in full before the check").isEqualTo(25);
        assertThat(result.early()).isNotNull();
    }

    @Test
    void threadThatMovesAwayAndBackFailsNamingTheThreadTheCpuAndWhen() throws Exception {
        assumeCpus0And1AndTaskset();

        Finished fork = ForkProcess.run(ForkProcess.spec(fixture, dir, "movesAwayAndBack", null, "1"), dir, List.of(), "1");

        ForkResult result = fork.result();
        assertThat(result.outcome()).as(fork.describe()).isEqualTo(Outcome.AFFINITY);
        assertThat(result.failure()).as(fork.describe()).matches("thread \\d+ \\([^)]+\\) ran on cpu 0 at \\d+\\.\\d\\d–\\d+\\.\\d\\d s "
                + "\\(\\d+ samples\\) after the first response; every thread must stay on cpu 1 \\(taskset confines the fork.*");
        assertThat(result.jvm().threadAffinity()).as("back on cpu 1 by the end").containsOnlyKeys("1");
        assertThat(result.jvm().confinement()).isEqualTo("taskset");
    }

    @Test
    void inACpusetTheKernelRefusesTheMoveAndTheResultSaysCpuset() throws Exception {
        assumeCpus0And1AndTaskset();
        Cpuset.Probe probe = Cpuset.probe();
        assumeThat(probe.usable()).as(probe.describe()).isTrue();
        List<String> join = Cpuset.join(Cpuset.procsFile(1).orElseThrow());

        Finished fork = ForkProcess.run(ForkProcess.spec(fixture, dir, "movesAwayAndBack", null, "1"), dir, List.of(), "1", join);

        ForkResult result = fork.result();
        assertThat(result.failure()).as(fork.describe()).contains("taskset -p -c 0 ", "failed", "Invalid argument");
        assertThat(result.jvm().confinement()).isEqualTo("cpuset");
        assertThat(result.jvm().threadAffinity()).containsOnlyKeys("1");
    }

    @Test
    void forkPinnedWithTasksetPassesTheAffinityCheck() throws Exception {
        assumeCpus0And1AndTaskset();

        Finished fork = ForkProcess.run(ForkProcess.spec(fixture, dir, "good", null, "1"), dir, List.of(), "1");

        ForkResult result = fork.result();
        assertThat(result.outcome()).as(fork.describe()).isEqualTo(Outcome.OK);
        assertThat(result.jvm().threadAffinity()).containsOnlyKeys("1");
        assertThat(result.jvm().availableProcessors()).isEqualTo(1);
        fixture.assertRequests(25);
    }

    @Test
    void forkLoadsNoJUnitJacksonUndertowOrFixtureClass() throws Exception {
        Path log = dir.resolve("classes.log");

        Finished fork = ForkProcess.run(ForkProcess.spec(fixture, dir, "good", ForkProcess.STEADY, null), dir,
                List.of("-Xlog:class+load=info:file=" + log), null);

        assertThat(fork.result().outcome()).as(fork.describe()).isEqualTo(Outcome.OK);
        assertLoadsOnlyForkClasses(log, "java.net.http.HttpClient", "dev.sdkbench.junit.SdkCase",
                "dev.sdkbench.results.model.CaseSettings$Steady");
    }

    @Test
    void startupForkLoadsNoClassOfTheResultsBeforeOrAfterItsFirstResponse() throws Exception {
        Path log = dir.resolve("classes.log");

        Finished fork = ForkProcess.run(ForkProcess.spec(fixture, dir, "good"), dir, List.of("-Xlog:class+load=info:file=" + log), null);

        assertThat(fork.result().outcome()).as(fork.describe()).isEqualTo(Outcome.OK);
        assertLoadsOnlyForkClasses(log, "java.net.http.HttpClient");
        assertThat(Files.readAllLines(log)).as("a start-up fork's spec carries two counts of @Startup, not a record of results")
                .noneMatch(line -> line.contains("dev.sdkbench.results."));
    }

    @Test
    void streamingForkLoadsNoJUnitJacksonUndertowOrFixtureClassEither() throws Exception {
        Path log = dir.resolve("classes.log");
        ForkSpec plain = ForkProcess.spec(fixture, dir, "helloStream", ForkProcess.STEADY, null);
        ForkSpec stream = ForkSpecBuilder.from(plain).stream(true).build();

        Finished fork = ForkProcess.run(stream, dir, List.of("-Xlog:class+load=info:file=" + log), null);

        assertThat(fork.result().outcome()).as(fork.describe()).isEqualTo(Outcome.OK);
        assertThat(fork.result().earlyStream().meanTextDeltas()).isEqualTo(2.0);
        assertThat(fork.result().steadyStream().meanFirstDeltaMicros())
                .isLessThanOrEqualTo(fork.result().steadyStream().meanEndMicros());
        assertLoadsOnlyForkClasses(log, "dev.sdkbench.junit.StreamingCall", "dev.sdkbench.junit.fork.DeltaSink");
    }

    /** The fork loaded its own classes, the link, the API and the case, and nothing of JUnit, Jackson, Undertow or the fixture. */
    private static void assertLoadsOnlyForkClasses(Path log, String... alsoLoaded) throws IOException {
        Pattern loaded = Pattern.compile("\\[class,load\\s*\\] (\\S+) source: (.*)$");
        List<String> lines = Files.readAllLines(log);
        List<String> classes = lines.stream().map(loaded::matcher).filter(Matcher::find).map(m -> m.group(1)).toList();
        assertThat(classes).as("the log is read right").contains("java.lang.Object", ForkMain.class.getName(),
                "dev.sdkbench.junit.fork.cases.JdkHttpCases", "org.HdrHistogram.Histogram", "dev.sdkbench.junit.link.ForkSpec")
                .contains(alsoLoaded);
        assertThat(classes).filteredOn(c -> c.startsWith("org.junit.") || c.startsWith("org.opentest4j.")
                        || c.startsWith("org.apiguardian.") || c.startsWith("org.assertj.") || c.startsWith("com.fasterxml.")
                        || c.startsWith("io.undertow.") || c.startsWith("org.xnio.") || c.startsWith("org.jboss.")
                        || c.startsWith("dev.sdkbench.fixture."))
                .as("classes the fork must not load").isEmpty();
        List<String> ours = lines.stream().map(loaded::matcher).filter(Matcher::find)
                .filter(m -> m.group(1).startsWith("dev.sdkbench."))
                .map(m -> m.group(1) + " from " + m.group(2)).collect(Collectors.toList());
        assertThat(ours).as("our classes: fork, link, proc (java.* alone), API, the steady settings' record, and from the test"
                        + " tree only the case's")
                .allMatch(c -> c.startsWith("dev.sdkbench.junit.fork.cases.") || c.startsWith("dev.sdkbench.results.model.CaseSettings$Steady ")
                        || (!c.contains("test-classes") && (c.startsWith("dev.sdkbench.junit.fork.")
                        || c.startsWith("dev.sdkbench.junit.link.") || c.startsWith("dev.sdkbench.junit.proc.")
                        || c.startsWith("dev.sdkbench.junit.SdkCase ")
                        || c.startsWith("dev.sdkbench.junit.ClientCall ") || c.startsWith("dev.sdkbench.junit.StreamingCall "))));
    }

    @Test
    void unusableSpecExitsWith2AndSaysWhy() throws Exception {
        ForkSpec good = ForkProcess.spec(fixture, dir, "good");
        ForkSpec noCpus = ForkSpecBuilder.from(good).expectedCpus(" ").build();

        Finished fork = ForkProcess.run(noCpus);

        assertThat(fork.exitCode()).as(fork.describe()).isEqualTo(ForkMain.EXIT_BAD_SPEC);
        assertThat(fork.stderr()).contains("no usable spec", "expectedCpus is empty");
        assertThat(fork.result()).isNull();
        fixture.assertRequests(0);
    }

    @Test
    void resultThatCannotBeWrittenExitsWith1AndSaysWhy() throws Exception {
        ForkSpec spec = ForkProcess.spec(fixture, dir, "setupThrows");
        Path blocked = dir.resolve("not-a-dir");
        Files.writeString(blocked, "a file where the result's directory should be");
        ForkSpec unwritable = ForkSpecBuilder.from(spec).early(5, 20).resultFile(blocked.resolve("result.properties").toFile()).build();

        Finished fork = ForkProcess.run(unwritable, dir, List.of(), null);

        assertThat(fork.exitCode()).as(fork.describe()).isEqualTo(ForkMain.EXIT_RESULT_NOT_WRITTEN);
        assertThat(fork.stderr()).contains("could not write the result to " + blocked.resolve("result.properties"),
                "SETUP_FAILED after 0 calls");
    }

    private static Histogram decode(String base64) throws Exception {
        return Histogram.decodeFromCompressedByteBuffer(ByteBuffer.wrap(Base64.getDecoder().decode(base64)), 0);
    }

    private static void assumeCpus0And1AndTaskset() throws IOException {
        assumeThat(Files.isExecutable(Path.of("/usr/bin/taskset")) || Files.isExecutable(Path.of("/bin/taskset")))
                .as("taskset is installed").isTrue();
        String allowed = Files.readAllLines(Path.of("/proc/self/status")).stream()
                .filter(l -> l.startsWith("Cpus_allowed_list:")).findFirst().orElse("Cpus_allowed_list: 0")
                .substring("Cpus_allowed_list:".length()).trim();
        CpuList cpus = CpuList.parse(allowed);
        assumeThat(cpus.contains(0) && cpus.contains(1)).as("cpus 0 and 1 are allowed, have " + allowed).isTrue();
    }
}
