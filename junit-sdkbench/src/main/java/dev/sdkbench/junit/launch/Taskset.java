package dev.sdkbench.junit.launch;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

import dev.sdkbench.junit.plan.CpuList;

/** {@code taskset}: found on the PATH, and used to pin the fixture's threads. */
public final class Taskset {

    private Taskset() {
    }

    /** The {@code taskset} executable, if any. */
    public static Optional<Path> find() {
        return Executables.find("taskset");
    }

    /**
     * Why forks cannot be pinned here, in one line that says what to do (install, or run unpinned and what that
     * gives), or empty when they can: pinning needs {@code taskset} and Linux's {@code /proc}, which macOS, Windows
     * and some containers lack.
     *
     * @param path a PATH value, where {@code taskset} is looked for before the sbin folders
     * @param proc where {@code /proc} is mounted
     */
    public static Optional<String> cannotPin(String path, Path proc) {
        List<String> missing = new ArrayList<>();
        if (Executables.find("taskset", path).isEmpty()) {
            missing.add("taskset is not on the PATH nor in /usr/sbin or /sbin");
        }
        if (!Files.isReadable(proc.resolve("self").resolve("status"))) {
            missing.add(proc + "/self/status cannot be read (no Linux /proc)");
        }
        if (missing.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of("forks are pinned (sdkbench.forks.pin, default true) but " + String.join(" and ", missing)
                + ": on Linux install util-linux (Debian: apt-get install util-linux) and mount /proc; where neither exists"
                + " (macOS, Windows) set sdkbench.forks.pin=false: the forks then run unpinned and every figure of the run"
                + " is marked not publishable");
    }

    /**
     * Pins every thread of a process ({@code /proc/self} or {@code /proc/<pid>}) whose name starts
     * with {@code namePrefix} to {@code cpu} and reads the affinity back.
     *
     * @return one line per thread: {@code <tid> <name>: cpus <list>}
     * @throws IOException when no such thread exists or one does not end up on {@code cpu}
     */
    public static List<String> pinThreads(Path taskset, Path process, String namePrefix, int cpu) throws IOException, InterruptedException {
        // A Java thread gets its Linux name only once it first runs, which may be just after the
        // fixture's start() returned: look for up to two seconds.
        long deadline = System.nanoTime() + 2_000_000_000L;
        while (true) {
            try {
                return pinThreadsOnce(taskset, process, namePrefix, cpu);
            } catch (NoSuchThread e) {
                if (System.nanoTime() > deadline) {
                    throw e;
                }
                Thread.sleep(20);
            }
        }
    }

    /**
     * Moves every thread of this JVM to {@code cpus} and returns what they were allowed before, to
     * move them back with. New threads inherit their creator's CPUs.
     */
    public static String pinThisJvm(Path taskset, String cpus) throws IOException, InterruptedException {
        String before = cpusAllowed(Path.of("/proc/self"));
        // taskset -a walks /proc/<pid>/task and gives up on a thread that ended meanwhile ("No such
        // process"); the JVM starts and ends threads all the time, so walk again.
        String output = "";
        for (int attempt = 1; attempt <= 10; attempt++) {
            Process p = new ProcessBuilder(taskset.toString(), "-a", "-p", "-c", cpus, Long.toString(ProcessHandle.current().pid()))
                    .redirectErrorStream(true).start();
            output = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
            if (p.waitFor() == 0) {
                return before;
            }
            if (!output.contains("No such process")) {
                break;
            }
        }
        if (output.contains("No such process") && pinEachThread(taskset, cpus)) {
            return before;
        }
        throw new IOException("taskset could not move the test JVM to cpus " + cpus + ": " + lastLine(output));
    }

    /**
     * When threads end faster than {@code taskset -a} walks them: moves each thread on its own, passing
     * over those that end meanwhile, until a pass finds every thread there (a thread started by a moved
     * one inherits its mask).
     */
    private static boolean pinEachThread(Path taskset, String cpus) throws IOException, InterruptedException {
        CpuList wanted = CpuList.parse(cpus);
        for (int pass = 1; pass <= 5; pass++) {
            boolean allThere = true;
            try (Stream<Path> tasks = Files.list(Path.of("/proc/self/task"))) {
                for (Path task : tasks.toList()) {
                    String allowed;
                    try {
                        allowed = cpusAllowed(task);
                    } catch (IOException ended) {
                        continue;
                    }
                    if (CpuList.parse(allowed).equals(wanted)) {
                        continue;
                    }
                    allThere = false;
                    // A thread that ends meanwhile makes taskset fail, and needs no move.
                    new ProcessBuilder(taskset.toString(), "-p", "-c", cpus, task.getFileName().toString())
                            .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start().waitFor();
                }
            }
            if (allThere) {
                return true;
            }
        }
        return false;
    }

    private static String lastLine(String output) {
        return output.lines().filter(line -> line.startsWith("taskset:")).reduce((a, b) -> b).orElse(output);
    }

    /** No thread carries the name yet. */
    private static final class NoSuchThread extends IOException {
        NoSuchThread(String message) {
            super(message);
        }
    }

    private static List<String> pinThreadsOnce(Path taskset, Path process, String namePrefix, int cpu) throws IOException, InterruptedException {
        List<String> pinned = new ArrayList<>();
        try (Stream<Path> tasks = Files.list(process.resolve("task"))) {
            for (Path task : tasks.toList()) {
                String name;
                try {
                    name = Files.readString(task.resolve("comm"), StandardCharsets.UTF_8).strip();
                } catch (IOException gone) {
                    continue;
                }
                if (!name.startsWith(namePrefix + " ")) {
                    continue;
                }
                String tid = task.getFileName().toString();
                Process p = new ProcessBuilder(taskset.toString(), "-p", "-c", Integer.toString(cpu), tid)
                        .redirectErrorStream(true).start();
                String output = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
                if (p.waitFor() != 0 && !Files.exists(task)) {
                    continue; // the thread ended meanwhile
                }
                if (p.exitValue() != 0) {
                    throw new IOException("taskset could not pin fixture thread " + tid + " (" + name + ") to cpu " + cpu + ": " + output);
                }
                String allowed = cpusAllowed(task);
                if (!allowed.equals(Integer.toString(cpu))) {
                    throw new IOException("fixture thread " + tid + " (" + name + ") is on cpus " + allowed + " after pinning to " + cpu);
                }
                pinned.add(tid + " " + name + ": cpus " + allowed);
            }
        }
        if (pinned.isEmpty()) {
            throw new NoSuchThread("no thread named '" + namePrefix + " …' to pin within 2 s: the fixture has not started");
        }
        return pinned;
    }

    /** {@code Cpus_allowed_list} of a {@code /proc/.../task/<tid>} or {@code /proc/self} folder. */
    public static String cpusAllowed(Path procEntry) throws IOException {
        for (String line : Files.readAllLines(procEntry.resolve("status"), StandardCharsets.UTF_8)) {
            if (line.startsWith("Cpus_allowed_list:")) {
                return line.substring("Cpus_allowed_list:".length()).strip();
            }
        }
        throw new IOException(procEntry + "/status has no Cpus_allowed_list");
    }
}
