package dev.sdkbench.reports.model;

/**
 * Two cases of one run whose forks ran in the same interleaved rounds, so that each of the case's
 * forks has a partner of the reference's that met the same machine: their figures are compared fork
 * by fork ({@code dev.sdkbench.reports.paired}).
 *
 * @param caseId      the case read against the reference
 * @param referenceId what it is read against
 * @param role        what the comparison answers
 */
public record Pair(String caseId, String referenceId, Role role) {

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
