package dev.sdkbench.junit.settings;

import java.util.List;

/**
 * Settings that cannot run; the message lists every problem with what to change, one per line, so that
 * a user fixes them all before the next run rather than one a run.
 */
public final class SettingsException extends RuntimeException {

    /** Each problem on a line of its own, as a list item. */
    private static final String LINE = System.lineSeparator() + "  - ";

    private final List<String> problems;

    public SettingsException(Class<?> testClass, List<String> problems) {
        super("@SdkBenchmark " + testClass.getSimpleName() + " cannot run:" + LINE + String.join(LINE, problems));
        this.problems = List.copyOf(problems);
    }

    public List<String> problems() {
        return problems;
    }
}
