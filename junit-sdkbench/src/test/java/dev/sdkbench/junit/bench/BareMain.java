package dev.sdkbench.junit.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

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
        String rss = "-1";
        for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
            if (line.startsWith("VmRSS:")) {
                rss = line.substring(6).replace("kB", "").trim();
            }
        }
        System.out.println("vmrss_kib=" + rss);
    }
}
