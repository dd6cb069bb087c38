package dev.sdkbench.junit.fork;

import java.lang.management.CompilationMXBean;
import java.lang.management.ManagementFactory;

/**
 * The JIT's accumulated compilation time, in milliseconds: a steady block is only steady once it
 * stops moving. Created after the first response, like the other meters, so that nothing of the
 * harness's loads before it.
 */
final class CompilationClock {

    private final CompilationMXBean compiler;

    private CompilationClock(CompilationMXBean compiler) {
        this.compiler = compiler;
    }

    static CompilationClock create() {
        CompilationMXBean compiler = ManagementFactory.getCompilationMXBean();
        return new CompilationClock(compiler != null && compiler.isCompilationTimeMonitoringSupported() ? compiler : null);
    }

    boolean supported() {
        return compiler != null;
    }

    /** Compilation time so far; always 0 where the JVM does not tell, so blocks then settle on their means alone. */
    long millis() {
        return compiler == null ? 0 : compiler.getTotalCompilationTime();
    }
}
