package dev.sdkbench.junit;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

import org.apiguardian.api.API;

import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Supplier;

/**
 * A hedged call for the {@code hedged} scenario, which no official Java SDK does itself: two
 * identical calls raced, the first answer wins, the other is cancelled.
 *
 * <pre>{@code
 * OpenAIClientAsync client = ...;
 * sdk.measure(() -> Hedge.race(() -> client.chat().completions().create(params))
 *         .choices().get(0).message().content().orElse(null));
 * }</pre>
 *
 * The loser is cancelled through the very future the SDK returned ({@code cancel(true)}), so
 * whether its connection closes is the SDK's doing, which is what the scenario measures: hand
 * over the SDK's own future, not a future of the case's own that the SDK's completes (cancelling
 * that one never reaches the SDK; nor does cancelling a plain {@code CompletableFuture}'s
 * {@code thenApply}, although the JDK HttpClient's futures pass a cancellation on from their
 * dependents).
 */
@API(status = EXPERIMENTAL, since = "0.1")
public final class Hedge {

    /** How long a race waits for its first answer before it cancels both calls and fails. */
    public static final Duration TIMEOUT = Duration.ofSeconds(10);

    private Hedge() {
    }

    /** Starts {@code call} twice and returns the first answer; see {@link #race(Supplier, Duration)}. */
    public static <T> T race(Supplier<? extends CompletableFuture<T>> call) throws Exception {
        return race(call, TIMEOUT);
    }

    /**
     * Starts {@code call} twice, waits for the first of the two to complete, cancels the other and
     * returns the winner's value, or throws its failure (a failure that comes first wins too, as a
     * hedging client would see it).
     *
     * @throws TimeoutException when neither completes within {@code timeout}; both are cancelled
     */
    public static <T> T race(Supplier<? extends CompletableFuture<T>> call, Duration timeout) throws Exception {
        CompletableFuture<T> first = call.get();
        CompletableFuture<T> second = call.get();
        try {
            CompletableFuture.anyOf(first, second).get(timeout.toNanos(), TimeUnit.NANOSECONDS);
        } catch (ExecutionException failedFirst) {
            // the winner failed: it is still the winner
        } catch (TimeoutException e) {
            first.cancel(true);
            second.cancel(true);
            throw new TimeoutException("neither of the two hedged calls answered within " + timeout.toMillis() + " ms");
        }
        CompletableFuture<T> winner = first.isDone() ? first : second;
        (winner == first ? second : first).cancel(true);
        try {
            return winner.get();
        } catch (ExecutionException e) {
            throw e.getCause() instanceof Exception cause ? cause : e;
        }
    }
}
