package dev.sdkbench.junit.plan;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sdkbench.junit.plan.Schedule.Task;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

class ScheduleTest {

    private static final List<String> CASES = List.of("openai", "anthropic", "gemini", "langchain4j", "spring-ai",
            "okhttp", "jdk-http", "vertx", "netty", "apache");

    /** The same number of forks for every case. */
    private static Map<String, Integer> evenly(List<String> caseIds, int forks) {
        Map<String, Integer> forksPerCase = new LinkedHashMap<>();
        caseIds.forEach(id -> forksPerCase.put(id, forks));
        return forksPerCase;
    }

    private static Map<String, Integer> unevenForks() {
        Map<String, Integer> forks = new LinkedHashMap<>();
        forks.put("a", 3);
        forks.put("b", 1);
        forks.put("c", 5);
        forks.put("d", 2);
        return forks;
    }

    @Test
    void everyForkOfEveryCaseExactlyOnce() {
        Schedule s = Schedule.of(unevenForks(), 42);

        List<Task> expected = new ArrayList<>();
        unevenForks().forEach((id, n) -> {
            for (int f = 1; f <= n; f++) {
                expected.add(new Task(id, f));
            }
        });
        assertThat(s.tasks()).containsExactlyInAnyOrderElementsOf(expected);
        assertThat(s.seed()).isEqualTo(42);
    }

    @Test
    void aBaselineAndItsCandidateTakeTurnsAtRunningFirst() {
        Map<String, Integer> forks = Map.of("chat", 10, "chat@baseline", 10);
        List<Task> tasks = Schedule.of(forks, Map.of("chat", "chat@baseline"), Set.of("chat@baseline"), 11).tasks();
        List<Task> floored = Schedule.of(forks, Map.of("chat", "chat@baseline"), 11).tasks();

        for (int round = 0; round < 10; round++) {
            assertThat(tasks.get(2 * round).caseId()).as("first fork of round %d: %s", round,
                    tasks.subList(2 * round, 2 * round + 2)).isEqualTo(round % 2 == 0 ? "chat@baseline" : "chat");
            assertThat(floored.get(2 * round).caseId()).as("a floor with one reader, round %d", round)
                    .isEqualTo("chat@baseline");
        }
    }

    @Test
    void aCaseReadAgainstAnotherRunsNextToItInEveryRound() {
        // Two floors, each read by some of the cases; "apache" is read by nothing.
        Map<String, String> anchors = new LinkedHashMap<>();
        List.of("openai", "langchain4j", "spring-ai", "okhttp").forEach(id -> anchors.put(id, "jdk-http"));
        List.of("anthropic", "gemini").forEach(id -> anchors.put(id, "netty"));
        List<Task> tasks = Schedule.of(evenly(CASES, 6), anchors, 3).tasks();

        assertThat(tasks).hasSize(60);
        for (int round = 0; round < 6; round++) {
            List<String> order = tasks.subList(10 * round, 10 * round + 10).stream().map(Task::caseId).toList();
            assertThat(order).as("round %d", round + 1).containsExactlyInAnyOrderElementsOf(CASES);
            int floor = order.indexOf("jdk-http");
            assertThat(order.subList(floor - 2, floor + 3)).as("round %d: %s", round + 1, order)
                    .containsExactlyInAnyOrder("jdk-http", "openai", "langchain4j", "spring-ai", "okhttp");
            int other = order.indexOf("netty");
            assertThat(order.subList(Math.max(0, other - 1), other + 2)).as("round %d: %s", round + 1, order)
                    .contains("anthropic", "gemini");
        }
        List<List<String>> rounds = new ArrayList<>();
        for (int round = 0; round < 6; round++) {
            rounds.add(tasks.subList(10 * round, 10 * round + 10).stream().map(Task::caseId).toList());
        }
        assertThat(new HashSet<>(rounds)).as("each round shuffled anew").hasSizeGreaterThan(1);
    }

    @Test
    void withoutAnchorsTheOrderIsThePlainShuffle() {
        assertThat(Schedule.of(evenly(CASES, 4), Map.of(), 5)).isEqualTo(Schedule.of(evenly(CASES, 4), 5));
        List<String> plain = new ArrayList<>(new TreeSet<>(CASES));
        Collections.shuffle(plain, new Random(5));
        assertThat(Schedule.of(evenly(CASES, 1), 5).tasks()).extracting(Task::caseId).containsExactlyElementsOf(plain);
    }

    @Test
    void sameSeedSameOrderDifferentSeedDifferentOrder() {
        assertThat(Schedule.of(evenly(CASES, 5), 1).tasks()).isEqualTo(Schedule.of(evenly(CASES, 5), 1).tasks());
        // 5 rounds of 10 cases: the chance of two seeds agreeing is (1/10!)^5.
        assertThat(Schedule.of(evenly(CASES, 5), 1).tasks()).isNotEqualTo(Schedule.of(evenly(CASES, 5), 2).tasks());
    }

    @Test
    void orderDoesNotDependOnTheMapsIterationOrder() {
        Map<String, Integer> reversed = new LinkedHashMap<>();
        List<String> ids = new ArrayList<>(unevenForks().keySet());
        for (int i = ids.size() - 1; i >= 0; i--) {
            reversed.put(ids.get(i), unevenForks().get(ids.get(i)));
        }

        assertThat(Schedule.of(reversed, 9)).isEqualTo(Schedule.of(unevenForks(), 9));
    }

    @Test
    void roundsHoldEachRemainingCaseOnceAndForksAscend() {
        Map<String, Integer> forks = unevenForks();
        List<Task> tasks = Schedule.of(forks, 7).tasks();

        // Round r holds the cases with more than r forks: sizes 4, 3, 2, 1, 1 here.
        int[] roundSizes = {4, 3, 2, 1, 1};
        int start = 0;
        for (int round = 0; round < roundSizes.length; round++) {
            List<Task> inRound = tasks.subList(start, start + roundSizes[round]);
            Set<String> ids = new HashSet<>();
            for (Task t : inRound) {
                assertThat(ids.add(t.caseId())).as("case %s twice in round %d", t.caseId(), round).isTrue();
                assertThat(t.fork()).as("fork number in round %d", round).isEqualTo(round + 1);
            }
            start += roundSizes[round];
        }
        assertThat(start).isEqualTo(tasks.size());

        Map<String, Integer> lastFork = new HashMap<>();
        for (Task t : tasks) {
            assertThat(t.fork()).isEqualTo(lastFork.getOrDefault(t.caseId(), 0) + 1);
            lastFork.put(t.caseId(), t.fork());
        }
    }

    @Test
    void roundIsShuffledWithRandomOfSeedPlusRound() {
        // Round 0 of cases a..d (id order) shuffled with new Random(seed + 0).
        List<String> expected = new ArrayList<>(List.of("a", "b", "c", "d"));
        Collections.shuffle(expected, new Random(100));

        List<Task> tasks = Schedule.of(unevenForks(), 100).tasks();

        assertThat(tasks.subList(0, 4)).extracting(Task::caseId).containsExactlyElementsOf(expected);
    }

    @Test
    void rejectsBadInputSayingWhatToChange() {
        assertThatThrownBy(() -> Schedule.of(Map.of("a", 0), 1))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("case a has 0 forks: set forks to 1 or more");
        assertThatThrownBy(() -> Schedule.of(Map.of(" ", 2), 1))
                .hasMessage("a case id is blank: give every case a non-empty id");
    }

    @Test
    void noCasesNoTasks() {
        assertThat(Schedule.of(Map.of(), 1).tasks()).isEmpty();
    }
}
