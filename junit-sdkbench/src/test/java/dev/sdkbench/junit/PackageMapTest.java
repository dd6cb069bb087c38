package dev.sdkbench.junit;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

/**
 * The engine README's package table is a newcomer's map of the code: it must name exactly the
 * packages that exist, or it sends a reader to rooms that are gone and hides the ones that are there.
 */
class PackageMapTest {

    private static final Path README = Path.of("README.md");
    private static final Path SOURCES = Path.of("src/main/java/dev/sdkbench/junit");
    private static final String SECTION = "## What happens on `mvn test`";
    /** A table row whose second cell names a package: {@code | step | `package` | what |}. */
    private static final Pattern ROW = Pattern.compile("^\\| [^|]+ \\| `([a-z]+)` \\|");

    @Test
    void theReadmesPackageTableListsExactlyThePackagesOfTheEngine() throws IOException {
        Set<String> mapped = mappedPackages();
        Set<String> existing = existingPackages();

        assertThat(difference(existing, mapped))
                .as("packages under %s that the table in %s (\"%s\") does not list: add a row for each", SOURCES, README, SECTION)
                .isEmpty();
        assertThat(difference(mapped, existing))
                .as("rows of the table in %s (\"%s\") naming packages that do not exist under %s: remove or rename them",
                        README, SECTION, SOURCES)
                .isEmpty();
    }

    @Test
    void everyRowOfThePackageTableFitsOnAScreen() throws IOException {
        List<String> tooLong = tableRows().stream().filter(row -> row.length() > 700)
                .map(row -> row.substring(0, 40) + "… (" + row.length() + " characters)").toList();

        assertThat(tooLong).as("rows of the package table in %s longer than 700 characters: move the detail to a section"
                + " of its own and link it", README).isEmpty();
    }

    private static Set<String> mappedPackages() throws IOException {
        Set<String> mapped = new TreeSet<>();
        for (String row : tableRows()) {
            Matcher m = ROW.matcher(row);
            if (m.find()) {
                mapped.add(m.group(1));
            }
        }
        return mapped;
    }

    /** The rows of the first table after the section's heading. */
    private static List<String> tableRows() throws IOException {
        List<String> lines = Files.readAllLines(README);
        int start = lines.indexOf(SECTION);
        assertThat(start).as("%s has no section \"%s\"", README, SECTION).isNotNegative();
        List<String> after = lines.subList(start, lines.size());
        return after.stream().dropWhile(l -> !l.startsWith("|")).takeWhile(l -> l.startsWith("|")).skip(2).toList();
    }

    private static Set<String> existingPackages() throws IOException {
        try (Stream<Path> entries = Files.list(SOURCES)) {
            return entries.filter(Files::isDirectory).map(p -> p.getFileName().toString())
                    .collect(Collectors.toCollection(TreeSet::new));
        }
    }

    private static Set<String> difference(Set<String> a, Set<String> b) {
        Set<String> d = new TreeSet<>(a);
        d.removeAll(b);
        return d;
    }
}
