package dev.sdkbench.junit.launch;

import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.CodeSource;
import java.util.Optional;

/**
 * The build's output folder that holds a compiled test class, found from the folder the class was
 * loaded from: Maven's {@code target/} above {@code test-classes}, Gradle's {@code build/} above
 * {@code classes/<language>/<source set>}, IntelliJ's {@code out/} above {@code test/<module>}.
 * Launchers other than Surefire set no {@code basedir}, and their working directory need not be the
 * project's, so the class's own folder is the one sure sign of where the build writes.
 */
public final class BuildFolder {

    private BuildFolder() {
    }

    /** The output folder above {@code type}'s classes folder; empty when it was loaded from a jar or another layout. */
    public static Optional<Path> of(Class<?> type) {
        return classesFolder(type).flatMap(BuildFolder::above);
    }

    /** The build folder of a classes folder by the three layouts, or empty. */
    static Optional<Path> above(Path classes) {
        Path parent = classes.getParent();
        if (parent == null) {
            return Optional.empty();
        }
        if (classes.getFileName().toString().equals("test-classes")) {
            return Optional.of(parent);                                        // Maven: target/test-classes
        }
        Path grandparent = parent.getParent();
        if (grandparent == null) {
            return Optional.empty();
        }
        if (grandparent.getFileName() != null && grandparent.getFileName().toString().equals("classes")
                && grandparent.getParent() != null) {
            return Optional.of(grandparent.getParent());                      // Gradle: build/classes/java/test
        }
        if (parent.getFileName().toString().equals("test") && grandparent.getFileName() != null
                && grandparent.getFileName().toString().equals("out")) {
            return Optional.of(grandparent);                                   // IntelliJ: out/test/module
        }
        return Optional.empty();
    }

    /** The {@code pom.xml} beside the build folder of {@code type} (Maven's layout), when there is one. */
    public static Optional<Path> projectPom(Class<?> type) {
        return of(type).map(build -> build.getParent() == null ? build : build.getParent()).map(p -> p.resolve("pom.xml"))
                .filter(Files::isRegularFile);
    }

    private static Optional<Path> classesFolder(Class<?> type) {
        CodeSource source = type.getProtectionDomain().getCodeSource();
        if (source == null || source.getLocation() == null || !"file".equals(source.getLocation().getProtocol())) {
            return Optional.empty();
        }
        try {
            Path location = Path.of(source.getLocation().toURI()).toAbsolutePath().normalize();
            return Files.isDirectory(location) ? Optional.of(location) : Optional.empty();
        } catch (URISyntaxException | IllegalArgumentException e) {
            return Optional.empty();
        }
    }
}
