package dev.sdkbench.junit;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.lang.reflect.Modifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.apiguardian.api.API;
import org.junit.jupiter.api.Test;

/**
 * What users may rely on is {@code dev.sdkbench.junit} itself, each type marked with its {@link API}
 * status; every package below it is internal, marked so, and used by no user-side code of this
 * repository. A user copying from {@code example-tests} or {@code it/} must not learn to depend on a
 * type that may change in any release.
 */
class ApiFenceTest {

    private static final Path API_SOURCES = Path.of("src/main/java/dev/sdkbench/junit");
    /** Where this repository's user-side code lives, from the module's folder. */
    private static final List<Path> USER_SIDE = List.of(Path.of("../example-tests"), Path.of("../it"),
            Path.of("../junit-sdkbench-archetype/src"));
    /** A reference to a type of an internal package: {@code dev.sdkbench.junit.<package>.}. */
    private static final Pattern INTERNAL_USE = Pattern.compile("dev\\.sdkbench\\.junit\\.([a-z]+)\\.");

    @Test
    void everyPublicTypeOfTheApiPackageSaysItsApiStatus() throws Exception {
        List<String> unmarked = new ArrayList<>();
        for (String name : typeNames(API_SOURCES)) {
            Class<?> type = Class.forName("dev.sdkbench.junit." + name);
            if (Modifier.isPublic(type.getModifiers()) && type.getAnnotation(API.class) == null) {
                unmarked.add(type.getName());
            }
        }

        assertThat(unmarked).as("public types of dev.sdkbench.junit without @API(status = ...): mark each with what users"
                + " may rely on (MAINTAINED, EXPERIMENTAL...)").isEmpty();
    }

    @Test
    void everyPackageBelowTheApiIsMarkedInternal() throws Exception {
        List<String> unmarked = new ArrayList<>();
        for (String pkg : packages()) {
            API api = packageAnnotation(pkg);
            if (api == null || api.status() != API.Status.INTERNAL) {
                unmarked.add(pkg);
            }
        }

        assertThat(unmarked).as("packages under dev.sdkbench.junit whose package-info.java lacks @API(status = INTERNAL):"
                + " add it, with a Javadoc that says what the package does").isEmpty();
    }

    @Test
    void noUserSideCodeOfThisRepositoryUsesAnInternalPackage() throws IOException {
        List<String> uses = new ArrayList<>();
        for (Path root : USER_SIDE) {
            try (Stream<Path> files = Files.walk(root)) {
                for (Path file : files.filter(f -> f.toString().endsWith(".java") && !f.toString().contains("/target/")).toList()) {
                    uses.addAll(internalUses(file));
                }
            }
        }

        assertThat(uses).as("user-side code that uses internal engine packages (only dev.sdkbench.junit itself is API):"
                + " use the API type instead, or make what it needs part of the API").isEmpty();
    }

    private static List<String> internalUses(Path file) throws IOException {
        List<String> uses = new ArrayList<>();
        List<String> lines = Files.readAllLines(file);
        for (int i = 0; i < lines.size(); i++) {
            Matcher m = INTERNAL_USE.matcher(lines.get(i));
            if (m.find()) {
                uses.add(file + ":" + (i + 1) + ": " + lines.get(i).strip());
            }
        }
        return uses;
    }

    private static List<String> typeNames(Path dir) throws IOException {
        try (Stream<Path> entries = Files.list(dir)) {
            return entries.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".java") && !n.equals("package-info.java"))
                    .map(n -> n.substring(0, n.length() - ".java".length())).sorted().toList();
        }
    }

    private static List<String> packages() throws IOException {
        try (Stream<Path> entries = Files.list(API_SOURCES)) {
            return entries.filter(Files::isDirectory).map(p -> "dev.sdkbench.junit." + p.getFileName()).sorted().toList();
        }
    }

    /** The package's {@code @API}, read from its compiled {@code package-info}; {@code null} without one. */
    private static API packageAnnotation(String pkg) {
        try {
            return Class.forName(pkg + ".package-info").getAnnotation(API.class);
        } catch (ClassNotFoundException e) {
            return null;
        }
    }
}
