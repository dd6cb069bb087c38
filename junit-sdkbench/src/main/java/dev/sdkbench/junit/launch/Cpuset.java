package dev.sdkbench.junit.launch;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A cpuset cgroup per CPU, {@code sdkbench-cpu<N>}, that a pinned fork joins before it starts: the
 * kernel then refuses any thread of the fork an affinity outside the CPU, so no thread can leave
 * it, not even for a while. Where the machine does not let the build make one (no cpuset
 * controller, or no right to write it), forks are confined by {@code taskset} alone and watch
 * their threads' CPUs instead (the fork's {@code CpuWatch}); each fork's results say which
 * ({@code confinement}). {@code -Dsdkbench.cpuset=false} asks for {@code taskset} alone.
 *
 * <p>cgroup v1 ({@code /sys/fs/cgroup/cpuset}) and v2 ({@code /sys/fs/cgroup} with the
 * {@code cpuset} controller) are both tried. A group is made once and left, empty, for the next run.
 */
public final class Cpuset {

    /** The groups' name prefix; the fork recognises its group by it. */
    public static final String GROUP_PREFIX = "sdkbench-cpu";

    /** What the machine allows, found once. */
    public record Probe(Path root, boolean v2, String problem) {

        public boolean usable() {
            return problem == null;
        }

        /** One line for the record: where the groups go, or why there are none. */
        public String describe() {
            return usable() ? "cpuset cgroups under " + root + (v2 ? " (cgroup v2)" : " (cgroup v1)")
                    : "no cpuset cgroup (" + problem + "): taskset, with every thread's CPU watched";
        }
    }

    private static final Path V1 = Path.of("/sys/fs/cgroup/cpuset");
    private static final Path V2 = Path.of("/sys/fs/cgroup");
    private static volatile Probe probe;
    private static final Map<Integer, Optional<Path>> GROUPS = new ConcurrentHashMap<>();

    private Cpuset() {
    }

    /** What this machine allows; probed once per JVM. */
    public static Probe probe() {
        Probe known = probe;
        if (known == null) {
            known = Boolean.parseBoolean(System.getProperty("sdkbench.cpuset", "true")) ? probe(V1, V2)
                    : new Probe(null, false, "turned off by -Dsdkbench.cpuset=false");
            probe = known;
        }
        return known;
    }

    static Probe probe(Path v1, Path v2) {
        if (Files.isRegularFile(v1.resolve("cpuset.cpus"))) {
            return writable(new Probe(v1, false, null));
        }
        Path controllers = v2.resolve("cgroup.controllers");
        if (Files.isRegularFile(controllers)) {
            String available = read(controllers);
            if (available != null && List.of(available.split("\\s+")).contains("cpuset")) {
                return writable(new Probe(v2, true, null));
            }
            return new Probe(null, true, "cgroup v2 at " + v2 + " has no cpuset controller (" + controllers + ": "
                    + (available == null ? "unreadable" : available.isBlank() ? "empty" : available.strip()) + ")");
        }
        return new Probe(null, false, "neither " + v1 + " (cgroup v1) nor " + controllers + " (cgroup v2) exists");
    }

    private static Probe writable(Probe found) {
        if (!Files.isWritable(found.root())) {
            return new Probe(null, found.v2(), found.root() + " is not writable by this user (cpuset groups need root or a"
                    + " delegated cgroup)");
        }
        return found;
    }

    /**
     * The {@code cgroup.procs} of the group that holds only {@code cpu}, made on first use; empty
     * where the machine allows none (then {@link #probe()} says why).
     */
    public static Optional<Path> procsFile(int cpu) {
        return GROUPS.computeIfAbsent(cpu, Cpuset::makeGroup);
    }

    private static Optional<Path> makeGroup(int cpu) {
        Probe found = probe();
        if (!found.usable()) {
            return Optional.empty();
        }
        Path group = found.root().resolve(GROUP_PREFIX + cpu);
        try {
            Files.createDirectories(group);
            if (found.v2()) {
                Files.writeString(found.root().resolve("cgroup.subtree_control"), "+cpuset");
            } else {
                // v1 refuses a task into a group without memory nodes: the parent's.
                Files.writeString(group.resolve("cpuset.mems"), read(found.root().resolve("cpuset.mems")).strip());
            }
            Files.writeString(group.resolve("cpuset.cpus"), Integer.toString(cpu));
            String cpus = read(group.resolve(found.v2() ? "cpuset.cpus.effective" : "cpuset.cpus"));
            if (cpus == null || !cpus.strip().equals(Integer.toString(cpu))) {
                probe = new Probe(null, found.v2(), group + " holds cpus " + cpus + " after asking for " + cpu);
                return Optional.empty();
            }
            return Optional.of(group.resolve("cgroup.procs"));
        } catch (IOException | RuntimeException e) {
            probe = new Probe(null, found.v2(), "could not make " + group + ": " + e.getMessage());
            return Optional.empty();
        }
    }

    /**
     * The words that put the command after them into the group whose {@code cgroup.procs} is
     * {@code procs}: a shell writes its own pid there, then becomes the command, so every process
     * and thread of the fork is in the group from its first instruction.
     */
    public static List<String> join(Path procs) {
        return List.of("/bin/sh", "-c", "echo $$ > \"$0\" && exec \"$@\"", procs.toString());
    }

    private static String read(Path file) {
        try {
            return Files.readString(file, StandardCharsets.US_ASCII);
        } catch (IOException e) {
            return null;
        }
    }
}
