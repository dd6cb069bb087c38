package dev.sdkbench.junit.run;

import dev.sdkbench.junit.launch.CaseClasspath;
import dev.sdkbench.junit.settings.CaseSettings;

/**
 * One case as the run forks it: a {@code @ClientCase} method on one classpath. A case read against
 * a baseline classpath is forked twice, its own side under the method's name and the baseline's
 * under {@code method@label}.
 *
 * @param settings  the case's settings, under the id it has in results
 * @param method    the {@code @ClientCase} method the forks call
 * @param classpath what the forks run on
 */
record ForkedCase(CaseSettings settings, String method, CaseClasspath classpath) {

    String id() {
        return settings.id();
    }
}
