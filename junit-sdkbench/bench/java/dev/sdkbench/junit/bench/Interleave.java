package dev.sdkbench.junit.bench;

import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.platform.launcher.Launcher;
import org.junit.platform.launcher.LauncherDiscoveryRequest;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;
import org.junit.platform.launcher.listeners.SummaryGeneratingListener;
import org.junit.platform.launcher.listeners.TestExecutionSummary;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;

import dev.sdkbench.fixture.FixtureServer;
import dev.sdkbench.fixture.fault.Fault;
import dev.sdkbench.fixture.fault.FaultPlan;
import dev.sdkbench.fixture.rules.Rules;
import dev.sdkbench.fixture.rules.StreamMode;
import dev.sdkbench.junit.ClientCall;
import dev.sdkbench.junit.SdkCase;
import dev.sdkbench.junit.StreamingCall;
import dev.sdkbench.junit.launch.ForkCommand;
import dev.sdkbench.junit.launch.ForkProcess;
import dev.sdkbench.results.model.ForkExit;

/**
 * Runs benchmark classes through the real JUnit Platform and the real extension, in alternating
 * rounds, where one class run cannot hold the comparison:
 *
 * <ul>
 * <li>{@code delay OUT ROUNDS FORKS DELAY_MICROS}: {@link DelayBench} with no fixture delay and with
 * {@code DELAY_MICROS}, {@code FORKS} forks per class run, ABBA order (round r runs "off" first when
 * r is odd), each run in {@code OUT/rNN-off} or {@code OUT/rNN-on}. The fixture delay is a
 * class-wide setting, so one engine run cannot interleave the two;</li>
 * <li>{@code startup OUT ROUNDS}: {@link EmptyCaseBench} (one fork per class run) and {@link BareMain},
 * alternating, into {@code OUT/rNN-empty} and {@code OUT/rNN-bare}. The bare main is started with
 * the options of the empty-case fork that ran just before it (its {@code jvm.args}, only the main
 * class and the per-fork paths changed), the same {@code taskset} CPU, the same allowlisted
 * environment, and through the engine's own {@link ForkProcess}, which times the first stdout
 * line from just before {@code ProcessBuilder.start()}.</li>
 * </ul>
 *
 * Other {@code sdkbench.*} settings come from system properties, as under Surefire. Exits 1 when a
 * class run had a failed or aborted test (a harness failure), 2 on bad arguments.
 */
public final class Interleave {

    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
    private static final String FORK_MAIN = ForkCommand.MAIN_CLASS;

