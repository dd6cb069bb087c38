package dev.sdkbench.junit.run;

import java.io.IOException;
import java.net.InetAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import dev.sdkbench.junit.launch.CaseClasspath;

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
 * @param library         the library the class measures and its version, as the build names it
 * @param classpathJars   jars on the case's runtime classpath: its footprint
 * @param classpathMiB    their total size
 * @param classpath       the case's runtime classpath entries
 * @param harnessClasspath what forks get besides (the benchmark classes, this library, HdrHistogram)
 */
public record Environment(String host, String cpuModel, String kernel, String javaVersion, String javaVm,
                          String javaExecutable, int cores, List<Double> loadAtStart, String cpuPlan, String isolation,
                          String fixtureRecording, String library, int classpathJars, double classpathMiB,
                          List<String> classpath, List<String> harnessClasspath) {

    public Environment {
        loadAtStart = List.copyOf(loadAtStart);
        classpath = List.copyOf(classpath);
        harnessClasspath = List.copyOf(harnessClasspath);
    }

    static Environment capture(Path java, CaseClasspath classpath, String cpuPlan, String isolation, String fixtureRecording,
                               String library) {
        return new Environment(hostName(), readCpuModel(), System.getProperty("os.name") + " " + System.getProperty("os.version"),
                System.getProperty("java.version"), System.getProperty("java.vm.name") + " " + System.getProperty("java.vm.version"),
                java.toString(), Runtime.getRuntime().availableProcessors(), loadAverage(), cpuPlan, isolation,
                fixtureRecording, library, classpath.jars().size(), classpath.jarMiB(), classpath.caseEntries(),
                classpath.harnessEntries());
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
