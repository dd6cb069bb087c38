package dev.sdkbench.junit.network;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

import dev.sdkbench.junit.launch.Executables;

/**
 * Whether each fork can be PID 1 of a pid namespace of its own, tried once per run. When PID 1 of a
 * pid namespace exits the kernel kills everything else in it, so nothing a case starts, however
 * detached ({@code setsid}, a double fork), outlives the fork. The fork gets its own {@code /proc}
 * too ({@code --mount-proc}): with the host's, {@code getpid()} and {@code /proc/<pid>} would name
 * different processes.
 *
 * <p>{@code unshare --fork} puts a process between the engine and the fork, so the fork can no
 * longer watch its parent pid; {@code setpriv --pdeathsig KILL} kills {@code unshare} when the
 * engine's launching thread goes, and {@code --kill-child} passes that on to the fork.
 *
 * @param words       the command words before {@code taskset}/{@code java}, or none
 * @param description how forks' processes are contained, for the results
 */
record PidNamespace(List<String> words, String description) {

    private static final String AFTERWARDS = "after every fork, any process still carrying the fork's environment mark"
            + " (SDKBENCH_FORK) is killed, and a fork that left processes running fails, naming them";

    /**
     * @param unshare         {@code unshare}, or {@code null} when there is none
     * @param inUserNamespace whether forks enter a user namespace first (an isolated run), where its root may make one
     */
    static PidNamespace decide(Path unshare, boolean inUserNamespace) {
        Optional<Path> setpriv = Executables.find("setpriv");
        String problem;
        List<String> words = null;
        if (unshare == null || setpriv.isEmpty()) {
            problem = "unshare and setpriv (util-linux) are needed; missing: " + (unshare == null ? "unshare " : "")
                    + (setpriv.isEmpty() ? "setpriv" : "");
        } else {
            words = List.of(setpriv.get().toString(), "--pdeathsig", "KILL", unshare.toString(), "--pid", "--fork",
                    "--kill-child", "--mount-proc");
            problem = probe(unshare, words, inUserNamespace);
        }
        if (problem == null) {
            return new PidNamespace(words, "each fork runs as PID 1 of a pid namespace of its own ("
                    + String.join(" ", words.stream().map(w -> w.startsWith("/") ? Path.of(w).getFileName().toString() : w).toList())
                    + "): everything a case starts ends with the fork, which names what it left running first; " + AFTERWARDS);
        }
        return new PidNamespace(List.of(), "forks share the host's pid namespace (" + problem + "): a fork names and kills"
                + " the processes it left running among its descendants; " + AFTERWARDS
                + " (a process that clears its environment and leaves the fork's process tree escapes both)");
    }

    /** {@code null} when the words run {@code true} here as a fork would run them, else why not. */
    private static String probe(Path unshare, List<String> words, boolean inUserNamespace) {
        List<String> command = new ArrayList<>();
        if (inUserNamespace) {
            command.addAll(List.of(unshare.toString(), "--map-root-user", "--net"));
        }
        command.addAll(words);
        command.add("true");
        String shown = String.join(" ", command);
        try {
            Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
            String output = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
            if (!p.waitFor(10, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                return "'" + shown + "' did not finish in 10 s";
            }
            return p.exitValue() == 0 ? null : "'" + shown + "' failed (exit " + p.exitValue() + "): " + output;
        } catch (IOException e) {
            return "'" + shown + "' could not be run: " + e.getMessage();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "interrupted while trying '" + shown + "'";
        }
    }
}
