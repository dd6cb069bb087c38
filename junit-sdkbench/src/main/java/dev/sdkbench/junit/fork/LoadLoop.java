package dev.sdkbench.junit.fork;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Supplier;

import dev.sdkbench.junit.ClientCall;
import dev.sdkbench.junit.StreamingCall;
import dev.sdkbench.junit.fork.CaseFailure.Phase;
import dev.sdkbench.junit.link.ForkResult;
import dev.sdkbench.junit.link.ForkResult.Outcome;
import dev.sdkbench.junit.link.ForkSpec;
import dev.sdkbench.junit.link.LoadPlan;
import dev.sdkbench.junit.link.LoadStepResult;

/**
 * A load fork's calls: the spec's warmup calls one at a time (the first is the first response), then, for each
 * step N of its {@link LoadPlan}, N threads (platform threads, or virtual ones) that each make the case's measured call
 * again and again, warmed up, then measured: the calls that end in the measured time, their latencies and failures by
 * kind, the process's CPU time over it, the most live platform threads, the RSS and, with virtual callers, how often
 * and how long they were pinned to their carrier ({@link PinnedEvents}). Each step tells the parent on the timing pipe when its
 * measured time begins and ends, so that the parent reads what the fixture saw in between; each step's figures are
 * written as soon as it ends ({@link LoadPlan#STEPS_FILE}). A failed call is counted, not fatal: only a wrong reply
 * stops the fork.
 *
 * <p>Threads are not watched every 40 ms here, as a start-up fork's are where only {@code taskset} confines it: reading
 * hundreds of callers' files 25 times a second would be CPU time on the measured CPU. Their CPUs are checked at the
 * end, as in every fork.
 */
final class LoadLoop implements ForkSdkCase.Calls {

    /** How long a step's callers may take to end their last call, beyond two delays. */
    private static final long STOP_GRACE_MILLIS = 1_000;

    private final ForkSpec spec;
    private final LoadPlan plan;
    private final PrintStream parent;
    private final FirstResponse firstResponse = new FirstResponse();
    private final AtomicLong calls = new AtomicLong();
    /** Calls of the whole fork that threw or never ended. */
    private final AtomicLong failedCalls = new AtomicLong();
    private final List<LoadStepResult> steps = new ArrayList<>();
    /** How the callers are made virtual; {@code null} with platform callers. */
    private VirtualThreads virtualThreads;

    LoadLoop(ForkSpec spec, PrintStream parent) {
        this.spec = spec;
        this.plan = spec.load();
        this.parent = parent;
    }

    /** Runs a load fork's case and says what happened, as {@code ForkMain.run} does for every other fork. */
    static ForkResult runFork(ForkSpec spec, PrintStream parent) {
        LoadLoop loop = new LoadLoop(spec, parent);
        ForkSdkCase sdk = new ForkSdkCase(spec, loop);
        CaseFailure failure = ForkMain.runCase(spec, sdk);
        ProcessFacts facts = sdk.facts() != null ? sdk.facts() : ProcessFacts.collect(spec.expectedCpus());
        if (failure == null && spec.expectedCpus() != null) {
            String problem = facts.affinity().problem(spec.expectedCpus());
            failure = problem == null ? null : new CaseFailure(Outcome.AFFINITY, problem);
        }
        FirstResponse first = loop.firstResponse;
        return new ForkResult(failure == null ? Outcome.OK : failure.outcome(), failure == null ? null : failure.message(),
                loop.calls.get(), null, null, null, null, null, new ForkResult.FirstResponse(first.uptimeMillis(), first.rssKiB()),
                facts.process(), facts.jvm(), ForkMain.cpuTime(spec.expectedCpus()));
    }

    @Override
    public CaseFailure run(ClientCall call) {
        return run(() -> LoadCaller.plain(call, spec.exchange().expectedText()));
    }

    @Override
    public CaseFailure runStream(StreamingCall call) {
        return run(() -> LoadCaller.streaming(call, spec.exchange().expectedText()));
    }

    private CaseFailure run(Supplier<LoadCaller> callers) {
        try {
            virtualThreads = plan.virtualThreads() ? VirtualThreads.find() : null;
            return runSteps(callers);
        } catch (IllegalStateException e) {
            return new CaseFailure(Outcome.SETUP_FAILED, "the load fork: " + e.getMessage());
        }
    }

    private CaseFailure runSteps(Supplier<LoadCaller> callers) {
        CaseFailure failure = warmup(callers.get());
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        for (int i = 0; failure == null && i < plan.concurrency().size(); i++) {
            LoadTally tally = new LoadTally();
            threads.resetPeakThreadCount();
            failure = step(plan.concurrency().get(i), callers, tally, threads);
        }
        return failure;
    }

