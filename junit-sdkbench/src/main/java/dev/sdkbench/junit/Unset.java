package dev.sdkbench.junit;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

import org.apiguardian.api.API;

/**
 * What an element of {@link Startup}, {@link Steady}, {@link Forks}, {@link Fixture}, {@link Load} or {@link Sizes} holds when the
 * annotation does not set it, so that the next source decides: the method's annotation, then the class's,
 * then the engine's default (a configuration parameter wins over all of them). An annotation element
 * cannot be absent, so each kind has a blank, named here once: {@link #NUMBER} for a count, a time or a
 * fraction, {@link #TEXT} for a text, and a {@code DEFAULT} constant for a choice
 * ({@link Toggle#DEFAULT}, {@link FixturePlacement#DEFAULT}, {@link Network#DEFAULT},
 * {@link SteadyPairing#DEFAULT}), and an empty list for a list that is one value ({@link Load#concurrency()},
 * {@link Sizes#replyKiB()}, {@link Sizes#streamChunks()}: a ladder of no step is no ladder). Writing a blank out, {@code @Startup(forks = Unset.NUMBER)}, is the same as
 * leaving the element out.
 */
@API(status = EXPERIMENTAL, since = "0.1")
public final class Unset {

    /** A count, time or fraction left unset: no such setting may be negative, so the blank cannot be a value. */
    public static final int NUMBER = -1;

    /** A text left unset, such as {@link Forks#heap()}: an empty text is no value either. */
    public static final String TEXT = "";

    private Unset() {
    }
}
