package dev.sdkbench.examples.floor;

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

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import dev.sdkbench.junit.SdkCase;

/**
 * The least a streaming Java client does: one prepared request, the JDK's HttpClient over
 * HTTP/1.1, the reply read line by line as server-sent events to the end of the body, and each
 * {@code data:} line parsed with Jackson's tree for its text delta; for newline-delimited JSON
 * (Ollama), every line is an event.
 */
final class MinimalStreamClient {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String DATA = "data: ";

    private final HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(10)).build();
    private final HttpRequest request;
    private final String prefix;
    private final String deltaType;
    private final String textPointer;

    /**
     * @param path        the dialect's streaming path under the base URL
     * @param body        the request as JSON, asking for a stream
     * @param deltaType   the {@code type} of the events that carry text, or {@code null} when every event may
     * @param textPointer JSON pointer to an event's text
     */
    MinimalStreamClient(SdkCase sdk, String path, String body, String deltaType, String textPointer) {
        this(sdk, path, body, "text/event-stream", DATA, deltaType, textPointer);
    }

    private MinimalStreamClient(SdkCase sdk, String path, String body, String accept, String prefix, String deltaType,
                                String textPointer) {
        request = HttpRequest.newBuilder(URI.create(sdk.baseUrl() + path)).timeout(Duration.ofSeconds(10))
                .header("content-type", "application/json").header("authorization", "Bearer " + sdk.apiKey())
                .header("accept", accept).POST(HttpRequest.BodyPublishers.ofString(body)).build();
        this.prefix = prefix;
        this.deltaType = deltaType;
        this.textPointer = textPointer;
    }

    /** A client of a newline-delimited JSON stream: each line is one event, read for its text at {@code textPointer}. */
    static MinimalStreamClient ndjson(SdkCase sdk, String path, String body, String textPointer) {
        return new MinimalStreamClient(sdk, path, body, "application/x-ndjson", "", null, textPointer);
    }

    /** One streamed call: every text delta to {@code deltas} as its event arrives; returns at the end of the body. */
    void stream(Consumer<String> deltas) throws Exception {
        HttpResponse<InputStream> response = http.send(request, HttpResponse.BodyHandlers.ofInputStream());
        try (BufferedReader lines = new BufferedReader(new InputStreamReader(response.body(), StandardCharsets.UTF_8))) {
            if (response.statusCode() != 200) {
                throw new IllegalStateException("HTTP " + response.statusCode() + ": " + lines.readLine());
            }
            for (String line = lines.readLine(); line != null; line = lines.readLine()) {
                if (line.isEmpty() || !line.startsWith(prefix) || line.equals("data: [DONE]")) {
                    continue;
                }
                JsonNode event = JSON.readTree(line.substring(prefix.length()));
                if (deltaType == null || deltaType.equals(event.path("type").asText())) {
                    deltas.accept(event.at(textPointer).asText(""));
                }
            }
        }
    }
}
