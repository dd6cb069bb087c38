package dev.sdkbench.junit.run;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

import dev.sdkbench.junit.probe.NoiseReading;

/**
 * The machine's own spread, probed on each worker's CPU right before and right after a class's
 * forks ({@link dev.sdkbench.junit.probe.MachineProbe}): a figure cannot be more precise than the
 * machine it ran on, and machines differ (one VM spread a register loop by 55%, another by 1%).
 *
 * @param before  one reading per worker CPU before the first fork
 * @param after   the same after the last
 * @param problem why a probe gave no reading, or {@code null}
 */
public record MachineNoise(List<Reading> before, List<Reading> after, String problem) {

    public MachineNoise {
        before = List.copyOf(before);
        after = List.copyOf(after);
    }

    /**
     * One probe's figures, as the results file carries them.
     *
     * @param cpus                   the CPUs the probe ran on
     * @param rounds                 rounds of each measure
     * @param registerLoopMillis     median time of a loop that stays in registers (the vCPU's own speed)
     * @param registerLoopIqrPercent its IQR over the rounds, % of the median
     * @param memoryWalkMillis       median time of a dependent walk over 16 MiB (the host's caches and memory)
     * @param memoryWalkIqrPercent   its IQR, %
     * @param loopbackMicros         median loopback TCP round trip (the kernel and thread wake-ups)
     * @param loopbackIqrPercent     its IQR, %
     * @param stealPercent           steal time over the probe, % of the CPUs' time (NaN unknown)
     * @param start                  when the probe began, ISO-8601
     */
    public record Reading(String cpus, int rounds, double registerLoopMillis, double registerLoopIqrPercent,
                          double memoryWalkMillis, double memoryWalkIqrPercent, double loopbackMicros,
                          double loopbackIqrPercent, double stealPercent, String start) {

        static Reading of(NoiseReading r) {
            return new Reading(r.cpus(), r.rounds(), r.registerLoop().median(), r.registerLoop().iqrPercent(),
                    r.memoryWalk().median(), r.memoryWalk().iqrPercent(), r.loopback().median(), r.loopback().iqrPercent(),
                    r.stealPercent(), r.start().toString());
        }

        String describe() {
            return String.format(Locale.ROOT, "cpu %s: register loop IQR %.1f%%, memory walk IQR %.1f%%, loopback %.1f µs IQR %.1f%%,"
                    + " steal %.1f%%", cpus, registerLoopIqrPercent, memoryWalkIqrPercent, loopbackMicros, loopbackIqrPercent,
                    stealPercent);
        }
    }

    /** No probe ran (the class turned it off). */
    public static MachineNoise none() {
        return new MachineNoise(List.of(), List.of(), null);
    }

    static MachineNoise of(List<NoiseReading> before, List<NoiseReading> after, String problem) {
        return new MachineNoise(before.stream().map(Reading::of).toList(), after.stream().map(Reading::of).toList(), problem);
    }

    /**
     * Whether the machine spread more than a precision target allows: the register loop's or the
     * loopback's IQR in any reading above the target (see {@link NoiseReading#exceeds}).
     *
     * @param precision a relative half-width, e.g. 0.03
     */
    public boolean exceeds(double precision) {
        return Stream.concat(before.stream(), after.stream()).anyMatch(r -> r.registerLoopIqrPercent() > precision * 100
                || r.loopbackIqrPercent() > precision * 100);
    }

    /** One line per reading, for the console; empty when nothing was probed. */
    public String describe() {
        List<String> lines = new ArrayList<>();
        before.forEach(r -> lines.add("machine noise before the forks, " + r.describe()));
        after.forEach(r -> lines.add("machine noise after the forks, " + r.describe()));
        if (problem != null) {
            lines.add("machine noise: " + problem);
        }
        return String.join("\n", lines);
    }
}
