package dev.sdkbench.junit.launch;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Processes a fork left behind, found after it ended by the mark in their environment
 * ({@link ForkCommand#MARK_VARIABLE}, which every process the fork starts inherits unless it clears
 * its environment) and killed. In a pid namespace of its own the kernel has ended them already and
 * the fork has named them itself; this is the check for where there was none, and the proof for
 * where there was.
 */
final class Strays {

    private static final Path PROC = Path.of("/proc");

    private Strays() {
    }

    /** Kills every process whose environment holds {@code MARK_VARIABLE=mark}; returns their command lines. */
    static List<String> killMarked(String mark) {
        List<String> found = new ArrayList<>();
        if (mark == null || !Files.isDirectory(PROC)) {
            return found;
        }
        byte[] needle = (ForkCommand.MARK_VARIABLE + "=" + mark).getBytes(StandardCharsets.US_ASCII);
        long self = ProcessHandle.current().pid();
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(PROC, "[0-9]*")) {
            for (Path entry : entries) {
                long pid;
                try {
                    pid = Long.parseLong(entry.getFileName().toString());
                } catch (NumberFormatException e) {
                    continue;
                }
                if (pid == self || !holds(entry.resolve("environ"), needle)) {
                    continue;
                }
                String commandLine = commandLine(entry);
                ProcessHandle.of(pid).ifPresent(ProcessHandle::destroyForcibly);
                found.add(commandLine);
            }
        } catch (IOException e) {
            // /proc unreadable: nothing to find
        }
        return found;
    }

    /** Whether a NUL-separated environment file holds {@code entry} as one of its variables. */
    private static boolean holds(Path environ, byte[] entry) {
        byte[] env;
        try {
            env = Files.readAllBytes(environ);
        } catch (IOException | SecurityException e) {
            return false; // gone, or someone else's
        }
        for (int start = 0; start < env.length; ) {
            int end = start;
            while (end < env.length && env[end] != 0) {
                end++;
            }
            if (end - start == entry.length && java.util.Arrays.equals(env, start, end, entry, 0, entry.length)) {
                return true;
            }
            start = end + 1;
        }
        return false;
    }

    private static String commandLine(Path entry) {
        try {
            String line = new String(Files.readAllBytes(entry.resolve("cmdline")), StandardCharsets.UTF_8)
                    .replace('\0', ' ').replace('\n', ' ').strip();
            return line.isEmpty() ? "pid " + entry.getFileName() : line;
        } catch (IOException e) {
            return "pid " + entry.getFileName();
        }
    }
}
