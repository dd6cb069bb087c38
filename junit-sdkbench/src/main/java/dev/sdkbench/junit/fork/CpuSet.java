package dev.sdkbench.junit.fork;

import java.util.BitSet;

/**
 * A Linux CPU list ({@code 0-3,8,10-11}) as a set, so that {@code 0-1} and {@code 0,1} compare equal.
 */
final class CpuSet {

    private CpuSet() {
    }

    /** @throws IllegalArgumentException when {@code list} is not a CPU list */
    static BitSet parse(String list) {
        BitSet cpus = new BitSet();
        String trimmed = list.trim();
        if (trimmed.isEmpty()) {
            throw new IllegalArgumentException("empty CPU list");
        }
        for (String part : trimmed.split(",")) {
            String range = part.trim();
            int dash = range.indexOf('-');
            try {
                if (dash < 0) {
                    cpus.set(Integer.parseInt(range));
                } else {
                    int from = Integer.parseInt(range.substring(0, dash).trim());
                    int to = Integer.parseInt(range.substring(dash + 1).trim());
                    if (from > to) {
                        throw new IllegalArgumentException("CPU range '" + range + "' runs backwards in '" + list + "'");
                    }
                    cpus.set(from, to + 1);
                }
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("'" + list + "' is not a CPU list like 1 or 0-3,8", e);
            }
        }
        return cpus;
    }

    /** {@code cpu 1} or {@code cpus 0-1}, as messages name a list. */
    static String describe(String list) {
        BitSet cpus;
        try {
            cpus = parse(list);
        } catch (IllegalArgumentException e) {
            return "cpus " + list;
        }
        return (cpus.cardinality() == 1 ? "cpu " : "cpus ") + list;
    }
}
