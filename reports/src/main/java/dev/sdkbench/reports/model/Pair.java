package dev.sdkbench.reports.model;

import java.util.List;

/**
 * Two cases of one run whose forks ran in the same interleaved rounds, so that each of the case's
 * forks has a partner of the reference's that met the same machine: their figures are compared fork
 * by fork ({@code dev.sdkbench.reports.paired}).
 *
 * @param caseId      the case read against the reference
 * @param referenceId what it is read against
 * @param role        what the comparison answers
 * @param looks       the pair counts at which its rounds could stop on the data (the planned looks of a sequential
 *                    comparison, {@code dev.sdkbench.reports.paired.Looks}); empty when the count was fixed in advance
 * @param sameJvm     whether the case's pair forks ({@code steady.pairing=same_jvm}) ran this pair's other side in
 *                    their JVM, so that its steady figures pair the two sides of each JVM: a pair fork runs one
 *                    other side, the baseline when the case has one, else its reference
 * @param steadyLooks the pair-fork counts at which its steady pair forks could stop on the data (planned as
 *                    {@code looks} are); empty when their count was fixed in advance, or they were not pair forks
 */
public record Pair(String caseId, String referenceId, Role role, List<Integer> looks, boolean sameJvm, List<Integer> steadyLooks) {

    /** What a pair's comparison answers, and whether it can fail the build. */
    public enum Role {
        /** What the case adds over the class's reference case (by default a raw JDK client): shown, never gated. */
        REFERENCE,
        /** The same case on a baseline classpath (the released jar against the candidate): a slower figure fails the build. */
        BASELINE
    }

    /** A pair whose rounds were counted in advance. */
    public Pair(String caseId, String referenceId, Role role) {
        this(caseId, referenceId, role, List.of());
    }

    /** A pair as files and callers from before baselines could share a JVM give it: only a reference could. */
    public Pair(String caseId, String referenceId, Role role, List<Integer> looks) {
        this(caseId, referenceId, role, looks, role == Role.REFERENCE);
    }

    /** A pair with its rounds counted in advance, and whether its pair forks ran its other side. */
    public Pair(String caseId, String referenceId, Role role, boolean sameJvm) {
        this(caseId, referenceId, role, List.of(), sameJvm);
    }

    /** A pair whose steady forks were counted in advance. */
    public Pair(String caseId, String referenceId, Role role, List<Integer> looks, boolean sameJvm) {
        this(caseId, referenceId, role, looks, sameJvm, List.of());
    }

    public Pair {
        looks = looks == null ? List.of() : List.copyOf(looks);
        steadyLooks = steadyLooks == null ? List.of() : List.copyOf(steadyLooks);
        if (caseId == null || referenceId == null || role == null || caseId.equals(referenceId)) {
            throw new IllegalArgumentException("a pair needs a case, a different reference case and a role, not " + caseId
                    + " against " + referenceId + " (" + role + ")");
        }
        ascending(looks, "looks", caseId, referenceId);
        ascending(steadyLooks, "steady looks", caseId, referenceId);
    }

    private static void ascending(List<Integer> counts, String what, String caseId, String referenceId) {
        for (int i = 0; i < counts.size(); i++) {
            if (counts.get(i) < 1 || i > 0 && counts.get(i) <= counts.get(i - 1)) {
                throw new IllegalArgumentException("the " + what + " " + counts + " of " + caseId + " against " + referenceId
                        + " are not ascending pair counts: list each count once, from 1 up");
            }
        }
    }
}
