package dev.sdkbench.junit.fork;

import java.io.File;
import java.io.FileInputStream;
import java.io.IOException;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import dev.sdkbench.junit.link.ForkResult;

/**
 * What the fork's process looked like right after its last timed call, as the link carries it
 * (memory, classes, collections; the JVM, its CPUs and network), with every thread's affinity
 * by name for the fork's own pinning check.
 *
 * @param process  memory, classes and collections
 * @param jvm      the JVM and what it saw; its thread affinity is {@code affinity}'s counts
 * @param affinity every thread's CPU list
 */
record ProcessFacts(ForkResult.Process process, ForkResult.Jvm jvm, ThreadAffinity affinity) {

    /** A {@code File}: read right after the first response, where a first {@code Path} would add NIO's pages. */
    static final File STATUS = new File("/proc/self/status");

    /** @param expectedCpus the spec's CPUs, {@code null} for an unpinned fork: what the confinement is judged against */
    static ProcessFacts collect(String expectedCpus) {
        // Memory first: the management beans read below would add their own pages to it.
        long[] memory = statusKiB(STATUS);
        // Classes next, before the other beans and the records below load their own.
        long classes = ManagementFactory.getClassLoadingMXBean().getLoadedClassCount();
        long count = 0;
        long millis = 0;
        StringBuilder names = new StringBuilder();
        for (GarbageCollectorMXBean gc : ManagementFactory.getGarbageCollectorMXBeans()) {
            count += Math.max(0, gc.getCollectionCount());
            millis += Math.max(0, gc.getCollectionTime());
            names.append(names.length() == 0 ? "" : ",").append(gc.getName());
        }
        // As the JVM sees them: it follows the main thread's affinity.
        int processors = Runtime.getRuntime().availableProcessors();
        ThreadAffinity affinity = ThreadAffinity.read();
        ForkResult.Process process = new ForkResult.Process(new ForkResult.Memory(memory[0], memory[1]), classes,
                new ForkResult.Gc(count, millis, names.toString()));
        ForkResult.Jvm jvm = new ForkResult.Jvm(System.getProperty("java.version"),
                System.getProperty("java.vm.name") + " " + System.getProperty("java.vm.version"),
                String.join(" ", ManagementFactory.getRuntimeMXBean().getInputArguments()), processors,
                affinity.threadsByList(), readNetNamespace(), Confinement.of(expectedCpus).label());
        return new ProcessFacts(process, jvm, affinity);
    }

    private static String readNetNamespace() {
        try {
            return Files.readSymbolicLink(Path.of("/proc/self/ns/net")).toString();
        } catch (IOException | UnsupportedOperationException e) {
            return "";
        }
    }

    /** {@code VmRSS} and {@code VmHWM} in kB from a {@code status} file; {@code -1} for what is missing. */
    static long[] statusKiB(File status) {
        long[] rssAndHwm = {-1, -1};
        // java.io, not Files.readAllLines: this runs right after the first response, where NIO's
        // classes would be the harness's pages in the RSS it reads.
        try (FileInputStream in = new FileInputStream(status)) {
            String text = new String(in.readAllBytes(), StandardCharsets.ISO_8859_1);
            for (int start = 0, end; start < text.length(); start = end + 1) {
                end = text.indexOf('\n', start);
                if (end < 0) {
                    end = text.length();
                }
                String line = text.substring(start, end);
                if (line.startsWith("VmRSS:")) {
                    rssAndHwm[0] = kib(line);
                } else if (line.startsWith("VmHWM:")) {
                    rssAndHwm[1] = kib(line);
                }
            }
        } catch (IOException | SecurityException e) {
            // not Linux: both stay -1
        }
        return rssAndHwm;
    }

    private static long kib(String line) {
        // "VmRSS:\t   38124 kB"
        String digits = line.substring(line.indexOf(':') + 1).replace("kB", "").trim();
        try {
            return Long.parseLong(digits);
        } catch (NumberFormatException e) {
            return -1;
        }
    }
}