    private Interleave() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length < 3) {
            usage();
        }
        Path out = Path.of(args[1]);
        int rounds = Integer.parseInt(args[2]);
        Files.createDirectories(out);
        switch (args[0]) {
            case "delay" -> {
                if (args.length != 5) {
                    usage();
                }
                delay(out, rounds, Integer.parseInt(args[3]), Long.parseLong(args[4]));
            }
            case "startup" -> startup(out, rounds);
            default -> usage();
        }
        System.exit(0);
    }

    private static void usage() {
        System.err.println("usage: Interleave delay OUT ROUNDS FORKS DELAY_MICROS | Interleave startup OUT ROUNDS");
        System.exit(2);
    }

    private static void delay(Path out, int rounds, int forks, long delayMicros) throws Exception {
        warmFixture(Integer.getInteger("bench.warmFixtureRequests", 40_000), Integer.getInteger("bench.warmFixtureDelayed", 3_000),
                delayMicros);
        for (int round = 1; round <= rounds; round++) {
            boolean offFirst = round % 2 == 1;
            for (int i = 0; i < 2; i++) {
                boolean on = (i == 0) != offFirst;
                Path dir = out.resolve(String.format("r%02d-%s", round, on ? "on" : "off"));
                runClass(DelayBench.class, dir, Map.of("sdkbench.startup.forks", Integer.toString(forks),
                        "sdkbench.fixture.delayMicros", Long.toString(on ? delayMicros : 0)));
            }
        }
    }

    /**
     * The empty case calls nothing: no fixture warmup, and the host's network, so that its command
     * (which the bare main copies) starts as the bare main's does, without entering a namespace.
     */
    private static final Map<String, String> EMPTY_CASE = Map.of("sdkbench.startup.forks", "1", "sdkbench.fixture.network", "host",
            "sdkbench.fixture.warmup", "0");

    private static void startup(Path out, int rounds) throws IOException, InterruptedException {
        for (int round = 1; round <= rounds; round++) {
            Path emptyDir = out.resolve(String.format("r%02d-empty", round));
            Path bareDir = out.resolve(String.format("r%02d-bare", round));
            if (round == 1) {
                // The bare main needs a fork's options first; after that, alternate the order.
                runClass(EmptyCaseBench.class, emptyDir, EMPTY_CASE);
                bare(emptyDir, bareDir);
            } else if (round % 2 == 0) {
                bare(out.resolve(String.format("r%02d-empty", round - 1)), bareDir);
                runClass(EmptyCaseBench.class, emptyDir, EMPTY_CASE);
            } else {
                runClass(EmptyCaseBench.class, emptyDir, EMPTY_CASE);
                bare(emptyDir, bareDir);
            }
        }
    }

    /**
     * JIT-compiles the fixture's code in this JVM before the first round: every class run starts a
     * new fixture, but its classes, and their compiled code, are this JVM's. Without this the first
     * rounds' forks meet an interpreted fixture (this bench starts its fixtures itself, without the engine's
     * warmup; PERFORMANCE.md, "The fixture is warmed until its JIT is quiet"). {@code plain} requests without a delay, then {@code delayed} with one.
     */
    static void warmFixture(int plain, int delayed, long delayMicros) throws Exception {
        long start = System.nanoTime();
        try (FixtureServer fixture = FixtureServer.builder().threadName("sbwarm").start()) {
            fixture.rules(new Rules("Say hello.", 32, StreamMode.NON_STREAMING, null, true));
            SdkCase sdk = new WarmupCase(fixture.baseUrl());
            for (int phase = 0; phase < 2; phase++) {
                int n = phase == 0 ? plain : delayed;
                if (phase == 1) {
                    fixture.faults(FaultPlan.none().always(Fault.delay(Duration.ofNanos(delayMicros * 1000))));
                }
                fixture.reset();
                try (SocketChatClient client = new SocketChatClient(sdk)) {
                    for (int i = 0; i < n; i++) {
                        if (!"Hello.".equals(client.chat())) {
                            throw new IllegalStateException("the warm-up fixture answered something other than Hello.");
                        }
                    }
                }
                fixture.assertRequests(n);
            }
        }
        System.out.printf("[bench] fixture warmed with %d + %d delayed requests in %.1f s%n", plain, delayed,
                (System.nanoTime() - start) / 1e9);
    }

    /** What {@link SocketChatClient} needs to talk to the warm-up fixture. */
    private record WarmupCase(String baseUrl) implements SdkCase {
        @Override
        public String apiKey() {
            return "sdkbench-dummy-key";
        }

        @Override
        public String prompt() {
            return "Say hello.";
        }

        @Override
        public int maxTokens() {
            return 32;
        }

        @Override
        public String model(String fallback) {
            return fallback;
        }

        @Override
        public int inputTokens() {
            return 3;
        }

        @Override
        public int outputTokens() {
            return 2;
        }

        @Override
        public void measure(ClientCall call) {
            throw new UnsupportedOperationException("warm-up only");
        }

        @Override
        public void measureStream(StreamingCall call) {
            throw new UnsupportedOperationException("warm-up only");
        }
    }

    /** The engine's intermittent start-up race (PERFORMANCE.md, "What the harness itself costs"): the class run failed before any fork. */
    static final String PIN_RACE = "to pin: the fixture has not started";

    /**
     * One class run through the JUnit Platform, as Surefire would start it; exits 1 if any test
     * failed. A run that failed on the engine's fixture-pinning race, before any fork started, is
     * repeated (at most twice) and reported with a {@code [bench] RETRY} line.
     */
    static void runClass(Class<?> benchmark, Path outputDirectory, Map<String, String> settings) {
        for (int attempt = 1; ; attempt++) {
            TestExecutionSummary summary = execute(benchmark, outputDirectory, settings);
            if (summary.getTotalFailureCount() == 0 && summary.getTestsSucceededCount() > 0) {
                return;
            }
            boolean race = summary.getFailures().stream().anyMatch(f -> String.valueOf(f.getException().getMessage()).contains(PIN_RACE));
            if (race && attempt <= 2) {
                System.out.println("[bench] RETRY " + benchmark.getSimpleName() + " in " + outputDirectory
                        + ": the engine failed to find its fixture's thread to pin (" + PIN_RACE + "); no fork had started");
                continue;
            }
            PrintWriter err = new PrintWriter(System.err, true, StandardCharsets.UTF_8);
            err.println("[bench] " + benchmark.getSimpleName() + " in " + outputDirectory + " did not pass:");
            summary.printTo(err);
            summary.printFailuresTo(err, 20);
            System.exit(1);
        }
    }

    private static TestExecutionSummary execute(Class<?> benchmark, Path outputDirectory, Map<String, String> settings) {
        Map<String, String> config = new LinkedHashMap<>(settings);
        config.put("sdkbench.outputDirectory", outputDirectory.toString());
        LauncherDiscoveryRequest request = LauncherDiscoveryRequestBuilder.request().selectors(selectClass(benchmark))
                .configurationParameters(config).build();
        Launcher launcher = LauncherFactory.create();
        SummaryGeneratingListener listener = new SummaryGeneratingListener();
        launcher.execute(request, listener);
        return listener.getSummary();
    }

    /**
     * Starts {@link BareMain} the way the engine started the empty-case fork recorded under
     * {@code emptyDir}, and writes what it saw to {@code bareDir/bare.json}.
     */
    static void bare(Path emptyDir, Path bareDir) throws IOException, InterruptedException {
        JsonNode results = JSON.readTree(emptyDir.resolve("EmptyCaseBench").resolve("results.json").toFile());
        JsonNode fork = Verdicts.caseNamed(results, "emptyCase").path("forks").get(0);
        Path forkDir = Path.of(fork.path("evidence").asText());
        Files.createDirectories(bareDir.resolve("tmp"));
        Files.createDirectories(bareDir.resolve("home"));

        List<String> options = new ArrayList<>();
        for (JsonNode option : fork.path("jvmOptions")) {
            options.add(sameOptionHere(option.asText(), forkDir, bareDir));
        }
        // The fork's argument file with its own paths and main class swapped for ours; the class path stays.
        StringBuilder argFile = new StringBuilder();
        for (String line : Files.readAllLines(forkDir.resolve("jvm.args"), StandardCharsets.UTF_8)) {
            if (line.equals("\"" + FORK_MAIN + "\"") || line.equals(FORK_MAIN)) {
                argFile.append(BareMain.class.getName()).append('\n');
            } else {
                argFile.append(sameOptionHere(line, forkDir, bareDir)).append('\n');
            }
        }
        Path args = bareDir.toAbsolutePath().resolve("jvm.args");
        Files.writeString(args, argFile, StandardCharsets.UTF_8);

        List<String> forkCommand = new ArrayList<>();
        fork.path("command").forEach(c -> forkCommand.add(c.asText()));
        List<String> command = new ArrayList<>();
        for (String part : forkCommand) {
            if (part.startsWith("@")) {
                command.add("@" + args);
                break; // the fork's spec file and timing pipe follow; the bare main takes its own pipe alone
            }
            command.add(part);
        }
        Map<String, String> environment = new LinkedHashMap<>();
        // As ForkCommand: an allowlist, a private HOME and TMPDIR, a fixed locale.
        for (String name : List.of("PATH", "LD_LIBRARY_PATH", "SSL_CERT_FILE")) {
            String value = System.getenv(name);
            if (value != null) {
                environment.put(name, value);
            }
        }
        environment.put("HOME", bareDir.resolve("home").toString());
        environment.put("TMPDIR", bareDir.resolve("tmp").toString());
        environment.put("LANG", "C.UTF-8");
        environment.put("LC_ALL", "C.UTF-8");
        Path link = bareDir.toAbsolutePath().resolve("link.fifo");
        command.add(link.toString());
        ForkCommand bareMain = new ForkCommand(command, environment, args, options, bareDir.toAbsolutePath(), link);
        Files.writeString(bareDir.resolve("command.txt"), bareMain.describe() + "\n");

        ForkExit exit = ForkProcess.run(bareMain,
                bareDir.resolve("stdout.txt"), bareDir.resolve("stderr.txt"), 60);
        long rssKiB = -1;
        for (String line : Files.readAllLines(bareDir.resolve("stdout.txt"), StandardCharsets.UTF_8)) {
            if (line.startsWith("vmrss_kib=")) {
                rssKiB = Long.parseLong(line.substring("vmrss_kib=".length()));
            }
        }
        Map<String, Object> bare = new LinkedHashMap<>();
        bare.put("exitCode", exit.exitCode());
        bare.put("firstResponseMillis", exit.firstResponseMillis());
        bare.put("lifetimeMillis", exit.lifetimeMillis());
        bare.put("rssKiB", rssKiB);
        bare.put("command", command);
        bare.put("jvmOptions", options);
        bare.put("environment", environment);
        bare.put("optionsFrom", forkDir.toString());
        JSON.writeValue(bareDir.resolve("bare.json").toFile(), bare);
        if (exit.exitCode() == null || exit.exitCode() != 0 || exit.firstResponseMillis() == null || rssKiB < 0) {
            System.err.println("[bench] the bare main failed in " + bareDir + ": exit " + exit.exitCode()
                    + ", stderr: " + ForkProcess.tail(bareDir.resolve("stderr.txt"), 10));
            System.exit(1);
        }
        System.out.printf("[bench] BareMain after %s: first line %.1f ms, rss %.1f MiB%n", emptyDir.getFileName(),
                exit.firstResponseMillis(), rssKiB / 1024.0);
    }

    /** An option of the fork with the fork's own folder (GC log, temp dir) moved to {@code bareDir}. */
    private static String sameOptionHere(String option, Path forkDir, Path bareDir) {
        return option.replace(forkDir.toString(), bareDir.toString());
    }
}
