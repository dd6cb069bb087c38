package dev.sdkbench.junit;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;

/**
 * A simple name means one thing across the published modules: a reader who meets {@code CaseResult} must not have
 * to ask which of two. The annotation enums {@code Dialect} and {@code Scenario} are the one exception: an annotation
 * needs constants of its own module's type, and {@code TypedChoicesTest} holds each to the fixture's type of the
 * same name. No fully qualified name stands in main code to dodge a clash, those two aside.
 */
class OneTypePerNameTest {

    /** The names two modules may each declare, because {@code TypedChoicesTest} ties the pair together. */
    private static final Set<String> GUARDED_PAIRS = Set.of("Dialect", "Scenario");
    /** A type of this project named in full in code (not in an import, a comment or a string). */
    private static final Pattern FULL_NAME = Pattern.compile("\\bdev\\.sdkbench(?:\\.[a-z][a-z0-9]*)+\\.([A-Z]\\w*)");

    @Test
    void noSimpleNameIsDeclaredInTwoModules() throws IOException {
        Map<String, Set<String>> modulesByName = new TreeMap<>();
        for (Path file : PublishedSources.typeFiles()) {
            modulesByName.computeIfAbsent(simpleName(file), n -> new TreeSet<>()).add(PublishedSources.module(file));
        }
        List<String> twice = new ArrayList<>();
        modulesByName.forEach((name, modules) -> {
            if (modules.size() > 1 && !GUARDED_PAIRS.contains(name)) {
                twice.add(name + " in " + modules);
            }
        });

        assertThat(modulesByName).as("the published modules' types, read from their sources").hasSizeGreaterThan(250);
        assertThat(twice).as("simple names declared in more than one module: give one of the two a name that says how it"
                + " differs, or let one module use the other's type").isEmpty();
    }

    @Test
    void noFullyQualifiedNameStandsInMainCodeToDodgeAClash() throws IOException {
        List<String> qualified = new ArrayList<>();
        for (Path file : PublishedSources.typeFiles()) {
            List<String> lines = Files.readAllLines(file);
            for (int i = 0; i < lines.size(); i++) {
                String code = lines.get(i).strip();
                Matcher m = FULL_NAME.matcher(code);
                if (!isImportCommentOrString(code) && m.find() && !GUARDED_PAIRS.contains(m.group(1))) {
                    qualified.add(file + ":" + (i + 1) + ": " + code);
                }
            }
        }

        assertThat(qualified).as("main code that names a type of this project in full: import it by its simple name").isEmpty();
    }

    private static boolean isImportCommentOrString(String code) {
        return code.startsWith("import ") || code.startsWith("package ") || code.startsWith("*") || code.startsWith("/*")
                || code.startsWith("//") || code.contains("\"") || code.contains("{@link") || code.contains("{@code");
    }

    private static String simpleName(Path file) {
        String name = file.getFileName().toString();
        return name.substring(0, name.length() - ".java".length());
    }
}
