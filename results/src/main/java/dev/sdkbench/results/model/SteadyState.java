package dev.sdkbench.results.model;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

import org.apiguardian.api.API;

import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * Whether a case has a steady figure, and how precise it is. It has one only when every steady
 * fork settled; reports never show an unsettled figure as steady.
 *
 * @param forks                 steady forks that passed (schemaVersion 1: forks that passed with a steady block)
 * @param settledForks          of those, the ones that settled
 * @param settled               whether the case has a steady figure: at least one steady fork, all settled
 * @param reason                why not, or {@code null} when settled
 * @param warmupSecondsMax      the longest steady warmup of its forks, s; NaN unknown (schemaVersion 1)
 * @param warmupCapSeconds      the warmup's cap, s
 * @param timedCompileMillisMax the most any fork's JIT compiled inside its timed block, ms; -1 unknown
 * @param errorMicros           half the 95% Student-t interval over every timed iteration of every settled fork (JMH's
 *                              score error, at 95%); NaN when not settled or not recorded (schemaVersion 1)
 * @param forkErrorMicros       each settled fork's own error
 * @param extra                 fields this reader does not model
 */
@API(status = EXPERIMENTAL, since = "0.1")
public record SteadyState(int forks, int settledForks, boolean settled, String reason, double warmupSecondsMax,
                          double warmupCapSeconds, long timedCompileMillisMax, double errorMicros,
                          List<Double> forkErrorMicros, Map<String, JsonNode> extra) {

    public SteadyState {
        forkErrorMicros = List.copyOf(forkErrorMicros);
        extra = Extra.copy(extra);
    }

    /**
     * The steady state of a schemaVersion 1 case, from its forks: each fork that passed ran a steady
     * block after its early block, and the case counts as settled only if every one of those blocks
     * did. {@code null} when the case had no steady block planned.
     */
    public static SteadyState fromForks(CaseSettings settings, List<Fork> forks) {
        List<Block> blocks = forks.stream().filter(f -> f.ok() && f.result() != null && f.result().steady() != null)
                .map(f -> f.result().steady()).toList();
        if (!settings.measuresSteady() && blocks.isEmpty()) {
            return null;
        }
        int settled = (int) blocks.stream().filter(Block::settled).count();
        boolean all = !blocks.isEmpty() && settled == blocks.size();
        double cap = settings.steady().warmupMillis() / 1000.0;
        String reason = null;
        if (blocks.isEmpty()) {
            reason = "no fork measured a steady block";
        } else if (!all) {
            reason = (blocks.size() - settled) + " of " + blocks.size() + " forks' steady blocks did not settle within the "
                    + seconds(cap) + " s warmup (a schemaVersion 1 file records no reason per fork)";
        }
        long compile = blocks.stream().mapToLong(Block::compileMillis).max().orElse(-1);
        return new SteadyState(blocks.size(), settled, all, reason, Double.NaN, cap, compile, Double.NaN, List.of(), Map.of());
    }

    private static String seconds(double s) {
        return s == Math.rint(s) ? Long.toString((long) s) : String.format(java.util.Locale.ROOT, "%.1f", s);
    }
}
