package dev.sdkbench.junit.samples;

import java.io.FileOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

import dev.sdkbench.junit.ClientCase;
import dev.sdkbench.junit.Dialect;
import dev.sdkbench.junit.Forks;
import dev.sdkbench.junit.SdkBenchmark;
import dev.sdkbench.junit.SdkCase;
import dev.sdkbench.junit.Startup;
import dev.sdkbench.junit.Steady;

/**
 * Cases that reach past the fork's walls as a user's case might, by accident or on purpose: the
 * build user's home, processes that outlive the fork, and the lines the parent times.
 */
@SdkBenchmark(dialect = Dialect.CHAT)
@Startup(forks = 1, warmup = 2, requests = 5)
@Steady(forks = 0)
@Forks(timeoutSeconds = 30)
public class IntegrityClients {

    /** How long the cases that fake a timing line wait before their first call: what a forged figure would hide. */
    public static final long SETUP_MILLIS = 400;

    /** Starts a process and waits for it, as a client running a helper would: nothing is left behind. */
    @ClientCase
    void good(SdkCase sdk) throws Exception {
        int exit = new ProcessBuilder("true").start().waitFor();
        JdkChatClient client = new JdkChatClient(sdk);
        sdk.measure(() -> exit == 0 ? client.chat() : "true exited with " + exit);
    }

    /**
     * Looks where SDKs look for credentials (Google ADC, AWS profiles, ~/.config): {@code user.home},
     * which Java takes from the passwd entry rather than {@code $HOME}. Answers {@code Hello.} only
     * when every such place is the fork's own, and nothing else it can read names the build user's
     * home but the class path (the jars live there).
     */
    @ClientCase
    void looksForCredentialsAtHome(SdkCase sdk) throws IOException {
        String leak = homeLeak();
        JdkChatClient client = new JdkChatClient(sdk);
        sdk.measure(() -> leak == null ? client.chat() : leak);
    }

    /** Starts a detached process ({@code setsid}) and forgets it. */
    @ClientCase
    void leavesADetachedProcess(SdkCase sdk) throws IOException {
        new ProcessBuilder("setsid", "sleep", "313").start();
        JdkChatClient client = new JdkChatClient(sdk);
        sdk.measure(client::chat);
    }

    /** Double-forks a process with an empty environment: its parent ends at once, and it carries no mark of the fork's. */
    @ClientCase
    void orphansAProcessWithoutEnvironment(SdkCase sdk) throws Exception {
        new ProcessBuilder("env", "-i", "/bin/sh", "-c", "sleep 314 >/dev/null 2>&1 &").start().waitFor();
        JdkChatClient client = new JdkChatClient(sdk);
        sdk.measure(client::chat);
    }

    /**
     * Prints the words the parent once timed from stdout, itself and through a child process that
     * shares its stdout, then takes {@link #SETUP_MILLIS} before its first call.
     */
    @ClientCase
    void printsTheTimingLines(SdkCase sdk) throws Exception {
        System.out.println("sdkbench:first-response");
        System.out.println("sdkbench:exiting");
        System.out.flush();
        new ProcessBuilder("echo", "sdkbench:first-response").inheritIO().start().waitFor();
        Thread.sleep(SETUP_MILLIS);
        JdkChatClient client = new JdkChatClient(sdk);
        sdk.measure(client::chat);
    }

    /** Finds the fork's timing pipe (its last argument) and writes the first-response line into it, without the token. */
    @ClientCase
    void writesIntoTheTimingPipe(SdkCase sdk) throws Exception {
        String[] words = System.getProperty("sun.java.command").split(" ");
        try (FileOutputStream pipe = new FileOutputStream(words[words.length - 1])) {
            pipe.write("sdkbench:first-response\n".getBytes(StandardCharsets.US_ASCII));
        }
        Thread.sleep(SETUP_MILLIS);
        JdkChatClient client = new JdkChatClient(sdk);
        sdk.measure(client::chat);
    }

