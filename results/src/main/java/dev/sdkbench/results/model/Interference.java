package dev.sdkbench.results.model;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

import org.apiguardian.api.API;

import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * What other processes took of a pinned fork's CPU while it ran: the CPU's busy time between the
 * parent's reading just before the fork started and the fork's own reading after its last call
 * ({@code /proc/stat}), less the fork's own CPU time and that of the fixture's threads pinned to
 * the same CPU. A fork that reads 20% lost a fifth of its wall time to someone else. Counted in
 * USER_HZ ticks (10 ms), so a fork alone on its CPU reads within a tick or two of zero.
 *
 * @param percent      others' share of the CPU's wall time over the fork, %, the hypervisor's steal included
 * @param stealPercent the hypervisor's share alone, %
 * @param wallTicks    the CPU's ticks over the fork
 * @param busyTicks    ticks it ran anything or had it stolen
 * @param forkTicks    the fork's own CPU time
 * @param fixtureTicks the fixture's threads on the CPU (0 when the fixture has a CPU of its own)
 * @param stealTicks   ticks stolen by the hypervisor
 * @param extra        fields this reader does not model
 */
@API(status = EXPERIMENTAL, since = "0.1")
public record Interference(double percent, double stealPercent, long wallTicks, long busyTicks, long forkTicks,
                           long fixtureTicks, long stealTicks, Map<String, JsonNode> extra) {

    public Interference {
        extra = Extra.copy(extra);
    }
}
