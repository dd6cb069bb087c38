package dev.sdkbench.junit;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/** The main sources of the modules this project publishes, as this module's tests find them from its folder. */
final class PublishedSources {

    /** Each published module's main sources. */
    static final List<Path> ROOTS = List.of(Path.of("src/main/java"), Path.of("../fixture-undertow/src/main/java"),
            Path.of("../results/src/main/java"), Path.of("../reports/src/main/java"));

    private PublishedSources() {
    }

    /** Every package of the published modules: each folder of their main sources that holds a Java file. */
    static List<String> packages() throws IOException {
        List<String> packages = new ArrayList<>();
        for (Path root : ROOTS) {
            try (Stream<Path> walk = Files.walk(root)) {
                walk.filter(Files::isDirectory).filter(PublishedSources::holdsJava)
                        .forEach(dir -> packages.add(root.relativize(dir).toString().replace('/', '.')));
            }
        }
        return packages.stream().sorted().toList();
    }

    /** Every Java file of the published modules' main sources but the package-infos. */
    static List<Path> typeFiles() throws IOException {
        List<Path> files = new ArrayList<>();
        for (Path root : ROOTS) {
            try (Stream<Path> walk = Files.walk(root)) {
                walk.filter(f -> f.toString().endsWith(".java") && !f.endsWith("package-info.java")).forEach(files::add);
            }
        }
        return files;
    }

    /** The folder of a package's sources. */
    static Path folder(String pkg) {
        return ROOTS.stream().map(root -> root.resolve(pkg.replace('.', '/'))).filter(Files::isDirectory).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no published module holds package " + pkg));
    }

    /** The module a source file belongs to: the folder its {@code src/main/java} lies in. */
    static String module(Path file) {
        Path root = ROOTS.stream().filter(file::startsWith).findFirst().orElseThrow();
        return root.getNameCount() == 3 ? "junit-sdkbench" : root.getName(1).toString();
    }

    private static boolean holdsJava(Path dir) {
        try (Stream<Path> entries = Files.list(dir)) {
            return entries.anyMatch(p -> p.toString().endsWith(".java"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
