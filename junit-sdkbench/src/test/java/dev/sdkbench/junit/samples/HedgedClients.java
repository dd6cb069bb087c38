package dev.sdkbench.junit.samples;

import java.net.http.HttpResponse;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import dev.sdkbench.junit.ClientCase;
import dev.sdkbench.junit.Hedge;
import dev.sdkbench.junit.SdkBenchmark;
import dev.sdkbench.junit.SdkCase;

/**
 * The hedged scenario: a client that cancels its loser passes; one that never cancels, one that
 * cancels a future derived from the client's (which never reaches the exchange) and one that
 * does not hedge at all must each fail with the fixture's cause.
 */
@SdkBenchmark(dialect = "chat", scenario = "hedged", forks = 1, warmup = 2, requests = 5, steady = false, forkTimeoutSeconds = 30)
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

    /** Cancels a future made from the client's with thenApply: the cancellation never reaches the exchange. */
    @ClientCase
    void cancelsADerivedFuture(SdkCase sdk) {
        JdkChatClient client = new JdkChatClient(sdk);
        sdk.measure(() -> Hedge.race(() -> client.chatAsync().thenApply(JdkChatClient::text)));
    }

    /** Sends one request per call: no hedge. */
    @ClientCase
    void sendsOneRequest(SdkCase sdk) {
        JdkChatClient client = new JdkChatClient(sdk);
        sdk.measure(client::chat);
    }
}
