package dev.sdkbench.reports.model;

import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * The resolved settings of one client case.
 *
 * @param id                 the case's name (its method)
 * @param dialect            fixture dialect the case calls ({@code none} for the empty case)
 * @param stream             whether the case streams
 * @param prompt             prompt the fixture required
 * @param maxTokens          output limit the fixture required
 * @param model              model the fixture required, or {@code null} for any
 * @param expect             text every call had to return
 * @param forks              fresh JVMs planned
 * @param warmup             calls before the early block
 * @param requests           calls in the early block
 * @param steady             whether a steady-state block followed
 * @param steadyRequests     calls in the steady block
 * @param steadyWarmupMillis longest steady warmup, ms
 * @param heap               {@code -Xms}/{@code -Xmx}
 * @param jvmArgs            extra JVM flags
 * @param forkTimeoutSeconds when a fork was killed
 * @param extra              fields this reader does not model
 */
public record CaseSettings(String id, String dialect, boolean stream, String prompt, int maxTokens, String model,
                           String expect, int forks, int warmup, int requests, boolean steady, int steadyRequests,
                           long steadyWarmupMillis, String heap, List<String> jvmArgs, int forkTimeoutSeconds,
                           Map<String, JsonNode> extra) {

    public CaseSettings {
        jvmArgs = List.copyOf(jvmArgs);
        extra = Extra.copy(extra);
    }
}
