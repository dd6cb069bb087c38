package dev.sdkbench.junit.fork;

import dev.sdkbench.junit.plan.CpuList;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code Cpus_allowed_list} of every thread of the fork, from {@code /proc/self/task/<tid>/status}.
 * {@code /proc/self/status} alone is not enough: it describes the thread-group leader, the
 * launcher's parked primordial thread, and says nothing of GC, JIT or SDK threads.
 *
 * @param threadsByList threads per distinct CPU list, most threads first; empty where {@code /proc} is missing
 * @param namesByList   thread names (as the kernel keeps them, 15 characters) per list, in the same order
 */
record ThreadAffinity(Map<String, Integer> threadsByList, Map<String, List<String>> namesByList) {

    /** Thread names shown per off-CPU list in a failure message. */
    private static final int NAMES_SHOWN = 3;

    static ThreadAffinity read() {
        return read(Path.of("/proc/self/task"));
    }

    static ThreadAffinity read(Path taskDir) {
        Map<String, List<String>> names = new LinkedHashMap<>();
        try (DirectoryStream<Path> tasks = Files.newDirectoryStream(taskDir)) {
            for (Path task : tasks) {
                readTask(task.resolve("status"), names);
            }
        } catch (IOException | SecurityException e) {
            // Not Linux, or /proc hidden: nothing to report, and the parent checks what it can.
        }
        List<Map.Entry<String, List<String>>> sorted = new ArrayList<>(names.entrySet());
        sorted.sort(Comparator.comparing((Map.Entry<String, List<String>> e) -> e.getValue().size()).reversed()
                .thenComparing(Map.Entry::getKey));
        Map<String, Integer> counts = new LinkedHashMap<>();
        Map<String, List<String>> namesSorted = new LinkedHashMap<>();
        for (Map.Entry<String, List<String>> e : sorted) {
            counts.put(e.getKey(), e.getValue().size());
            namesSorted.put(e.getKey(), List.copyOf(e.getValue()));
        }
        return new ThreadAffinity(counts, namesSorted);
    }

    /** Why the threads are not all on {@code expected}, in one line, or {@code null} when they are. */
    String problem(String expected) {
        if (threadsByList.isEmpty()) {
            return "no thread's Cpus_allowed_list could be read from /proc/self/task, so pinning to "
                    + describe(expected) + " cannot be confirmed; run pinned forks on Linux with /proc mounted";
        }
        CpuList wanted = CpuList.parse(expected);
        List<String> off = new ArrayList<>();
        List<String> on = new ArrayList<>();
        for (String list : threadsByList.keySet()) {
            (sameSet(list, wanted) ? on : off).add(list);
        }
        if (off.isEmpty()) {
            return null;
        }
        StringBuilder message = new StringBuilder();
        for (String list : off) {
            int count = threadsByList.get(list);
            message.append(message.length() == 0 ? count + (count == 1 ? " thread on " : " threads on ") : ", " + count + " on ")
                    .append(describe(list)).append(" (").append(names(list)).append(')');
        }
        for (String list : on) {
            message.append(", ").append(threadsByList.get(list)).append(" on ").append(describe(list));
        }
        return message.append("; every thread must be on ").append(describe(expected)).toString();
    }

    private String names(String list) {
        List<String> names = namesByList.get(list);
        String shown = String.join(", ", names.subList(0, Math.min(NAMES_SHOWN, names.size())));
        return names.size() > NAMES_SHOWN ? shown + ", …" : shown;
    }

    private static boolean sameSet(String list, CpuList wanted) {
        try {
            return CpuList.parse(list).equals(wanted);
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    /** {@code cpu 1} or {@code cpus 0-1}, as messages name a list. */
    static String describe(String list) {
        try {
            return (CpuList.parse(list).size() == 1 ? "cpu " : "cpus ") + list;
        } catch (IllegalArgumentException e) {
            return "cpus " + list;
        }
    }

    private static void readTask(Path status, Map<String, List<String>> names) {
        String name = "?";
        String cpus = null;
        try {
            for (String line : Files.readAllLines(status, StandardCharsets.UTF_8)) {
                if (line.startsWith("Name:")) {
                    name = line.substring("Name:".length()).trim();
                } else if (line.startsWith("Cpus_allowed_list:")) {
                    cpus = line.substring("Cpus_allowed_list:".length()).trim();
                }
            }
        } catch (IOException e) {
            return; // the thread ended while we looked
        }
        if (cpus != null) {
            names.computeIfAbsent(cpus, k -> new ArrayList<>()).add(name);
        }
    }
}
