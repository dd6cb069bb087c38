package dev.sdkbench.junit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Supplier;

import org.junit.jupiter.api.Test;

/** The race behind hedged cases: two calls, the first answer, the other one's own future cancelled. */
class HedgeTest {

    private final List<CompletableFuture<String>> started = new ArrayList<>();

    @Test
    void theFirstAnswerWinsAndTheOtherCallIsCancelled() throws Exception {
        CompletableFuture<String> slow = new CompletableFuture<>();
        CompletableFuture<String> fast = new CompletableFuture<>();
        CompletableFuture.delayedExecutor(20, TimeUnit.MILLISECONDS).execute(() -> fast.complete("Hello."));

        assertThat(Hedge.race(next(slow, fast))).isEqualTo("Hello.");

        assertThat(slow.isCancelled()).as("the loser, the future the client returned, is cancelled").isTrue();
        assertThat(fast.isCancelled()).isFalse();
    }

    @Test
    void whicheverOfTheTwoAnswersFirstWins() throws Exception {
        CompletableFuture<String> answered = CompletableFuture.completedFuture("Hello.");
        CompletableFuture<String> pending = new CompletableFuture<>();

        assertThat(Hedge.race(next(answered, pending))).isEqualTo("Hello.");

        assertThat(pending.isCancelled()).isTrue();
    }

    @Test
    void aFailureThatComesFirstWinsAndIsThrownAsTheClientThrewIt() {
        CompletableFuture<String> failed = CompletableFuture.failedFuture(new IOException("HTTP 400"));
        CompletableFuture<String> pending = new CompletableFuture<>();

        assertThatThrownBy(() -> Hedge.race(next(pending, failed))).isInstanceOf(IOException.class).hasMessage("HTTP 400");
        assertThat(pending.isCancelled()).isTrue();
    }

    @Test
    void neitherAnsweringCancelsBothAndSaysSo() {
        CompletableFuture<String> a = new CompletableFuture<>();
        CompletableFuture<String> b = new CompletableFuture<>();

        assertThatThrownBy(() -> Hedge.race(next(a, b), Duration.ofMillis(50))).isInstanceOf(TimeoutException.class)
                .hasMessage("neither of the two hedged calls answered within 50 ms");
        assertThat(a.isCancelled()).isTrue();
        assertThat(b.isCancelled()).isTrue();
    }

    /** A call that hands out the given futures in turn, as a client would start two requests. */
    @SafeVarargs
    private Supplier<CompletableFuture<String>> next(CompletableFuture<String>... futures) {
        return () -> {
            CompletableFuture<String> future = futures[started.size()];
            started.add(future);
            return future;
        };
    }
}
