package dev.sdkbench.reports.model;

/**
 * Two cases of one run whose forks ran in the same interleaved rounds, so that each of the case's
 * forks has a partner of the reference's that met the same machine: their figures are compared fork
 * by fork ({@code dev.sdkbench.reports.paired}).
 *
 * @param caseId      the case read against the reference
 * @param referenceId what it is read against
 * @param role        what the comparison answers
 * @param sameJvm     whether the case's pair forks ({@code steady.pairing=same_jvm}) ran this pair's other side in
 *                    their JVM, so that its steady figures pair the two sides of each JVM: a pair fork runs one
 *                    other side, the baseline when the case has one, else its reference
 */
public record Pair(String caseId, String referenceId, Role role, boolean sameJvm) {

    /** A pair as files and callers from before baselines could share a JVM give it: only a reference could. */
    public Pair(String caseId, String referenceId, Role role) {
        this(caseId, referenceId, role, role == Role.REFERENCE);
    }

    /** What a pair's comparison answers, and whether it can fail the build. */
    public enum Role {
        /** What the case adds over the class's reference case (by default a raw JDK client): shown, never gated. */
        REFERENCE,
        /** The same case on a baseline classpath (the released jar against the candidate): a slower figure fails the build. */
        BASELINE
    }

    public Pair {
        if (caseId == null || referenceId == null || role == null || caseId.equals(referenceId)) {
            throw new IllegalArgumentException("a pair needs a case, a different reference case and a role, not " + caseId
                    + " against " + referenceId + " (" + role + ")");
        }
    }
}
