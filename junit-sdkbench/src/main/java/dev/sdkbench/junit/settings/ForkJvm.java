package dev.sdkbench.junit.settings;

import java.util.List;

/**
 * The JVM a case's forks run in ({@code @Forks}, {@code sdkbench.forks.*}).
 *
 * @param heap           {@code -Xms}/{@code -Xmx} value
 * @param jvmArgs        extra flags, after the harness's own
 * @param timeoutSeconds when a fork is killed
 */
public record ForkJvm(String heap, List<String> jvmArgs, int timeoutSeconds) {

    public ForkJvm {
        jvmArgs = List.copyOf(jvmArgs);
    }
}
