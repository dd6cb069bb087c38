package dev.sdkbench.junit.link;

import java.io.File;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;

/**
 * What a load fork measured in one step, over the step's measured time (calls that ended in it), as the fork
 * writes it to {@link LoadPlan#STEPS_FILE}. The concurrency the fixture saw is the parent's, read from the fixture.
 *
 * @param concurrency  the step's callers
 * @param calls        calls that returned the expected text
 * @param failedCalls  calls that threw
 * @param windowMillis the measured time, by the fork's clock
 * @param p50Micros    the median time of a call that returned, µs (the fixture's delay included)
 * @param p99Micros    its 99th percentile, µs
 * @param cpuMicros    the process's CPU time over the measured time per call that ended in it (every thread), µs;
 *                     -1 where unknown
 * @param peakThreads  the most live threads in the step, its warmup included
 * @param rssKiB       {@code VmRSS} at the step's end; -1 where unknown
 * @param errors       failed calls by kind (the exception's class, its cause's after a colon), and
 *                     {@value #STUCK} for callers still in a call when the step had ended
 * @param pinning      how the step's virtual callers were pinned; {@code null} where the callers were platform threads
 */
// One step of the steps file, field for field: what the fork measured, the virtual callers' pinning last.
@SuppressWarnings("checkstyle:RecordComponentNumber")
public record LoadStepResult(int concurrency, long calls, long failedCalls, double windowMillis, double p50Micros,
                             double p99Micros, double cpuMicros, int peakThreads, long rssKiB, Map<String, Long> errors,
                             Pinning pinning) {

    /** The error kind of a caller still in its call a while after its step ended. */
    public static final String STUCK = "stuck in a call after the step";

    public LoadStepResult {
        errors = Map.copyOf(errors);
    }

    /**
     * How often a step's virtual callers parked while pinned to their carrier thread, which then waited with them, and
     * for how long: JFR's {@code jdk.VirtualThreadPinned} events that ended in the step's measured time.
     *
     * @param events      the events
     * @param totalMicros their durations added up, µs
     */
    public record Pinning(long events, double totalMicros) {
    }

    /**
     * What a load fork wrote of its steps so far.
     *
     * @param steps       the steps it finished, in order
     * @param failedCalls the calls of the whole fork that threw or never ended, warmups included: how many requests
     *                    the fixture may have missed of one per call
     */
    public record Written(List<LoadStepResult> steps, long failedCalls) {

        public Written {
            steps = List.copyOf(steps);
        }

        /** Writes every step so far, replacing what the file held. */
        public void write(Path file) throws IOException {
            Properties p = new Properties();
            p.setProperty("steps", Integer.toString(steps.size()));
            p.setProperty("failedCalls", Long.toString(failedCalls));
            for (int i = 0; i < steps.size(); i++) {
                steps.get(i).put(p, "step." + i + ".");
            }
            LinkFiles.writeAtomically(p, file, "junit-sdkbench load steps");
        }

        /** The steps in {@code file}; none when the fork wrote none. */
        public static Written read(File file) throws IOException {
            if (!file.isFile()) {
                return new Written(List.of(), 0);
            }
            Properties p = LinkFiles.read(file);
            int count = Integer.parseInt(LinkFiles.require(p, "steps", file));
            List<LoadStepResult> steps = new ArrayList<>(count);
            for (int i = 0; i < count; i++) {
                steps.add(LoadStepResult.read(p, "step." + i + "."));
            }
            return new Written(steps, Long.parseLong(p.getProperty("failedCalls", "0")));
        }
    }

    private void put(Properties p, String prefix) {
        p.setProperty(prefix + "concurrency", Integer.toString(concurrency));
        p.setProperty(prefix + "calls", Long.toString(calls));
        p.setProperty(prefix + "failedCalls", Long.toString(failedCalls));
        p.setProperty(prefix + "windowMillis", Double.toString(windowMillis));
        p.setProperty(prefix + "p50Micros", Double.toString(p50Micros));
        p.setProperty(prefix + "p99Micros", Double.toString(p99Micros));
        p.setProperty(prefix + "cpuMicros", Double.toString(cpuMicros));
        p.setProperty(prefix + "peakThreads", Integer.toString(peakThreads));
        p.setProperty(prefix + "rssKiB", Long.toString(rssKiB));
        StringBuilder kinds = new StringBuilder();
        errors.forEach((kind, count) -> kinds.append(kinds.length() == 0 ? "" : "\n").append(kind).append('\t').append(count));
        p.setProperty(prefix + "errors", kinds.toString());
        if (pinning != null) {
            p.setProperty(prefix + "pinning.events", Long.toString(pinning.events()));
            p.setProperty(prefix + "pinning.totalMicros", Double.toString(pinning.totalMicros()));
        }
    }

    private static LoadStepResult read(Properties p, String prefix) {
        Map<String, Long> errors = new LinkedHashMap<>();
        for (String line : p.getProperty(prefix + "errors", "").split("\n")) {
            int tab = line.lastIndexOf('\t');
            if (tab > 0) {
                errors.put(line.substring(0, tab), Long.parseLong(line.substring(tab + 1)));
            }
        }
        return new LoadStepResult(Integer.parseInt(p.getProperty(prefix + "concurrency")), Long.parseLong(p.getProperty(prefix + "calls")),
                Long.parseLong(p.getProperty(prefix + "failedCalls")), Double.parseDouble(p.getProperty(prefix + "windowMillis")),
                Double.parseDouble(p.getProperty(prefix + "p50Micros")), Double.parseDouble(p.getProperty(prefix + "p99Micros")),
                Double.parseDouble(p.getProperty(prefix + "cpuMicros")), Integer.parseInt(p.getProperty(prefix + "peakThreads")),
                Long.parseLong(p.getProperty(prefix + "rssKiB")), errors, pinning(p, prefix));
    }

    private static Pinning pinning(Properties p, String prefix) {
        String events = p.getProperty(prefix + "pinning.events");
        return events == null ? null : new Pinning(Long.parseLong(events), Double.parseDouble(p.getProperty(prefix + "pinning.totalMicros")));
    }
}
