package dev.sdkbench.junit.fork;

import java.io.File;
import java.io.FileInputStream;
import java.io.IOException;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * What the fork's process looked like right after its last timed call: memory, collections,
 * classes, CPUs and the JVM it ran on.
 *
 * @param classesLoaded       loaded classes, read before the other beans so that reading them does not count
 * @param rssKiB              {@code VmRSS}, or {@code -1} without {@code /proc}
 * @param hwmKiB              {@code VmHWM}, or {@code -1} without {@code /proc}
 * @param gcCount             collections of all collectors since start
 * @param gcMillis            collection time of all collectors since start
 * @param gcNames             the collectors' bean names, comma-separated
 * @param availableProcessors as the JVM sees them (it follows the main thread's affinity)
 * @param affinity            every thread's CPU list
 * @param javaVersion         {@code java.version}
 * @param javaVm              {@code java.vm.name java.vm.version}
 * @param inputArguments      the JVM's flags, space-separated
 * @param netNamespace        {@code net:[<inode>]} of {@code /proc/self/ns/net}, or empty without it
 */
// Twelve components, past the ~10 the code keeps to: they are ForkResult's process fields one to one, and
// ForkResult stays one flat record (the results file carries it as it is); they regroup together.
record ProcessFacts(long classesLoaded, long rssKiB, long hwmKiB, long gcCount, long gcMillis, String gcNames,
                    int availableProcessors, ThreadAffinity affinity, String javaVersion, String javaVm,
                    String inputArguments, String netNamespace) {

    /** A {@code File}: read right after the first response, where a first {@code Path} would add NIO's pages. */
    static final File STATUS = new File("/proc/self/status");

    static ProcessFacts collect() {
        // Memory first: the management beans read below would add their own pages to it.
        long[] memory = statusKiB(STATUS);
        long classes = ManagementFactory.getClassLoadingMXBean().getLoadedClassCount();
        long count = 0;
        long millis = 0;
        StringBuilder names = new StringBuilder();
        for (GarbageCollectorMXBean gc : ManagementFactory.getGarbageCollectorMXBeans()) {
            count += Math.max(0, gc.getCollectionCount());
            millis += Math.max(0, gc.getCollectionTime());
            names.append(names.length() == 0 ? "" : ",").append(gc.getName());
        }
        return new ProcessFacts(classes, memory[0], memory[1], count, millis, names.toString(),
                Runtime.getRuntime().availableProcessors(), ThreadAffinity.read(), System.getProperty("java.version"),
                System.getProperty("java.vm.name") + " " + System.getProperty("java.vm.version"),
                String.join(" ", ManagementFactory.getRuntimeMXBean().getInputArguments()), readNetNamespace());
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
