package dev.sdkbench.results.model;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

import org.apiguardian.api.API;

import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * The machine and setup a run happened on: its provenance, recorded so that runs from different
 * machines are never compared by accident.
 *
 * @param host             host name
 * @param cpuModel         {@code model name} from /proc/cpuinfo
 * @param kernel           OS name and version
 * @param javaVersion      the forks' JDK
 * @param javaVm           VM name and version
 * @param javaExecutable   the {@code java} the forks ran
 * @param cores            processors the test JVM saw
 * @param loadAtStart      1, 5 and 15 minute load averages at the start
 * @param cpuPlan          which CPU the build, each worker and the fixture used
 * @param isolation        what separated forks from the network and each other
 * @param fixtureRecording name and SHA-256 of the fixture's recording
 * @param library          the measured library, as the build names it
 * @param classpathJars    jars on the case classpath (footprint)
 * @param classpathMiB     their total size in MiB (footprint)
 * @param classpath        the case classpath entries
 * @param harnessClasspath what forks got besides
 * @param machineNoise     the machine's own noise before and after the run, or {@code null} when not measured
 * @param extra            fields this reader does not model, kept as written
 */
// One object of the results file, field for field as SCHEMA.md lists it (plus the fields this reader does not
// model): grouping components here would nest the file differently, and old files must still read.
@SuppressWarnings("checkstyle:RecordComponentNumber")
@API(status = EXPERIMENTAL, since = "0.1")
public record Environment(String host, String cpuModel, String kernel, String javaVersion, String javaVm,
                          String javaExecutable, int cores, List<Double> loadAtStart, String cpuPlan, String isolation,
                          String fixtureRecording, String library, int classpathJars, double classpathMiB,
                          List<String> classpath, List<String> harnessClasspath, MachineNoise machineNoise,
                          Map<String, JsonNode> extra) {

    public Environment {
        loadAtStart = List.copyOf(loadAtStart);
        classpath = List.copyOf(classpath);
        harnessClasspath = List.copyOf(harnessClasspath);
        extra = Extra.copy(extra);
    }

    /** An environment without a machine-noise reading (files written before the engine measured one). */
    public Environment(String host, String cpuModel, String kernel, String javaVersion, String javaVm,
                       String javaExecutable, int cores, List<Double> loadAtStart, String cpuPlan, String isolation,
                       String fixtureRecording, String library, int classpathJars, double classpathMiB,
                       List<String> classpath, List<String> harnessClasspath, Map<String, JsonNode> extra) {
        this(host, cpuModel, kernel, javaVersion, javaVm, javaExecutable, cores, loadAtStart, cpuPlan, isolation,
                fixtureRecording, library, classpathJars, classpathMiB, classpath, harnessClasspath, null, extra);
    }

    /** This environment with the machine's own noise over the run, measured once its forks were done. */
    public Environment withMachineNoise(MachineNoise noise) {
        return new Environment(host, cpuModel, kernel, javaVersion, javaVm, javaExecutable, cores, loadAtStart, cpuPlan, isolation,
                fixtureRecording, library, classpathJars, classpathMiB, classpath, harnessClasspath, noise, extra);
    }

    /** The same machine and setup for another library on its own classpath: a suite member's, as if it had run alone. */
    public Environment withLibrary(String otherLibrary, int jars, double mib, List<String> caseEntries, List<String> harnessEntries) {
        return new Environment(host, cpuModel, kernel, javaVersion, javaVm, javaExecutable, cores, loadAtStart, cpuPlan, isolation,
                fixtureRecording, otherLibrary, jars, mib, caseEntries, harnessEntries, machineNoise, extra);
    }

    /** The case classpath's jars with Maven coordinates (the SDK and every transitive version it ran with). */
    public List<Dependency> dependencies() {
        return classpath.stream().map(Dependency::fromPath).flatMap(java.util.Optional::stream).toList();
    }

    /** The kind of machine, whichever host it was: what the shards of one CI matrix share. */
    public String machineKind() {
        return String.join(" | ", cpuModel, kernel, javaVm, cores + " cores", cpuPlan);
    }

    /** What must match for two runs' figures to be comparable: machine, kernel, JVM, cores and CPU plan. */
    public String fingerprint() {
        return String.join(" | ", host, cpuModel, kernel, javaVm, cores + " cores", cpuPlan);
    }
}
