package dev.sdkbench.junit.samples;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import dev.sdkbench.junit.ClientCase;
import dev.sdkbench.junit.Dialect;
import dev.sdkbench.junit.Forks;
import dev.sdkbench.junit.Scenario;
import dev.sdkbench.junit.SdkBenchmark;
import dev.sdkbench.junit.SdkCase;
import dev.sdkbench.junit.Startup;
import dev.sdkbench.junit.Steady;

/**
 * The retry path: a client that waits what the 429 advertises and sends the request again, and
 * faulty ones that never retry or retry with another body. Every case sets its own small counts,
 * which a run's configuration parameters may lower but not raise.
 */
@SdkBenchmark(dialect = Dialect.CHAT, scenario = Scenario.RETRY)
@Startup(forks = 1)
@Steady(forks = 0)
@Forks(timeoutSeconds = 30)
public class RetryClients {

    @ClientCase
    @Startup(warmup = 2, requests = 5)
    void retriesAfterTheAdvertisedWait(SdkCase sdk) {
        RetryingChatClient client = new RetryingChatClient(sdk, false);
        sdk.measure(client::chat);
    }

    @ClientCase
    @Startup(warmup = 2, requests = 5)
    void neverRetries(SdkCase sdk) {
        JdkChatClient client = new JdkChatClient(sdk);
        sdk.measure(client::chat);
    }

    /** Resends with another model, as a client that rebuilds its request between attempts might. */
    @ClientCase
    @Startup(warmup = 2, requests = 5)
    void retriesWithAnotherBody(SdkCase sdk) {
        RetryingChatClient client = new RetryingChatClient(sdk, true);
        sdk.measure(client::chat);
    }

    /** The JDK's HttpClient, one retry after the wait in {@code retry-after-ms}. */
    static final class RetryingChatClient {

        private static final Pattern CONTENT = Pattern.compile("\"content\":\"([^\"]*)\"");

        private final HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
                .connectTimeout(Duration.ofSeconds(5)).build();
        private final HttpRequest request;
        private final HttpRequest resend;

        RetryingChatClient(SdkCase sdk, boolean changeTheResend) {
            request = request(sdk, sdk.model("gpt-4.1-mini"));
            resend = changeTheResend ? request(sdk, "gpt-4.1") : request;
        }

        private static HttpRequest request(SdkCase sdk, String model) {
            String body = "{\"messages\":[{\"role\":\"user\",\"content\":\"" + sdk.prompt() + "\"}],\"model\":\"" + model
                    + "\",\"max_completion_tokens\":" + sdk.maxTokens() + "}";
            return HttpRequest.newBuilder(URI.create(sdk.baseUrl() + "/v1/chat/completions"))
                    .header("content-type", "application/json").header("authorization", "Bearer " + sdk.apiKey())
                    .timeout(Duration.ofSeconds(10)).POST(HttpRequest.BodyPublishers.ofString(body)).build();
        }

        String chat() throws Exception {
            HttpResponse<String> response = http.send(request, HttpResponse.BodyHandlers.ofString());
            if (response.statusCode() == 429) {
                Thread.sleep(Long.parseLong(response.headers().firstValue("retry-after-ms").orElseThrow()));
                response = http.send(resend, HttpResponse.BodyHandlers.ofString());
            }
            if (response.statusCode() != 200) {
                throw new IllegalStateException("HTTP " + response.statusCode() + ": " + response.body());
            }
            Matcher m = CONTENT.matcher(response.body());
            return m.find() ? m.group(1) : null;
        }
    }
}
