package dev.sdkbench.junit.network;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import dev.sdkbench.fixture.FixtureOptions;
import dev.sdkbench.fixture.Phase;
import dev.sdkbench.fixture.Recording;
import dev.sdkbench.fixture.Warmup;
import dev.sdkbench.fixture.counters.CountersSnapshot;
import dev.sdkbench.fixture.counters.StepWindow;
import dev.sdkbench.junit.launch.Taskset;
import dev.sdkbench.junit.plan.CpuList;

/**
 * The fixture in a JVM of its own, inside a fresh network namespace that holds nothing but
 * loopback ({@code unshare -rn}). Forks join that namespace ({@code nsenter}), so the fixture is
 * the only server they can reach. The engine drives it through its control channel
 * ({@code FixtureMain --control}); closing the channel stops it, so it never outlives the test JVM.
 */
final class NamespacedFixture implements WorkerFixture {

    static final String FIXTURE_MAIN = "dev.sdkbench.fixture.FixtureMain";
    private static final ObjectMapper JSON = new ObjectMapper();

    private final Process process;
    private final BufferedReader answers;
    private final Writer commands;
    private final String baseUrl;
    private final String namespace;
    private final List<String> enter;
    private final FixtureTicks ticks;

    private NamespacedFixture(Process process, BufferedReader answers, Writer commands, String baseUrl, String namespace,
                              List<String> enter, FixtureTicks ticks) {
        this.ticks = ticks;
        this.process = process;
        this.answers = answers;
        this.commands = commands;
        this.baseUrl = baseUrl;
        this.namespace = namespace;
        this.enter = enter;
    }

    /**
     * @param hostCpus   where the fixture's JVM runs (its compiler and GC threads stay there), or {@code null}
     * @param fixtureCpu where its I/O thread, which answers every request, runs, or {@code null}
     * @param log        the fixture's stderr
     */
    static NamespacedFixture start(Isolation tools, List<String> startOptions, Path java, String classpath, String threadName,
                                   Path taskset,
                                   CpuList hostCpus, Integer fixtureCpu, Path log) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>();
        if (taskset != null && hostCpus != null) {
            command.addAll(List.of(taskset.toString(), "-c", hostCpus.toString()));
        }
        command.addAll(List.of(tools.unshare().toString(), "--map-root-user", "--net", "sh", "-c",
                tools.ip() + " link set lo up && exec \"$0\" \"$@\"",
                java.toString(), "-XX:+UseSerialGC", "-Xms64m", "-Xmx128m", "-XX:-UsePerfData", "-Xshare:auto",
                "-cp", classpath, FIXTURE_MAIN, "--control", "--thread-name", threadName));
        command.addAll(startOptions);
        Files.createDirectories(log.getParent());
        Files.writeString(log, String.join(" ", command) + "\n");
        Process process = new ProcessBuilder(command)
                .redirectError(ProcessBuilder.Redirect.appendTo(log.toFile()))
                .start();
        try {
            BufferedReader answers = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
            String baseUrl = answers.readLine();
            if (baseUrl == null || !baseUrl.startsWith("http://127.0.0.1:")) {
                process.waitFor(5, TimeUnit.SECONDS);
                throw new IOException("the fixture in its network namespace did not start (" + (process.isAlive()
                        ? "it printed '" + baseUrl + "'" : "exit " + process.exitValue()) + "); its log " + log + " ends with: "
                        + tail(log));
            }
            Path proc = Path.of("/proc", Long.toString(process.pid()));
            String namespace = Files.readSymbolicLink(proc.resolve("ns/net")).toString();
            List<String> interfaces = interfaces(proc.resolve("net/dev"));
            if (!interfaces.equals(List.of("lo"))) {
                throw new IOException("the fixture's network namespace holds " + interfaces + ", not only lo");
            }
            FixtureTicks ticks = FixtureTicks.unpinned();
            if (taskset != null && fixtureCpu != null) {
                ticks = FixtureTicks.pinned(proc, Taskset.pinThreads(taskset, proc, threadName, fixtureCpu), fixtureCpu,
                        CpuList.of(fixtureCpu).equals(hostCpus));
            }
            // The pid namespace comes after nsenter: made inside the fixture's user namespace, whose root may make one.
            List<String> enter = new ArrayList<>(List.of(tools.nsenter().toString(), "--target", Long.toString(process.pid()),
                    "--user", "--net", "--preserve-credentials"));
            enter.addAll(tools.ownPids());
            return new NamespacedFixture(process, answers,
                    new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8), baseUrl, namespace, List.copyOf(enter),
                    ticks);
        } catch (IOException | InterruptedException | RuntimeException e) {
            process.destroyForcibly();
            throw e;
        }
    }

    @Override
    public String baseUrl() {
        return baseUrl;
    }

    @Override
    public Recording recording() {
        return Recording.lm15();
    }

    @Override
    public Warmup.Result warm(int mostRequests) throws IOException {
        return JSON.treeToValue(command(List.of("warm", Integer.toString(mostRequests))).get("warmup"), Warmup.Result.class);
    }

    @Override
    public void startPhase(Phase phase) throws IOException {
        List<String> configure = new ArrayList<>();
        configure.add("configure");
        configure.addAll(FixtureOptions.words(phase));
        command(configure);
        command(List.of("reset"));
    }

    @Override
    public CountersSnapshot counters() throws IOException {
        return JSON.treeToValue(command(List.of("counters")).get("counters"), CountersSnapshot.class);
    }

    @Override
    public StepWindow stepWindow() throws IOException {
        return JSON.treeToValue(command(List.of("step")).get("step"), StepWindow.class);
    }

    @Override
    public List<String> enter() {
        return enter;
    }

    @Override
    public String namespace() {
        return namespace;
    }

    @Override
    public long ticksOn(int cpu) {
        return ticks.on(cpu);
    }

    private synchronized JsonNode command(List<String> words) throws IOException {
        commands.write(JSON.writeValueAsString(words));
        commands.write('\n');
        commands.flush();
        String line = answers.readLine();
        if (line == null) {
            throw new IOException("the fixture in its network namespace ended (exit "
                    + (process.isAlive() ? "unknown" : process.exitValue()) + ") while asked " + words);
        }
        JsonNode answer = JSON.readTree(line);
        if (!answer.path("ok").asBoolean()) {
            throw new IOException("the fixture refused " + words + ": " + answer.path("error").asText(line));
        }
        return answer;
    }

    @Override
    public void close() throws IOException {
        try {
            commands.close();
            if (!process.waitFor(10, TimeUnit.SECONDS)) {
                process.destroyForcibly();
            }
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
        }
    }

    /** Interface names in a {@code /proc/<pid>/net/dev} file. */
    private static List<String> interfaces(Path netDev) throws IOException {
        List<String> names = new ArrayList<>();
        for (String line : Files.readAllLines(netDev, StandardCharsets.UTF_8)) {
            int colon = line.indexOf(':');
            if (colon > 0 && !line.contains("|")) { // the two header lines hold '|' and no "name:"
                names.add(line.substring(0, colon).strip());
            }
        }
        return names;
    }

    private static String tail(Path log) {
        try {
            List<String> lines = Files.readAllLines(log);
            return String.join(" | ", lines.subList(Math.max(0, lines.size() - 5), lines.size()));
        } catch (IOException e) {
            return "(unreadable: " + e.getMessage() + ")";
        }
    }
}
