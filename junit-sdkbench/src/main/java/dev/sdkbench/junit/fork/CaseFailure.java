package dev.sdkbench.junit.fork;

import dev.sdkbench.junit.link.ForkResult.Outcome;

/**
 * Why a fork stopped measuring: the outcome and the message the user reads. The first failure of
 * a fork is the one reported.
 */
record CaseFailure(Outcome outcome, String message) {

    static CaseFailure wrongText(long call, Phase phase, String text, String expected) {
        return new CaseFailure(Outcome.WRONG_TEXT, "call " + call + " (" + phase.label + ") returned " + Describe.quote(text)
                + " but expected " + Describe.quote(expected) + Describe.firstDifference(text, expected));
    }

    static CaseFailure noTextDelta(long call, Phase phase, int emptyDeltas) {
        return new CaseFailure(Outcome.WRONG_TEXT, "call " + call + " (" + phase.label + ") streamed no delta with text ("
                + emptyDeltas + " empty or null): hand each chunk's text to deltas.accept(...) as it arrives");
    }

    static CaseFailure clientException(long call, Phase phase, Throwable thrown) {
        return new CaseFailure(Outcome.CLIENT_EXCEPTION, "call " + call + " (" + phase.label + ") threw "
                + Describe.headline(thrown) + Describe.frames(thrown));
    }

    static CaseFailure setupFailed(String where, Throwable thrown) {
        return new CaseFailure(Outcome.SETUP_FAILED, where + " threw " + Describe.headline(thrown) + Describe.frames(thrown));
    }

    /** Which calls a call number belongs to, as failure messages name it. */
    enum Phase {
        WARMUP("warmup"),
        TIMED("timed"),
        STEADY_WARMUP("steady warmup"),
        STEADY_TIMED("steady timed");

        final String label;

        Phase(String label) {
            this.label = label;
        }
    }
}
