package dev.sdkbench.junit.baseline;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.jar.JarOutputStream;
import java.util.zip.ZipEntry;

/** Jars as Maven's jar plugin writes them, with the Maven metadata of the artifacts they stand for, for tests. */
public final class MetadataJars {

    private MetadataJars() {
    }

    /** A jar at {@code jar} carrying {@code META-INF/maven/<group>/<artifact>/pom.properties} for each {@code group:artifact}. */
    public static Path write(Path jar, String... artifacts) throws IOException {
        return write(jar, Map.of(), artifacts);
    }

    /** {@link #write(Path, String...)}, with these resources (name to text) besides. */
    public static Path write(Path jar, Map<String, String> resources, String... artifacts) throws IOException {
        Files.createDirectories(jar.getParent());
        try (OutputStream out = Files.newOutputStream(jar); JarOutputStream zip = new JarOutputStream(out)) {
            zip.putNextEntry(new ZipEntry("empty.txt"));
            zip.closeEntry();
            for (Map.Entry<String, String> resource : resources.entrySet()) {
                entry(zip, resource.getKey(), resource.getValue());
            }
            for (String artifact : artifacts) {
                String group = artifact.substring(0, artifact.indexOf(':'));
                String id = artifact.substring(artifact.indexOf(':') + 1);
                entry(zip, "META-INF/maven/" + group + "/" + id + "/pom.properties",
                        "groupId=" + group + "\nartifactId=" + id + "\nversion=1.0\n");
            }
        }
        return jar.toAbsolutePath();
    }

    private static void entry(JarOutputStream zip, String name, String text) throws IOException {
        zip.putNextEntry(new ZipEntry(name));
        zip.write(text.getBytes(StandardCharsets.UTF_8));
        zip.closeEntry();
    }
}
