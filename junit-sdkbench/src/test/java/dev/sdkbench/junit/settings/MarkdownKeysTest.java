package dev.sdkbench.junit.settings;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

import dev.sdkbench.junit.extension.OutputRoot;
import dev.sdkbench.junit.samples.EverySetting;

/**
 * Every {@code sdkbench.*} key that a Markdown file of the repository names (the published run pages under
 * {@code runs/} included) is one the project reads: a key the resolver asks for, one of the engine's other
 * parameters, or a property of the build's POMs. A key from before the grouping ({@link RenamedSettings}) fails
 * the class that is given it, so a page that shows one shows a command that no longer works; only the README's
 * migration note names them, on purpose.
 */
class MarkdownKeysTest {

    /** A key where a command or prose puts one: after {@code -D}, a blank, a backtick or a quote, not inside a name. */
    private static final Pattern KEY = Pattern.compile("(?:(?<=-D)|(?<![\\w./-]))sdkbench\\.[A-Za-z][\\w.]*\\w(\\.\\*)?");
    private static final Path MIGRATION_NOTE = Path.of("junit-sdkbench", "README.md");
    private static final String MIGRATION_HEADING = "### Migrating from the flat attributes";

    /** The engine's parameters outside the resolver: the extension's, and system properties of the launch package. */
    private static final Set<String> ENGINE = Set.of(OutputRoot.PARAMETER, "sdkbench.suite.excludedTags", "sdkbench.shard",
            "sdkbench.publishFiles", "sdkbench.cpuset", "sdkbench.lockDirectory");

    /** Names of that shape that are no setting, each with what it is. */
    private static final Map<String, String> NOT_SETTINGS = Map.of(
            "sdkbench.log", "a file steady-vs-jmh.sh writes",
            "sdkbench.steadyIterationErrorMicros", "a field of jmh-result.json's sdkbench object",
            "sdkbench.jmh.baseUrl", "the system property the JMH classes read (example-support's CaseCapture)");

    @Test
    void everyKeyAMarkdownFileNamesIsOneTheProjectReads() throws IOException {
        Path root = repositoryRoot();
        Set<String> known = knownKeys(root);
        List<String> unknown = new ArrayList<>();
        for (Path file : files(root, "Markdown", ".md")) {
            List<String> lines = Files.readAllLines(file);
            boolean migrationNote = false;
            for (int i = 0; i < lines.size(); i++) {
                String line = lines.get(i);
                if (line.startsWith("#")) {
                    migrationNote = root.relativize(file).equals(MIGRATION_NOTE) && line.equals(MIGRATION_HEADING);
                }
                if (!migrationNote) {
                    String where = root.relativize(file) + ":" + (i + 1) + ": ";
                    unknownOn(line, known).forEach(key -> unknown.add(where + key));
                }
            }
        }
        assertThat(unknown).as("keys no part of the project reads (an old key, a typo, or a setting that went away)").isEmpty();
    }

    private static List<String> unknownOn(String line, Set<String> known) {
        List<String> found = new ArrayList<>();
        Matcher m = KEY.matcher(line);
        while (m.find()) {
            String key = m.group();
            boolean ok = key.endsWith(".*") ? known.stream().anyMatch(k -> k.startsWith(key.substring(0, key.length() - 1)))
                    : known.contains(key);
            if (!ok) {
                found.add(key + RenamedSettings.TABLE.stream().filter(r -> key.equals(SettingsResolver.PREFIX + r.before()))
                        .map(r -> " (renamed: use " + SettingsResolver.PREFIX + r.now() + ")").findFirst().orElse(""));
            }
        }
        return found;
    }

    /** What the resolver asks for, the engine's other parameters and the POMs' properties, less every old key. */
    private static Set<String> knownKeys(Path root) throws IOException {
        Set<String> known = new HashSet<>(ENGINE);
        new SettingsResolver(key -> {
            known.add(key);
            return Optional.empty();
        }).resolve(EverySetting.class);
        for (Path pom : files(root, "pom.xml", "pom.xml")) {
            KEY.matcher(Files.readString(pom).replace("${", " ")).results().forEach(r -> known.add(r.group()));
        }
        known.addAll(NOT_SETTINGS.keySet());
        RenamedSettings.TABLE.forEach(r -> known.remove(SettingsResolver.PREFIX + r.before()));
        return known;
    }

    private static List<Path> files(Path root, String what, String suffix) throws IOException {
        try (Stream<Path> walk = Files.walk(root)) {
            return walk.filter(p -> p.getFileName().toString().endsWith(suffix) && Files.isRegularFile(p))
                    .filter(p -> !built(root.relativize(p)))
                    .sorted().toList();
        } catch (UncheckedIOException e) {
            throw new IOException("cannot list the " + what + " files under " + root, e);
        }
    }

    /** Whether a path lies in a build's output or a tool's folder rather than in the repository's own files. */
    private static boolean built(Path relative) {
        for (Path part : relative) {
            String name = part.toString();
            if (name.equals("target") || name.equals("node_modules") || name.startsWith(".")) {
                return true;
            }
        }
        return false;
    }

    /** The repository's root: this module's parent, where the parent POM lists the modules. */
    private static Path repositoryRoot() throws IOException {
        Path root = Path.of("").toAbsolutePath().getParent();
        assertThat(Files.readString(root.resolve("pom.xml"))).as("%s is the repository's root", root)
                .contains("<module>junit-sdkbench</module>");
        return root;
    }
}
