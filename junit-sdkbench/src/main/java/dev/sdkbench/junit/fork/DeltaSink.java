package dev.sdkbench.junit.fork;

import java.util.function.Consumer;

/**
 * What a streaming case hands its text deltas to: keeps their text, counts them and stamps the
 * first one that carries text. One sink serves every call of a fork; {@link #reset} starts a call.
 * A case may feed it from an SDK's own thread, as long as it waits for the stream before returning.
 */
final class DeltaSink implements Consumer<String> {

    private final StringBuilder text = new StringBuilder(64);
    private int textDeltas;
    private int emptyDeltas;
    private long firstTextNanos;

    void reset() {
        text.setLength(0);
        textDeltas = 0;
        emptyDeltas = 0;
    }

    @Override
    public void accept(String delta) {
        if (delta == null || delta.isEmpty()) {
            emptyDeltas++;
            return;
        }
        if (textDeltas == 0) {
            firstTextNanos = System.nanoTime();
        }
        textDeltas++;
        text.append(delta);
    }

    /** The deltas of this call, concatenated. */
    String text() {
        return text.toString();
    }

    /** Deltas of this call that carried text. */
    int textDeltas() {
        return textDeltas;
    }

    /** Deltas of this call that were empty or {@code null}. */
    int emptyDeltas() {
        return emptyDeltas;
    }

    /** {@link System#nanoTime} at this call's first delta with text; valid only when {@link #textDeltas} is above 0. */
    long firstTextNanos() {
        return firstTextNanos;
    }
}
