package dev.sdkbench.junit.plan;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.TreeSet;

/**
 * A set of logical CPU numbers in Linux's CPU list syntax ({@code 0-2,5}), as in
 * {@code Cpus_allowed_list}, {@code /sys/devices/system/cpu/online} and {@code taskset -c}.
 * Compare CPU lists through this value, never as strings: {@code "0,1"} and {@code "0-1"} are the same set.
 *
 * @param cpus the CPU numbers, ascending and distinct
 */
public record CpuList(List<Integer> cpus) {

    public CpuList {
        TreeSet<Integer> set = new TreeSet<>();
        for (Integer cpu : cpus) {
            if (cpu == null || cpu < 0) {
                throw new IllegalArgumentException("CPU numbers are 0 or more, got " + cpu + " in " + cpus);
            }
            set.add(cpu);
        }
        cpus = List.copyOf(set);
    }

    public static CpuList of(int... cpus) {
        List<Integer> list = new ArrayList<>(cpus.length);
        for (int cpu : cpus) {
            list.add(cpu);
        }
        return new CpuList(list);
    }

    public static CpuList of(Collection<Integer> cpus) {
        return new CpuList(List.copyOf(cpus));
    }

    /**
     * Parses Linux CPU list syntax: comma-separated numbers and inclusive ranges, e.g. {@code 0-3,8}.
     * Surrounding whitespace is ignored; an empty text is the empty list.
     */
    public static CpuList parse(String text) {
        String trimmed = text.strip();
        List<Integer> cpus = new ArrayList<>();
        if (trimmed.isEmpty()) {
            return new CpuList(cpus);
        }
        for (String part : trimmed.split(",", -1)) {
            String item = part.strip();
            int dash = item.indexOf('-');
            int first = number(item.substring(0, dash < 0 ? item.length() : dash), text);
            int last = dash < 0 ? first : number(item.substring(dash + 1), text);
            if (last < first) {
                throw new IllegalArgumentException("not a CPU list: \"" + text + "\" has the descending range " + item
                        + " (write it as " + last + "-" + first + ")");
            }
            for (int cpu = first; cpu <= last; cpu++) {
                cpus.add(cpu);
            }
        }
        return new CpuList(cpus);
    }

    private static int number(String digits, String text) {
        String d = digits.strip();
        if (d.isEmpty() || !allDigits(d) || d.length() > 9) {
            throw new IllegalArgumentException("not a CPU list: \"" + text
                    + "\" (expected numbers and ranges separated by commas, e.g. 0-3,8)");
        }
        return Integer.parseInt(d);
    }

    // A loop, not chars().allMatch: a fork parses its CPU list before its first call, where a
    // stream pipeline costs ~15 ms of class loading and lambda bootstrap.
    private static boolean allDigits(String text) {
        for (int i = 0; i < text.length(); i++) {
            if (!Character.isDigit(text.charAt(i))) {
                return false;
            }
        }
        return true;
    }

    public boolean contains(int cpu) {
        return cpus.contains(cpu);
    }

    public int size() {
        return cpus.size();
    }

    public boolean isEmpty() {
        return cpus.isEmpty();
    }

    /** The CPUs in both lists. */
    public CpuList intersect(CpuList other) {
        return new CpuList(cpus.stream().filter(other::contains).toList());
    }

    /** Linux CPU list syntax, ranges collapsed as the kernel prints them ({@code 0-1}, {@code 0-3,8}). */
    public String format() {
        StringBuilder out = new StringBuilder();
        int i = 0;
        while (i < cpus.size()) {
            int start = cpus.get(i);
            int end = start;
            while (i + 1 < cpus.size() && cpus.get(i + 1) == end + 1) {
                end = cpus.get(++i);
            }
            if (out.length() > 0) {
                out.append(',');
            }
            out.append(start);
            if (end > start) {
                out.append('-').append(end);
            }
            i++;
        }
        return out.toString();
    }

    @Override
    public String toString() {
        return format();
    }
}
