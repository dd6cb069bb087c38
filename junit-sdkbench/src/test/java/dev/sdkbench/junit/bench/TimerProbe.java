package dev.sdkbench.junit.bench;

import java.util.Arrays;
import java.util.Locale;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;

import org.xnio.OptionMap;
import org.xnio.Options;
import org.xnio.Xnio;
import org.xnio.XnioIoThread;
import org.xnio.XnioWorker;

/**
 * What delay the fixture really applies: it schedules its delayed answer with XNIO's
 * {@code executeAfter} on its I/O thread. This probe schedules the same way on an idle XNIO I/O
 * thread, back to back, and measures from the call to {@code executeAfter} to the task running,
 * for several requested delays; {@code LockSupport.parkNanos} shows the OS timer alone. Run it
 * pinned where the fixture runs ({@code taskset -c 1}). Prints one line per requested delay:
 * {@code probe <kind> requested_us=<n> median_us=<n> p10_us=<n> p90_us=<n> n=<n>}.
 */
public final class TimerProbe {

    private TimerProbe() {
    }

    public static void main(String[] args) throws Exception {
        int samples = args.length > 0 ? Integer.parseInt(args[0]) : 500;
        long[] requested = {500, 1000, 1500, 2000};
        XnioWorker worker = Xnio.getInstance().createWorker(OptionMap.create(Options.WORKER_IO_THREADS, 1));
        try {
            XnioIoThread io = worker.getIoThread(0);
            // Warm both paths before measuring.
            executeAfter(io, 1000, 200);
            park(1000, 200);
            for (long micros : requested) {
                print("xnio-executeAfter", micros, executeAfter(io, micros, samples));
            }
            for (long micros : requested) {
                print("parkNanos", micros, park(micros, samples));
            }
        } finally {
            worker.shutdownNow();
        }
    }

    /** Actual delays in µs of {@code samples} back-to-back {@code executeAfter} calls made on the I/O thread itself. */
    static double[] executeAfter(XnioIoThread io, long micros, int samples) throws InterruptedException {
        double[] actual = new double[samples];
        CountDownLatch done = new CountDownLatch(1);
        Runnable task = new Runnable() {
            int i;
            long scheduled;

            @Override
            public void run() {
                long now = System.nanoTime();
                if (scheduled != 0) {
                    actual[i++] = (now - scheduled) / 1e3;
                }
                if (i == samples) {
                    done.countDown();
                    return;
                }
                scheduled = System.nanoTime();
                io.executeAfter(this, micros * 1000, TimeUnit.NANOSECONDS);
            }
        };
        io.execute(task);
        if (!done.await(60, TimeUnit.SECONDS)) {
            throw new IllegalStateException("executeAfter probe did not finish");
        }
        return actual;
    }

    static double[] park(long micros, int samples) {
        double[] actual = new double[samples];
        for (int i = 0; i < samples; i++) {
            long start = System.nanoTime();
            LockSupport.parkNanos(micros * 1000);
            actual[i] = (System.nanoTime() - start) / 1e3;
        }
        return actual;
    }

    private static void print(String kind, long micros, double[] actual) {
        double[] sorted = actual.clone();
        Arrays.sort(sorted);
        System.out.printf(Locale.ROOT, "probe %s requested_us=%d median_us=%.1f p10_us=%.1f p90_us=%.1f n=%d%n", kind, micros,
                quantile(sorted, 0.5), quantile(sorted, 0.1), quantile(sorted, 0.9), sorted.length);
    }

    /** Type-7 quantile of sorted values. */
    static double quantile(double[] sorted, double p) {
        double h = (sorted.length - 1) * p;
        int lo = (int) Math.floor(h);
        int hi = Math.min(lo + 1, sorted.length - 1);
        return sorted[lo] + (h - lo) * (sorted[hi] - sorted[lo]);
    }
}
