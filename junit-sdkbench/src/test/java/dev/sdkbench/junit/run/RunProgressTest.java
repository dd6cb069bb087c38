package dev.sdkbench.junit.run;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

import dev.sdkbench.junit.plan.ForkPlanner;

/** The console's run line: the planner estimates one worker's time left, which the workers running at once share. */
class RunProgressTest {

    @Test
    void twoWorkersFinishTheForksLeftInHalfOneWorkersTime() {
        ForkPlanner.Progress progress = new ForkPlanner.Progress(1, 40, 40, 120_000, 30_000);

        assertThat(Worker.runProgress(progress, System.nanoTime(), 1)).contains("~2:00 left");
        assertThat(Worker.runProgress(progress, System.nanoTime(), 2)).contains("~1:00 left");
    }

    @Test
    void theLastForkIsNotSharedWithWorkersThatHaveNothingLeftToTake() {
        ForkPlanner.Progress lastFork = new ForkPlanner.Progress(39, 40, 40, 40_000, 40_000);

        assertThat(Worker.runProgress(lastFork, System.nanoTime(), 2)).contains("~0:40 left");
    }
}
