package dev.sdkbench.reports.model;

import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * What one fork measured and wrote about itself (the raw sample behind every summary).
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
 * @param javaVersion      the fork's {@code java.version}
 * @param javaVm           the fork's VM
 * @param inputArguments   the fork's JVM flags
 * @param extra            fields this reader does not model
 */
public record ForkMeasurements(String outcome, String failure, long calls, Block early, Block steady, long rssKiB,
                               long hwmKiB, long gcCount, long gcMillis, String gcNames, long classesLoaded,
                               int availableProcessors, Map<String, Integer> threadAffinity,
                               double firstResponseUptimeMillis, String javaVersion, String javaVm,
                               String inputArguments, Map<String, JsonNode> extra) {

    public ForkMeasurements {
        threadAffinity = threadAffinity == null ? Map.of() : java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(threadAffinity));
        extra = Extra.copy(extra);
    }
}
