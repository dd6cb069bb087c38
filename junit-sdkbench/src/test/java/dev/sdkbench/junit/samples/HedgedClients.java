package dev.sdkbench.junit.samples;

import java.net.http.HttpResponse;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import dev.sdkbench.junit.ClientCase;
import dev.sdkbench.junit.Dialect;
import dev.sdkbench.junit.Forks;
import dev.sdkbench.junit.Hedge;
import dev.sdkbench.junit.Scenario;
import dev.sdkbench.junit.SdkBenchmark;
import dev.sdkbench.junit.SdkCase;
import dev.sdkbench.junit.Startup;
import dev.sdkbench.junit.Steady;

/**
 * The hedged scenario: a client that cancels its loser passes; one that never cancels, one that
 * cancels a future of its own (which never reaches the exchange) and one that does not hedge at
 * all must each fail with the fixture's cause.
 */
@SdkBenchmark(dialect = Dialect.CHAT, scenario = Scenario.HEDGED)
@Startup(forks = 1, warmup = 2, requests = 5)
@Steady(forks = 0)
@Forks(timeoutSeconds = 30)
public class HedgedClients {

    @ClientCase
    void cancelsTheLoser(SdkCase sdk) {
        JdkChatClient client = new JdkChatClient(sdk);
        sdk.measure(() -> JdkChatClient.text(Hedge.race(client::chatAsync)));
    }

    // --- faulty ---

    /** Takes the first answer and leaves the other call running. */
    @ClientCase
    void neverCancelsTheLoser(SdkCase sdk) {
        JdkChatClient client = new JdkChatClient(sdk);
        sdk.measure(() -> {
            CompletableFuture<HttpResponse<String>> a = client.chatAsync();
            CompletableFuture<HttpResponse<String>> b = client.chatAsync();
            CompletableFuture.anyOf(a, b).get(10, TimeUnit.SECONDS);
            return JdkChatClient.text(a.isDone() ? a.get() : b.get());
        });
    }

    /**
     * Cancels a future of its own that the client's completes, as a wrapper around an SDK might:
     * the cancellation never reaches the exchange. (A {@code thenApply} on the JDK client's future
     * would pass it on: the JDK's futures share their cancellation with their dependents.)
     */
    @ClientCase
    void cancelsAFutureOfItsOwn(SdkCase sdk) {
        JdkChatClient client = new JdkChatClient(sdk);
        sdk.measure(() -> Hedge.race(() -> {
            CompletableFuture<String> own = new CompletableFuture<>();
            client.chatAsync().whenComplete((response, failure) -> {
                if (failure != null) {
                    own.completeExceptionally(failure);
                } else {
                    own.complete(JdkChatClient.text(response));
                }
            });
            return own;
        }));
    }

    /** Sends one request per call: no hedge. */
    @ClientCase
    void sendsOneRequest(SdkCase sdk) {
        JdkChatClient client = new JdkChatClient(sdk);
        sdk.measure(client::chat);
    }
}
