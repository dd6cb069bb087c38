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
 * (Ollama), every line is an event; for AWS event-stream (Bedrock), every binary message is one
 * ({@link EventStreamReader}), its {@code :event-type} the event's name, its payload the JSON, and
 * the request is signed anew for every call ({@link SigV4Signer}).
 */
final class MinimalStreamClient {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String DATA = "data: ";
    private static final String EVENT_STREAM = "application/vnd.amazon.eventstream";

    private final HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(10)).build();
    /** The prepared request; {@code null} for a signed one, built per call. */
    private final HttpRequest request;
    private final String prefix;
    private final String deltaType;
    private final String textPointer;
    /** An event-stream client's; {@code null} for the others. */
    private final Signed signed;

    /** How an event-stream client signs and reads: the request's parts, and where the usage is. */
    private record Signed(SdkCase sdk, SigV4Signer signer, URI uri, byte[] body, String usageType, String inputPointer,
                          String outputPointer) {

        HttpRequest request() {
            HttpRequest.Builder request = HttpRequest.newBuilder(uri).timeout(Duration.ofSeconds(10))
                    .header("content-type", "application/json").header("accept", EVENT_STREAM);
            return signer.signJsonPost(request, uri, body);
        }
    }

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
        this.signed = null;
    }

    private MinimalStreamClient(Signed signed, String deltaType, String textPointer) {
        this.request = null;
        this.prefix = null;
        this.deltaType = deltaType;
        this.textPointer = textPointer;
        this.signed = signed;
    }

    /** A client of a newline-delimited JSON stream: each line is one event, read for its text at {@code textPointer}. */
    static MinimalStreamClient ndjson(SdkCase sdk, String path, String body, String textPointer) {
        return new MinimalStreamClient(sdk, path, body, "application/x-ndjson", "", null, textPointer);
    }

    /**
     * A client of an AWS event stream, SigV4-signed per call: the events named {@code deltaType}
     * carry text at {@code textPointer}; the one named {@code usageType} the usage, whose counts a
     * wrong reply's text names (as {@link SdkCase#checkUsage}).
     *
     * @param usagePointers JSON pointers to the usage event's input and output tokens
     */
    static MinimalStreamClient eventStream(SdkCase sdk, String path, String body, SigV4Signer signer, String deltaType,
                                           String textPointer, String usageType, String... usagePointers) {
        Signed signed = new Signed(sdk, signer, URI.create(sdk.baseUrl() + path), body.getBytes(StandardCharsets.UTF_8), usageType,
                usagePointers[0], usagePointers[1]);
        return new MinimalStreamClient(signed, deltaType, textPointer);
    }

    /**
     * A client of Bedrock's InvokeModelWithResponseStream, SigV4-signed per call: AWS event-stream
     * {@code chunk} messages, each holding one of the model's own stream events base64-encoded; the
     * events whose {@code type} is {@code deltaType} carry text at {@code textPointer}. Like the SSE
     * floors of the same events, it reads no usage.
     */
    static MinimalStreamClient eventStreamChunks(SdkCase sdk, String path, String body, SigV4Signer signer, String deltaType,
                                                 String textPointer) {
        Signed signed = new Signed(sdk, signer, URI.create(sdk.baseUrl() + path), body.getBytes(StandardCharsets.UTF_8), null,
                null, null);
        return new MinimalStreamClient(signed, deltaType, textPointer);
    }

    /** One streamed call: every text delta to {@code deltas} as its event arrives; returns at the end of the body. */
    void stream(Consumer<String> deltas) throws Exception {
        if (signed != null) {
            streamEvents(deltas);
            return;
        }
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

    /** The event stream, message by message; an exception message throws, as an AWS client's would. */
    private void streamEvents(Consumer<String> deltas) throws Exception {
        HttpResponse<InputStream> response = http.send(signed.request(), HttpResponse.BodyHandlers.ofInputStream());
        try (InputStream body = response.body()) {
            if (response.statusCode() != 200) {
                throw new IllegalStateException("HTTP " + response.statusCode() + ": "
                        + new String(body.readAllBytes(), StandardCharsets.UTF_8));
            }
            EventStreamReader events = new EventStreamReader(body);
            JsonNode usage = null;
            for (EventStreamReader.Message m = events.next(); m != null; m = events.next()) {
                if (!"event".equals(m.messageType())) {
                    throw new IllegalStateException("the stream sent " + m.messageType() + " " + m.headers() + ": "
                            + new String(m.payload(), StandardCharsets.UTF_8));
                }
                if (signed.usageType() == null) {
                    JsonNode event = JSON.readTree(m.chunkBytes());
                    if (deltaType.equals(event.path("type").asText())) {
                        deltas.accept(event.at(textPointer).asText(""));
                    }
                } else if (deltaType.equals(m.eventType())) {
                    deltas.accept(JSON.readTree(m.payload()).at(textPointer).asText(""));
                } else if (signed.usageType().equals(m.eventType())) {
                    usage = JSON.readTree(m.payload());
                }
            }
            if (signed.usageType() != null) {
                deltas.accept(usage == null ? "no " + signed.usageType() + " event"
                        : signed.sdk().checkUsage("", usage.at(signed.inputPointer()).asLong(), usage.at(signed.outputPointer()).asLong()));
            }
        }
    }
}
