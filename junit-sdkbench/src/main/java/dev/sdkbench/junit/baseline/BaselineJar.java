package dev.sdkbench.junit.baseline;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.regex.Pattern;

/**
 * One jar of a baseline and the artifact it stands for: on the baseline side it takes the place of the
 * candidate's jar of that artifact, whatever that jar's version.
 *
 * @param artifact {@code group:artifact}, e.g. {@code com.anthropic:anthropic-java}
 * @param path     the jar
 */
public record BaselineJar(String artifact, Path path) {

    /** Where Maven's archiver puts a jar's own coordinates. */
    private static final Pattern METADATA = Pattern.compile("META-INF/maven/[^/]+/[^/]+/pom\\.properties");

    /**
     * The artifacts ({@code group:artifact}) whose Maven metadata a jar carries: one for a jar Maven built, none for
     * a jar built otherwise (or a folder, or no file at all), several for a jar that bundles others (a shaded jar).
     *
     * @throws IOException when the file is no jar that can be read
     */
    public static List<String> metadataOf(Path jar) throws IOException {
        List<String> artifacts = new ArrayList<>();
        try (JarFile file = new JarFile(jar.toFile())) {
            for (JarEntry entry : file.stream().filter(e -> METADATA.matcher(e.getName()).matches()).toList()) {
                Properties properties = new Properties();
                try (InputStream in = file.getInputStream(entry)) {
                    properties.load(in);
                }
                artifacts.add(properties.getProperty("groupId") + ":" + properties.getProperty("artifactId"));
            }
        }
        return artifacts;
    }

    /** The one artifact a classpath entry's Maven metadata names, or {@code null}: no jar, none, or several. */
    public static String artifactOf(String entry) {
        Path path = Path.of(entry);
        if (!entry.endsWith(".jar") || !Files.isRegularFile(path)) {
            return null;
        }
        try {
            List<String> artifacts = metadataOf(path);
            return artifacts.size() == 1 ? artifacts.get(0) : null;
        } catch (IOException e) {
            return null;
        }
    }
}
