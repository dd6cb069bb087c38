package dev.sdkbench.junit.run;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import dev.sdkbench.fixture.Recording;
import dev.sdkbench.junit.launch.ForkCommand;
import dev.sdkbench.junit.link.ForkSpec;
import dev.sdkbench.junit.settings.ResolvedCaseSettings;
import dev.sdkbench.junit.settings.Expectations;

/**
 * Whether a case's baseline side can share its steady forks' JVMs ({@code steady.pairing=same_jvm} with a
 * baseline classpath): one JVM per case, before any fork, runs both sides' case methods up to their
 * {@code measure} ({@code BaselineLoadCheck}), the candidate's on the JVM's classes, the baseline's in a
 * class loader of its own. A library that cannot load twice in one JVM fails there, and the case's
 * steady forks run in separate JVMs instead, which the console and the results say. Its files stay in
 * the case's {@value #FOLDER} folder.
 */
final class SameJvmBaseline {

    static final String FOLDER = "same-jvm-check";
    /** Nothing listens there: the check makes no call. */
    private static final String NO_FIXTURE = "http://127.0.0.1:9";

    private SameJvmBaseline() {
    }

    /**
     * Why the baseline side cannot run beside the candidate in one JVM, or {@code null} when it can (or
     * when the candidate fails on its own, which its forks report).
     *
     * @param classpath the candidate's fork classpath, on which the check's JVM runs
     * @param caseDir   the case's folder, where the check's files go
     */
    static String refusal(ForkedCase c, ForkSpec.Partner partner, String classpath, Path java, Path caseDir)
            throws IOException, InterruptedException {
        Path dir = Files.createDirectories(caseDir.resolve(FOLDER));
        Path specFile = dir.resolve("spec.properties");
        spec(c.settings(), c.testClass().getName(), c.method(), partner, dir).write(specFile);
        List<String> command = new ArrayList<>(List.of(java.toString(), "-Xmx" + c.settings().jvm().heap(), "-Xshare:auto",
                "-Djava.io.tmpdir=" + Files.createDirectories(dir.resolve("tmp")), "-Duser.home=" + Files.createDirectories(dir.resolve("home"))));
        command.addAll(c.settings().jvm().jvmArgs());
        command.addAll(List.of("-cp", classpath, ForkSpec.Partner.LOAD_CHECK_MAIN, specFile.toString()));
        ProcessBuilder builder = new ProcessBuilder(command).directory(dir.toFile())
                .redirectOutput(dir.resolve("stdout.txt").toFile()).redirectError(dir.resolve("stderr.txt").toFile());
        builder.environment().clear();
        builder.environment().putAll(ForkCommand.environment(dir));
        Process process = builder.start();
        try {
            if (!process.waitFor(c.settings().jvm().timeoutSeconds(), TimeUnit.SECONDS)) {
                process.destroyForcibly();
                return "loading both sides in one JVM did not end within " + c.settings().jvm().timeoutSeconds() + " s (" + dir + ")";
            }
        } finally {
            process.destroyForcibly();
        }
        if (process.exitValue() != ForkSpec.Partner.LOAD_CHECK_BASELINE_FAILED) {
            return null;
        }
        return Files.readString(dir.resolve("stdout.txt"), StandardCharsets.UTF_8).strip();
    }

    /** The check's spec: the case's exchange (no call reaches it), no phase, the baseline as the partner. */
    private static ForkSpec spec(ResolvedCaseSettings settings, String testClass, String method, ForkSpec.Partner partner, Path dir) {
        Expectations asked = settings.expectations();
        Recording recording = Recording.lm15();
        return new ForkSpec(testClass, method, new ForkSpec.Exchange(NO_FIXTURE, ForkRunner.API_KEY, asked.prompt(),
                asked.maxTokens(), asked.model(), settings.stream(), asked.text(), recording.inputTokens(), recording.outputTokens()),
                settings.startup().warmup(), settings.startup().requests(), null, null, dir.resolve("result.properties").toFile(), 0,
                partner);
    }
}
