package dev.sdkbench.results.model;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

import org.apiguardian.api.API;

import java.util.Map;
import java.util.Optional;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * What one fork measured and wrote about itself (the raw sample behind every summary). Its width
 * mirrors the one JSON object of the file it models, field for field.
 *
 * @param outcome          {@code OK} or why the fork gave up ({@code WRONG_TEXT}, {@code CLIENT_EXCEPTION}…)
 * @param failure          the fork's failure message, or {@code null}
 * @param calls            calls made, failed ones included
 * @param early            the seed-compatible block, or {@code null}
 * @param steady           the steady-state block, or {@code null}
 * @param rssKiB           VmRSS after the last call, KiB
 * @param hwmKiB           VmHWM after the last call, KiB
 * @param gcCount          collections over the fork
 * @param gcMillis         collection time over the fork, ms
 * @param gcNames          collector bean names
 * @param classesLoaded    classes loaded after the last call
 * @param availableProcessors what the fork's JVM saw
 * @param threadAffinity   each thread's allowed-CPU list, counted by list
 * @param firstResponseUptimeMillis the fork's own uptime at its first response, ms
 * @param firstResponseRssKiB VmRSS right after the first response, KiB (-1 unknown); {@code null} in files before it
 * @param javaVersion      the fork's {@code java.version}
 * @param javaVm           the fork's VM
 * @param inputArguments   the fork's JVM flags
 * @param netNamespace     the network namespace the fork ran in ({@code net:[inode]}, empty unknown); {@code null} in
 *                         files before it
 * @param confinement      what kept the fork on its CPU: {@code cpuset}, {@code taskset} or {@code none}; {@code null} in
 *                         files before it
 * @param earlyStream      the early block's stream timings, or {@code null} when the case does not stream
 * @param steadyStream     the steady block's stream timings, or {@code null}
 * @param referenceSteady  a pair fork's steady block of the reference it ran beside the case in the same JVM
 *                         ({@code steady.pairing=same_jvm}), or {@code null}
 * @param partnerEarly     a start-up fork's early block of the other build it ran beside the case in the same JVM,
 *                         the two timed call by call, or {@code null}
 * @param extra            fields this reader does not model
 */
// One object of the results file, field for field as SCHEMA.md lists it (plus the fields this reader does not
// model): grouping components here would nest the file differently, and old files must still read.
@SuppressWarnings("checkstyle:RecordComponentNumber")
@API(status = EXPERIMENTAL, since = "0.1")
public record ForkMeasurements(String outcome, String failure, long calls, Block early, Block steady, long rssKiB,
                               long hwmKiB, long gcCount, long gcMillis, String gcNames, long classesLoaded,
                               int availableProcessors, Map<String, Integer> threadAffinity,
                               double firstResponseUptimeMillis, Long firstResponseRssKiB, String javaVersion,
                               String javaVm, String inputArguments, String netNamespace, String confinement,
                               StreamTimes earlyStream, StreamTimes steadyStream, Block referenceSteady,
                               Block partnerEarly, Map<String, JsonNode> extra) {

    public ForkMeasurements {
        threadAffinity = threadAffinity == null ? Map.of() : java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(threadAffinity));
        extra = Extra.copy(extra);
    }

    /**
     * The reference's side of a pair fork as measurements of their own, its steady block in place of
     * the case's; empty for any other fork. The process figures are the shared JVM's.
     */
    public Optional<ForkMeasurements> referenceSide() {
        if (referenceSteady == null) {
            return Optional.empty();
        }
        return Optional.of(new ForkMeasurements(outcome, failure, calls, early, referenceSteady, rssKiB, hwmKiB, gcCount,
                gcMillis, gcNames, classesLoaded, availableProcessors, threadAffinity, firstResponseUptimeMillis, firstResponseRssKiB,
                javaVersion, javaVm, inputArguments, netNamespace, confinement, earlyStream, null, null, null, extra));
    }

    /**
     * The other build's side of a start-up fork that ran one beside the case, as measurements of their own, its early
     * block in place of the case's; empty for any other fork. The process figures are the shared JVM's.
     */
    public Optional<ForkMeasurements> partnerEarlySide() {
        if (partnerEarly == null) {
            return Optional.empty();
        }
        return Optional.of(new ForkMeasurements(outcome, failure, calls, partnerEarly, null, rssKiB, hwmKiB, gcCount,
                gcMillis, gcNames, classesLoaded, availableProcessors, threadAffinity, firstResponseUptimeMillis, firstResponseRssKiB,
                javaVersion, javaVm, inputArguments, netNamespace, confinement, null, null, null, null, extra));
    }

    /** Measurements whose confinement is not known (files before forks named it). */
    public ForkMeasurements(String outcome, String failure, long calls, Block early, Block steady, long rssKiB,
                            long hwmKiB, long gcCount, long gcMillis, String gcNames, long classesLoaded,
                            int availableProcessors, Map<String, Integer> threadAffinity,
                            double firstResponseUptimeMillis, Long firstResponseRssKiB, String javaVersion,
                            String javaVm, String inputArguments, String netNamespace, StreamTimes earlyStream,
                            StreamTimes steadyStream, Map<String, JsonNode> extra) {
        this(outcome, failure, calls, early, steady, rssKiB, hwmKiB, gcCount, gcMillis, gcNames, classesLoaded,
                availableProcessors, threadAffinity, firstResponseUptimeMillis, firstResponseRssKiB, javaVersion, javaVm,
                inputArguments, netNamespace, null, earlyStream, steadyStream, null, null, extra);
    }
}
