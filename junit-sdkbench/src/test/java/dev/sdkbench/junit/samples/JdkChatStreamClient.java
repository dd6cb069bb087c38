package dev.sdkbench.junit.samples;

import java.io.BufferedReader;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.function.Consumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import dev.sdkbench.junit.SdkCase;

/**
 * A minimal streaming Chat Completions client: the JDK's HttpClient, the reply read line by line
 * as server-sent events, each chunk's {@code delta.content} handed on as it arrives.
 */
public final class JdkChatStreamClient {

    private static final Pattern CONTENT = Pattern.compile("\"content\":\"([^\"]*)\"");

    private final HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(5)).build();
    private final HttpRequest request;

    public JdkChatStreamClient(SdkCase sdk) {
        String body = "{\"messages\":[{\"role\":\"user\",\"content\":\"" + sdk.prompt() + "\"}],\"model\":\""
                + sdk.model("gpt-4.1-mini") + "\",\"max_completion_tokens\":" + sdk.maxTokens() + ",\"stream\":true}";
        request = HttpRequest.newBuilder(URI.create(sdk.baseUrl() + "/v1/chat/completions"))
                .header("content-type", "application/json").header("authorization", "Bearer " + sdk.apiKey())
                .timeout(Duration.ofSeconds(10)).POST(HttpRequest.BodyPublishers.ofString(body)).build();
    }

    /** One streamed call: every chunk's text to {@code deltas}, returning after {@code [DONE]}. */
    public void stream(Consumer<String> deltas) throws Exception {
        HttpResponse<InputStream> response = http.send(request, HttpResponse.BodyHandlers.ofInputStream());
        try (BufferedReader lines = new BufferedReader(new InputStreamReader(response.body(), StandardCharsets.UTF_8))) {
            if (response.statusCode() != 200) {
                throw new IllegalStateException("HTTP " + response.statusCode() + ": " + lines.readLine());
            }
            for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                if (line.equals("data: [DONE]")) {
                    return;
                }
                if (line.startsWith("data: ")) {
                    Matcher m = CONTENT.matcher(line);
                    if (m.find()) {
                        deltas.accept(m.group(1));
                    }
                }
            }
        }
        throw new IllegalStateException("the stream ended without [DONE]");
    }
}
