package dev.sdkbench.junit.run;

import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Objects;

import dev.sdkbench.junit.settings.ResolvedRunSettings;
import dev.sdkbench.results.model.Environment;
import dev.sdkbench.results.model.Library;
import dev.sdkbench.results.model.Pair;
import dev.sdkbench.results.model.Run;

/**
 * One benchmark class's run: settings, the machine and plan it ran on, and every case.
 *
 * @param environment the machine and setup it ran on, with the machine's own spread on the worker CPUs before and after
 *                    the forks
 * @param cases     every case, a baseline classpath's sides ({@code method@label}) included, in id order
 * @param pairs     which cases are read against which, fork by fork
 * @param loadAtEnd 1, 5 and 15 minute load averages when the run finished
 * @param directory where every fork's files and the results JSON are
 */
public record ClassResult(ResolvedRunSettings settings, Environment environment, List<CaseOutcome> cases,
                          List<Pair> pairs, Instant started, Instant finished, List<Double> loadAtEnd, Path directory) {

    /**
     * Why no figure of an unpinned run may be published: its forks shared CPUs with one another, the fixture and the
     * build, so its figures compare with nothing, not even its own next run.
     */
    public static final String UNPINNED = "forks ran unpinned (sdkbench.forks.pin=false): they shared CPUs with one another,"
            + " the fixture and the build, so no figure of this run is publishable; only forks pinned with taskset"
            + " (Linux, util-linux) give figures to publish";

    public ClassResult {
        cases = List.copyOf(cases);
        pairs = List.copyOf(pairs);
        loadAtEnd = List.copyOf(loadAtEnd);
    }

    /**
     * A suite member's share of a suite's run, as if it had run alone: its cases under their own ids, the
     * reference cases they are read against, their pairs, and its own environment (library, footprint).
     *
     * @param prefix what the suite put before the member's case ids ({@code MemberClass.})
     */
    ClassResult member(ResolvedRunSettings member, Environment memberEnvironment, String prefix) {
        List<Pair> own = pairs.stream().filter(p -> p.caseId().startsWith(prefix))
                .map(p -> new Pair(unprefixed(p.caseId(), prefix), unprefixed(p.referenceId(), prefix), p.role(), p.looks(),
                        p.sameJvm(), p.steadyLooks())).toList();
        java.util.Set<String> references = new java.util.HashSet<>();
        own.forEach(p -> references.add(p.referenceId()));
        List<CaseOutcome> memberCases = new java.util.ArrayList<>();
        for (CaseOutcome c : cases) {
            String id = c.settings().id();
            if (id.startsWith(prefix)) {
                memberCases.add(c.withId(unprefixed(id, prefix)));
            } else if (references.contains(id)) {
                memberCases.add(c);
            }
        }
        memberCases.sort(java.util.Comparator.comparing(c -> c.settings().id()));
        return new ClassResult(member, memberEnvironment, memberCases, own, started, finished, loadAtEnd, directory);
    }

    private static String unprefixed(String id, String prefix) {
        return id.startsWith(prefix) ? id.substring(prefix.length()) : id;
    }

    /** Every case passed, or failed only on a known client defect (a finding about that client), on pinned forks. */
    public boolean publishable() {
        return cases.stream().allMatch(ClassResult::passedOrClientFinding) && settings.forks().pin();
    }

    /** Why the run is not publishable, in one line, or {@code null} when it is. */
    public String notPublishableBecause() {
        if (!cases.stream().allMatch(ClassResult::passedOrClientFinding)) {
            return "a case failed";
        }
        return settings.forks().pin() ? null : UNPINNED;
    }

    private static boolean passedOrClientFinding(CaseOutcome c) {
        return c.ok() || c.failedByKnownClientDefect();
    }

    /**
     * The run as the results file carries it ({@link Run}, the one definition of the file's shape and
     * version, which {@code ResultsWriter} writes) and as every report reads it back.
     */
    public Run toModel() {
        List<String> failures = new java.util.ArrayList<>(cases.stream().map(CaseOutcome::firstFailure).filter(Objects::nonNull)
                .map(ForkOutcome::failureLine).toList());
        cases.stream().map(CaseOutcome::loadFailureLine).filter(Objects::nonNull).forEach(failures::add);
        cases.stream().map(CaseOutcome::sizesFailureLine).filter(Objects::nonNull).forEach(failures::add);
        if (!settings.forks().pin()) {
            failures.add(UNPINNED);
        }
        return new Run(Run.SCHEMA_VERSION, settings.testClass().getName(), Library.parse(settings.library()), started, finished,
                publishable(), failures, environment, loadAtEnd, settings.toModel(),
                cases.stream().map(CaseOutcome::toModel).toList(), pairs, Map.of());
    }
}
