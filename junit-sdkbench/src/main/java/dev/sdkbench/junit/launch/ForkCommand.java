package dev.sdkbench.junit.launch;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import dev.sdkbench.junit.settings.CaseSettings;

/**
 * The exact command and environment of one fork, decided before it starts and recorded with its
 * results. JVM options go into an argument file ({@code java @file}) so that long classpaths fit.
 *
 * @param command     the process's argv: {@code nsenter} when the fork joins its fixture's network,
 *                    then {@code taskset} when pinned, then {@code java}
 * @param environment the complete environment (an allowlist, never the parent's as a whole)
 * @param argFile     the {@code @file} holding the JVM options, classpath and main class
 * @param jvmOptions  the options in the argument file, for the record
 * @param directory   the working directory: the fork's own folder, so that a relative path in a JVM
 *                    option (e.g. {@code -Xlog:...:file=x.log}) lands with the fork's evidence, not in the project
 */
public record ForkCommand(List<String> command, Map<String, String> environment, Path argFile, List<String> jvmOptions,
                          Path directory) {

    /** The fork's entry point; kept as a string so the parent does not load the fork's classes. */
    public static final String MAIN_CLASS = "dev.sdkbench.junit.fork.ForkMain";

    /** Variables a fork inherits; everything else, API keys and JAVA_TOOL_OPTIONS included, stays behind. */
    private static final List<String> INHERITED = List.of("PATH", "LD_LIBRARY_PATH", "SSL_CERT_FILE");

    /**
     * @param cpu       the CPU to pin to, or {@code null} to run unpinned
     * @param classpath the case's classpath; relative entries are taken from this JVM's working directory
     * @param forkDir   the fork's own folder: its working directory; argument file, home and temp live there
     * @param enter     the words that put the fork into its fixture's network, or none
     */
    public static ForkCommand of(CaseSettings settings, Path java, String classpath, Integer cpu, Path specFile,
                                 Path forkDir, Path taskset, List<String> enter) throws IOException {
        // Absolute, because the fork starts in forkDir rather than here.
        forkDir = forkDir.toAbsolutePath();
        specFile = specFile.toAbsolutePath();
        List<String> options = new ArrayList<>();
        boolean ownGc = settings.jvmArgs().stream().anyMatch(a -> a.matches("-XX:\\+Use\\w+GC"));
        boolean ownHeap = settings.jvmArgs().stream().anyMatch(a -> a.startsWith("-Xmx") || a.startsWith("-Xms"));
        if (!ownGc) {
            // One visible CPU makes the JVM pick SerialGC on its own; naming it keeps pinned and unpinned runs alike.
            options.add("-XX:+UseSerialGC");
        }
        if (!ownHeap) {
            options.add("-Xms" + settings.heap());
            options.add("-Xmx" + settings.heap());
        }
        options.add("-XX:ActiveProcessorCount=" + (cpu == null ? Runtime.getRuntime().availableProcessors() : 1));
        options.add("-Xshare:auto");
        options.add("-XX:-UsePerfData");
        options.add("-Xlog:gc:file=" + forkDir.resolve("gc.log"));
        options.add("-Djava.io.tmpdir=" + forkDir.resolve("tmp"));
        options.add("-Dfile.encoding=UTF-8");
        options.addAll(settings.jvmArgs());

        Path argFile = forkDir.resolve("jvm.args");
        StringBuilder args = new StringBuilder();
        for (String option : options) {
            args.append(quote(option)).append('\n');
        }
        args.append("-cp\n").append(quote(absolute(classpath))).append('\n').append(MAIN_CLASS).append('\n');
        Files.createDirectories(forkDir.resolve("tmp"));
        Files.createDirectories(forkDir.resolve("home"));
        Files.writeString(argFile, args, StandardCharsets.UTF_8);

        List<String> command = new ArrayList<>(enter);
        if (cpu != null) {
            command.add(taskset.toString());
            command.add("-c");
            command.add(Integer.toString(cpu));
        }
        command.add(java.toString());
        command.add("@" + argFile);
        command.add(specFile.toString());
        return new ForkCommand(command, environment(forkDir), argFile, options, forkDir);
    }

    private static String absolute(String classpath) {
        List<String> entries = new ArrayList<>();
        for (String entry : classpath.split(File.pathSeparator)) {
            entries.add(entry.isEmpty() ? entry : Path.of(entry).toAbsolutePath().toString());
        }
        return String.join(File.pathSeparator, entries);
    }

    private static Map<String, String> environment(Path forkDir) {
        Map<String, String> env = new LinkedHashMap<>();
        for (String name : INHERITED) {
            String value = System.getenv(name);
            if (value != null) {
                env.put(name, value);
            }
        }
        env.put("HOME", forkDir.resolve("home").toString());
        env.put("TMPDIR", forkDir.resolve("tmp").toString());
        env.put("LANG", "C.UTF-8");
        env.put("LC_ALL", "C.UTF-8");
        return env;
    }

    /** Quotes an argument-file token; backslashes and quotes are escaped as the launcher expects. */
    private static String quote(String token) {
        return "\"" + token.replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
    }

    /** The command as one shell-readable line, for failure messages and results: {@code cd <directory> && <command>}. */
    public String describe() {
        return "cd " + directory + " && " + String.join(" ", command);
    }
}
