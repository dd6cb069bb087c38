package dev.sdkbench.reports.compare;

import java.util.List;
import java.util.stream.Collectors;

/** The run and the baseline come from different environments, and comparing them anyway was not asked for. */
public final class EnvironmentMismatchException extends Exception {

    private static final long serialVersionUID = 1L;

    private final transient List<EnvironmentDifference> differences;

    public EnvironmentMismatchException(List<EnvironmentDifference> differences) {
        super("refusing to compare runs from different environments, whose figures would differ for reasons other than "
                + "the code:\n" + differences.stream().map(d -> "  " + d.line()).collect(Collectors.joining("\n"))
                + "\nCompare with a baseline saved on the same machine and JDK, or pass --allow-environment-mismatch "
                + "(Maven: -Dsdkbench.allowEnvironmentMismatch=true) to compare anyway.");
        this.differences = List.copyOf(differences);
    }

    public List<EnvironmentDifference> differences() {
        return differences;
    }
}
