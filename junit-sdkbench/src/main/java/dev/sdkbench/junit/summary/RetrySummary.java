package dev.sdkbench.junit.summary;

import java.time.Duration;
import java.util.List;

import dev.sdkbench.fixture.counters.Retries;
import dev.sdkbench.junit.link.ForkResult;
import dev.sdkbench.results.stats.Summaries;
import dev.sdkbench.results.model.Summary;

/**
 * What a retry-path case's calls cost beyond the wait the fixture advertised, over the passing
 * forks. The fixture refuses each call's first request with a 429 and records, per resend, the
 * gap from its 429 to the resend; a fork's calls run one after another, so its gaps are in call
 * order and the early block's are the ones after its warmup calls.
 *
 * @param waitMicros       per-fork mean µs from the 429 to the resend over the early block: what
 *                         the SDK really waited (its backoff, or the advertised wait it honoured),
 *                         plus its own work between the two requests and the round trip
 * @param beyondWaitMicros per-fork early mean µs per call less the advertised wait: what the retry
 *                         costs the caller beyond the wait it was asked for
 */
public record RetrySummary(Summary waitMicros, Summary beyondWaitMicros) {

    /** The case's summary, or {@code null} for a case whose scenario refuses nothing. */
    public static RetrySummary of(Duration retryAfter, List<PassedFork> forks, long seed) {
        if (retryAfter == null) {
            return null;
        }
        List<PassedFork> resent = forks.stream().filter(f -> f.fixture() != null && !f.fixture().retries().gapsMicros().isEmpty())
                .toList();
        double advertisedMicros = retryAfter.toNanos() / 1000.0;
        return new RetrySummary(
                Summaries.of(resent.stream().mapToDouble(f -> earlyMeanGap(f.fixture().retries(), f.result().early())).toArray(), seed),
                Summaries.of(resent.stream().mapToDouble(f -> f.result().early().meanMicros() - advertisedMicros).toArray(), seed));
    }

    /** The mean gap of the early block's calls (after its warmup calls), or of every call when the fixture saw fewer. */
    private static double earlyMeanGap(Retries retries, ForkResult.Block early) {
        List<Long> gaps = retries.gapsMicros();
        int from = early.warmupCalls();
        int to = from + early.requests();
        List<Long> block = gaps.size() >= to ? gaps.subList(from, to) : gaps;
        return block.stream().mapToLong(Long::longValue).average().orElseThrow();
    }
}
