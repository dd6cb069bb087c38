package dev.sdkbench.junit.summary;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.ToDoubleFunction;

import dev.sdkbench.junit.link.ForkResult;
import dev.sdkbench.results.model.CaseSettings.Steady;
import dev.sdkbench.results.stats.Summaries;
import dev.sdkbench.results.model.Latencies;
import dev.sdkbench.results.model.Protocol;
import dev.sdkbench.results.model.SteadyState;
import dev.sdkbench.results.model.StreamFixture;
import dev.sdkbench.results.model.Summary;

/**
 * The aggregate of a case over its passing forks: each figure summarised across forks (median of
 * the per-fork values, p25 and p75 by linear interpolation, min, max, n, 95% bootstrap interval
 * of the median), and per-call latencies pooled over forks.
 *
 * <p>Start-up and steady forks run the same early block, so the early figure and the first response
 * come from both; memory, classes, lifetime and exit from the start-up forks alone (a steady fork has
 * run for a minute); the steady figures from the steady forks, and only when every one settled.
 *
 * @param early            the early block (the seed's figure)
 * @param steady           the steady timed iterations; empty when not measured or not settled ({@link #steadyState}
 *                         says why)
 * @param steadyState      whether the case has a steady figure and how precise it is; {@code null} without steady forks
 * @param footprint        what the client costs the process
 * @param lifecycle        the process's times, by the parent's clock
 * @param streamFixture    for a streaming case, the fixture's own waits in every stream; {@code null} otherwise
 * @param retry            for a retry-path case, the SDK's real wait and the cost beyond the advertised wait; {@code null} otherwise
 * @param loserCloseMicros for a hedged case, the per-fork mean µs from the winner's answer to the client's close of
 *                         the loser's connection, as the fixture saw it (the cancellation's cost), over the calls of
 *                         the steady block when there is one, else the early block; {@code null} for a case that
 *                         does not hedge
 */
