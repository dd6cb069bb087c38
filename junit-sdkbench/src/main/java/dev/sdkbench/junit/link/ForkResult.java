package dev.sdkbench.junit.link;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;

/**
 * What one fork measured, written by {@code ForkMain} as its last act (also when the case failed),
 * read by the parent. Plain values only, grouped by what measured them: the call loop (blocks and
 * streams), the first response, the process after the calls and the JVM.
 *
 * @param outcome       {@link Outcome#OK} or why the fork gave up
 * @param failure       the failure's message (with the call number where it applies), or {@code null}
 * @param calls         calls the harness made, failed ones included; the fixture must have seen exactly these
 * @param early         the seed-compatible block (warmup then timed calls), or {@code null} if not reached
 * @param steady        the steady-state block, or {@code null} if not configured or not reached
 * @param referenceSteady a pair fork's steady block of its reference, measured in this JVM alternating with
 *                      {@code steady}; {@code null} for every other fork
 * @param earlyStream   the early block's stream timings, or {@code null} when the case does not stream
 * @param steadyStream  the steady block's stream timings, or {@code null}
 * @param firstResponse when the first call returned and the memory the process had then
 * @param process       memory, classes and collections right after the last timed call
 * @param jvm           the JVM the fork ran on, and the CPUs and network it saw
 * @param cpuTime       the fork's own CPU time and its CPUs' ticks after its last call, or {@code null} (unpinned,
 *                      not Linux, or a result written before the figure existed)
 * @param partnerEarly  a start-up fork's partner's early block, timed call by call beside {@code early} in this JVM;
 *                      {@code null} for every other fork
 */
