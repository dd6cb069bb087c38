package dev.sdkbench.junit.summary;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import dev.sdkbench.junit.link.ForkResult;
import dev.sdkbench.results.model.CaseSettings.Steady;
import dev.sdkbench.results.stats.IterationError;
import dev.sdkbench.results.model.SteadyState;

/**
 * Whether a case's steady figure exists ({@link SteadyState}): it does only when every steady fork
 * settled (the JIT quiet over a window of agreeing iterations, and in the timed iterations). A case
 * with an unsettled fork shows no steady number, but its state, so nothing unsettled is called steady.
 *
 * <p>Its error is half the 95% Student-t interval of the mean over every timed iteration of every
 * settled fork: JMH's score error, at 95%, kept to set beside JMH's. It is not the figure's
 * precision: it sees only the iterations, not that forks land in different JIT states, so the
 * figure's ± is the interval of its median over forks, like every other figure's.
 */
final class SteadyStates {

    private SteadyStates() {
    }

    /** The state of the steady blocks of a case's passing steady forks; {@code null} when the case runs none. */
    static SteadyState of(List<ForkResult.Block> blocks, Steady protocol) {
        if (protocol.forks() == 0) {
            return null;
        }
        List<ForkResult.Block> settled = blocks.stream().filter(ForkResult.Block::settled).toList();
        double warmupMax = blocks.stream().mapToLong(ForkResult.Block::warmupMillis).max().orElse(0) / 1000.0;
        long compileMax = blocks.stream().mapToLong(ForkResult.Block::compileMillis).max().orElse(-1);
        boolean all = !blocks.isEmpty() && settled.size() == blocks.size();
        String reason = null;
        if (blocks.isEmpty()) {
            reason = "no steady fork passed";
        } else if (!all) {
            ForkResult.Block first = blocks.stream().filter(b -> !b.settled()).findFirst().orElseThrow();
            reason = (blocks.size() - settled.size()) + " of " + blocks.size() + " steady forks not settled; first: " + first.unsettled();
        }
        List<Double> pooled = new ArrayList<>();
        List<Double> forkErrors = new ArrayList<>();
        for (ForkResult.Block block : settled) {
            pooled.addAll(block.iterationMicros());
            forkErrors.add(IterationError.halfWidth95(block.iterationMicros()));
        }
        return new SteadyState(blocks.size(), settled.size(), all, reason, warmupMax, protocol.warmupMillis() / 1000.0, compileMax,
                all ? IterationError.halfWidth95(pooled) : Double.NaN, forkErrors, Map.of());
    }
}
