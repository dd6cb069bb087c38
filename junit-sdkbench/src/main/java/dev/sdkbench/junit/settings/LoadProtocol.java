package dev.sdkbench.junit.settings;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * How a case's load fork runs ({@code @Load}, {@code sdkbench.load.*}): {@code forks} load forks (0 or 1), each
 * calling the case's measured call from N callers at once for every step N of {@code concurrency}, warmed up for
 * {@code warmupSeconds} and measured for {@code seconds}, against a fixture that answers after {@code delayMillis}.
 *
 * @param forks         load forks of the case: 0 (none) or 1
 * @param concurrency   the steps' caller counts, in order
 * @param seconds       each step's measured time, s
 * @param warmupSeconds each step's warmup before it, s
 * @param delayMillis   the fixture's wait before every answer, ms
 */
public record LoadProtocol(int forks, List<Integer> concurrency, double seconds, double warmupSeconds, long delayMillis) {

    /** The most callers of one step: each is a platform thread on the fork's one CPU. */
    public static final int MOST_CALLERS = 4096;
    /** What a step may take beyond its warmup and measured time: its callers' last calls, one delay each, and their ends. */
    static final long STEP_ALLOWANCE_MILLIS = 2_000;
    /** What a load fork takes before its first step: the JVM's start, the client's construction, the first call. */
    static final long START_ALLOWANCE_MILLIS = 10_000;

    public LoadProtocol {
        concurrency = List.copyOf(concurrency);
    }

    /** No load fork. */
    public static LoadProtocol none() {
        return new LoadProtocol(0, Defaults.LOAD_CONCURRENCY, Defaults.LOAD_SECONDS, Defaults.LOAD_WARMUP_SECONDS,
                Defaults.LOAD_DELAY_MILLIS);
    }

    /** Whether the case runs a load fork. */
    public boolean runs() {
        return forks > 0;
    }

    /** The longest a load fork takes, ms: its start and first call, then every step's warmup, measured time and callers' last calls. */
    public long longestMillis() {
        return START_ALLOWANCE_MILLIS
                + concurrency.size() * (Math.round((warmupSeconds + seconds) * 1000) + 2 * delayMillis + STEP_ALLOWANCE_MILLIS);
    }

    /** What is wrong with these values, each with what to use instead; empty when nothing is. */
    List<String> problems(String caseName) {
        List<String> problems = new ArrayList<>();
        if (forks < 0 || forks > 1) {
            problems.add(caseName + ": load.forks is " + forks + ": use 0 (none) or 1 (one load fork per case in this version)");
        }
        Set<Integer> seen = new HashSet<>();
        for (int n : concurrency) {
            if (n < 1 || n > MOST_CALLERS || !seen.add(n)) {
                problems.add(caseName + ": load.concurrency is " + concurrency + ": give each step's callers once, from 1 to "
                        + MOST_CALLERS + ", e.g. 1,4,16,64,256");
                break;
            }
        }
        if (concurrency.isEmpty()) {
            problems.add(caseName + ": load.concurrency is empty: give the steps' callers, e.g. 1,4,16,64,256");
        }
        // A step is measured in whole milliseconds: a shorter one would measure nothing.
        if (!(seconds >= 0.001)) {
            problems.add(caseName + ": load.seconds is " + seconds + ": use 0.001 (1 ms) or more, e.g. " + Defaults.LOAD_SECONDS);
        }
        if (!(warmupSeconds >= 0)) {
            problems.add(caseName + ": load.warmupSeconds is " + warmupSeconds + ": use 0 or more, e.g. " + Defaults.LOAD_WARMUP_SECONDS);
        }
        if (delayMillis < 1) {
            problems.add(caseName + ": load.delayMillis is " + delayMillis + ": use 1 or more (each step's ideal calls/s is N/delay),"
                    + " e.g. " + Defaults.LOAD_DELAY_MILLIS);
        }
        return problems;
    }

    /** A comma-separated list of caller counts, as {@code sdkbench.load.concurrency} gives it; {@code null} when a word is no number. */
    static List<Integer> parseConcurrency(String words) {
        List<Integer> steps = new ArrayList<>();
        for (String word : words.split(",")) {
            try {
                steps.add(Integer.parseInt(word.trim()));
            } catch (NumberFormatException e) {
                return null;
            }
        }
        return steps;
    }
}
