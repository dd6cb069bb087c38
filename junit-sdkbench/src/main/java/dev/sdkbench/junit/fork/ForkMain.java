package dev.sdkbench.junit.fork;

import dev.sdkbench.junit.plan.CpuList;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;

import dev.sdkbench.junit.fork.CaseMethod.CaseSetupException;
import dev.sdkbench.junit.link.ForkResult;
import dev.sdkbench.junit.link.ForkResult.Outcome;
import dev.sdkbench.junit.link.ForkSpec;

/**
 * The forked JVM's entry point: {@code java -cp <test class path> dev.sdkbench.junit.fork.ForkMain <spec.properties>}.
 *
 * <p>It runs one case method once, measures its calls and writes a {@link ForkResult} to the
 * spec's result file, also when the case failed, then exits with 0. Anything else the parent sees
 * is not a result:
 * <ul>
 * <li>exit {@value #EXIT_RESULT_NOT_WRITTEN}: the result could not be made or written (why is on stderr);</li>
 * <li>exit {@value #EXIT_BAD_SPEC}: no usable spec (why is on stderr);</li>
 * <li>exit {@value ParentWatch#EXIT_PARENT_GONE}: stdin closed, the parent is gone;</li>
 * <li>any other status with no result file: the case itself ended the JVM.</li>
 * </ul>
 * Stdout carries one line of ours, {@value FirstResponse#MARKER}, right after the first successful
 * call; the case may print there too. Results never travel on stdout.
 */
public final class ForkMain {

    static final int EXIT_RESULT_NOT_WRITTEN = 1;
    static final int EXIT_BAD_SPEC = 2;

    private ForkMain() {
    }

    public static void main(String[] args) {
        ParentWatch.start(System.in);
        if (args.length != 1) {
            System.err.println("junit-sdkbench fork: usage: java -cp <test class path> " + ForkMain.class.getName() + " <spec.properties>");
            System.exit(EXIT_BAD_SPEC);
        }
        Path specFile = Path.of(args[0]);
        ForkSpec spec;
        try {
            spec = ForkSpec.read(specFile);
            validate(spec);
        } catch (IOException | RuntimeException e) {
            System.err.println("junit-sdkbench fork: no usable spec in " + specFile + ": " + Describe.headline(e));
            System.exit(EXIT_BAD_SPEC);
            return;
        }
        ForkResult result;
        try {
            result = run(spec, System.out);
        } catch (Throwable e) {
            // Our own fault (or the JVM's, e.g. out of memory): say so rather than hang on SDK threads.
            System.err.println("junit-sdkbench fork: the harness failed, no result written: " + Describe.headline(e) + Describe.frames(e));
            System.exit(EXIT_RESULT_NOT_WRITTEN);
            return;
        }
        try {
            result.write(spec.resultFile());
        } catch (IOException | RuntimeException e) {
            System.err.println("junit-sdkbench fork: could not write the result to " + spec.resultFile() + ": "
                    + Describe.headline(e) + "; the fork measured: " + result.outcome() + " after " + result.calls() + " calls");
            System.exit(EXIT_RESULT_NOT_WRITTEN);
        }
        linger(spec.lingerMillis());
        // exit, not return: SDKs may leave non-daemon threads behind.
        System.exit(0);
    }

    /** Runs the case of {@code spec} in this JVM and says what happened; never throws for the case's faults. */
    static ForkResult run(ForkSpec spec, PrintStream parent) {
        CallLoop loop = new CallLoop(spec, parent);
        ForkSdkCase sdk = new ForkSdkCase(spec, loop);
        CaseFailure failure = runCase(spec, sdk);
        ProcessFacts facts = sdk.facts() != null ? sdk.facts() : ProcessFacts.collect();
        if (failure == null && spec.expectedCpus() != null) {
            String problem = facts.affinity().problem(spec.expectedCpus());
            if (problem != null) {
                failure = new CaseFailure(Outcome.AFFINITY, problem);
            }
        }
        return new ForkResult(failure == null ? Outcome.OK : failure.outcome(), failure == null ? null : failure.message(),
                loop.calls(), loop.early(), loop.steady(), facts.rssKiB(), facts.hwmKiB(), facts.gcCount(), facts.gcMillis(),
                facts.gcNames(), facts.classesLoaded(), facts.availableProcessors(), facts.affinity().threadsByList(),
                loop.firstResponse().uptimeMillis(), facts.javaVersion(), facts.javaVm(), facts.inputArguments(),
                facts.netNamespace(), loop.earlyStream(), loop.steadyStream());
    }

    private static CaseFailure runCase(ForkSpec spec, ForkSdkCase sdk) {
        CaseMethod method;
        try {
            method = CaseMethod.find(spec.testClass(), spec.method());
        } catch (CaseSetupException e) {
            return new CaseFailure(Outcome.SETUP_FAILED, e.getMessage());
        }
        Object instance;
        try {
            instance = method.newInstance();
        } catch (Throwable thrown) {
            return CaseFailure.setupFailed(method.constructorName(), thrown);
        }
        try {
            method.invoke(instance, sdk);
        } catch (Throwable thrown) {
            return sdk.outcome(method.displayName(), thrown);
        }
        return sdk.outcome(method.displayName(), null);
    }

    /**
     * Keeps the process, and every connection its client left open, alive a while: the exit would
     * close them all and make a client that never closes its connections look like one that does.
     */
    private static void linger(long millis) {
        if (millis <= 0) {
            return;
        }
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** @throws IllegalArgumentException naming the first value no fork can run with */
    static void validate(ForkSpec spec) {
        require(spec.warmup() >= 1, "warmup must be at least 1 (the first warmup call is the first response), was " + spec.warmup());
        require(spec.requests() >= 1, "requests must be at least 1, was " + spec.requests());
        require(spec.lingerMillis() >= 0, "lingerMillis must not be negative, was " + spec.lingerMillis());
        if (spec.steady() != null) {
            require(spec.steady().blockSize() >= 1, "steady.blockSize must be at least 1, was " + spec.steady().blockSize());
            require(spec.steady().requests() >= 1, "steady.requests must be at least 1, was " + spec.steady().requests());
            require(spec.steady().tolerance() >= 0, "steady.tolerance must not be negative, was " + spec.steady().tolerance());
            require(spec.steady().maxWarmupMillis() >= 0, "steady.maxWarmupMillis must not be negative, was "
                    + spec.steady().maxWarmupMillis());
        }
        if (spec.expectedCpus() != null) {
            require(!CpuList.parse(spec.expectedCpus()).isEmpty(), "expectedCpus is empty");
        }
    }

    private static void require(boolean condition, String problem) {
        if (!condition) {
            throw new IllegalArgumentException(problem);
        }
    }
}
