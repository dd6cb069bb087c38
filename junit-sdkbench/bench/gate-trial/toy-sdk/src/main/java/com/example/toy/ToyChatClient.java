package com.example.toy;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Properties;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;

/**
 * A toy OpenAI Chat Completions client: the JDK's HttpClient and jackson-core's parser. A version may cost more than
 * the plain client by what it was built with ({@code toy-sdk.properties}): a busy wait in every call and one in the
 * constructor, CPU work as an SDK's extra parsing or set-up is, so the gate benchmark plants a known slowdown in a
 * real jar.
 */
public final class ToyChatClient {

    private static final JsonFactory JSON = new JsonFactory();
    private static final Properties BUILT = built();
    private static final long CALL_NANOS = Long.parseLong(BUILT.getProperty("callNanos"));
    private static final long SETUP_NANOS = Long.parseLong(BUILT.getProperty("setupNanos"));

    private final HttpClient http;
    private final URI endpoint;
    private final String apiKey;

    public ToyChatClient(String baseUrl, String apiKey) {
        spin(SETUP_NANOS);
        this.http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).connectTimeout(Duration.ofSeconds(10)).build();
        this.endpoint = URI.create(baseUrl + "/v1/chat/completions");
        this.apiKey = apiKey;
    }

    /** The reply's text, or an exception when the server did not answer 200 with one. */
    public String chat(String model, String prompt, int maxTokens) throws IOException, InterruptedException {
        spin(CALL_NANOS);
        String body = "{\"model\":\"" + model + "\",\"messages\":[{\"role\":\"user\",\"content\":\"" + prompt
                + "\"}],\"max_completion_tokens\":" + maxTokens + "}";
        HttpRequest request = HttpRequest.newBuilder(endpoint).header("content-type", "application/json")
                .header("authorization", "Bearer " + apiKey).POST(HttpRequest.BodyPublishers.ofString(body)).build();
        HttpResponse<byte[]> response = http.send(request, HttpResponse.BodyHandlers.ofByteArray());
        if (response.statusCode() != 200) {
            throw new IOException("HTTP " + response.statusCode() + ": " + new String(response.body()));
        }
        try (JsonParser parser = JSON.createParser(response.body())) {
            for (JsonToken token = parser.nextToken(); token != null; token = parser.nextToken()) {
                if (token == JsonToken.FIELD_NAME && "content".equals(parser.currentName())
                        && parser.nextToken() == JsonToken.VALUE_STRING) {
                    return parser.getText();
                }
            }
        }
        throw new IOException("no content in the reply: " + new String(response.body()));
    }

    /** Busy for {@code nanos}: CPU time, as real work is, not a sleep the scheduler could overlap. */
    private static void spin(long nanos) {
        long end = System.nanoTime() + nanos;
        while (nanos > 0 && System.nanoTime() < end) {
            Thread.onSpinWait();
        }
    }

    private static Properties built() {
        Properties properties = new Properties();
        try (InputStream in = ToyChatClient.class.getResourceAsStream("/toy-sdk.properties")) {
            properties.load(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return properties;
    }
}
