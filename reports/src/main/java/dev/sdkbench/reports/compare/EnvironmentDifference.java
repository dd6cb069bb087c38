package dev.sdkbench.reports.compare;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;

import dev.sdkbench.results.model.Environment;

/**
 * One way two runs' environments differ, with the files each value came from.
 *
 * @param field    the environment field ({@code cpuModel}…)
 * @param baseline the baseline's value
 * @param run      the run's value
 */
public record EnvironmentDifference(String field, String baseline, String run) {

    /** What decides a figure besides the code: CPU, core count, OS and kernel, JDK, and the CPU plan (workers, fixture placement). */
    private static final List<Field> FIELDS = List.of(
            new Field("cpuModel", Environment::cpuModel),
            new Field("cores", e -> Integer.toString(e.cores())),
            new Field("kernel", Environment::kernel),
            new Field("javaVersion", Environment::javaVersion),
            new Field("javaVm", Environment::javaVm),
            new Field("cpuPlan", Environment::cpuPlan));

    private record Field(String name, Function<Environment, String> value) {
    }

    /** Every field in which {@code run} differs from {@code baseline}. The host name may differ: CI runners are many. */
    public static List<EnvironmentDifference> between(Environment baseline, Environment run) {
        List<EnvironmentDifference> out = new ArrayList<>();
        for (Field f : FIELDS) {
            String before = f.value().apply(baseline);
            String after = f.value().apply(run);
            if (!Objects.equals(before, after)) {
                out.add(new EnvironmentDifference(f.name(), before, after));
            }
        }
        return out;
    }

    /** {@code cpuModel: "AMD EPYC" in the baseline, "Intel Xeon" in the run}. */
    public String line() {
        return field + ": \"" + baseline + "\" in the baseline, \"" + run + "\" in the run";
    }
}
