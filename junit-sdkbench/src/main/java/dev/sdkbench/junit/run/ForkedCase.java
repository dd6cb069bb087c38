package dev.sdkbench.junit.run;

import java.util.List;

import dev.sdkbench.junit.launch.CaseClasspath;
import dev.sdkbench.junit.settings.ResolvedCaseSettings;
import dev.sdkbench.results.model.Protocol;

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
 * @param steadyPartner the reference, or the baseline side, its steady forks also run in the same JVM
 *                  ({@code steady.pairing=same_jvm}), or {@code null}
 * @param earlyPartner the other build of a baseline comparison its start-up forks run beside it, call by call through
 *                  the early block, or {@code null}
 * @param sameJvmRefused why {@code steady.pairing=same_jvm} could not apply to its baseline side, which then ran
 *                  its steady forks in JVMs of its own; {@code null} when it applied or was not asked for
 */
record ForkedCase(ResolvedCaseSettings settings, Class<?> testClass, String method, CaseClasspath classpath, OtherSide steadyPartner,
                  OtherSide earlyPartner, String sameJvmRefused) {

    ForkedCase(ResolvedCaseSettings settings, Class<?> testClass, String method, CaseClasspath classpath) {
        this(settings, testClass, method, classpath, null, null, null);
    }

    /**
     * The other side a fork runs beside this case: a pair fork's reference or baseline side, or a start-up fork's other
     * build.
     *
     * @param testClass the class that declares it
     * @param method    its method
     * @param seed      the case's seed for the order of each timed round; each fork draws its own from it
     * @param classpath what the forks run on: the case's classpath, and a reference's entries it lacks
     * @param ownLoader the other build's class loader of its own, or {@code null} for a reference
     */
    record OtherSide(Class<?> testClass, String method, long seed, CaseClasspath classpath, OwnLoader ownLoader) {
    }

    /**
     * The other build's class loader in a fork that runs both builds of a baseline comparison.
     *
     * @param entries what it loads first: the other build's case entries and the benchmark's classes
     * @param shared  the fork's harness entries whose classes it takes from the JVM's (this library's API)
     */
    record OwnLoader(List<String> entries, List<String> shared) {
        OwnLoader {
            entries = List.copyOf(entries);
            shared = List.copyOf(shared);
        }
    }

    ForkedCase withSteadyPartner(OtherSide partner) {
        return new ForkedCase(settings, testClass, method, classpath, partner, earlyPartner, sameJvmRefused);
    }

    ForkedCase withEarlyPartner(OtherSide partner) {
        return new ForkedCase(settings, testClass, method, classpath, steadyPartner, partner, sameJvmRefused);
    }

    /** The case whose baseline side could not share its steady forks' JVMs, and why. */
    ForkedCase withSameJvmRefused(String why) {
        return new ForkedCase(settings, testClass, method, classpath, steadyPartner, earlyPartner, why);
    }

    /** What a fork of the protocol runs on: a pair fork (steady, with a partner) holds the reference's classes too. */
    CaseClasspath classpathFor(Protocol protocol) {
        return protocol == Protocol.STEADY && steadyPartner != null ? steadyPartner.classpath() : classpath;
    }

    String id() {
        return settings.id();
    }
}