    /**
     * On purpose, with the engine's own stream: finds, by reflection from the {@link SdkCase} it was
     * handed, the fork's stream to the parent (token and all) and announces its first response
     * before making any call. Only the fork's own clock can tell.
     */
    @ClientCase
    void forgesTheFirstResponseByReflection(SdkCase sdk) throws Exception {
        List<PrintStream> streams = new ArrayList<>();
        find(sdk, 3, new IdentityHashMap<>(), streams);
        if (streams.isEmpty()) {
            throw new IllegalStateException("no stream to the parent reachable from " + sdk.getClass().getName());
        }
        for (PrintStream parent : streams) {
            parent.println("sdkbench:first-response");
            parent.flush();
        }
        Thread.sleep(SETUP_MILLIS);
        JdkChatClient client = new JdkChatClient(sdk);
        sdk.measure(client::chat);
    }

    /** Every {@link PrintStream} but stdout and stderr within {@code depth} fields of {@code from}. */
    private static void find(Object from, int depth, Map<Object, Boolean> seen, List<PrintStream> found) throws IllegalAccessException {
        if (from == null || depth < 0 || seen.put(from, true) != null) {
            return;
        }
        if (from instanceof PrintStream stream) {
            if (stream != System.out && stream != System.err) {
                found.add(stream);
            }
            return;
        }
        if (!from.getClass().getName().startsWith("dev.sdkbench.")) {
            return;
        }
        for (Class<?> type = from.getClass(); type != null; type = type.getSuperclass()) {
            for (Field field : type.getDeclaredFields()) {
                if (Modifier.isStatic(field.getModifiers()) || field.getType().isPrimitive()) {
                    continue;
                }
                field.setAccessible(true);
                find(field.get(from), depth - 1, seen, found);
            }
        }
    }

    /** What names the build user's home, or {@code null} when nothing but the class path does. */
    private static String homeLeak() throws IOException {
        // The fork's folder, from its spec file's path (ForkMain's first argument).
        Path forkDir = Path.of(System.getProperty("sun.java.command").split(" ")[1]).getParent();
        Map<String, String> expected = Map.of(
                "user.home", forkDir.resolve("home").toString(),
                "env HOME", forkDir.resolve("home").toString(),
                "java.io.tmpdir", forkDir.resolve("tmp").toString(),
                "env TMPDIR", forkDir.resolve("tmp").toString(),
                "user.dir", forkDir.toString());
        for (Map.Entry<String, String> place : expected.entrySet()) {
            String name = place.getKey();
            String actual = name.startsWith("env ") ? System.getenv(name.substring(4)) : System.getProperty(name);
            if (!place.getValue().equals(actual)) {
                return name + " is " + actual + ", not the fork's " + place.getValue();
            }
        }
        String home = passwdHome();
        if (home == null || home.equals("/")) {
            return null;
        }
        for (String name : System.getProperties().stringPropertyNames()) {
            String value = System.getProperty(name);
            if (!List.of("java.class.path", "jdk.module.path", "sun.java.command").contains(name) && names(value, home)) {
                return "system property " + name + " names the build user's home " + home + ": " + value;
            }
        }
        for (Map.Entry<String, String> variable : System.getenv().entrySet()) {
            if (names(variable.getValue(), home)) {
                return "environment variable " + variable.getKey() + " names the build user's home " + home + ": " + variable.getValue();
            }
        }
        return null;
    }

    private static boolean names(String value, String home) {
        return value.equals(home) || value.contains(home + "/") || value.endsWith(home);
    }

    /** The home directory of this process's uid in {@code /etc/passwd}: where Java finds {@code user.home}. */
    private static String passwdHome() throws IOException {
        String uid = null;
        for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
            if (line.startsWith("Uid:")) {
                uid = line.substring(4).strip().split("\\s+")[0];
            }
        }
        for (String line : Files.readAllLines(Path.of("/etc/passwd"))) {
            String[] fields = line.split(":");
            if (fields.length >= 6 && fields[2].equals(uid)) {
                return fields[5];
            }
        }
        return null;
    }
}
