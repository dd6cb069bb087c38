package dev.sdkbench.junit.link;

import java.io.File;
import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
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
        try (OutputStream out = Files.newOutputStream(tmp)) {
            // Latin-1, anything else escaped: the form read() takes without a Reader.
            properties.store(out, comment);
        }
        try {
            Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    public static Properties read(File file) throws IOException {
        Properties properties = new Properties();
        // A FileInputStream, with no Reader: the fork reads its spec before its first call, where
        // the NIO channels behind Files and a Reader's charset decoder cost it ~10 ms of class loading.
        try (InputStream in = new FileInputStream(file)) {
            properties.load(in);
        }
        return properties;
    }

    static String require(Properties p, String key, Object from) {
        String value = p.getProperty(key);
        if (value == null) {
            throw new IllegalArgumentException(from + " lacks '" + key + "'");
        }
        return value;
    }
}
