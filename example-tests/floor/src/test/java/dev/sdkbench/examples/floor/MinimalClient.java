package dev.sdkbench.examples.floor;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import dev.sdkbench.junit.SdkCase;

/**
 * The least a Java client does: one prepared request body, the JDK's HttpClient over HTTP/1.1,
 * Jackson's tree to read the text and usage. What an SDK costs beyond this is the SDK's own. A
 * client of an API that signs each request (Bedrock's SigV4) builds its request per call, the
 * signature computed then; the others send the one request prepared up front.
 */
final class MinimalClient {

    static final ObjectMapper JSON = new ObjectMapper();

    private final HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(10)).build();
    private final HttpRequest request;
    /** {@code null} for a client whose prepared request is sent as it is. */
    private final SigV4Signer signer;
    private final URI uri;
    private final byte[] body;
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

    private MinimalClient(SdkCase sdk, String path, String body, SigV4Signer signer, String... pointers) {
        uri = URI.create(sdk.baseUrl() + path);
        this.body = body.getBytes(StandardCharsets.UTF_8);
        this.signer = signer;
        request = signer != null ? null : HttpRequest.newBuilder(uri).timeout(Duration.ofSeconds(10))
                .header("content-type", "application/json").header("authorization", "Bearer " + sdk.apiKey())
                .POST(HttpRequest.BodyPublishers.ofString(body)).build();
        textPointer = pointers[0];
        inputPointer = pointers[1];
        outputPointer = pointers[2];
    }

    /** A client that signs every request with {@code signer} when it sends it, as an AWS client does. */
    static MinimalClient signed(SdkCase sdk, String path, String body, SigV4Signer signer, String... pointers) {
        return new MinimalClient(sdk, path, body, signer, pointers);
    }

    String call(SdkCase sdk) throws Exception {
        HttpResponse<byte[]> response = http.send(signer == null ? request : signedRequest(), HttpResponse.BodyHandlers.ofByteArray());
        if (response.statusCode() != 200) {
            throw new IllegalStateException("HTTP " + response.statusCode() + ": " + new String(response.body()));
        }
        JsonNode reply = JSON.readTree(response.body());
        return sdk.checkUsage(reply.at(textPointer).asText(null), reply.at(inputPointer).asLong(), reply.at(outputPointer).asLong());
    }

    /** The request with this moment's signature. */
    private HttpRequest signedRequest() {
        HttpRequest.Builder signed = HttpRequest.newBuilder(uri).timeout(Duration.ofSeconds(10)).header("content-type", "application/json");
        return signer.signJsonPost(signed, uri, body);
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
