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

/**
 * The machine and setup a run happened on, recorded with its results so that runs from different
 * machines are never compared by accident.
 *
 * @param machine   the machine the run found
 * @param jdk       the JDK the forks run
 * @param setup     what the run chose: CPUs, isolation, recording, library
 * @param classpath the case's runtime classpath: its footprint
 */
public record Environment(Machine machine, Jdk jdk, Setup setup, Classpath classpath) {

    /**
     * @param host        host name
     * @param cpuModel    {@code model name} from /proc/cpuinfo
     * @param kernel      {@code os.name} and {@code os.version}
     * @param cores       processors the test JVM sees
     * @param loadAtStart 1, 5 and 15 minute load averages when the run started
     */
    public record Machine(String host, String cpuModel, String kernel, int cores, List<Double> loadAtStart) {

        public Machine {
            loadAtStart = List.copyOf(loadAtStart);
        }
    }

    /**
     * @param javaVersion    the forks' JDK ({@code java.version} of the test JVM, whose {@code java} they use)
     * @param javaVm         {@code java.vm.name} and {@code java.vm.version}
     * @param javaExecutable the {@code java} the forks run
     */
    public record Jdk(String javaVersion, String javaVm, String javaExecutable) {
    }

    /**
     * @param cpuPlan          which CPU the build, each worker and the fixture use
     * @param isolation        what separates forks from the network and from each other
     * @param fixtureRecording name and SHA-256 of the fixture's recording
     * @param library          the library the class measures and its version, as the build names it
     */
    public record Setup(String cpuPlan, String isolation, String fixtureRecording, String library) {
    }

    /**
     * @param jars           jars on the case's runtime classpath
     * @param mib            their total size
     * @param caseEntries    the case's runtime classpath entries
     * @param harnessEntries what forks get besides (the benchmark classes, this library, HdrHistogram)
     */
    public record Classpath(int jars, double mib, List<String> caseEntries, List<String> harnessEntries) {

        public Classpath {
            caseEntries = List.copyOf(caseEntries);
            harnessEntries = List.copyOf(harnessEntries);
        }
    }

    static Environment capture(Path java, CaseClasspath classpath, Setup setup) {
        return new Environment(
                new Machine(hostName(), readCpuModel(), System.getProperty("os.name") + " " + System.getProperty("os.version"),
                        Runtime.getRuntime().availableProcessors(), loadAverage()),
                new Jdk(System.getProperty("java.version"), System.getProperty("java.vm.name") + " " + System.getProperty("java.vm.version"),
                        java.toString()),
                setup,
                new Classpath(classpath.jars().size(), classpath.jarMiB(), classpath.caseEntries(), classpath.harnessEntries()));
    }

    /** This environment for a suite's member: its library and its classpath's footprint, the run's machine and setup. */
    Environment forMember(CaseClasspath memberClasspath, String library) {
        return new Environment(machine, jdk, new Setup(setup.cpuPlan(), setup.isolation(), setup.fixtureRecording(), library),
                new Classpath(memberClasspath.jars().size(), memberClasspath.jarMiB(), memberClasspath.caseEntries(),
                        memberClasspath.harnessEntries()));
    }

    /** The environment as the results file carries it, with the machine's own spread over the run. */
    public dev.sdkbench.results.model.Environment toModel(MachineNoise noise) {
        return new dev.sdkbench.results.model.Environment(machine.host(), machine.cpuModel(), machine.kernel(), jdk.javaVersion(),
                jdk.javaVm(), jdk.javaExecutable(), machine.cores(), machine.loadAtStart(), setup.cpuPlan(), setup.isolation(),
                setup.fixtureRecording(), setup.library(), classpath.jars(), classpath.mib(), classpath.caseEntries(),
                classpath.harnessEntries(), noise.toModel(), Map.of());
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
