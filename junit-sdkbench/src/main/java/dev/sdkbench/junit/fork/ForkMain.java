package dev.sdkbench.junit.fork;

import java.io.File;
import java.io.IOException;
import java.io.PrintStream;

import dev.sdkbench.junit.fork.CaseMethod.CaseSetupException;
import dev.sdkbench.junit.link.ForkResult;
import dev.sdkbench.junit.link.ForkResult.Outcome;
import dev.sdkbench.junit.link.ForkSpec;
import dev.sdkbench.junit.plan.CpuList;
import dev.sdkbench.junit.proc.CpuTicks;
import dev.sdkbench.junit.proc.TaskTicks;

/**
 * The forked JVM's entry point: {@code java -cp <test class path> dev.sdkbench.junit.fork.ForkMain <spec.properties>}.
 *
 * <p>It runs one case method once, measures its calls and writes a {@link ForkResult} to the
 * spec's result file, also when the case failed, then exits with 0. Anything else the parent sees
 * is not a result:
 * <ul>
 * <li>exit {@value #EXIT_RESULT_NOT_WRITTEN}: the result could not be made or written (why is on stderr);</li>
 * <li>exit {@value #EXIT_BAD_SPEC}: no usable spec (why is on stderr);</li>
 * <li>exit {@value ParentWatch#EXIT_PARENT_GONE}: the parent is gone (see {@link ParentWatch});</li>
 * <li>any other status with no result file: the case itself ended the JVM.</li>
 * </ul>
 * The parent's timing lines, {@value FirstResponse#MARKER} right after the first successful call
 * and {@value #EXITING} before the exit, go over {@link ParentLink} (the parent's pipe, each line
 * with the token it sent on stdin), so that nothing the case prints moves a figure; run by hand
 * with the spec alone, they go to stdout. Results never travel on either.
 */
public final class ForkMain {

    static final int EXIT_RESULT_NOT_WRITTEN = 1;
    static final int EXIT_BAD_SPEC = 2;

    /** The line a fork prints just before its exit, after its result is written and any linger is over. */
    static final String EXITING = "sdkbench:exiting";

    private ForkMain() {
    }

