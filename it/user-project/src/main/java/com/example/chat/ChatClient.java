package com.example.chat;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;

/** A tiny OpenAI Chat Completions client: the JDK's HttpClient, jackson-core's parser for the reply's text. */
public final class ChatClient {

    private static final JsonFactory JSON = new JsonFactory();

    private final HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(10)).build();
    private final URI endpoint;
    private final String apiKey;

    public ChatClient(String baseUrl, String apiKey) {
        this.endpoint = URI.create(baseUrl + "/v1/chat/completions");
        this.apiKey = apiKey;
    }

    /** The reply's text, or an exception when the server did not answer 200. */
    public String chat(String model, String prompt, int maxTokens) throws IOException, InterruptedException {
        String body = "{\"model\":\"" + model + "\",\"messages\":[{\"role\":\"user\",\"content\":\"" + prompt
                + "\"}],\"max_completion_tokens\":" + maxTokens + "}";
        HttpRequest request = HttpRequest.newBuilder(endpoint).timeout(Duration.ofSeconds(10))
                .header("content-type", "application/json").header("authorization", "Bearer " + apiKey)
                .POST(HttpRequest.BodyPublishers.ofString(body)).build();
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
}
