package dev.sdkbench.junit.run;

import java.nio.file.Path;
import java.time.Instant;
import java.util.List;

import dev.sdkbench.junit.settings.RunSettings;

/**
 * One benchmark class's run: settings, the machine and plan it ran on, and every case.
 *
 * @param machineNoise the machine's own spread on the worker CPUs before and after the forks
 * @param loadAtEnd 1, 5 and 15 minute load averages when the run finished
 * @param directory where every fork's files and the results JSON are
 */
public record ClassResult(RunSettings settings, Environment environment, MachineNoise machineNoise, List<CaseResult> cases,
                          Instant started, Instant finished, List<Double> loadAtEnd, Path directory) {

    public ClassResult {
        cases = List.copyOf(cases);
        loadAtEnd = List.copyOf(loadAtEnd);
    }

    public boolean publishable() {
        return cases.stream().allMatch(CaseResult::ok);
    }

}
