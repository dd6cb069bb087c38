package dev.sdkbench.junit.settings;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * The JDK whose {@code java} runs the forks: the one that runs the tests ({@code java.home}), as every fork is started
 * with it. Its Java version decides what a fork can do (virtual threads from 21 on), and the JDKs installed beside it
 * (in {@code /usr/lib/jvm}, say) are what a refusal can offer instead.
 *
 * @param java    the forks' {@code java}
 * @param feature its Java feature version, e.g. 17
 */
public record ForkJdk(Path java, int feature) {

    /** The first Java whose threads can be virtual. */
    public static final int VIRTUAL_THREADS = 21;

    /** The JDK that runs the tests, and so the forks. */
    public static ForkJdk current() {
        return new ForkJdk(Path.of(System.getProperty("java.home"), "bin", "java"), Runtime.version().feature());
    }

    /**
     * Why {@code cases} cannot have virtual callers on this JDK, and what to change, or {@code null} when they can:
     * the forks' {@code java} and its version, a JDK of 21 or later to give Surefire instead (one found beside this
     * one when there is), or the setting turned off.
     */
    String virtualThreadsRefusal(List<String> cases) {
        if (cases.isEmpty() || feature >= VIRTUAL_THREADS) {
            return null;
        }
        String newer = newestBeside(VIRTUAL_THREADS).map(Path::toString).orElse("<a JDK " + VIRTUAL_THREADS + " or later>/bin/java");
        return String.join(", ", cases) + ": load.virtualThreads needs the forks on Java " + VIRTUAL_THREADS + " or later, but they run"
                + " Java " + feature + " (" + java + ", the java of the JVM that runs the tests): run the tests on a JDK "
                + VIRTUAL_THREADS + " or later (Maven: Surefire's -Djvm=" + newer + "), or set @Load(virtualThreads = Toggle.OFF)"
                + " (-Dsdkbench.load.virtualThreads=false)";
    }

    /** The {@code java} of the newest JDK of {@code least} or later in the folder that holds this one, if there is one. */
    Optional<Path> newestBeside(int least) {
        Path home = java.toAbsolutePath().getParent().getParent();
        Path folder = home == null ? null : home.getParent();
        if (folder == null || !Files.isDirectory(folder)) {
            return Optional.empty();
        }
        Path newest = null;
        int newestFeature = least - 1;
        try (DirectoryStream<Path> jdks = Files.newDirectoryStream(folder)) {
            for (Path jdk : jdks) {
                int f = releaseFeature(jdk);
                if (f > newestFeature && Files.isExecutable(jdk.resolve("bin/java"))) {
                    newest = jdk.resolve("bin/java");
                    newestFeature = f;
                }
            }
        } catch (IOException e) {
            return Optional.empty();
        }
        return Optional.ofNullable(newest);
    }

    /** The feature version in {@code jdk}'s {@code release} file ({@code JAVA_VERSION="25.0.1"}, {@code "1.8.0_402"}), or -1. */
    static int releaseFeature(Path jdk) {
        Path release = jdk.resolve("release");
        if (!Files.isRegularFile(release)) {
            return -1;
        }
        try {
            for (String line : Files.readAllLines(release)) {
                if (line.startsWith("JAVA_VERSION=")) {
                    String[] parts = line.substring("JAVA_VERSION=".length()).replace("\"", "").trim().split("[._+-]");
                    return Integer.parseInt(parts[0].equals("1") && parts.length > 1 ? parts[1] : parts[0]);
                }
            }
        } catch (IOException | NumberFormatException e) {
            return -1;
        }
        return -1;
    }
}
