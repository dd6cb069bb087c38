package dev.sdkbench.junit.extension;

import java.nio.file.Path;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

import dev.sdkbench.junit.launch.BuildFolder;

/**
 * Where a benchmark class's results go, always absolute (forks run in folders of their own, so a
 * relative path would point elsewhere in each): {@code sdkbench.outputDirectory} when set, else
 * {@code sdkbench/} in the build's output folder that holds the test classes ({@code target/},
 * Gradle's {@code build/}), else in Surefire's {@code basedir/target}, else in {@code ./target}.
 *
 * @param path the results root, absolute
 * @param why  how it was chosen, for the class's first console line
 */
public record OutputRoot(Path path, String why) {

    /** The configuration parameter that sets the root. */
    public static final String PARAMETER = "sdkbench.outputDirectory";

    /** Roots chosen by default in this JVM, for the run's report (the parameter names its own). */
    private static final Set<Path> DEFAULTS = ConcurrentHashMap.newKeySet();

    static OutputRoot of(Optional<String> configured, Class<?> testClass) {
        OutputRoot root = configured.filter(v -> !v.isBlank())
                .map(v -> new OutputRoot(absolute(Path.of(v)), "set by " + PARAMETER))
                .orElseGet(() -> byDefault(testClass));
        if (configured.filter(v -> !v.isBlank()).isEmpty()) {
            DEFAULTS.add(root.path());
        }
        return root;
    }

    /** The roots that benchmark classes of this JVM chose by default, so far. */
    public static Set<Path> defaultsChosen() {
        return Set.copyOf(DEFAULTS);
    }

    private static OutputRoot byDefault(Class<?> testClass) {
        String hint = "; set " + PARAMETER + " to change it";
        Optional<Path> build = BuildFolder.of(testClass);
        if (build.isPresent()) {
            return new OutputRoot(build.get().resolve("sdkbench"), "in the build's output folder above the test classes" + hint);
        }
        String basedir = System.getProperty("basedir");
        if (basedir != null) {
            return new OutputRoot(absolute(Path.of(basedir, "target", "sdkbench")), "in the project's target (basedir)" + hint);
        }
        return new OutputRoot(absolute(Path.of("target", "sdkbench")), "in ./target of the working directory: no build folder"
                + " holds " + testClass.getSimpleName() + "'s classes" + hint);
    }

    private static Path absolute(Path path) {
        return path.toAbsolutePath().normalize();
    }
}
