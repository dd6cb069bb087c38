package dev.sdkbench.junit.fork;

import java.io.File;

import dev.sdkbench.junit.ClientCall;
import dev.sdkbench.junit.StreamingCall;
import dev.sdkbench.junit.link.ForkSpec;

/**
 * Whether a case's baseline side can run beside its candidate in one JVM, as a pair fork runs them:
 * {@code java -cp <the candidate's fork classpath> dev.sdkbench.junit.fork.BaselineLoadCheck <spec.properties>}.
 * It runs the candidate's case method on the JVM's own classes, then the baseline's in its
 * {@link SideLoader}, each until its {@code measure}, which makes no call (no fixture runs yet). What a
 * library cannot do twice in one JVM (load a native library in a second class loader, set a JVM-wide
 * factory, a static initialiser that breaks on the second copy) happens as its classes load and its
 * client is built, so it shows here, before any fork.
 *
 * <p>Exits 0 when both sides ran; {@value #EXIT_BASELINE_FAILED} with the baseline side's failure on
 * stdout when only the candidate's did; {@value #EXIT_CANDIDATE_FAILED} when the candidate's own failed
 * (its forks say why), {@value #EXIT_BAD_SPEC} without a usable spec.
 */
public final class BaselineLoadCheck {

    static final int EXIT_BASELINE_FAILED = ForkSpec.Partner.LOAD_CHECK_BASELINE_FAILED;
    static final int EXIT_CANDIDATE_FAILED = 4;
    static final int EXIT_BAD_SPEC = 2;

    /** A {@code measure} that makes no call: the check needs the classes loaded and the client built, nothing more. */
    private static final ForkSdkCase.Calls NO_CALLS = new ForkSdkCase.Calls() {
        @Override
        public CaseFailure run(ClientCall call) {
            return null;
        }

        @Override
        public CaseFailure runStream(StreamingCall call) {
            return null;
        }
    };

    private BaselineLoadCheck() {
    }

    public static void main(String[] args) {
        ForkSpec spec;
        try {
            spec = ForkSpec.read(new File(args[0]));
            if (spec.partner() == null || !spec.partner().ownLoader()) {
                throw new IllegalArgumentException("the spec names no baseline side in a class loader of its own");
            }
        } catch (Exception e) {
            System.err.println("junit-sdkbench: no usable spec: " + Describe.headline(e));
            System.exit(EXIT_BAD_SPEC);
            return;
        }
        CaseFailure candidate = ForkMain.runCase(spec, new ForkSdkCase(spec, NO_CALLS), ClassLoader.getSystemClassLoader());
        if (candidate != null) {
            System.out.println(candidate.message());
            System.exit(EXIT_CANDIDATE_FAILED);
        }
        ForkSpec baseline = spec.partnerSpec();
        Thread thread = Thread.currentThread();
        ClassLoader own = thread.getContextClassLoader();
        SideLoader loader = SideLoader.of(spec.partner());
        thread.setContextClassLoader(loader);
        CaseFailure failure = ForkMain.runCase(baseline, new ForkSdkCase(baseline, NO_CALLS), loader);
        thread.setContextClassLoader(own);
        if (failure != null) {
            System.out.println("the baseline side, beside the candidate in one JVM: " + failure.message());
            System.exit(EXIT_BASELINE_FAILED);
        }
        System.exit(0);
    }
}