    public static void main(String[] args) {
        if (args.length != 1 && args.length != 2) {
            System.err.println("junit-sdkbench fork: usage: java -cp <test class path> " + ForkMain.class.getName()
                    + " <spec.properties> [<parent's timing pipe>, its token on stdin]");
            System.exit(EXIT_BAD_SPEC);
        }
        ParentLink link;
        try {
            // Before the case's class is loaded: the token leaves stdin before the case could read it.
            link = ParentLink.open(args, System.in, System.out);
        } catch (IOException e) {
            System.err.println("junit-sdkbench fork: no timing link to the parent (" + args[1] + "): " + Describe.headline(e));
            System.exit(EXIT_BAD_SPEC);
            return;
        }
        ParentWatch.start(System.in);
        File specFile = new File(args[0]);
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
            result = run(spec, link.events());
        } catch (Throwable e) {
            // Our own fault (or the JVM's, e.g. out of memory): say so rather than hang on SDK threads.
            System.err.println("junit-sdkbench fork: the harness failed, no result written: " + Describe.headline(e) + Describe.frames(e));
            System.exit(EXIT_RESULT_NOT_WRITTEN);
            return;
        }
        try {
            result.write(spec.resultFile().toPath());
        } catch (IOException | RuntimeException e) {
            System.err.println("junit-sdkbench fork: could not write the result to " + spec.resultFile() + ": "
                    + Describe.headline(e) + "; the fork measured: " + result.outcome() + " after " + result.calls() + " calls");
            System.exit(EXIT_RESULT_NOT_WRITTEN);
        }
        linger(spec.lingerMillis());
        Leftovers.reportAndKill(link);
        // The parent times the exit from this line: what the client's threads cost the JVM's exit.
        link.send(EXITING);
        // exit, not return: SDKs may leave non-daemon threads behind.
        System.exit(0);
    }

    /** Runs the case of {@code spec} in this JVM and says what happened; never throws for the case's faults. */
    static ForkResult run(ForkSpec spec, PrintStream parent) {
        if (spec.load() != null) {
            return LoadLoop.runFork(spec, parent);
        }
        ReferencePartner partner = spec.partner() == null ? null : new ReferencePartner(spec.partnerSpec(), spec.partner());
        CallLoop loop = new CallLoop(spec, parent, partner);
        ForkSdkCase sdk = new ForkSdkCase(spec, loop);
        CaseFailure failure = runCase(spec, sdk);
        if (partner != null) {
            CaseFailure reference = partner.finish();
            failure = failure != null ? failure : reference;
        }
        ProcessFacts facts = sdk.facts() != null ? sdk.facts() : ProcessFacts.collect(spec.expectedCpus());
        if (failure == null && spec.expectedCpus() != null) {
            // Where the threads are at the end, then where they ran on the way (a thread that left and came back).
            String problem = facts.affinity().problem(spec.expectedCpus());
            if (problem == null) {
                problem = loop.moves();
            }
            if (problem != null) {
                failure = new CaseFailure(Outcome.AFFINITY, problem);
            }
        }
        return result(failure, loop, facts, cpuTime(spec.expectedCpus()));
    }

    /** The link's record of what the fork measured: the outcome, the call loop's blocks and streams, the first response, the process. */
    private static ForkResult result(CaseFailure failure, CallLoop loop, ProcessFacts facts, ForkResult.CpuTime cpuTime) {
        FirstResponse first = loop.firstResponse();
        return new ForkResult(failure == null ? Outcome.OK : failure.outcome(), failure == null ? null : failure.message(),
                loop.calls(), loop.early(), loop.steady(), loop.referenceSteady(), loop.earlyStream(), loop.steadyStream(),
                new ForkResult.FirstResponse(first.uptimeMillis(), first.rssKiB()), facts.process(), facts.jvm(), cpuTime,
                loop.partnerEarly());
    }

    /**
     * This process's CPU time and its CPUs' ticks, read together as the fork's last measurement: the
     * parent read the CPUs just before the start, and what they ran in between beyond this process
     * and its fixture was someone else's. {@code null} for an unpinned fork (its CPUs are everyone's)
     * or where {@code /proc} cannot be read.
     */
    static ForkResult.CpuTime cpuTime(String expectedCpus) {
        if (expectedCpus == null) {
            return null;
        }
        try {
            long own = TaskTicks.self();
            CpuTicks cpus = CpuTicks.read(CpuTicks.PROC_STAT, CpuList.parse(expectedCpus));
            return cpus == null ? null : new ForkResult.CpuTime(own, cpus.busy(), cpus.steal(), cpus.total());
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }

    /** Finds the spec's case method, makes an instance and runs it; returns how it ended, {@code null} when every call passed. */
    static CaseFailure runCase(ForkSpec spec, ForkSdkCase sdk) {
        return runCase(spec, sdk, ClassLoader.getSystemClassLoader());
    }

    /** {@link #runCase(ForkSpec, ForkSdkCase)} with the case's class from {@code loader}: a baseline side's own. */
    static CaseFailure runCase(ForkSpec spec, ForkSdkCase sdk, ClassLoader loader) {
        CaseMethod method;
        try {
            method = CaseMethod.find(spec.testClass(), spec.method(), loader);
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

    /**
     * Checks that the spec's parts fit together. Its settings were checked where they were resolved, before any fork,
     * and are not checked again here: only how the parent put the spec together.
     *
     * @throws IllegalArgumentException naming the first part that does not fit
     */
    static void validate(ForkSpec spec) {
        if (spec.lingerMillis() < 0) {
            fail("lingerMillis must not be negative, was " + spec.lingerMillis());
        }
        if (spec.load() != null && (spec.steady() != null || spec.partner() != null)) {
            fail("a load fork runs its steps alone: no steady phase, no partner");
        }
        // Only whether a list is there: the affinity check parses it after the calls, and parsing
        // it here would put CpuList's collections before the first response.
        if (spec.expectedCpus() != null && spec.expectedCpus().isBlank()) {
            fail("expectedCpus is empty");
        }
    }

    private static void fail(String problem) {
        throw new IllegalArgumentException(problem);
    }
}
