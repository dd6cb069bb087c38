package dev.sdkbench.junit.link;

import java.io.File;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;

/**
 * A load fork's steps, as its spec carries them ({@code load.*} in {@code spec.properties}): for each step, that
 * many callers call the case's measured call at once, first for {@code warmupMillis}, then measured for
 * {@code stepMillis}, against a fixture that waits {@code delayMillis} before every answer (what each call's added
 * latency is read against); the callers are virtual threads with {@code virtualThreads}. The fork writes what each step measured to {@link #STEPS_FILE} beside its result, after
 * every step, so that the steps it finished survive a fork that dies later.
 *
 * @param concurrency    each step's callers, in order
 * @param stepMillis     each step's measured time
 * @param warmupMillis   each step's warmup before it
 * @param delayMillis    the fixture's wait before every answer
 * @param virtualThreads whether the callers are virtual threads
 */
public record LoadPlan(List<Integer> concurrency, long stepMillis, long warmupMillis, long delayMillis, boolean virtualThreads) {

    /** The file beside the fork's result that holds its steps' figures ({@link LoadStepResult}). */
    public static final String STEPS_FILE = "load-steps.properties";

    /** The line a load fork sends on its timing pipe as a step's measured time begins, then the step's callers. */
    public static final String STEP_BEGIN = "sdkbench:load-step-begin ";
    /** The line a load fork sends on its timing pipe as a step's measured time ends, then the step's callers. */
    public static final String STEP_END = "sdkbench:load-step-end ";

    public LoadPlan {
        concurrency = List.copyOf(concurrency);
    }

    /** Where the steps' figures of the fork whose result goes to {@code resultFile} are. */
    public static File stepsFile(File resultFile) {
        return new File(resultFile.getParentFile(), STEPS_FILE);
    }

    void put(Properties p) {
        StringBuilder steps = new StringBuilder();
        concurrency.forEach(n -> steps.append(steps.length() == 0 ? "" : ",").append(n));
        p.setProperty("load.concurrency", steps.toString());
        p.setProperty("load.stepMillis", Long.toString(stepMillis));
        p.setProperty("load.warmupMillis", Long.toString(warmupMillis));
        p.setProperty("load.delayMillis", Long.toString(delayMillis));
        p.setProperty("load.virtualThreads", Boolean.toString(virtualThreads));
    }

    /** The plan in {@code p}, or {@code null} for a fork that is no load fork. */
    static LoadPlan read(Properties p) {
        String steps = p.getProperty("load.concurrency");
        if (steps == null) {
            return null;
        }
        List<Integer> concurrency = new ArrayList<>();
        for (String n : steps.split(",")) {
            concurrency.add(Integer.parseInt(n.trim()));
        }
        return new LoadPlan(concurrency, Long.parseLong(LinkFiles.require(p, "load.stepMillis", "the spec")),
                Long.parseLong(LinkFiles.require(p, "load.warmupMillis", "the spec")),
                Long.parseLong(LinkFiles.require(p, "load.delayMillis", "the spec")),
                Boolean.parseBoolean(LinkFiles.require(p, "load.virtualThreads", "the spec")));
    }
}
