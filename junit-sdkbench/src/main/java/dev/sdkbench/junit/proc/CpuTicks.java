package dev.sdkbench.junit.proc;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

import dev.sdkbench.junit.plan.CpuList;

/**
 * The time some CPUs spent since boot, from their lines of {@code /proc/stat}, in USER_HZ ticks
 * (10 ms), summed over the CPUs. Two readings bracket a stretch of time: their difference in
 * {@code total} is the CPUs' wall time, in {@code busy} what everything on them ran, and in
 * {@code steal} what the hypervisor gave to other guests while this one had work for the vCPU.
 *
 * @param busy  {@code user + nice + system + irq + softirq + steal}: the CPUs' time not idle, the
 *              hypervisor's theft included, as on a VM it is interference too ({@code guest} time is
 *              inside {@code user} already)
 * @param steal {@code steal} alone
 * @param total every field up to {@code steal}, {@code idle} and {@code iowait} included
 */
public record CpuTicks(long busy, long steal, long total) {

    /** The file every reading comes from on Linux. */
    public static final Path PROC_STAT = Path.of("/proc/stat");

    /** {@code cpuN user nice system idle iowait irq softirq steal [guest guest_nice]}. */
    private static final int USER = 1;
    private static final int NICE = 2;
    private static final int SYSTEM = 3;
    private static final int IRQ = 6;
    private static final int SOFTIRQ = 7;
    private static final int STEAL = 8;

    /**
     * Reads the CPUs' lines of {@code procStat}.
     *
     * @return the sums over {@code cpus}, or {@code null} where the file does not exist (not Linux)
     * @throws IOException when a CPU has no line or its line has no steal field
     */
    public static CpuTicks read(Path procStat, CpuList cpus) throws IOException {
        String text;
        try {
            text = Files.readString(procStat, StandardCharsets.US_ASCII);
        } catch (NoSuchFileException e) {
            return null;
        }
        return parse(text, cpus, procStat.toString());
    }

    /** Like {@link #read}, from the file's text; {@code source} names it in errors. */
    public static CpuTicks parse(String procStat, CpuList cpus, String source) throws IOException {
        long busy = 0;
        long steal = 0;
        long total = 0;
        int seen = 0;
        for (String line : procStat.split("\n")) {
            if (!line.startsWith("cpu") || line.length() < 4 || !Character.isDigit(line.charAt(3))) {
                continue;
            }
            String[] f = line.trim().split(" +");
            if (!cpus.contains(Integer.parseInt(f[0].substring(3)))) {
                continue;
            }
            if (f.length <= STEAL) {
                throw new IOException(source + " has no steal field for " + f[0] + ": '" + line + "'");
            }
            for (int i = USER; i <= STEAL; i++) {
                total += Long.parseLong(f[i]);
            }
            busy += Long.parseLong(f[USER]) + Long.parseLong(f[NICE]) + Long.parseLong(f[SYSTEM]) + Long.parseLong(f[IRQ])
                    + Long.parseLong(f[SOFTIRQ]) + Long.parseLong(f[STEAL]);
            steal += Long.parseLong(f[STEAL]);
            seen++;
        }
        if (seen != cpus.size()) {
            throw new IOException(source + " lists " + seen + " of the cpus " + cpus + " (an offline CPU has no line)");
        }
        return new CpuTicks(busy, steal, total);
    }

    /** What passed between {@code earlier} and this reading. */
    public CpuTicks since(CpuTicks earlier) {
        return new CpuTicks(busy - earlier.busy, steal - earlier.steal, total - earlier.total);
    }

    /** Steal as a percentage of all ticks between two readings; NaN when either is missing or no tick passed. */
    public static double stealPercent(CpuTicks before, CpuTicks after) {
        if (before == null || after == null || after.total <= before.total) {
            return Double.NaN;
        }
        CpuTicks passed = after.since(before);
        return 100.0 * passed.steal / passed.total;
    }
}
