package dev.sdkbench.junit.settings;

import java.util.List;

import com.fasterxml.jackson.annotation.JsonProperty;

/**
 * The JVM a case's forks run in; flattened into the results' settings.
 *
 * @param heap           {@code -Xms}/{@code -Xmx} value
 * @param jvmArgs        extra flags, after the harness's own
 * @param timeoutSeconds when a fork is killed; {@code forkTimeoutSeconds} in results
 */
public record ForkJvm(String heap, List<String> jvmArgs,
                      @JsonProperty("forkTimeoutSeconds") int timeoutSeconds) {

    public ForkJvm {
        jvmArgs = List.copyOf(jvmArgs);
    }
}
