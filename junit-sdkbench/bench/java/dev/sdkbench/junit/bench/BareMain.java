package dev.sdkbench.junit.bench;

import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;

/**
 * The floor for the empty case: a Java main that sends one line and reads its own VmRSS. It sends
 * the fork's first-response line as a fork does (the token from stdin, then the line on the timing
 * pipe named by its argument), so that the engine's own launcher times it exactly as it times a
 * fork's first response; the RSS follows on stdout, after the timed line.
 */
public final class BareMain {

    private static final byte[] MARKER = {'s', 'd', 'k', 'b', 'e', 'n', 'c', 'h', ':', 'f', 'i', 'r', 's', 't', '-', 'r', 'e', 's',
        'p', 'o', 'n', 's', 'e', '\n'};

    private BareMain() {
    }

    public static void main(String[] args) throws IOException {
        // As the fork's ParentLink: bytes, a FileOutputStream, one write.
        byte[] line = new byte[128];
        int length = 0;
        for (int b = System.in.read(); b >= 0 && b != '\n'; b = System.in.read()) {
            line[length++] = (byte) b;
        }
        line[length++] = ' ';
        for (byte b : MARKER) {
            line[length++] = b;
        }
        try (FileOutputStream pipe = new FileOutputStream(args[0])) {
            pipe.write(line, 0, length);
        }
        // Read as the fork reads its RSS at the first response (java.io, no NIO), so both pay alike.
        String status;
        try (FileInputStream in = new FileInputStream("/proc/self/status")) {
            status = new String(in.readAllBytes(), StandardCharsets.ISO_8859_1);
        }
        int at = status.indexOf("VmRSS:");
        String rss = at < 0 ? "-1" : status.substring(at + 6, status.indexOf('\n', at)).replace("kB", "").trim();
        System.out.println("vmrss_kib=" + rss);
    }
}
