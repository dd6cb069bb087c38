package dev.sdkbench.junit.run;

import java.io.File;
import java.io.IOException;
import java.net.InetAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The machine and setup a run happened on, recorded with its results so that runs from different
 * machines are never compared by accident.
 *
 * @param host            host name
 * @param cpuModel        {@code model name} from /proc/cpuinfo
 * @param kernel          {@code os.name} and {@code os.version}
 * @param javaVersion     the forks' JDK ({@code java.version} of the test JVM, whose {@code java} they use)
 * @param javaVm          {@code java.vm.name} and {@code java.vm.version}
 * @param javaExecutable  the {@code java} the forks run
 * @param cores           processors the test JVM sees
 * @param loadAtStart     1, 5 and 15 minute load averages when the run started
 * @param cpuPlan         which CPU the build, each worker and the fixture use
 * @param isolation       what separates forks from the network and from each other
 * @param fixtureRecording name and SHA-256 of the fixture's recording
 * @param classpathJars   jars on the forks' classpath
 * @param classpathMiB    their total size
 * @param classpath       the forks' classpath entries
 */
public record Environment(String host, String cpuModel, String kernel, String javaVersion, String javaVm,
                          String javaExecutable, int cores, List<Double> loadAtStart, String cpuPlan, String isolation,
                          String fixtureRecording, int classpathJars, double classpathMiB, List<String> classpath) {

    public Environment {
        loadAtStart = List.copyOf(loadAtStart);
        classpath = List.copyOf(classpath);
    }

    static Environment capture(Path java, String classpath, String cpuPlan, String isolation, String fixtureRecording) {
        List<String> entries = List.of(classpath.split(File.pathSeparator));
        int jars = 0;
        long bytes = 0;
        for (String entry : entries) {
            Path path = Path.of(entry);
            if (entry.endsWith(".jar") && Files.isRegularFile(path)) {
                jars++;
                try {
                    bytes += Files.size(path);
                } catch (IOException e) {
                    // counted without its size
                }
            }
        }
        return new Environment(hostName(), readCpuModel(), System.getProperty("os.name") + " " + System.getProperty("os.version"),
                System.getProperty("java.version"), System.getProperty("java.vm.name") + " " + System.getProperty("java.vm.version"),
                java.toString(), Runtime.getRuntime().availableProcessors(), loadAverage(), cpuPlan, isolation,
                fixtureRecording, jars, bytes / (1024.0 * 1024.0), entries);
    }

    /** The 1, 5 and 15 minute load averages, or an empty list off Linux. */
    public static List<Double> loadAverage() {
        try {
            String[] parts = Files.readString(Path.of("/proc/loadavg"), StandardCharsets.US_ASCII).trim().split("\\s+");
            List<Double> load = new ArrayList<>();
            for (int i = 0; i < 3; i++) {
                load.add(Double.parseDouble(parts[i]));
            }
            return load;
        } catch (IOException | RuntimeException e) {
            return List.of();
        }
    }

    private static String readCpuModel() {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/cpuinfo"), StandardCharsets.UTF_8)) {
                if (line.startsWith("model name")) {
                    return line.substring(line.indexOf(':') + 1).strip();
                }
            }
        } catch (IOException e) {
            // not Linux
        }
        return System.getProperty("os.arch");
    }

    private static String hostName() {
        try {
            return InetAddress.getLocalHost().getHostName();
        } catch (IOException e) {
            return "unknown";
        }
    }
}
