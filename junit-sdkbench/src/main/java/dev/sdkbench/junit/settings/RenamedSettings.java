package dev.sdkbench.junit.settings;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * The settings' names from before they were grouped ({@code @SdkBenchmark(steadyWarmupMillis = …)},
 * {@code sdkbench.steadyWarmupMillis}), each with its name now ({@code @Steady(warmupMillis = …)},
 * {@code sdkbench.steady.warmupMillis}). One table: the resolver refuses a configuration parameter
 * under an old key with it, before any fork, since an old key would otherwise be silently
 * ignored, and the README's "Migrating from the flat attributes" lists the same rows
 * ({@code RenamedSettingsTest} holds the two together).
 */
final class RenamedSettings {

    /**
     * One renamed setting, both names without the {@code sdkbench.} prefix.
     *
     * @param before its flat name, as annotation element and key
     * @param now    {@code group.element}: the element of the grouped annotation and the key's tail
     * @param hint   what the old value becomes where it is not simply moved, or {@code null}
     */
    record Rename(String before, String now, String hint) {
    }

    /** Every renamed setting, in the README's order. */
    static final List<Rename> TABLE = List.of(
            new Rename("forks", "startup.forks", null),
            new Rename("minForks", "startup.minForks", null),
            new Rename("precision", "startup.precision", null),
            new Rename("caseBudgetSeconds", "startup.caseBudgetSeconds", null),
            new Rename("warmup", "startup.warmup", null),
            new Rename("requests", "startup.requests", null),
            new Rename("steady", "steady.forks", "@Steady(forks = 0) or sdkbench.steady.forks=0 runs none"),
            new Rename("steadyForks", "steady.forks", null),
            new Rename("steadyIterationMillis", "steady.iterationMillis", null),
            new Rename("steadyWindow", "steady.window", null),
            new Rename("steadyTolerance", "steady.tolerance", null),
            new Rename("steadyWarmupMillis", "steady.warmupMillis", null),
            new Rename("steadyIterations", "steady.iterations", null),
            new Rename("jvmArgs", "forks.jvmArgs", null),
            new Rename("heap", "forks.heap", null),
            new Rename("forkTimeoutSeconds", "forks.timeoutSeconds", null),
            new Rename("workers", "forks.workers", null),
            new Rename("pin", "forks.pin", null),
            new Rename("shareBuildCpu", "forks.shareBuildCpu", null),
            new Rename("fixture", "fixture.placement", null),
            new Rename("fixtureDelayMicros", "fixture.delayMicros", null),
            new Rename("network", "fixture.network", null),
            new Rename("fixtureWarmup", "fixture.warmup", null),
            new Rename("streamDeltas", "fixture.streamDeltas", null),
            new Rename("streamFirstDelayMicros", "fixture.streamFirstDelayMicros", null),
            new Rename("streamIntervalMicros", "fixture.streamIntervalMicros", null));

    private RenamedSettings() {
    }

    /** One line for each configuration parameter set under an old key, naming the key to use. */
    static List<String> refused(Function<String, Optional<String>> config) {
        List<String> problems = new ArrayList<>();
        for (Rename r : TABLE) {
            if (config.apply(SettingsResolver.PREFIX + r.before()).isPresent()) {
                problems.add(SettingsResolver.PREFIX + r.before() + " was renamed: use " + SettingsResolver.PREFIX + r.now()
                        + (r.hint() == null ? "" : " (" + r.hint() + ")"));
            }
        }
        return problems;
    }
}
