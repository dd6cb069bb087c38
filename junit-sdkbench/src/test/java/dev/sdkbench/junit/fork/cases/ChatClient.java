package dev.sdkbench.junit.fork.cases;

import java.io.IOException;
import java.net.URI;
import java.security.GeneralSecurityException;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import javax.net.ssl.KeyManager;
import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManager;

/**
 * The smallest Chat Completions client: the JDK's HttpClient over HTTP/1.1 and string handling,
 * so a fork running it loads nothing but the JDK and our own classes.
 */
final class ChatClient {

    /** The first {@code "content":"…"} of a Chat reply is the assistant message's text. */
    private static final Pattern CONTENT = Pattern.compile("\"content\"\\s*:\\s*\"((?:[^\"\\\\]|\\\\.)*)\"");

    private final HttpClient http;
    private final HttpRequest request;

    ChatClient(String baseUrl, String apiKey, String prompt, String model, int maxTokens) {
        http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).connectTimeout(Duration.ofSeconds(5))
                .sslContext(plainHttpOnly()).build();
        String body = "{\"messages\":[{\"role\":\"user\",\"content\":\"" + json(prompt) + "\"}],\"model\":\"" + json(model)
                + "\",\"max_completion_tokens\":" + maxTokens + "}";
        request = HttpRequest.newBuilder(URI.create(baseUrl + "/v1/chat/completions"))
                .header("content-type", "application/json")
                .header("authorization", "Bearer " + apiKey)
                .timeout(Duration.ofSeconds(10))
                .POST(HttpRequest.BodyPublishers.ofString(body))
                .build();
    }

    /** Sends the request; the reply's text, or an exception for any status but 200. */
    String send() throws IOException, InterruptedException {
        HttpResponse<String> response = http.send(request, HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() != 200) {
            throw new IOException("HTTP " + response.statusCode() + ": " + response.body());
        }
        Matcher content = CONTENT.matcher(response.body());
        if (!content.find()) {
            throw new IOException("no message content in " + response.body());
        }
        return unescape(content.group(1));
    }

    /**
     * An SSL context that trusts nothing: the fixture speaks plain HTTP, and without one the
     * client parses the JDK's whole trust store at construction, which costs forks a second on a
     * busy machine.
     */
    private static SSLContext plainHttpOnly() {
        try {
            SSLContext context = SSLContext.getInstance("TLS");
            context.init(new KeyManager[0], new TrustManager[0], null);
            return context;
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
    }

    private static String json(String text) {
        return text.replace("\\", "\\\\").replace("\"", "\\\"");
    }

    private static String unescape(String json) {
        StringBuilder text = new StringBuilder(json.length());
        for (int i = 0; i < json.length(); i++) {
            char c = json.charAt(i);
            if (c != '\\' || i + 1 == json.length()) {
                text.append(c);
                continue;
            }
            char escaped = json.charAt(++i);
            switch (escaped) {
                case 'n' -> text.append('\n');
                case 't' -> text.append('\t');
                case 'r' -> text.append('\r');
                case 'u' -> {
                    text.append((char) Integer.parseInt(json.substring(i + 1, i + 5), 16));
                    i += 4;
                }
                default -> text.append(escaped);
            }
        }
        return text.toString();
    }
}
