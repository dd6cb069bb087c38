package dev.sdkbench.junit.settings;

import java.util.List;

/** Settings that cannot run; the message lists every problem with what to change, one per line. */
public final class SettingsException extends RuntimeException {

    private final List<String> problems;

    public SettingsException(Class<?> testClass, List<String> problems) {
        super("@SdkBenchmark " + testClass.getSimpleName() + " cannot run: " + String.join("; ", problems));
        this.problems = List.copyOf(problems);
    }

    public List<String> problems() {
        return problems;
    }
}
