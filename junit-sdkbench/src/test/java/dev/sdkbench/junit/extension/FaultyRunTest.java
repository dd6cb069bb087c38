package dev.sdkbench.junit.extension;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.testkit.engine.EventConditions.event;
import static org.junit.platform.testkit.engine.EventConditions.finishedSuccessfully;
import static org.junit.platform.testkit.engine.EventConditions.finishedWithFailure;
import static org.junit.platform.testkit.engine.EventConditions.test;
import static org.junit.platform.testkit.engine.TestExecutionResultConditions.message;

import java.util.Arrays;
import java.util.Map;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.platform.testkit.engine.Events;

import dev.sdkbench.junit.launch.Cpuset;
import dev.sdkbench.junit.launch.LiveForks;
import dev.sdkbench.junit.samples.FaultyClients;

/** Each deliberately faulty client fails its own test with a first line that says what went wrong. */
class FaultyRunTest {

    private static Events events;

    @BeforeAll
    static void run() {
        events = EngineRuns.run(FaultyClients.class, Map.of());
    }

    @Test
    void theGoodCaseBesideThemPasses() {
        events.assertThatEvents().haveExactly(1, event(test("good"), finishedSuccessfully()));
    }

    @Test
    void aSilentRetryFails() {
        assertFails("retries", "retries startup fork 1 on cpu ", "one request per call: expected 13 requests, saw 26: the client retried");
    }

    @Test
    void aWrongPromptFails() {
        assertFails("wrongPrompt", "wrongPrompt startup fork 1", "the fixture rejected a request: #1 POST /v1/chat/completions -> 400:"
                + " prompt: expected \"Say hello.\", received \"Say hi.\"");
    }

    @Test
    void aWrongLimitFails() {
        assertFails("wrongLimit", "wrongLimit startup fork 1", "max_completion_tokens: expected 32, received 64");
    }

    @Test
    void wrongTextFails() {
        assertFails("wrongText", "wrongText startup fork 1", "wrong text: call 1 (warmup) returned \"Hi.\" but expected \"Hello.\"");
    }

    @Test
    void aThrowingClientFails() {
        assertFails("throwsOnThirdCall", "throwsOnThirdCall startup fork 1", "call 3", "IllegalStateException: boom");
    }

    @Test
    void aForkThatExitsFails() {
        assertFails("exits", "exits startup fork 1", "exited with code 3 without writing its result");
    }

    @Test
    void aHangingForkIsKilledAtItsDeadline() {
        assertFails("hangs", "hangs startup fork 1", "did not finish within 3 s and was killed");
        assertThat(LiveForks.count()).isZero();
    }

    @Test
    void aThreadOnAnotherCpuFails() {
        if (Cpuset.probe().usable()) {
            // The fork's cpuset leaves no other CPU: the kernel refuses the move itself.
            assertFails("threadOnAnotherCpu", "threadOnAnotherCpu startup fork 1 on cpu 1", "taskset -p -c 0 ", "was refused",
                    "Invalid argument");
        } else {
            assertFails("threadOnAnotherCpu", "threadOnAnotherCpu startup fork 1 on cpu 1: wrong CPU:", "on cpu 0 (stray",
                    "every thread must be on cpu 1");
        }
    }

    @Test
    void failuresPointAtTheirEvidenceAndSayTheRunIsNotPublishable() {
        assertFails("wrongText", "(evidence: ", "FaultyClients/wrongText/fork-01)", "not publishable", "1 skipped after the failure");
    }

    @Test
    void theFirstLineCarriesTheFailedForksOwnFiguresWhenItMeasured() {
        assertFirstLine("retries", "retries startup fork 1 on cpu ", ": one request per call: expected 13 requests, saw 26",
                "; the failed fork measured early ", " µs/call, RSS ", " MiB, first response ", " ms (evidence: ",
                "FaultyClients/retries/fork-01)");
    }

    @Test
    void theFirstLineCarriesThePassingForksMediansBesideTheFailure() {
        assertFirstLine("secondForkThrows", "secondForkThrows startup fork 2 on cpu ", "IllegalStateException: second fork",
                "; median of 1 passing fork: early ", " µs/call, RSS ", " MiB, first response ", " ms (evidence: ");
        assertFails("secondForkThrows", "\n1 of 2 forks passed, 0 skipped after the failure");
    }

    @Test
    void theFirstLineSaysWhenNothingWasMeasured() {
        assertFirstLine("wrongText", "wrong text: call 1 (warmup) returned \"Hi.\" but expected \"Hello.\"; "
                + "no figures: no fork finished its timed calls (evidence: ");
    }

    /** Surefire's HTML report shows only the failure message: its first line must say it all. */
    private static void assertFirstLine(String caseName, String... fragments) {
        events.assertThatEvents().haveExactly(1, event(test(caseName), finishedWithFailure(message(m -> {
            String first = m.lines().findFirst().orElse("");
            return Arrays.stream(fragments).allMatch(first::contains);
        }))));
    }

    private static void assertFails(String caseName, String... fragments) {
        EngineRuns.assertFails(events, caseName, fragments);
    }
}
