package dev.sdkbench.junit.run;

import java.io.IOException;
import java.net.InetAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import dev.sdkbench.junit.launch.CaseClasspath;
import dev.sdkbench.results.model.Environment;

/**
 * The machine and setup a run happened on ({@link Environment}), recorded with its results so that runs
 * from different machines are never compared by accident.
 */
public final class Environments {

    private Environments() {
    }

    /**
     * What this machine and JDK are, what the run chose and the case's classpath, without the machine's
     * noise, which is known once the forks are done ({@link Environment#withMachineNoise}).
     *
     * @param java             the {@code java} the forks run
     * @param cpuPlan          which CPU the build, each worker and the fixture use
     * @param isolation        what separates forks from the network and from each other
     * @param fixtureRecording name and SHA-256 of the fixture's recording
     * @param library          the library the class measures and its version, as the build names it
     */
    static Environment capture(Path java, CaseClasspath classpath, String cpuPlan, String isolation, String fixtureRecording,
                               String library) {
        return new Environment(hostName(), readCpuModel(), System.getProperty("os.name") + " " + System.getProperty("os.version"),
                System.getProperty("java.version"), System.getProperty("java.vm.name") + " " + System.getProperty("java.vm.version"),
                java.toString(), Runtime.getRuntime().availableProcessors(), loadAverage(), cpuPlan, isolation, fixtureRecording,
                library, classpath.jars().size(), classpath.jarMiB(), classpath.caseEntries(), classpath.harnessEntries(), null,
                Map.of());
    }

    /** The run's environment for a suite's member: its library and its classpath's footprint, the run's machine and setup. */
    static Environment forMember(Environment run, CaseClasspath memberClasspath, String library) {
        return run.withLibrary(library, memberClasspath.jars().size(), memberClasspath.jarMiB(), memberClasspath.caseEntries(),
                memberClasspath.harnessEntries());
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
