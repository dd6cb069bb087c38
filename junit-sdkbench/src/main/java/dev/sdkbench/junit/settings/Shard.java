package dev.sdkbench.junit.settings;

import java.nio.charset.StandardCharsets;
import java.util.zip.CRC32;

/**
 * One of {@code count} CI machines' share of a run ({@code -Dsdkbench.shard=2/4}): a case belongs to
 * the shard its class and name hash to, so every machine of a matrix picks its share without
 * talking to the others, and the shards together run every case exactly once. {@code reports merge}
 * puts their results back together.
 *
 * @param index 1-based: this machine's shard
 * @param count how many shards the run is split into
 */
public record Shard(int index, int count) {

    public Shard {
        if (count < 1 || index < 1 || index > count) {
            throw new IllegalArgumentException("sdkbench.shard is " + index + "/" + count
                    + ": use K/N with 1 <= K <= N, e.g. 2/4 for the second of four machines");
        }
    }

    /** {@code "2/4"} as a shard. */
    public static Shard parse(String text) {
        String[] parts = text.trim().split("/");
        try {
            if (parts.length == 2) {
                return new Shard(Integer.parseInt(parts[0].trim()), Integer.parseInt(parts[1].trim()));
            }
        } catch (NumberFormatException e) {
            // said below
        }
        throw new IllegalArgumentException("sdkbench.shard is '" + text + "': use K/N, e.g. 2/4 for the second of four machines");
    }

    /** Whether the case {@code caseId} of {@code className} runs in this shard. */
    public boolean includes(String className, String caseId) {
        CRC32 crc = new CRC32();
        crc.update((className + "#" + caseId).getBytes(StandardCharsets.UTF_8));
        return crc.getValue() % count == index - 1;
    }
}
