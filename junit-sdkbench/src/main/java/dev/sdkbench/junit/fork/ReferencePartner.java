package dev.sdkbench.junit.fork;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import dev.sdkbench.junit.ClientCall;
import dev.sdkbench.junit.StreamingCall;
import dev.sdkbench.junit.link.ForkResult.Outcome;
import dev.sdkbench.junit.link.ForkSpec;

/**
 * The other side of a fork that measures two: a reference case, or the other build of a baseline comparison in a
 * {@link SideLoader} of its own. Its method runs on a thread of its own once the fork's case reaches its steady phase
 * (a pair fork) or has made its first call (a start-up fork beside a partner);
 * its {@code measure} hands the call over to the fork's {@link CallLoop} and waits there until the
 * loop is done, so its client stays open for all of its calls, and whatever it does after
 * {@code measure} (closing the client) comes after them. The loader is made only then, so that
 * nothing of it counts in the case's first response.
 */
final class ReferencePartner implements ForkSdkCase.Calls {

    /** How long the reference's method may take to return once the loop is done with its call. */
    private static final long RETURN_MILLIS = 30_000;

    private final ForkSpec spec;
    private final ForkSpec.Partner partner;
    private ClassLoader loader;
    private final CountDownLatch handed = new CountDownLatch(1);
    private final CountDownLatch released = new CountDownLatch(1);
    private volatile ClientCall call;
    private volatile StreamingCall streamingCall;
    private volatile CaseFailure failure;
    private Thread thread;

    /**
     * @param spec    the partner's own spec: its class and method, the fork's exchange, no steady phase
     * @param partner where its classes come from
     */
    ReferencePartner(ForkSpec spec, ForkSpec.Partner partner) {
        this.spec = spec;
        this.partner = partner;
    }

    /** What the reference handed over: one of the two calls, or why it handed none. */
    record Handover(ClientCall call, StreamingCall streamingCall, CaseFailure failure) {
    }

    /** The partner as messages name it: {@code the reference Class.method} or {@code the baseline side Class.method}. */
    String label() {
        return (partner.ownLoader() ? "the baseline side " : "the reference ")
                + spec.testClass().substring(spec.testClass().lastIndexOf('.') + 1) + "." + spec.method();
    }

    /** The baseline side's own class loader, {@code null} for a reference (the JVM's classes); made by {@link #start}. */
    ClassLoader ownLoader() {
        return partner.ownLoader() ? loader : null;
    }

    /** Starts the partner's method and waits until it hands its call over, or returns or throws without doing so. */
    Handover start() {
        ForkSdkCase sdk = new ForkSdkCase(spec, this);
        loader = partner.ownLoader() ? SideLoader.of(partner) : ClassLoader.getSystemClassLoader();
        thread = new Thread(() -> failure = ForkMain.runCase(spec, sdk, loader), partner.ownLoader() ? "sdkbench-baseline"
                : "sdkbench-reference");
        if (partner.ownLoader()) {
            thread.setContextClassLoader(loader);
        }
        thread.setDaemon(true);
        thread.start();
        try {
            while (!handed.await(20, TimeUnit.MILLISECONDS)) {
                if (!thread.isAlive()) {
                    break;
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        if (call != null || streamingCall != null) {
            return new Handover(call, streamingCall, null);
        }
        CaseFailure why = failure != null ? failure : new CaseFailure(Outcome.NO_CALL, label() + " handed no call to time over");
        return new Handover(null, null, named(why));
    }

    @Override
    public CaseFailure run(ClientCall handedCall) {
        call = handedCall;
        return waitForRelease();
    }

    @Override
    public CaseFailure runStream(StreamingCall handedCall) {
        streamingCall = handedCall;
        return waitForRelease();
    }

    private CaseFailure waitForRelease() {
        handed.countDown();
        try {
            released.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return null;
    }

    /** Lets the reference's {@code measure} return: the loop has made its last call. */
    void release() {
        released.countDown();
    }

    /**
     * Waits for the reference's method to return, after {@link #release}; returns how it ended,
     * {@code null} when it was fine or never started.
     */
    CaseFailure finish() {
        release();
        if (thread == null) {
            return null;
        }
        try {
            thread.join(RETURN_MILLIS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        if (thread.isAlive()) {
            return new CaseFailure(Outcome.SETUP_FAILED, label() + " did not return within "
                    + RETURN_MILLIS / 1000 + " s of its last call");
        }
        return failure == null ? null : named(failure);
    }

    private CaseFailure named(CaseFailure f) {
        return f.message().contains(label()) ? f : new CaseFailure(f.outcome(), label() + ": " + f.message());
    }
}
