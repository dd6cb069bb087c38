package dev.sdkbench.junit.launch;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import dev.sdkbench.results.model.CaseSettings;

/**
 * The exact command and environment of one fork, decided before it starts and recorded with its
 * results. JVM options go into an argument file ({@code java @file}) so that long classpaths fit.
 *
 * @param command     the process's argv: {@code nsenter} when the fork joins its fixture's network,
 *                    then {@code setpriv ... unshare --pid ...} when it gets a pid namespace of its own,
 *                    then, when pinned, {@code /bin/sh -c 'echo $$ > .../cgroup.procs && exec "$@"'} where a
 *                    cpuset cgroup can hold the fork ({@link Cpuset}) and {@code taskset}, then {@code java ... <spec> <link>}
 * @param environment the complete environment (an allowlist, never the parent's as a whole)
 * @param argFile     the {@code @file} holding the JVM options, classpath and main class
 * @param jvmOptions  the options in the argument file, for the record
 * @param directory   the working directory: the fork's own folder, so that a relative path in a JVM
 *                    option (e.g. {@code -Xlog:...:file=x.log}) lands with the fork's evidence, not in the project
 * @param link        the named pipe the fork sends its timing lines on (its last argument), made by {@link ForkProcess}
 *
 * <p>Nothing of the build user's own files is named in the fork's settings: {@code HOME} and
 * {@code user.home} (which Java takes from the passwd entry, not from {@code HOME}) are the fork's
 * {@code home/}, {@code TMPDIR} and {@code java.io.tmpdir} its {@code tmp/}, and {@code user.dir} the
 * fork's folder; {@code PATH} keeps no entry inside the build user's home. Only the class path still
 * names where the jars are (often under {@code ~/.m2}).
 */
public record ForkCommand(List<String> command, Map<String, String> environment, Path argFile, List<String> jvmOptions,
                          Path directory, Path link) {

    /** The variable every process of a fork inherits, with a value of its own: how the parent finds what it left behind. */
    public static final String MARK_VARIABLE = "SDKBENCH_FORK";

    /** The timing pipe's name in the fork's folder. */
    static final String LINK_NAME = "link.fifo";

    /** The fork's entry point; kept as a string so the parent does not load the fork's classes. */
    public static final String MAIN_CLASS = "dev.sdkbench.junit.fork.ForkMain";

    /** Variables a fork inherits; everything else, API keys and JAVA_TOOL_OPTIONS included, stays behind. */
    private static final List<String> INHERITED = List.of("PATH", "LD_LIBRARY_PATH", "SSL_CERT_FILE");

    private static final SecureRandom RANDOM = new SecureRandom();

    /**
     * @param cpu       the CPU to pin to, or {@code null} to run unpinned
     * @param classpath the case's classpath; relative entries are taken from this JVM's working directory
     * @param forkDir   the fork's own folder: its working directory; argument file, home and temp live there
     * @param enter     the words that put the fork into its fixture's network and its own pid namespace, or none
     */
    public static ForkCommand of(CaseSettings.Forks jvm, Path java, String classpath, Integer cpu, Path specFile,
                                 Path forkDir, Path taskset, List<String> enter) throws IOException {
        // Absolute, because the fork starts in forkDir rather than here.
        forkDir = forkDir.toAbsolutePath();
        specFile = specFile.toAbsolutePath();
        List<String> options = new ArrayList<>();
        boolean ownGc = jvm.jvmArgs().stream().anyMatch(a -> a.matches("-XX:\\+Use\\w+GC"));
        boolean ownHeap = jvm.jvmArgs().stream().anyMatch(a -> a.startsWith("-Xmx") || a.startsWith("-Xms"));
        if (!ownGc) {
            // One visible CPU makes the JVM pick SerialGC on its own; naming it keeps pinned and unpinned runs alike.
            options.add("-XX:+UseSerialGC");
        }
        if (!ownHeap) {
            options.add("-Xms" + jvm.heap());
            options.add("-Xmx" + jvm.heap());
        }
        options.add("-XX:ActiveProcessorCount=" + (cpu == null ? Runtime.getRuntime().availableProcessors() : 1));
        options.add("-Xshare:auto");
        options.add("-XX:-UsePerfData");
        options.add("-Xlog:gc:file=" + forkDir.resolve("gc.log"));
        options.add("-Djava.io.tmpdir=" + forkDir.resolve("tmp"));
        // Java reads user.home from the passwd entry, and SDKs look for credentials there (~/.aws, ~/.config/gcloud).
        options.add("-Duser.home=" + forkDir.resolve("home"));
        options.add("-Dfile.encoding=UTF-8");
        options.addAll(jvm.jvmArgs());

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
            // After the namespaces (unshare's own process only waits for its child) and before taskset and
            // java, so that the JVM's first thread starts inside the group; the shell writes its pid as its
            // own pid namespace sees it, which is how the kernel reads it.
            Cpuset.procsFile(cpu).ifPresent(procs -> command.addAll(Cpuset.join(procs)));
        }
        if (cpu != null) {
            command.add(taskset.toString());
            command.add("-c");
            command.add(Integer.toString(cpu));
        }
        command.add(java.toString());
        command.add("@" + argFile);
        command.add(specFile.toString());
        Path link = forkDir.resolve(LINK_NAME);
        command.add(link.toString());
        return new ForkCommand(command, environment(forkDir), argFile, options, forkDir, link);
    }

    private static String absolute(String classpath) {
        List<String> entries = new ArrayList<>();
        for (String entry : classpath.split(File.pathSeparator)) {
            entries.add(entry.isEmpty() ? entry : Path.of(entry).toAbsolutePath().toString());
        }
        return String.join(File.pathSeparator, entries);
    }

    /** The environment of a process of the fork's kind, at home in {@code forkDir}: the allowlist, the fork's mark. */
    public static Map<String, String> environment(Path forkDir) {
        Map<String, String> env = new LinkedHashMap<>();
        for (String name : INHERITED) {
            String value = System.getenv(name);
            if (value != null) {
                env.put(name, name.equals("PATH") ? outsideHome(value) : value);
            }
        }
        env.put("HOME", forkDir.resolve("home").toString());
        env.put("TMPDIR", forkDir.resolve("tmp").toString());
        env.put("LANG", "C.UTF-8");
        env.put("LC_ALL", "C.UTF-8");
        env.put(MARK_VARIABLE, newMark());
        return env;
    }

    /**
     * A PATH without the entries in the build user's home ({@code ~/bin}, {@code ~/.local/bin}, an
     * SDK's own tools such as {@code gcloud}), whose tools would find that home's credentials. The
     * engine runs its own tools by absolute path.
     */
    static String outsideHome(String path) {
        List<String> homes = new ArrayList<>();
        for (String home : new String[] {System.getProperty("user.home"), System.getenv("HOME")}) {
            if (home != null && !home.isBlank() && !Path.of(home).toAbsolutePath().normalize().equals(Path.of("/"))) {
                homes.add(Path.of(home).toAbsolutePath().normalize().toString());
            }
        }
        List<String> kept = new ArrayList<>();
        for (String entry : path.split(File.pathSeparator, -1)) {
            boolean inHome = homes.stream().anyMatch(home -> entry.equals(home) || entry.startsWith(home + File.separator));
            if (!inHome) {
                kept.add(entry);
            }
        }
        return String.join(File.pathSeparator, kept);
    }

    /** A value no other fork has: 128 random bits in hex. */
    static String newMark() {
        byte[] bits = new byte[16];
        RANDOM.nextBytes(bits);
        return HexFormat.of().formatHex(bits);
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
