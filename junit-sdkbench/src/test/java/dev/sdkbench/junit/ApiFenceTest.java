package dev.sdkbench.junit;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.lang.reflect.Modifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.apiguardian.api.API;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What users may rely on says so: each public type of an API package ({@code dev.sdkbench.junit} itself, the results
 * model) carries its {@link API} status, every other package of a published module is marked, and the engine's
 * packages below its API are internal. No user-side code of this repository uses an internal type: a user copying
 * from {@code example-tests} or {@code it/} must not learn to depend on a type that may change in any release.
 */
class ApiFenceTest {

    private static final String API_PACKAGE = "dev.sdkbench.junit";
    /** Where this repository's user-side code lives, from the module's folder. */
    private static final List<Path> USER_SIDE = List.of(Path.of("../example-tests"), Path.of("../it"),
            Path.of("../junit-sdkbench-archetype/src"));
    /** A published module's type (or a package's every type, {@code .*}) named in full, as an import or in code. */
    private static final Pattern PUBLISHED_NAME = Pattern.compile(
            "\\bdev\\.sdkbench\\.(?:junit|fixture|results|reports)(?:\\.[a-z][a-z0-9]*)*\\.(?:[A-Z]\\w*(?:\\.[A-Z]\\w*)*|\\*)");

    @Test
    void everyPublicTypeOfAnApiPackageSaysItsApiStatus() throws Exception {
        List<String> unmarked = new ArrayList<>();
        for (String pkg : PublishedSources.packages()) {
            API api = packageApi(pkg);
            if (api == null || api.status() != API.Status.INTERNAL) {
                unmarked.addAll(unmarkedPublicTypes(pkg));
            }
        }

        assertThat(unmarked).as("public types of API packages without @API(status = ...): mark each with what users may rely"
                + " on (STABLE, MAINTAINED, EXPERIMENTAL), or INTERNAL").isEmpty();
    }

    @Test
    void everyPackageOfAPublishedModuleSaysItsStatusAndTheEnginesBelowItsApiAreInternal() throws Exception {
        List<String> unmarked = new ArrayList<>();
        for (String pkg : PublishedSources.packages()) {
            API api = packageApi(pkg);
            boolean engineInternal = pkg.startsWith(API_PACKAGE + ".");
            if (!pkg.equals(API_PACKAGE) && (api == null || engineInternal && api.status() != API.Status.INTERNAL)) {
                unmarked.add(pkg + (api == null ? ": no @API" : ": " + api.status()));
            }
        }

        assertThat(unmarked).as("packages whose package-info.java lacks @API(status = ...) (INTERNAL below dev.sdkbench.junit):"
                + " add it, with a Javadoc that says what the package does").isEmpty();
    }

    @Test
    void noUserSideCodeOfThisRepositoryUsesAnInternalType() throws IOException {
        List<String> uses = new ArrayList<>();
        int names = 0;
        for (Path file : userSideSources()) {
            for (Use use : uses(file)) {
                names++;
                use.problem().ifPresent(uses::add);
            }
        }

        assertThat(names).as("names of published types found in the user-side code (the scan reads nothing?)").isGreaterThan(100);
        assertThat(uses).as("user-side code that names a type of the published modules marked @API(status = INTERNAL), or one"
                + " that does not exist: use an API type instead, or make what it needs part of the API").isEmpty();
    }

    @Test
    void aUseOfAnInternalTypeIsNamedWithItsFileLineAndType(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("UserBenchmark.java");
        Files.writeString(file, String.join("\n", "import dev.sdkbench.junit.SdkCase;", "import dev.sdkbench.junit.launch.ForkCommand;",
                "import dev.sdkbench.reports.model.Run;", "// dev.sdkbench.junit.fork.ForkMain in a comment is no use"));

        assertThat(uses(file).stream().flatMap(u -> u.problem().stream())).containsExactly(
                file + ":2 uses dev.sdkbench.junit.launch.ForkCommand, which is @API(status = INTERNAL)",
                file + ":3 names dev.sdkbench.reports.model.Run, which is no type of the published modules");
    }

