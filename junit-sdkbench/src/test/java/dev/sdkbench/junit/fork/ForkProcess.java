package dev.sdkbench.junit.fork;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import dev.sdkbench.fixture.FixtureServer;
import dev.sdkbench.junit.link.ForkResult;
import dev.sdkbench.junit.link.ForkSpec;
import dev.sdkbench.results.model.CaseSettings.Steady;

/**
 * A real child JVM running {@link ForkMain}, as the parent will launch it: {@code java} from
 * {@code java.home}, the test class path, SerialGC, a small heap, a clean environment, stdout and
 * stderr to files, and stdin held open for the fork's whole life. Unlike a benchmark fork it runs
 * C1 only, to keep the tests quick.
 */
final class ForkProcess implements AutoCloseable {

    static final String CASES = "dev.sdkbench.junit.fork.cases.JdkHttpCases";
    static final int WARMUP = 5;
    static final int REQUESTS = 20;
    static final ForkSpec.SteadyPhase STEADY = new ForkSpec.SteadyPhase(new Steady(1, 50, 2, 1e9, 500, 2), 1e9);

    private final Process process;
    private final OutputStream stdin;
    private final ForkSpec spec;
    private final Path stdout;
    private final Path stderr;

    private ForkProcess(Process process, ForkSpec spec, Path stdout, Path stderr) {
        this.process = process;
        this.stdin = process.getOutputStream();
        this.spec = spec;
        this.stdout = stdout;
        this.stderr = stderr;
    }

    /** A spec for {@code method} of {@link #CASES} against {@code fixture}: 5 warmup, 20 timed, no steady block, unpinned. */
    static ForkSpec spec(FixtureServer fixture, Path dir, String method) {
        return spec(fixture, dir, method, null, null);
    }

    static ForkSpec spec(FixtureServer fixture, Path dir, String method, ForkSpec.SteadyPhase steady, String expectedCpus) {
        return ForkSpecBuilder.of(CASES, method).baseUrl(fixture.baseUrl()).early(WARMUP, REQUESTS).steady(steady)
                .expectedCpus(expectedCpus).resultFile(dir.resolve("result.properties").toFile()).build();
    }

    /** Writes the spec to {@code dir}, where stdout and stderr go too, and starts the fork. */
    static ForkProcess start(ForkSpec spec, Path dir, List<String> jvmArgs, String pinToCpus) throws IOException {
        return start(spec, dir, jvmArgs, pinToCpus, List.of());
    }

    /** As {@link #start(ForkSpec, Path, List, String)}, the command after the words {@code before} (e.g. a cpuset's join). */
    static ForkProcess start(ForkSpec spec, Path dir, List<String> jvmArgs, String pinToCpus, List<String> before) throws IOException {
        List<String> command = new ArrayList<>(before);
        command.addAll(command(spec, dir, jvmArgs, pinToCpus));
        ProcessBuilder builder = new ProcessBuilder(command)
                .redirectOutput(dir.resolve("stdout.txt").toFile())
                .redirectError(dir.resolve("stderr.txt").toFile());
        Map<String, String> env = builder.environment();
        env.keySet().removeAll(List.of("JAVA_TOOL_OPTIONS", "JDK_JAVA_OPTIONS", "_JAVA_OPTIONS"));
        return new ForkProcess(builder.start(), spec, dir.resolve("stdout.txt"), dir.resolve("stderr.txt"));
    }

    /** Writes the spec to {@code dir} and returns the command that runs the fork. */
    static List<String> command(ForkSpec spec, Path dir, List<String> jvmArgs, String pinToCpus) throws IOException {
        Path specFile = dir.resolve("spec.properties");
        spec.write(specFile);
        List<String> command = new ArrayList<>();
        if (pinToCpus != null) {
            command.addAll(List.of("taskset", "-c", pinToCpus));
        }
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        // C1 only: these forks are short and often share one CPU; they test the harness, not speed.
        command.addAll(List.of("-XX:+UseSerialGC", "-Xmx128m", "-XX:TieredStopAtLevel=1"));
        command.addAll(jvmArgs);
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), ForkMain.class.getName(), specFile.toString()));
        return command;
    }

    /** Runs the fork with its files next to the result file. */
    static Finished run(ForkSpec spec) throws IOException, InterruptedException {
        return run(spec, spec.resultFile().toPath().getParent(), List.of(), null);
    }

    /** Starts the fork and waits at most 10 s for it. */
    static Finished run(ForkSpec spec, Path dir, List<String> jvmArgs, String pinToCpus) throws IOException, InterruptedException {
        return run(spec, dir, jvmArgs, pinToCpus, List.of());
    }

    static Finished run(ForkSpec spec, Path dir, List<String> jvmArgs, String pinToCpus, List<String> before)
            throws IOException, InterruptedException {
        try (ForkProcess fork = start(spec, dir, jvmArgs, pinToCpus, before)) {
            return fork.await(Duration.ofSeconds(10));
        }
    }

    /** Waits for the fork to exit; kills it when {@code timeout} passes first. */
    Finished await(Duration timeout) throws IOException, InterruptedException {
        boolean exited = process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS);
        if (!exited) {
            process.destroyForcibly();
            process.waitFor(5, TimeUnit.SECONDS);
        }
        closeStdin();
        Path resultFile = spec.resultFile().toPath();
        return new Finished(process.exitValue(), !exited, read(stdout), read(stderr),
                Files.exists(resultFile) ? ForkResult.read(resultFile) : null, resultFile);
    }

    /** Whether {@code line} appeared on the fork's stdout within {@code timeout}. */
    boolean awaitStdoutLine(String line, Duration timeout) throws IOException, InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (System.nanoTime() < deadline) {
            if (read(stdout).lines().anyMatch(line::equals)) {
                return true;
            }
            if (!process.isAlive()) {
                return read(stdout).lines().anyMatch(line::equals);
            }
            Thread.sleep(20);
        }
        return false;
    }

    void closeStdin() throws IOException {
        stdin.close();
    }

    @Override
    public void close() throws IOException {
        if (process.isAlive()) {
            process.destroyForcibly();
        }
        closeStdin();
    }

    private static String read(Path file) throws IOException {
        return Files.exists(file) ? Files.readString(file, StandardCharsets.UTF_8) : "";
    }

    /**
     * How a fork ended.
     *
     * @param result the result file's content, or {@code null} when there is none
     */
    record Finished(int exitCode, boolean timedOut, String stdout, String stderr, ForkResult result, Path resultFile) {

        /** Everything a failing assertion should show. */
        String describe() {
            return "exit " + exitCode + (timedOut ? " (killed after timeout)" : "") + "\nresult: " + result
                    + "\nstdout:\n" + tail(stdout) + "\nstderr:\n" + tail(stderr);
        }

        private static String tail(String text) {
            return text.length() <= 4000 ? text : "…" + text.substring(text.length() - 4000);
        }
    }
}
