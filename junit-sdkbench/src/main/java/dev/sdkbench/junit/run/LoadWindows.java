package dev.sdkbench.junit.run;

import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Consumer;

import dev.sdkbench.fixture.counters.StepWindow;
import dev.sdkbench.junit.link.LoadPlan;
import dev.sdkbench.junit.network.WorkerFixture;

/**
 * The parent's answer to a load fork's step lines on its timing pipe: at a step's begin line it opens the fixture's
 * step window, at its end line it reads it, so that each step has what the fixture saw in its measured time (from
 * the pipe's and the fixture's few ms after the fork's own start and end, both inside the step's busy time: its
 * callers call from their warmup before it until after it). Runs on the pipe's reader thread while the fork goes on.
 */
final class LoadWindows implements Consumer<String> {

    private final WorkerFixture fixture;
    private final Map<Integer, StepWindow> windows = new LinkedHashMap<>();
    private String problem;

    LoadWindows(WorkerFixture fixture) {
        this.fixture = fixture;
    }

    @Override
    public void accept(String event) {
        try {
            if (event.startsWith(LoadPlan.STEP_BEGIN)) {
                fixture.stepWindow();
            } else if (event.startsWith(LoadPlan.STEP_END)) {
                int concurrency = Integer.parseInt(event.substring(LoadPlan.STEP_END.length()).trim());
                StepWindow window = fixture.stepWindow();
                synchronized (this) {
                    windows.put(concurrency, window);
                }
            }
        } catch (IOException | RuntimeException e) {
            synchronized (this) {
                problem = problem != null ? problem : "the fixture's window of a load step could not be read after '" + event
                        + "': " + e.getMessage();
            }
        }
    }

    /** What the fixture saw in the step of {@code concurrency} callers, or {@code null} when it was not read. */
    synchronized StepWindow window(int concurrency) {
        return windows.get(concurrency);
    }

    /** Why a step's window could not be read, or {@code null}. */
    synchronized String problem() {
        return problem;
    }
}
