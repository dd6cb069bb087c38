package dev.sdkbench.reports.compare;

/** What a comparison says about one figure of one case. */
public enum Verdict {
    /** Worse beyond the threshold, and the interval of the change lies entirely on the worse side: fails the gate. */
    REGRESSION("regression"),
    /** Better beyond the threshold, and the interval lies entirely on the better side. */
    IMPROVEMENT("improvement"),
    /** Beyond the threshold, but the interval includes zero: the forks' noise could explain it. */
    UNCERTAIN("uncertain (interval includes 0)"),
    /** Within the threshold either way. */
    UNCHANGED("unchanged"),
    /** No verdict possible: see the note (too few forks, a zero baseline). */
    NOT_COMPARED("not compared");

    private final String label;

    Verdict(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }
}
