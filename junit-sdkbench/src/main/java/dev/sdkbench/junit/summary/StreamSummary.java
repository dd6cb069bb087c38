package dev.sdkbench.junit.summary;

import java.util.List;
import java.util.function.ToDoubleFunction;

import dev.sdkbench.junit.link.ForkResult.Block;
import dev.sdkbench.junit.link.ForkResult.StreamTimes;
import dev.sdkbench.results.stats.Summaries;
import dev.sdkbench.results.model.Latencies;
import dev.sdkbench.results.model.StreamFixture;
import dev.sdkbench.results.model.Summary;

/**
 * A streaming case's figures for one timed block, over its passing forks: the per-fork means of
 * the time to the first text delta and to the end of the stream, each as measured and as the
 * SDK's share (the fixture's own waits subtracted), and per-call latencies pooled over forks.
 *
 * @param firstDeltaMicros    per-fork mean µs from the call's start to its first non-empty text delta
 * @param endMicros           per-fork mean µs from the call's start to the end of its stream
 * @param sdkFirstDeltaMicros {@code firstDeltaMicros} less the fixture's waits before the first delta
 * @param sdkEndMicros        {@code endMicros} less the fixture's waits before the last event
 * @param textDeltas          per-fork mean non-empty text deltas per call
 * @param firstDeltaLatency   per-call times to the first delta
 * @param endLatency          per-call times to the end
 */
public record StreamSummary(Summary firstDeltaMicros, Summary endMicros, Summary sdkFirstDeltaMicros, Summary sdkEndMicros,
                            Summary textDeltas, Latencies firstDeltaLatency, Latencies endLatency) {

    /**
     * @param forks   the block of every passing fork that measured it, with its stream timings
     * @param fixture the fixture's share, or {@code null} for a case that calls nothing
     * @return the summary, or {@code null} when no fork measured this block's stream
     */
    static StreamSummary of(List<TimedStream> forks, StreamFixture fixture, long seed) {
        if (forks.isEmpty()) {
            return null;
        }
        double firstShare = fixture == null ? 0 : fixture.firstDeltaMicros();
        double endShare = fixture == null ? 0 : fixture.endMicros();
        return new StreamSummary(
                summarise(forks, f -> f.times().meanFirstDeltaMicros(), seed),
                summarise(forks, f -> f.times().meanEndMicros(), seed),
                summarise(forks, f -> f.times().meanFirstDeltaMicros() - firstShare, seed),
                summarise(forks, f -> f.times().meanEndMicros() - endShare, seed),
                summarise(forks, f -> f.times().meanTextDeltas(), seed),
                Histograms.latencies(forks.stream().map(f -> f.times().firstDeltaHistogram()).toList()),
                Histograms.latencies(forks.stream().map(f -> f.block().histogram()).toList()));
    }

    /** One fork's block with its stream timings. */
    record TimedStream(Block block, StreamTimes times) {
    }

    private static Summary summarise(List<TimedStream> forks, ToDoubleFunction<TimedStream> figure, long seed) {
        return Summaries.of(forks.stream().mapToDouble(figure).toArray(), seed);
    }
}
