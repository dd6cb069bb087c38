package dev.sdkbench.examples.floor;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import dev.sdkbench.junit.SdkCase;

/**
 * The least a Java client does: one prepared request body, the JDK's HttpClient over HTTP/1.1,
 * Jackson's tree to read the text and usage. What an SDK costs beyond this is the SDK's own.
 */
final class MinimalClient {

    static final ObjectMapper JSON = new ObjectMapper();

    /** The headers that authorize one request, made when it is sent: an AWS client signs each one, its date included. */
    @FunctionalInterface
    interface Signer {
        Map<String, String> headers(URI uri, byte[] body);
    }

    private final HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(10)).build();
    /** Prepared once, for the clients whose every request is the same bytes. */
    private final HttpRequest request;
    private final URI uri;
    private final byte[] body;
    /** {@code null} unless every request is signed anew. */
    private final Signer signer;
    private final String textPointer;
    private final String inputPointer;
    private final String outputPointer;

    /**
     * @param path    the dialect's path under the base URL
     * @param body    the request as JSON
     * @param pointers JSON pointers to the reply's text, input tokens and output tokens
     */
    MinimalClient(SdkCase sdk, String path, String body, String... pointers) {
        this(sdk, path, body, null, pointers);
    }

    /** A client whose requests carry the signer's headers instead of a bearer key, made anew for every call. */
    MinimalClient(SdkCase sdk, String path, String body, Signer signer, String... pointers) {
        this.uri = URI.create(sdk.baseUrl() + path);
        this.body = body.getBytes(StandardCharsets.UTF_8);
        this.signer = signer;
        request = signer != null ? null : post().header("authorization", "Bearer " + sdk.apiKey()).build();
        textPointer = pointers[0];
        inputPointer = pointers[1];
        outputPointer = pointers[2];
    }

    private HttpRequest.Builder post() {
        return HttpRequest.newBuilder(uri).timeout(Duration.ofSeconds(10)).header("content-type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofByteArray(body));
    }

    private HttpRequest signed() {
        HttpRequest.Builder builder = post();
        signer.headers(uri, body).forEach(builder::header);
        return builder.build();
    }

    String call(SdkCase sdk) throws Exception {
        HttpResponse<byte[]> response = http.send(signer == null ? request : signed(), HttpResponse.BodyHandlers.ofByteArray());
        if (response.statusCode() != 200) {
            throw new IllegalStateException("HTTP " + response.statusCode() + ": " + new String(response.body()));
        }
        JsonNode reply = JSON.readTree(response.body());
        return sdk.checkUsage(reply.at(textPointer).asText(null), reply.at(inputPointer).asLong(), reply.at(outputPointer).asLong());
    }

    /** A JSON string literal. */
    static String quote(String s) {
        try {
            return JSON.writeValueAsString(s);
        } catch (Exception e) {
            throw new IllegalArgumentException(e);
        }
    }
}