    /** A published name on a line of user-side code, and the type it resolved to (null when none). */
    private record Use(Path file, int line, String name, Class<?> type, boolean wholePackage) {

        Optional<String> problem() {
            if (type == null && !wholePackage) {
                return Optional.of(file + ":" + line + " names " + name + ", which is no type of the published modules");
            }
            API.Status status = wholePackage ? statusOf(name.substring(0, name.length() - 2)) : statusOf(type);
            return status == API.Status.INTERNAL || status == null
                    ? Optional.of(file + ":" + line + " uses " + name + ", which is @API(status = " + status + ")")
                    : Optional.empty();
        }
    }

    private static List<Use> uses(Path file) throws IOException {
        List<Use> uses = new ArrayList<>();
        List<String> lines = Files.readAllLines(file);
        for (int i = 0; i < lines.size(); i++) {
            String code = lines.get(i).strip();
            if (code.startsWith("//") || code.startsWith("*") || code.startsWith("/*")) {
                continue;
            }
            Matcher m = PUBLISHED_NAME.matcher(code);
            while (m.find()) {
                uses.add(new Use(file, i + 1, m.group(), resolve(m.group()), m.group().endsWith(".*")));
            }
        }
        return uses;
    }

    /** The type a full name denotes: its longest prefix that is a class, nested types by {@code $}; null when none. */
    private static Class<?> resolve(String name) {
        String[] parts = name.split("\\.");
        int firstType = 0;
        while (firstType < parts.length && !Character.isUpperCase(parts[firstType].charAt(0))) {
            firstType++;
        }
        String pkg = String.join(".", Arrays.copyOf(parts, firstType));
        for (int end = parts.length; end > firstType; end--) {
            String binary = pkg + "." + String.join("$", Arrays.copyOfRange(parts, firstType, end));
            try {
                return Class.forName(binary, false, ApiFenceTest.class.getClassLoader());
            } catch (ClassNotFoundException e) {
                // a shorter prefix may be the type: a static member or a nested type's name follows it
            }
        }
        return null;
    }

    /** The type's own status, else its enclosing type's, else its package's; null when none says. */
    private static API.Status statusOf(Class<?> type) {
        for (Class<?> t = type; t != null; t = t.getEnclosingClass()) {
            API api = t.getAnnotation(API.class);
            if (api != null) {
                return api.status();
            }
        }
        return statusOf(type.getPackageName());
    }

    private static API.Status statusOf(String pkg) {
        API api = packageApi(pkg);
        return api == null ? null : api.status();
    }

    private static List<String> unmarkedPublicTypes(String pkg) throws IOException, ClassNotFoundException {
        List<String> unmarked = new ArrayList<>();
        for (String name : typeNames(pkg)) {
            Class<?> type = Class.forName(pkg + "." + name, false, ApiFenceTest.class.getClassLoader());
            if (Modifier.isPublic(type.getModifiers()) && type.getAnnotation(API.class) == null) {
                unmarked.add(type.getName());
            }
        }
        return unmarked;
    }

    private static List<String> typeNames(String pkg) throws IOException {
        try (Stream<Path> entries = Files.list(PublishedSources.folder(pkg))) {
            return entries.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".java") && !n.equals("package-info.java"))
                    .map(n -> n.substring(0, n.length() - ".java".length())).sorted().toList();
        }
    }

    private static List<Path> userSideSources() throws IOException {
        List<Path> sources = new ArrayList<>();
        for (Path root : USER_SIDE) {
            try (Stream<Path> files = Files.walk(root)) {
                files.filter(f -> f.toString().endsWith(".java") && !f.toString().contains("/target/")).forEach(sources::add);
            }
        }
        return sources;
    }

    /** The package's {@code @API}, read from its compiled {@code package-info}; {@code null} without one. */
    private static API packageApi(String pkg) {
        try {
            return Class.forName(pkg + ".package-info").getAnnotation(API.class);
        } catch (ClassNotFoundException e) {
            return null;
        }
    }
}
