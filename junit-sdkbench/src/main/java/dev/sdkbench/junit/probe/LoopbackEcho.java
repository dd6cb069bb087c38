package dev.sdkbench.junit.probe;

import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.util.Arrays;

import dev.sdkbench.results.stats.Percentiles;

/**
 * A loopback TCP round trip inside one JVM: an echo thread answers each fixed-size request with a
 * fixed-size reply on one kept-open connection. What a round trip takes is the kernel's loopback
 * path and two thread wake-ups, the part of every benchmarked call that is neither the client nor
 * the fixture. Plain {@code java.net} sockets, no selector. Not thread-safe.
 */
final class LoopbackEcho implements AutoCloseable {

    /** Bytes of each request and of each reply: one small HTTP exchange's worth of segments, one each way. */
    static final int REQUEST_BYTES = 64;
    static final int REPLY_BYTES = 256;

    private final ServerSocket server;
    private final Socket client;
    private final InputStream in;
    private final OutputStream out;
    private final Thread echo;
    private final byte[] request = new byte[REQUEST_BYTES];
    private final byte[] reply = new byte[REPLY_BYTES];
    private volatile IOException echoFailure;

    private LoopbackEcho(ServerSocket server, Socket client, Socket accepted) throws IOException {
        this.server = server;
        this.client = client;
        this.in = client.getInputStream();
        this.out = client.getOutputStream();
        this.echo = new Thread(() -> serve(accepted), "sdkbench-probe-echo");
        echo.setDaemon(true);
        for (int i = 0; i < REQUEST_BYTES; i++) {
            request[i] = (byte) ('a' + i % 26);
        }
    }

    /** Starts the echo thread on an ephemeral port of 127.0.0.1 and connects to it. */
    static LoopbackEcho start() throws IOException {
        ServerSocket server = new ServerSocket(0, 1, InetAddress.getLoopbackAddress());
        Socket client = null;
        Socket accepted = null;
        try {
            server.setSoTimeout(5_000);
            client = new Socket();
            client.setTcpNoDelay(true);
            client.setSoTimeout(5_000);
            client.connect(new InetSocketAddress(InetAddress.getLoopbackAddress(), server.getLocalPort()), 5_000);
            accepted = server.accept();
            accepted.setTcpNoDelay(true);
            LoopbackEcho echo = new LoopbackEcho(server, client, accepted);
            echo.echo.start();
            return echo;
        } catch (IOException | RuntimeException e) {
            if (accepted != null) {
                accepted.close();
            }
            if (client != null) {
                client.close();
            }
            server.close();
            throw e;
        }
    }

    private void serve(Socket socket) {
        byte[] got = new byte[REQUEST_BYTES];
        byte[] answer = new byte[REPLY_BYTES];
        Arrays.fill(answer, (byte) 'z');
        try (socket; InputStream sin = socket.getInputStream(); OutputStream sout = socket.getOutputStream()) {
            while (readFully(sin, got)) {
                sout.write(answer);
            }
        } catch (IOException e) {
            if (!server.isClosed()) {
                echoFailure = e;
            }
        }
    }

    /**
     * Makes {@code nanos.length} round trips and keeps each one's time, in nanoseconds. Only the
     * trips and their times: sorting waits until the rounds are over, so no sort is compiled or
     * run between timed parts.
     */
    void trips(int[] nanos) throws IOException {
        for (int i = 0; i < nanos.length; i++) {
            long start = System.nanoTime();
            out.write(request);
            if (!readFully(in, reply)) {
                throw new IOException("the echo thread closed the connection after " + i + " round trips"
                        + (echoFailure == null ? "" : ": " + echoFailure));
            }
            nanos[i] = (int) Math.min(Integer.MAX_VALUE, System.nanoTime() - start);
            if (reply[0] != 'z' || reply[REPLY_BYTES - 1] != 'z') {
                throw new IOException("round trip " + i + " came back with other bytes than the echo thread sends");
            }
        }
    }

    /** The type-7 median of round-trip times, in microseconds. */
    static double medianMicros(int[] nanos) {
        double[] micros = new double[nanos.length];
        for (int i = 0; i < nanos.length; i++) {
            micros[i] = nanos[i] / 1e3;
        }
        return Percentiles.median(micros);
    }

    /** Fills {@code buffer}; false on a clean end of stream before its first byte. */
    private static boolean readFully(InputStream in, byte[] buffer) throws IOException {
        int read = 0;
        while (read < buffer.length) {
            int n;
            try {
                n = in.read(buffer, read, buffer.length - read);
            } catch (SocketTimeoutException e) {
                throw new IOException("no reply on loopback within 5 s", e);
            }
            if (n < 0) {
                if (read == 0) {
                    return false;
                }
                throw new EOFException("the connection ended after " + read + " of " + buffer.length + " bytes");
            }
            read += n;
        }
        return true;
    }

    @Override
    public void close() throws IOException {
        try {
            client.close();
        } finally {
            server.close();
        }
        try {
            echo.join(1_000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
