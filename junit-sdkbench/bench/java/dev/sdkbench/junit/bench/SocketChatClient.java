package dev.sdkbench.junit.bench;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;

import dev.sdkbench.junit.SdkCase;

/**
 * The thinnest client that still makes real, checked requests: one keep-alive socket, a fixed
 * HTTP/1.1 request written as bytes, the reply read by {@code Content-Length}, the text cut out of
 * the JSON. One thread, no executor, no selector: what it measures is the fixture, the kernel's
 * loopback and the harness, which is what the delay benchmark needs. Not thread-safe.
 */
public final class SocketChatClient implements AutoCloseable {

    private static final byte[] CONTENT = "\"content\":\"".getBytes(StandardCharsets.US_ASCII);

    private final Socket socket;
    private final InputStream in;
    private final OutputStream out;
    private final byte[] request;
    private byte[] body = new byte[4096];

    public SocketChatClient(SdkCase sdk) throws IOException {
        this(sdk.baseUrl(), sdk.prompt(), sdk.model("gpt-4.1-mini"), sdk.maxTokens(), sdk.apiKey());
    }

    /** A client outside any fork (e.g. {@link WarmJvmNoise}), against a fixture at {@code baseUrl}. */
    public SocketChatClient(String baseUrl, String prompt, String model, int maxTokens, String apiKey) throws IOException {
        URI base = URI.create(baseUrl);
        String json = "{\"messages\":[{\"role\":\"user\",\"content\":\"" + prompt + "\"}],\"model\":\""
                + model + "\",\"max_completion_tokens\":" + maxTokens + "}";
        byte[] payload = json.getBytes(StandardCharsets.UTF_8);
        String head = "POST /v1/chat/completions HTTP/1.1\r\n"
                + "Host: " + base.getHost() + ":" + base.getPort() + "\r\n"
                + "Content-Type: application/json\r\n"
                + "Authorization: Bearer " + apiKey + "\r\n"
                + "Content-Length: " + payload.length + "\r\n\r\n";
        byte[] headBytes = head.getBytes(StandardCharsets.US_ASCII);
        request = new byte[headBytes.length + payload.length];
        System.arraycopy(headBytes, 0, request, 0, headBytes.length);
        System.arraycopy(payload, 0, request, headBytes.length, payload.length);
        socket = new Socket();
        socket.setTcpNoDelay(true);
        socket.setSoTimeout(10_000);
        socket.connect(new InetSocketAddress(base.getHost(), base.getPort()), 5_000);
        in = new BufferedInputStream(socket.getInputStream(), 8192);
        out = socket.getOutputStream();
    }

    /** One call: the reply's text, or an exception for anything but a 200 with a body. */
    public String chat() throws IOException {
        out.write(request);
        out.flush();
        int status = -1;
        int length = -1;
        StringBuilder line = new StringBuilder(64);
        while (true) {
            line.setLength(0);
            for (int c = in.read(); c != '\n'; c = in.read()) {
                if (c < 0) {
                    throw new IOException("the fixture closed the connection mid-reply");
                }
                if (c != '\r') {
                    line.append((char) c);
                }
            }
            if (line.length() == 0) {
                break;
            }
            if (status < 0) {
                status = Integer.parseInt(line.substring(9, 12)); // "HTTP/1.1 200 OK"
            } else if (line.length() > 15 && line.substring(0, 15).equalsIgnoreCase("content-length:")) {
                length = Integer.parseInt(line.substring(15).trim());
            }
        }
        if (length < 0) {
            throw new IOException("HTTP " + status + " without Content-Length");
        }
        if (body.length < length) {
            body = new byte[length];
        }
        if (in.readNBytes(body, 0, length) != length) {
            throw new IOException("the fixture closed the connection mid-body");
        }
        if (status != 200) {
            throw new IOException("HTTP " + status + ": " + new String(body, 0, length, StandardCharsets.UTF_8));
        }
        return text(body, length);
    }

    /** The first {@code "content":"…"} value (no escapes in the fixture's text), or {@code null}. */
    private static String text(byte[] json, int length) {
        outer:
        for (int i = 0; i + CONTENT.length <= length; i++) {
            for (int j = 0; j < CONTENT.length; j++) {
                if (json[i + j] != CONTENT[j]) {
                    continue outer;
                }
            }
            int start = i + CONTENT.length;
            for (int end = start; end < length; end++) {
                if (json[end] == '"') {
                    return new String(json, start, end - start, StandardCharsets.UTF_8);
                }
            }
        }
        return null;
    }

    @Override
    public void close() throws IOException {
        socket.close();
    }
}
