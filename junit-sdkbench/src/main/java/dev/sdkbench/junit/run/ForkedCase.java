package dev.sdkbench.junit.run;

import dev.sdkbench.junit.launch.CaseClasspath;
import dev.sdkbench.junit.settings.CaseSettings;
import dev.sdkbench.reports.model.Protocol;

/**
 * One case as the run forks it: a {@code @ClientCase} method of a class, on one classpath. A case
 * read against a baseline classpath is forked twice, its own side under the method's name and the
 * baseline's under {@code method@label}; a reference case of another class runs under
 * {@code Class.method} with the protocol of the cases read against it.
 *
 * @param settings  the case's settings, under the id it has in results
 * @param testClass the class that declares the method
 * @param method    the {@code @ClientCase} method the forks call
 * @param classpath what the forks run on
 * @param steadyPartner the reference its steady forks also run, in the same JVM ({@code steady.pairing=same_jvm}),
 *                  or {@code null}
 */
record ForkedCase(CaseSettings settings, Class<?> testClass, String method, CaseClasspath classpath, SteadyPartner steadyPartner) {

    ForkedCase(CaseSettings settings, Class<?> testClass, String method, CaseClasspath classpath) {
        this(settings, testClass, method, classpath, null);
    }

    /**
     * The reference case a pair fork runs beside this one.
     *
     * @param testClass the class that declares it
     * @param method    its method
     * @param seed      the case's seed for the order of each timed round; each fork draws its own from it
     * @param classpath what the pair forks run on: the case's classpath, and the reference's entries it lacks
     */
    record SteadyPartner(Class<?> testClass, String method, long seed, CaseClasspath classpath) {
    }

    ForkedCase withSteadyPartner(SteadyPartner partner) {
        return new ForkedCase(settings, testClass, method, classpath, partner);
    }

    /** What a fork of the protocol runs on: a pair fork (steady, with a partner) holds the reference's classes too. */
    CaseClasspath classpathFor(Protocol protocol) {
        return protocol == Protocol.STEADY && steadyPartner != null ? steadyPartner.classpath() : classpath;
    }

    String id() {
        return settings.id();
    }
}
