package dev.sdkbench.junit.link;

import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Properties;

/**
 * The files between parent and fork: Java properties, written to a temporary name and renamed
 * into place so a reader never sees half a file. Only {@code java.*} here: the fork loads it.
 */
public final class LinkFiles {

    private LinkFiles() {
    }

    public static void writeAtomically(Properties properties, Path file, String comment) throws IOException {
        Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
        try (Writer out = Files.newBufferedWriter(tmp, StandardCharsets.UTF_8)) {
            properties.store(out, comment);
        }
        try {
            Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    public static Properties read(Path file) throws IOException {
        Properties properties = new Properties();
        try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            properties.load(in);
        }
        return properties;
    }

    static String require(Properties p, String key, Path from) {
        String value = p.getProperty(key);
        if (value == null) {
            throw new IllegalArgumentException(from + " lacks '" + key + "'");
        }
        return value;
    }
}
