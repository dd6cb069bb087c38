package dev.sdkbench.junit.bench;

import java.io.FileInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;

/**
 * The floor for the empty case: a Java main that prints one line and reads its own VmRSS. It prints
 * the fork's first-response marker, so that the engine's own launcher times it exactly as it times
 * a fork's first response; the RSS follows on a second line, after the timed one.
 */
public final class BareMain {

    private BareMain() {
    }

    public static void main(String[] args) throws IOException {
        System.out.println("sdkbench:first-response");
        System.out.flush();
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