// Flat as the result file is: a pair fork's reference block sits beside the case's own, as the results file has it.
@SuppressWarnings("checkstyle:RecordComponentNumber")
public record ForkResult(Outcome outcome, String failure, long calls, Block early, Block steady, Block referenceSteady,
                         StreamTimes earlyStream,
                         StreamTimes steadyStream, FirstResponse firstResponse, Process process, Jvm jvm, CpuTime cpuTime,
                         Block partnerEarly) {

    /** A result with no partner's early block: every fork but a start-up fork beside a partner. */
    public ForkResult(Outcome outcome, String failure, long calls, Block early, Block steady, Block referenceSteady,
                      StreamTimes earlyStream, StreamTimes steadyStream, FirstResponse firstResponse, Process process, Jvm jvm,
                      CpuTime cpuTime) {
        this(outcome, failure, calls, early, steady, referenceSteady, earlyStream, steadyStream, firstResponse, process, jvm,
                cpuTime, null);
    }

    /** A result without CPU ticks: an unpinned fork's, or one that could not read them. */
    public ForkResult(Outcome outcome, String failure, long calls, Block early, Block steady, Block referenceSteady,
                      StreamTimes earlyStream, StreamTimes steadyStream, FirstResponse firstResponse, Process process, Jvm jvm) {
        this(outcome, failure, calls, early, steady, referenceSteady, earlyStream, steadyStream, firstResponse, process, jvm, null);
    }

    /**
     * The fork's half of what others took of its CPU (the parent read the CPUs' ticks just before
     * the start): read together after the last call, in USER_HZ ticks.
     *
     * @param processTicks the fork's own {@code utime + stime}, its waited-for children included
     * @param cpuBusyTicks its CPUs' busy ticks since boot, steal included
     * @param cpuStealTicks its CPUs' steal ticks since boot
     * @param cpuTotalTicks all its CPUs' ticks since boot
     */
    public record CpuTime(long processTicks, long cpuBusyTicks, long cpuStealTicks, long cpuTotalTicks) {
    }

    /** How a fork ended, as the fork itself saw it. */
    public enum Outcome {
        OK,
        /** The case method threw while building its client. */
        SETUP_FAILED,
        /** The case method returned without calling {@code SdkCase.measure}, or called it twice. */
        NO_CALL,
        /** A call returned text other than the expected. */
        WRONG_TEXT,
        /** A call threw. */
        CLIENT_EXCEPTION,
        /** A thread ran on CPUs other than the assigned ones. */
        AFFINITY
    }

    /**
     * One timed block.
     *
     * @param warmupCalls          calls made before the block (for steady: in this phase)
     * @param requests             timed calls
     * @param meanMicros           wall time of the block divided by its calls
     * @param allocBytesPerRequest bytes allocated by all threads during the block, per call; negative when unsupported
     * @param histogram            per-call latencies in nanoseconds, HdrHistogram compressed and Base64-encoded
     * @param settled              for steady blocks: whether the warmup settled before its cap and the JIT stayed
     *                             quiet in the timed iterations; always true for the early block
     * @param compileMillis        time the JIT compiled during the block (all compiler threads), or -1 where unknown
     * @param iterationMicros      for steady blocks: each timed iteration's mean µs per call, in order (the fork's
     *                             own error comes from them); empty for the early block
     * @param warmupMillis         for steady blocks: how long the steady warmup ran; 0 for the early block
     * @param unsettled            why a steady block is not settled, or {@code null} when it is
     * @param cpuMicros            the process's CPU time over the block divided by its calls (every thread: the
     *                             client's, the JIT's and the GC's), or -1 where unknown: what the calls cost the fork
     *                             whatever else ran on its CPU
     */
    public record Block(int warmupCalls, int requests, double meanMicros, double allocBytesPerRequest, String histogram,
                        boolean settled, long compileMillis, List<Double> iterationMicros, long warmupMillis,
                        String unsettled, double cpuMicros) {

        public Block {
            iterationMicros = List.copyOf(iterationMicros);
        }

        /** A block whose CPU time was not measured. */
        public Block(int warmupCalls, int requests, double meanMicros, double allocBytesPerRequest, String histogram,
                     boolean settled, long compileMillis, List<Double> iterationMicros, long warmupMillis, String unsettled) {
            this(warmupCalls, requests, meanMicros, allocBytesPerRequest, histogram, settled, compileMillis, iterationMicros,
                    warmupMillis, unsettled, -1);
        }
    }

    /**
     * The stream timings of one timed block of a streaming case: each call runs from just before the
     * request to the return of the case's {@code measureStream} lambda, which is the end of the stream.
     *
     * @param meanFirstDeltaMicros mean time from the call's start to its first non-empty text delta
     * @param meanEndMicros        mean time from the call's start to the end of its stream
     * @param meanTextDeltas       non-empty text deltas per call, on average
     * @param firstDeltaHistogram  per-call times to the first delta in nanoseconds, encoded as {@link Block#histogram};
     *                             the times to the end are the block's own histogram
     */
    public record StreamTimes(double meanFirstDeltaMicros, double meanEndMicros, double meanTextDeltas,
                              String firstDeltaHistogram) {
    }

    /**
     * The first call that returned the expected text.
     *
     * @param uptimeMillis the JVM's own uptime when it returned ({@code -1} not reached)
     * @param rssKiB       {@code VmRSS} right after it, before the harness made its meters: the client and the
     *                     scaffold alone ({@code -1} unknown or not reached)
     */
    public record FirstResponse(double uptimeMillis, long rssKiB) {
    }

    /**
     * The process right after the last timed call.
     *
     * @param memory        its memory then
     * @param classesLoaded classes loaded when the last call returned
     * @param gc            collections over the whole fork
     */
    public record Process(Memory memory, long classesLoaded, Gc gc) {
    }

    /**
     * @param rssKiB {@code VmRSS}
     * @param hwmKiB {@code VmHWM} (peak RSS)
     */
    public record Memory(long rssKiB, long hwmKiB) {
    }

    /**
     * @param count  collections of all collectors
     * @param millis collection time of all collectors
     * @param names  the collectors' bean names, comma-separated
     */
    public record Gc(long count, long millis, String names) {
    }

    /**
     * The JVM the fork ran on, and what it saw of the machine.
     *
     * @param javaVersion         {@code java.version} of the fork
     * @param javaVm              {@code java.vm.name} and {@code java.vm.version}
     * @param inputArguments      the fork's JVM flags, space-separated
     * @param availableProcessors {@code Runtime.availableProcessors()} as the JVM saw it
     * @param threadAffinity      {@code Cpus_allowed_list} of every thread, counted by list
     * @param netNamespace        the network namespace the fork ran in ({@code net:[<inode>]}), or empty where unknown
     * @param confinement         what kept the fork on its CPU: {@code cpuset}, {@code taskset} (every thread's CPU
     *                            watched from the first response on) or {@code none}; empty where unknown
     */
    public record Jvm(String javaVersion, String javaVm, String inputArguments, int availableProcessors,
                      Map<String, Integer> threadAffinity, String netNamespace, String confinement) {

        /** A JVM whose confinement is not known (results written before forks named it). */
        public Jvm(String javaVersion, String javaVm, String inputArguments, int availableProcessors,
                   Map<String, Integer> threadAffinity, String netNamespace) {
            this(javaVersion, javaVm, inputArguments, availableProcessors, threadAffinity, netNamespace, "");
        }
    }

    public boolean ok() {
        return outcome == Outcome.OK;
    }

    public Properties toProperties() {
        Properties p = new Properties();
        p.setProperty("outcome", outcome.name());
        if (failure != null) {
            p.setProperty("failure", failure);
        }
        p.setProperty("calls", Long.toString(calls));
        putBlock(p, "early", early);
        putBlock(p, "steady", steady);
        putBlock(p, "referenceSteady", referenceSteady);
        putBlock(p, "partnerEarly", partnerEarly);
        p.setProperty("firstResponseUptimeMillis", Double.toString(firstResponse.uptimeMillis()));
        p.setProperty("firstResponseRssKiB", Long.toString(firstResponse.rssKiB()));
        p.setProperty("rssKiB", Long.toString(process.memory().rssKiB()));
        p.setProperty("hwmKiB", Long.toString(process.memory().hwmKiB()));
        p.setProperty("classesLoaded", Long.toString(process.classesLoaded()));
        p.setProperty("gcCount", Long.toString(process.gc().count()));
        p.setProperty("gcMillis", Long.toString(process.gc().millis()));
        p.setProperty("gcNames", process.gc().names());
        p.setProperty("javaVersion", jvm.javaVersion());
        p.setProperty("javaVm", jvm.javaVm());
        p.setProperty("inputArguments", jvm.inputArguments());
        p.setProperty("availableProcessors", Integer.toString(jvm.availableProcessors()));
        StringBuilder affinity = new StringBuilder();
        jvm.threadAffinity().forEach((cpus, count) -> affinity.append(affinity.length() == 0 ? "" : ";").append(cpus).append('=').append(count));
        p.setProperty("threadAffinity", affinity.toString());
        p.setProperty("netNamespace", jvm.netNamespace());
        p.setProperty("confinement", jvm.confinement());
        putStream(p, "early.stream", earlyStream);
        putStream(p, "steady.stream", steadyStream);
        if (cpuTime != null) {
            p.setProperty("cpuTime.processTicks", Long.toString(cpuTime.processTicks()));
            p.setProperty("cpuTime.cpuBusyTicks", Long.toString(cpuTime.cpuBusyTicks()));
            p.setProperty("cpuTime.cpuStealTicks", Long.toString(cpuTime.cpuStealTicks()));
            p.setProperty("cpuTime.cpuTotalTicks", Long.toString(cpuTime.cpuTotalTicks()));
        }
        return p;
    }

    public void write(Path file) throws IOException {
        LinkFiles.writeAtomically(toProperties(), file, "junit-sdkbench fork result");
    }

    public static ForkResult read(Path file) throws IOException {
        Properties p = LinkFiles.read(file.toFile());
        return new ForkResult(Outcome.valueOf(LinkFiles.require(p, "outcome", file)), p.getProperty("failure"),
                Long.parseLong(LinkFiles.require(p, "calls", file)), block(p, "early"), block(p, "steady"), block(p, "referenceSteady"),
                stream(p, "early.stream"), stream(p, "steady.stream"),
                new FirstResponse(Double.parseDouble(p.getProperty("firstResponseUptimeMillis", "-1")), longOf(p, "firstResponseRssKiB")),
                new Process(new Memory(longOf(p, "rssKiB"), longOf(p, "hwmKiB")), longOf(p, "classesLoaded"),
                        new Gc(longOf(p, "gcCount"), longOf(p, "gcMillis"), p.getProperty("gcNames", ""))),
                new Jvm(p.getProperty("javaVersion", ""), p.getProperty("javaVm", ""), p.getProperty("inputArguments", ""),
                        Integer.parseInt(p.getProperty("availableProcessors", "-1")), affinity(p.getProperty("threadAffinity", "")),
                        p.getProperty("netNamespace", ""), p.getProperty("confinement", "")), cpuTime(p), block(p, "partnerEarly"));
    }

    private static CpuTime cpuTime(Properties p) {
        return p.getProperty("cpuTime.processTicks") == null ? null : new CpuTime(longOf(p, "cpuTime.processTicks"),
                longOf(p, "cpuTime.cpuBusyTicks"), longOf(p, "cpuTime.cpuStealTicks"), longOf(p, "cpuTime.cpuTotalTicks"));
    }

    /** A count the fork may not have read: {@code -1} when absent. */
    private static long longOf(Properties p, String key) {
        return Long.parseLong(p.getProperty(key, "-1"));
    }

    private static Map<String, Integer> affinity(String encoded) {
        Map<String, Integer> affinity = new LinkedHashMap<>();
        if (!encoded.isEmpty()) {
            for (String entry : encoded.split(";")) {
                int eq = entry.lastIndexOf('=');
                affinity.put(entry.substring(0, eq), Integer.parseInt(entry.substring(eq + 1)));
            }
        }
        return affinity;
    }

    private static void putStream(Properties p, String prefix, StreamTimes times) {
        if (times == null) {
            return;
        }
        p.setProperty(prefix + ".meanFirstDeltaMicros", Double.toString(times.meanFirstDeltaMicros()));
        p.setProperty(prefix + ".meanEndMicros", Double.toString(times.meanEndMicros()));
        p.setProperty(prefix + ".meanTextDeltas", Double.toString(times.meanTextDeltas()));
        p.setProperty(prefix + ".firstDeltaHistogram", times.firstDeltaHistogram());
    }

    private static StreamTimes stream(Properties p, String prefix) {
        if (p.getProperty(prefix + ".meanFirstDeltaMicros") == null) {
            return null;
        }
        return new StreamTimes(Double.parseDouble(p.getProperty(prefix + ".meanFirstDeltaMicros")),
                Double.parseDouble(p.getProperty(prefix + ".meanEndMicros")),
                Double.parseDouble(p.getProperty(prefix + ".meanTextDeltas")), p.getProperty(prefix + ".firstDeltaHistogram"));
    }

    private static void putBlock(Properties p, String prefix, Block block) {
        if (block == null) {
            return;
        }
        p.setProperty(prefix + ".warmupCalls", Integer.toString(block.warmupCalls()));
        p.setProperty(prefix + ".requests", Integer.toString(block.requests()));
        p.setProperty(prefix + ".meanMicros", Double.toString(block.meanMicros()));
        p.setProperty(prefix + ".allocBytesPerRequest", Double.toString(block.allocBytesPerRequest()));
        p.setProperty(prefix + ".histogram", block.histogram());
        p.setProperty(prefix + ".settled", Boolean.toString(block.settled()));
        p.setProperty(prefix + ".compileMillis", Long.toString(block.compileMillis()));
        StringBuilder iterations = new StringBuilder();
        for (Double micros : block.iterationMicros()) {
            iterations.append(iterations.length() == 0 ? "" : ",").append(micros);
        }
        p.setProperty(prefix + ".iterationMicros", iterations.toString());
        p.setProperty(prefix + ".warmupMillis", Long.toString(block.warmupMillis()));
        if (block.unsettled() != null) {
            p.setProperty(prefix + ".unsettled", block.unsettled());
        }
        p.setProperty(prefix + ".cpuMicros", Double.toString(block.cpuMicros()));
    }

    private static Block block(Properties p, String prefix) {
        if (p.getProperty(prefix + ".requests") == null) {
            return null;
        }
        return new Block(Integer.parseInt(p.getProperty(prefix + ".warmupCalls")), Integer.parseInt(p.getProperty(prefix + ".requests")),
                Double.parseDouble(p.getProperty(prefix + ".meanMicros")),
                Double.parseDouble(p.getProperty(prefix + ".allocBytesPerRequest")), p.getProperty(prefix + ".histogram"),
                Boolean.parseBoolean(p.getProperty(prefix + ".settled")),
                Long.parseLong(p.getProperty(prefix + ".compileMillis", "-1")), doubles(p.getProperty(prefix + ".iterationMicros", "")),
                Long.parseLong(p.getProperty(prefix + ".warmupMillis", "0")), p.getProperty(prefix + ".unsettled"),
                Double.parseDouble(p.getProperty(prefix + ".cpuMicros", "-1")));
    }

    private static List<Double> doubles(String commaSeparated) {
        List<Double> values = new ArrayList<>();
        for (String value : commaSeparated.split(",")) {
            if (!value.isBlank()) {
                values.add(Double.parseDouble(value));
            }
        }
        return values;
    }
}