    /** The spec's calls one at a time before the steps; the first is the first response. */
    private CaseFailure warmup(LoadCaller caller) {
        for (int i = 1; i <= spec.warmup(); i++) {
            long number = calls.incrementAndGet();
            String text;
            try {
                text = caller.call();
            } catch (Throwable thrown) {
                return CaseFailure.clientException(number, Phase.WARMUP, thrown);
            }
            CaseFailure wrong = caller.check(text, number, Phase.WARMUP);
            if (wrong != null) {
                return wrong;
            }
            if (i == 1) {
                firstResponse.mark(parent);
            }
        }
        return null;
    }

    /** One step: its callers warmed up, measured between the parent's two lines, stopped; {@code null} unless a reply was wrong. */
    private CaseFailure step(int concurrency, Supplier<LoadCaller> callers, LoadTally tally, ThreadMXBean threads) {
        PinnedEvents pinned = virtualThreads == null ? null : PinnedEvents.start(spec.resultFile().getParentFile(), concurrency);
        List<Thread> running = start(concurrency, callers, tally);
        double cpuMicros;
        Instant opened;
        Instant closed;
        try {
            tally.await(plan.warmupMillis());
            parent.println(LoadPlan.STEP_BEGIN + concurrency);
            long cpuBefore = CpuClock.nanos();
            opened = Instant.now();
            tally.open();
            tally.await(plan.stepMillis());
            long cpuAfter = CpuClock.nanos();
            tally.close();
            long cpuAfterAgain = CpuClock.nanos();
            closed = Instant.now();
            parent.println(LoadPlan.STEP_END + concurrency);
            cpuMicros = CpuClock.perCall(cpuBefore, cpuAfter, cpuAfterAgain, (int) Math.min(Integer.MAX_VALUE, tally.ended()));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            tally.stop();
            if (pinned != null) {
                pinned.discard();
            }
            return new CaseFailure(Outcome.CLIENT_EXCEPTION, "the load step of " + concurrency + " callers was interrupted");
        }
        int peak = threads.getPeakThreadCount();
        long rssKiB = ProcessFacts.statusKiB(ProcessFacts.STATUS)[0];
        int stuck = stop(running, tally);
        LoadStepResult.Pinning pinning = pinned == null ? null : pinned.stop(opened, closed);
        failedCalls.addAndGet(stuck);
        if (tally.wrong() != null) {
            return tally.wrong();
        }
        steps.add(tally.result(concurrency, cpuMicros, peak, rssKiB, stuck, pinning));
        writeSteps();
        return null;
    }

    /** The step's callers, each on a thread of its own (a virtual one with virtual callers), calling until the tally says stop. */
    private List<Thread> start(int concurrency, Supplier<LoadCaller> callers, LoadTally tally) {
        List<Thread> running = new ArrayList<>(concurrency);
        for (int i = 0; i < concurrency; i++) {
            LoadCaller caller = callers.get();
            Runnable calls = () -> callUntilStopped(caller, tally);
            String name = "sdkbench-load-" + concurrency + "-" + i;
            Thread thread = virtualThreads == null ? new Thread(calls, name) : virtualThreads.unstarted(name, calls);
            thread.setDaemon(true);
            running.add(thread);
        }
        running.forEach(Thread::start);
        return running;
    }

    private void callUntilStopped(LoadCaller caller, LoadTally tally) {
        while (!tally.stopping()) {
            long number = calls.incrementAndGet();
            long start = System.nanoTime();
            try {
                String text = caller.call();
                long end = System.nanoTime();
                CaseFailure wrong = caller.check(text, number, Phase.TIMED);
                if (wrong != null) {
                    tally.wrong(wrong);
                    return;
                }
                tally.returned(start, end);
            } catch (Throwable thrown) {
                failedCalls.incrementAndGet();
                tally.failed(System.nanoTime(), thrown);
            }
        }
    }

    /** Stops the callers and waits for their last calls; returns how many are still in one (left to end by themselves). */
    private int stop(List<Thread> running, LoadTally tally) {
        tally.stop();
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(2 * plan.delayMillis() + STOP_GRACE_MILLIS);
        int stuck = 0;
        for (Thread thread : running) {
            try {
                thread.join(Math.max(1, TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime())));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            stuck += thread.isAlive() ? 1 : 0;
        }
        return stuck;
    }

    private void writeSteps() {
        try {
            new LoadStepResult.Written(steps, failedCalls.get()).write(LoadPlan.stepsFile(spec.resultFile()).toPath());
        } catch (IOException e) {
            throw new UncheckedIOException("the load steps could not be written beside " + spec.resultFile(), e);
        }
    }
}