public record CaseSummary(TimedBlock early, TimedBlock steady, SteadyState steadyState, Footprint footprint, Lifecycle lifecycle,
                          StreamFixture streamFixture, RetrySummary retry, Summary loserCloseMicros) {

    /**
     * One timed block over the forks that measured it: every figure of it from this block alone, so a
     * column of them never mixes blocks across cases.
     *
     * @param micros   per-fork mean µs per call
     * @param allocKiB per-fork KiB allocated per call (all threads), over the forks whose JVM counts it; the early
     *                 block's over the start-up forks only
     * @param latency  per-call latencies of every fork's block, or {@code null} when none measured it
     * @param stream   for a streaming case, the block's time to first delta and to end; {@code null} otherwise
     * @param cpuMicros per-fork CPU µs per call (every thread of the fork), over the forks that measured it; {@code null}
     *                 when none did
     */
    public record TimedBlock(Summary micros, Summary allocKiB, Latencies latency, StreamSummary stream, Summary cpuMicros) {
    }

    /**
     * @param rssMiB              VmRSS after the last call
     * @param hwmMiB              VmHWM after the last call
     * @param firstResponseRssMiB VmRSS right after the first response, before the harness's meters exist: the client
     *                            and the scaffold alone
     * @param classesLoaded       classes loaded after the last call
     */
    public record Footprint(Summary rssMiB, Summary hwmMiB, Summary firstResponseRssMiB, Summary classesLoaded) {
    }

    /**
     * @param firstResponseMs from process start to the first response
     * @param lifetimeMs      from process start to exit
     * @param exitMs          from the fork's result (and any linger) to its exit: what the client's threads cost the JVM's exit
     */
    public record Lifecycle(Summary firstResponseMs, Summary lifetimeMs, Summary exitMs) {
    }

    /**
     * @param passed        the case's forks that passed and wrote their result
     * @param streamFixture the fixture's share of a streaming case's figures, {@code null} for a case that does not stream
     * @param retry         a retry-path case's summary, {@code null} for any other
     * @param steadyPlan    how the case's steady forks ran
     */
    public static CaseSummary of(List<PassedFork> passed, long seed, StreamFixture streamFixture, RetrySummary retry,
                                 Steady steadyPlan) {
        List<PassedFork> startupForks = passed.stream().filter(f -> f.protocol() == Protocol.STARTUP).toList();
        List<ForkResult> results = passed.stream().map(PassedFork::result).toList();
        List<ForkResult> startup = startupForks.stream().map(PassedFork::result).toList();
        List<ForkResult> measured = passed.stream().filter(f -> f.protocol() == Protocol.STEADY && f.result().steady() != null)
                .map(PassedFork::result).toList();
        SteadyState state = SteadyStates.of(measured.stream().map(ForkResult::steady).toList(), steadyPlan);
        List<ForkResult> steady = state != null && state.settled() ? measured : List.of();
        return new CaseSummary(
                timedBlock(results, startup, ForkResult::early, ForkResult::earlyStream, streamFixture, seed),
                timedBlock(steady, steady, ForkResult::steady, ForkResult::steadyStream, streamFixture, seed),
                state,
                new Footprint(
                        summarise(startup, r -> r.process().memory().rssKiB() / 1024.0, seed),
                        summarise(startup, r -> r.process().memory().hwmKiB() / 1024.0, seed),
                        summarise(results.stream().filter(r -> r.firstResponse().rssKiB() >= 0).toList(),
                                r -> r.firstResponse().rssKiB() / 1024.0, seed),
                        summarise(startup, r -> r.process().classesLoaded(), seed)),
                new Lifecycle(
                        Summaries.of(passed.stream().filter(f -> f.exit().firstResponseMillis() != null)
                                .mapToDouble(f -> f.exit().firstResponseMillis()).toArray(), seed),
                        Summaries.of(startupForks.stream().mapToDouble(f -> f.exit().lifetimeMillis()).toArray(), seed),
                        Summaries.of(startupForks.stream().filter(f -> f.exit().exitMillis() != null)
                                .mapToDouble(f -> f.exit().exitMillis()).toArray(), seed)),
                streamFixture, retry, loserCloseMicros(passed, seed));
    }

    /**
     * One timed block, early or steady as {@code block} and {@code stream} pick it, over {@code results}; its
     * allocation over {@code allocating}, those of them that count it.
     */
    private static TimedBlock timedBlock(List<ForkResult> results, List<ForkResult> allocating,
                                         Function<ForkResult, ForkResult.Block> block,
                                         Function<ForkResult, ForkResult.StreamTimes> stream, StreamFixture streamFixture,
                                         long seed) {
        List<String> histograms = results.stream().map(r -> block.apply(r).histogram()).toList();
        return new TimedBlock(summarise(results, r -> block.apply(r).meanMicros(), seed),
                summarise(allocating.stream().filter(r -> block.apply(r).allocBytesPerRequest() >= 0).toList(),
                        r -> block.apply(r).allocBytesPerRequest() / 1024.0, seed),
                histograms.isEmpty() ? null : Histograms.latencies(histograms),
                StreamSummary.of(results.stream().filter(r -> stream.apply(r) != null)
                        .map(r -> new StreamSummary.TimedStream(block.apply(r), stream.apply(r))).toList(), streamFixture, seed),
                cpuMicros(results.stream().filter(r -> block.apply(r).cpuMicros() >= 0).toList(), block, seed));
    }

    /** The block's CPU µs per call over the forks that measured it; {@code null} when none did. */
    private static Summary cpuMicros(List<ForkResult> measured, Function<ForkResult, ForkResult.Block> block, long seed) {
        return measured.isEmpty() ? null : summarise(measured, r -> block.apply(r).cpuMicros(), seed);
    }

    /** The per-fork mean loser-close time over its last timed block (steady in a steady fork, else early); {@code null} without losers. */
    private static Summary loserCloseMicros(List<PassedFork> forks, long seed) {
        List<PassedFork> hedged = forks.stream().filter(f -> f.fixture() != null && f.fixture().losers() != null).toList();
        if (hedged.isEmpty()) {
            return null;
        }
        return Summaries.of(hedged.stream().mapToDouble(f -> {
            ForkResult result = f.result();
            List<Long> closes = f.fixture().losers().closeMicros();
            // The calls run in order, each with its loser: the early block follows its warmup, the steady block ends the fork.
            int from = result.steady() != null ? (int) result.calls() - result.steady().requests() : result.early().warmupCalls();
            int to = result.steady() != null ? (int) result.calls() : from + result.early().requests();
            return closes.subList(Math.min(from, closes.size()), Math.min(to, closes.size())).stream()
                    .filter(micros -> micros >= 0).mapToLong(Long::longValue).average().orElse(Double.NaN);
        }).filter(mean -> !Double.isNaN(mean)).toArray(), seed);
    }

    private static Summary summarise(List<ForkResult> results, ToDoubleFunction<ForkResult> figure, long seed) {
        return Summaries.of(results.stream().mapToDouble(figure).toArray(), seed);
    }

    /**
     * The figures by name, as the results file's {@code summary} holds them: a member of a group as
     * {@code group.member} ({@code earlyStream.endMicros}, {@code retry.waitMicros}), in the file's order.
     *
     * @param summaries  the measured figures summarised over forks
     * @param latencies  the blocks' per-call latencies
     * @param unmeasured figures and groups the case has none of ({@code null} in the file)
     */
    public record Figures(Map<String, Summary> summaries, Map<String, Latencies> latencies, List<String> unmeasured) {

        public Figures {
            summaries = Collections.unmodifiableMap(new LinkedHashMap<>(summaries));
            latencies = Collections.unmodifiableMap(new LinkedHashMap<>(latencies));
            unmeasured = List.copyOf(unmeasured);
        }
    }

    /** Every figure of the case by its name in the results file. */
    public Figures figures() {
        FigureNames names = new FigureNames();
        names.summary("earlyMicros", early.micros());
        names.summary("steadyMicros", steady.micros());
        names.summary("earlyCpuMicros", early.cpuMicros());
        names.summary("rssMiB", footprint.rssMiB());
        names.summary("hwmMiB", footprint.hwmMiB());
        names.summary("firstResponseRssMiB", footprint.firstResponseRssMiB());
        names.summary("earlyAllocKiB", early.allocKiB());
        names.summary("steadyAllocKiB", steady.allocKiB());
        names.summary("firstResponseMs", lifecycle.firstResponseMs());
        names.summary("lifetimeMs", lifecycle.lifetimeMs());
        names.summary("exitMs", lifecycle.exitMs());
        names.summary("classesLoaded", footprint.classesLoaded());
        names.latency("earlyLatency", early.latency());
        names.latency("steadyLatency", steady.latency());
        names.stream("earlyStream", early.stream());
        names.stream("steadyStream", steady.stream());
        names.retry(retry);
        names.summary("loserCloseMicros", loserCloseMicros);
        return new Figures(names.summaries, names.latencies, names.unmeasured);
    }

    /** Collects figures under their names as {@link #figures} reads them off the case's groups. */
    private static final class FigureNames {
        final Map<String, Summary> summaries = new LinkedHashMap<>();
        final Map<String, Latencies> latencies = new LinkedHashMap<>();
        final List<String> unmeasured = new ArrayList<>();

        void summary(String name, Summary s) {
            if (s == null) {
                unmeasured.add(name);
            } else {
                summaries.put(name, s);
            }
        }

        void latency(String name, Latencies l) {
            if (l == null) {
                unmeasured.add(name);
            } else {
                latencies.put(name, l);
            }
        }

        void stream(String group, StreamSummary stream) {
            if (stream == null) {
                unmeasured.add(group);
                return;
            }
            summary(group + ".firstDeltaMicros", stream.firstDeltaMicros());
            summary(group + ".endMicros", stream.endMicros());
            summary(group + ".sdkFirstDeltaMicros", stream.sdkFirstDeltaMicros());
            summary(group + ".sdkEndMicros", stream.sdkEndMicros());
            summary(group + ".textDeltas", stream.textDeltas());
            latency(group + ".firstDeltaLatency", stream.firstDeltaLatency());
            latency(group + ".endLatency", stream.endLatency());
        }

        void retry(RetrySummary retry) {
            if (retry == null) {
                unmeasured.add("retry");
                return;
            }
            summary("retry.waitMicros", retry.waitMicros());
            summary("retry.beyondWaitMicros", retry.beyondWaitMicros());
        }
    }
}
