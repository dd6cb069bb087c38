package dev.sdkbench.junit.probe;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;

import dev.sdkbench.junit.plan.CpuList;

/**
 * Steal time of some CPUs from {@code /proc/stat}: the ticks in which the hypervisor ran someone
 * else on the vCPU while the guest had work for it. Counted in USER_HZ ticks (10 ms), so over a
 * probe of 2–3 s on one CPU one tick is 0.3–0.5%: small steal reads as 0 or one tick.
 */
final class StealMeter {

    /** {@code cpuN user nice system idle iowait irq softirq steal [guest guest_nice]}; guest time is inside user already. */
    private static final int STEAL_FIELD = 8;

    private final Path procStat;
    private final CpuList cpus;

    StealMeter(Path procStat, CpuList cpus) {
        this.procStat = procStat;
        this.cpus = cpus;
    }

    /** Ticks so far, summed over the CPUs: {@code [steal, all]}; {@code null} where the file does not exist. */
    long[] ticks() throws IOException {
        List<String> lines;
        try {
            lines = Files.readAllLines(procStat, StandardCharsets.US_ASCII);
        } catch (NoSuchFileException e) {
            return null;
        }
        long steal = 0;
        long all = 0;
        int seen = 0;
        for (String line : lines) {
            if (!line.startsWith("cpu") || line.length() < 4 || !Character.isDigit(line.charAt(3))) {
                continue;
            }
            String[] f = line.trim().split(" +");
            if (!cpus.cpus().contains(Integer.parseInt(f[0].substring(3)))) {
                continue;
            }
            if (f.length <= STEAL_FIELD) {
                throw new IOException(procStat + " has no steal field for " + f[0] + ": '" + line + "'");
            }
            for (int i = 1; i <= STEAL_FIELD; i++) {
                all += Long.parseLong(f[i]);
            }
            steal += Long.parseLong(f[STEAL_FIELD]);
            seen++;
        }
        if (seen != cpus.cpus().size()) {
            throw new IOException(procStat + " lists " + seen + " of the cpus " + cpus.cpus() + " this process runs on");
        }
        return new long[] {steal, all};
    }

    /** Steal as a percentage of all ticks between two {@link #ticks()} readings; NaN when either is missing or no tick passed. */
    static double percent(long[] before, long[] after) {
        if (before == null || after == null || after[1] <= before[1]) {
            return Double.NaN;
        }
        return 100.0 * (after[0] - before[0]) / (after[1] - before[1]);
    }
}
