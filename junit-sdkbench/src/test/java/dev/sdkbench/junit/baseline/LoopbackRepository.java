package dev.sdkbench.junit.baseline;

import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Base64;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;

/**
 * A Maven repository served over HTTP on loopback from a folder, behind HTTP Basic credentials (401 without them),
 * recording what was asked of it: what a mirror or a private repository is to the resolver, on this machine.
 */
final class LoopbackRepository implements AutoCloseable {

    private final HttpServer server;
    private final Path folder;
    private final String authorization;
    private final List<String> requests = new CopyOnWriteArrayList<>();
    private final List<String> served = new CopyOnWriteArrayList<>();

    private LoopbackRepository(HttpServer server, Path folder, String user, String password) {
        this.server = server;
        this.folder = folder;
        this.authorization = "Basic " + Base64.getEncoder().encodeToString((user + ":" + password).getBytes(StandardCharsets.UTF_8));
    }

    /** The folder's files under {@code /repo/}, for {@code user} with {@code password}. */
    static LoopbackRepository serve(Path folder, String user, String password) throws IOException {
        HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        LoopbackRepository repository = new LoopbackRepository(server, folder, user, password);
        server.createContext("/repo/", repository::answer);
        server.start();
        return repository;
    }

    String url() {
        return "http://127.0.0.1:" + server.getAddress().getPort() + "/repo/";
    }

    /** Every request's path, answered or not. */
    List<String> requests() {
        return List.copyOf(requests);
    }

    /** The paths of the files sent, to a request with the credentials. */
    List<String> served() {
        return List.copyOf(served);
    }

    private void answer(HttpExchange exchange) throws IOException {
        String path = exchange.getRequestURI().getPath();
        requests.add(path);
        Path file = folder.resolve(path.substring("/repo/".length())).normalize();
        if (!authorization.equals(exchange.getRequestHeaders().getFirst("Authorization"))) {
            exchange.getResponseHeaders().add("WWW-Authenticate", "Basic realm=\"loopback\"");
            exchange.sendResponseHeaders(401, -1);
        } else if (!file.startsWith(folder) || !Files.isRegularFile(file)) {
            exchange.sendResponseHeaders(404, -1);
        } else {
            byte[] body = Files.readAllBytes(file);
            boolean head = exchange.getRequestMethod().equals("HEAD");
            exchange.sendResponseHeaders(200, head ? -1 : body.length);
            if (!head) {
                try (OutputStream out = exchange.getResponseBody()) {
                    out.write(body);
                }
                served.add(path);
            }
        }
        exchange.close();
    }

    @Override
    public void close() {
        server.stop(0);
    }
}
