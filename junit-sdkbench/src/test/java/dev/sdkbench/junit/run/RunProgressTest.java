package dev.sdkbench.junit.run;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.junit.jupiter.api.Test;

import dev.sdkbench.junit.plan.ForkPlanner;

/** The console's run line: the forks left, each expected to take what the planner says, run on the workers free first. */
class RunProgressTest {

    @Test
    void twoWorkersFinishTheForksLeftInHalfOneWorkersTime() {
        ForkPlanner.Progress progress = new ForkPlanner.Progress(1, 40, 40, List.of(30_000L, 30_000L, 30_000L, 30_000L));

        assertThat(Worker.runProgress(progress, System.nanoTime(), 1)).contains("~2:00 left");
        assertThat(Worker.runProgress(progress, System.nanoTime(), 2)).contains("~1:00 left");
    }

    @Test
    void theLastForkIsNotSharedWithWorkersThatHaveNothingLeftToTake() {
        ForkPlanner.Progress lastFork = new ForkPlanner.Progress(39, 40, 40, List.of(40_000L));

        assertThat(Worker.runProgress(lastFork, System.nanoTime(), 2)).contains("~0:40 left");
    }

    @Test
    void aLongForkLeftLastRunsOnOneWorkerWhileTheOtherIsDone() {
        // One worker ends its 10-s fork and takes the 10-s one, the other the 40-s one: 40 s, not half of 60.
        ForkPlanner.Progress tail = new ForkPlanner.Progress(37, 40, 40, List.of(10_000L, 40_000L, 10_000L));

        assertThat(Worker.runProgress(tail, System.nanoTime(), 2)).contains("~0:40 left");
    }
}
