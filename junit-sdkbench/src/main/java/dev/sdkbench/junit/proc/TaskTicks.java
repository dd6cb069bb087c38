package dev.sdkbench.junit.proc;

import java.io.File;
import java.io.FileInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;

/**
 * The CPU time of one process or thread from its {@code stat} file ({@code /proc/<pid>/stat},
 * {@code /proc/<pid>/task/<tid>/stat}), in USER_HZ ticks like {@link CpuTicks}. A process's file
 * counts every thread it has had, ended ones included; a thread's counts that thread alone.
 */
public final class TaskTicks {

    /** {@code utime}, field 14 of {@code stat}: the 12th after the name (fields count from 1, the state is the first after it). */
    private static final int UTIME = 11;
    private static final int STIME = 12;
    private static final int CUTIME = 13;
    private static final int CSTIME = 14;

    private TaskTicks() {
    }

    /** This process's own time and that of its children it waited for: all a fork ran, wherever its threads ran. */
    public static long self() throws IOException {
        String[] f = fields(read(new File("/proc/self/stat")));
        return number(f, UTIME) + number(f, STIME) + number(f, CUTIME) + number(f, CSTIME);
    }

    /** {@code utime + stime} of one process or thread; its children's time is not counted. */
    public static long of(File stat) throws IOException {
        String[] f = fields(read(stat));
        return number(f, UTIME) + number(f, STIME);
    }

    /**
     * The fields of a {@code stat} line after the name, the state first: counted after the name's
     * closing parenthesis, as the name may hold spaces and parentheses.
     *
     * @return field {@code n} of {@code proc(5)} at index {@code n - 3}; empty when the text is no {@code stat} line
     */
    public static String[] fields(String stat) {
        int close = stat.lastIndexOf(')');
        if (close < 0 || close + 2 > stat.length()) {
            return new String[0];
        }
        return stat.substring(close + 2).trim().split(" ");
    }

    private static long number(String[] fields, int index) throws IOException {
        if (fields.length <= index) {
            throw new IOException("a stat line with " + fields.length + " fields after the name, too few for field " + (index + 3));
        }
        return Long.parseLong(fields[index]);
    }

    /** {@code java.io}: a fork calls this after its last call, and NIO would add nothing but classes there. */
    private static String read(File stat) throws IOException {
        try (FileInputStream in = new FileInputStream(stat)) {
            return new String(in.readAllBytes(), StandardCharsets.ISO_8859_1);
        }
    }
}
