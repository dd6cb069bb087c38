package dev.sdkbench.junit.proc;

/**
 * What other processes took of a fork's CPUs while it ran: the CPUs' busy ticks between a reading
 * just before the fork started and one the fork took after its last call, less the fork's own CPU
 * time and that of the fixture's threads pinned to the same CPUs. A fork pinned to one CPU that
 * reads 20% lost a fifth of its wall time to someone else; its timed figures are then slower by
 * up to that much, and a paired round with it is disturbed.
 *
 * <p>All in USER_HZ ticks (10 ms): over a start-up fork of 1–3 s one tick is 0.3–1%, and the
 * kernel's per-CPU and per-process accounts may differ by a tick or two, so a fork alone on its
 * CPU reads within a few ticks of zero, and a difference that comes out negative counts as zero.
 *
 * @param wallTicks    ticks of the CPUs between the readings: wall time × CPUs
 * @param busyTicks    ticks the CPUs ran anything, or had it stolen ({@link CpuTicks#busy})
 * @param forkTicks    the fork's own CPU time, its waited-for children included
 * @param fixtureTicks the fixture's threads on those CPUs (the I/O thread when it shares the fork's CPU); 0 when none
 * @param stealTicks   ticks the hypervisor ran another guest on the CPUs while this one had work
 */
public record CpuShare(long wallTicks, long busyTicks, long forkTicks, long fixtureTicks, long stealTicks) {

    /**
     * @param before       the CPUs' reading just before the fork started
     * @param after        the CPUs' reading the fork took after its last call
     * @param forkTicks    the fork's own time at that moment
     * @param fixtureTicks what the fixture's threads on the CPUs ran over the fork
     */
    public static CpuShare of(CpuTicks before, CpuTicks after, long forkTicks, long fixtureTicks) {
        CpuTicks passed = after.since(before);
        return new CpuShare(passed.total(), passed.busy(), forkTicks, fixtureTicks, passed.steal());
    }

    /** Ticks others took: busy less the fork's and the fixture's, never below zero. */
    public long otherTicks() {
        return Math.max(0, busyTicks - forkTicks - fixtureTicks);
    }

    /** Others' share of the CPUs' wall time, %; NaN when no tick passed. */
    public double otherPercent() {
        return percent(otherTicks());
    }

    /** The hypervisor's share of the CPUs' wall time, %; NaN when no tick passed. Part of {@link #otherPercent()}. */
    public double stealPercent() {
        return percent(stealTicks);
    }

    private double percent(long ticks) {
        return wallTicks <= 0 ? Double.NaN : 100.0 * ticks / wallTicks;
    }
}
