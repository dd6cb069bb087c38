package ${package};

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;

/**
 * A tiny OpenAI Chat Completions client on the JDK's HttpClient: what ChatBenchmark measures until you put
 * your SDK's client in its place.
 */
public final class ChatClient {

    private final HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(10)).build();
    private final URI endpoint;
    private final String apiKey;

    public ChatClient(String baseUrl, String apiKey) {
        this.endpoint = URI.create(baseUrl + "/v1/chat/completions");
        this.apiKey = apiKey;
    }

    /** The reply's text, or an exception when the server did not answer 200 with a message. */
    public String chat(String model, String prompt, int maxTokens) throws IOException, InterruptedException {
        String body = "{\"model\":\"" + model + "\",\"messages\":[{\"role\":\"user\",\"content\":\"" + prompt
                + "\"}],\"max_completion_tokens\":" + maxTokens + "}";
        HttpRequest request = HttpRequest.newBuilder(endpoint).timeout(Duration.ofSeconds(10))
                .header("content-type", "application/json").header("authorization", "Bearer " + apiKey)
                .POST(HttpRequest.BodyPublishers.ofString(body)).build();
        HttpResponse<String> response = http.send(request, HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() != 200) {
            throw new IOException("HTTP " + response.statusCode() + ": " + response.body());
        }
        // No JSON library, to keep the template's footprint the JDK's: the first "content" string is the reply.
        String reply = response.body();
        int key = reply.indexOf("\"content\":\"");
        if (key < 0) {
            throw new IOException("no content in the reply: " + reply);
        }
        int start = key + "\"content\":\"".length();
        return reply.substring(start, reply.indexOf('"', start));
    }
}
