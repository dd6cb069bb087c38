package dev.sdkbench.junit.settings;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.zip.CRC32;

/**
 * One of {@code count} CI machines' share of a run ({@code -Dsdkbench.shard=2/4}). The run's cases are
 * dealt out by their expected cost ({@link ShardSplit}), each to exactly one shard; a case goes with the
 * reference cases it is read against (its class's own, or another class's floor), which therefore run
 * on every shard that holds one of their readers, so that each pair ran on one machine in one schedule.
 * Every machine of a matrix computes the same split from the same settings, without talking to the
 * others; {@code reports merge} puts their results back together.
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

    /** {@code "2/4"}, as results files and reports name the shard. */
    public String label() {
        return index + "/" + count;
    }

    /**
     * This shard's share of a run of {@code members} (a class alone, or a suite's members): each member with
     * only its cases that fall to this shard and its own reference case when one of them is read against it
     * (another class's reference follows its readers by itself, as the run forks it for them). A member with
     * no case left is left out.
     */
    public List<ResolvedRunSettings> share(List<ResolvedRunSettings> members) {
        Map<String, Integer> dealt = ShardSplit.deal(readers(members), floorCosts(members), count, firstShard(members));
        List<ResolvedRunSettings> share = new ArrayList<>();
        for (ResolvedRunSettings member : members) {
            List<ResolvedCaseSettings> kept = member.cases().stream().filter(c -> here(dealt, member, c)).toList();
            if (!kept.isEmpty()) {
                share.add(member.withCases(kept));
            }
        }
        return share;
    }

    /** Whether {@code c} of {@code member} runs here: dealt here, or the member's reference, read by a case dealt here. */
    private boolean here(Map<String, Integer> dealt, ResolvedRunSettings member, ResolvedCaseSettings c) {
        Integer shard = dealt.get(key(member, c.id()));
        if (shard != null) {
            return shard == index - 1;
        }
        return member.cases().stream().anyMatch(reader -> readsOwnReference(member, reader)
                && dealt.get(key(member, reader.id())) == index - 1);
    }

    /** Every case that is dealt out: all but a member's own reference case that another of its cases is read against. */
    static List<ShardSplit.Reader> readers(List<ResolvedRunSettings> members) {
        List<ShardSplit.Reader> readers = new ArrayList<>();
        for (ResolvedRunSettings member : members) {
            boolean referenceRead = member.cases().stream().anyMatch(c -> readsOwnReference(member, c));
            for (ResolvedCaseSettings c : member.cases()) {
                if (member.isReference(c) && referenceRead) {
                    continue;
                }
                readers.add(new ShardSplit.Reader(key(member, c.id()), cost(member, c), floors(member, c)));
            }
        }
        return readers;
    }

    /**
     * What each reference case costs a shard that runs it: its own class's as it runs; another class's runs with the
     * protocol of its first reader, taken here as its costliest reader's, whatever the order of the cases.
     */
    private static Map<String, Long> floorCosts(List<ResolvedRunSettings> members) {
        Map<String, Long> costs = new LinkedHashMap<>();
        for (ResolvedRunSettings member : members) {
            SideBySide sideBySide = member.sideBySide();
            for (ResolvedCaseSettings c : member.cases()) {
                if (member.isReference(c)) {
                    costs.put(key(member, c.id()), c.expectedMillis());
                } else if (c.unsupported() == null) {
                    sideBySide.referenceFor(c).ifPresent(r -> costs.merge(r.id(),
                            sideBySide.referenceSettings(c, r).expectedMillis(), Math::max));
                }
            }
        }
        return costs;
    }

    /** The reference cases a case's forks are read against: none for one that does not fork, or is the reference. */
    private static Set<String> floors(ResolvedRunSettings member, ResolvedCaseSettings c) {
        Set<String> floors = new TreeSet<>();
        if (c.unsupported() != null || member.isReference(c)) {
            return floors;
        }
        if (member.sideBySide().reference() != null) {
            floors.add(key(member, member.sideBySide().reference()));
        }
        member.sideBySide().referenceFor(c).ifPresent(r -> floors.add(r.id()));
        return floors;
    }

    private static boolean readsOwnReference(ResolvedRunSettings member, ResolvedCaseSettings c) {
        return member.sideBySide().reference() != null && !member.isReference(c) && c.unsupported() == null;
    }

    /** A case's forks' expected time, its side on a baseline classpath included. */
    private static long cost(ResolvedRunSettings member, ResolvedCaseSettings c) {
        boolean twice = member.sideBySide().baseline() != null && !member.isReference(c);
        return c.expectedMillis() * (twice ? 2 : 1);
    }

    /** A member's case's key in the split, unique across members: {@code dev.example.MyBenchmark#myCase}. */
    private static String key(ResolvedRunSettings member, String caseId) {
        return member.testClass().getName() + "#" + caseId;
    }

    /**
     * The shard that takes the first of equal choices, from the run's first class: each class run alone deals
     * its own cases, and without this the first shard would take the largest case of every class.
     */
    private int firstShard(List<ResolvedRunSettings> members) {
        CRC32 crc = new CRC32();
        crc.update(members.isEmpty() ? new byte[0] : members.get(0).testClass().getName().getBytes(StandardCharsets.UTF_8));
        return (int) (crc.getValue() % count);
    }
}
