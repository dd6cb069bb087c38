package dev.sdkbench.junit.samples;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import dev.sdkbench.junit.SdkCase;

/**
 * The least a Java client can be: the JDK's HttpClient over HTTP/1.1 and string handling, posting
 * OpenAI Chat Completions requests. Sample cases build faulty clients from it. No per-request
 * timeout (the fork's own timeout catches a hang). A steady fork with it once failed 43,453 calls in
 * with "connection closed locally": the JDK's pool closing the reused connection under the next call
 * (JDK-8338569; the fixture's README has the evidence), rare, and not the samples' fault.
 */
public final class JdkChatClient {

    private static final Pattern CONTENT = Pattern.compile("\"content\":\"([^\"]*)\"");

    private final HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(5)).build();
    private final HttpRequest request;

    public JdkChatClient(SdkCase sdk, String prompt, int maxTokens) {
        String body = "{\"messages\":[{\"role\":\"user\",\"content\":\"" + prompt + "\"}],\"model\":\"" + sdk.model("gpt-4.1-mini")
                + "\",\"max_completion_tokens\":" + maxTokens + "}";
        request = HttpRequest.newBuilder(URI.create(sdk.baseUrl() + "/v1/chat/completions"))
                .header("content-type", "application/json").header("authorization", "Bearer " + sdk.apiKey())
                .POST(HttpRequest.BodyPublishers.ofString(body)).build();
    }

    public JdkChatClient(SdkCase sdk) {
        this(sdk, sdk.prompt(), sdk.maxTokens());
    }

    /** One call: the reply's text, or an exception for a non-200 answer. */
    public String chat() throws Exception {
        return text(http.send(request, HttpResponse.BodyHandlers.ofString()));
    }

    /** One call started: the JDK client's own future, whose cancellation aborts the exchange. */
    public CompletableFuture<HttpResponse<String>> chatAsync() {
        return http.sendAsync(request, HttpResponse.BodyHandlers.ofString());
    }

    /** The reply's text, or an exception for a non-200 answer. */
    public static String text(HttpResponse<String> response) {
        if (response.statusCode() != 200) {
            throw new IllegalStateException("HTTP " + response.statusCode() + ": " + response.body());
        }
        Matcher m = CONTENT.matcher(response.body());
        return m.find() ? m.group(1) : null;
    }
}
