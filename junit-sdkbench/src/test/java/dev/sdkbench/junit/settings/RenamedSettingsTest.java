package dev.sdkbench.junit.settings;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.lang.reflect.Method;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;

import dev.sdkbench.junit.ClientCase;
import dev.sdkbench.junit.SdkBenchmark;
import dev.sdkbench.junit.samples.EverySetting;
import dev.sdkbench.junit.settings.RenamedSettings.Rename;

/**
 * The one table of old names and new: every old key is refused naming its new one, every new name
 * is an element of its group's annotation and a key the resolver reads, no old element is left on
 * {@code @SdkBenchmark} or {@code @ClientCase}, and the README's migration note lists the same rows.
 */
class RenamedSettingsTest {

    private static final Path README = Path.of("README.md");

    @Test
    void everyKeyFromBeforeTheGroupsIsRefusedNamingItsKeyNow() {
        for (Rename r : RenamedSettings.TABLE) {
            Map<String, String> old = Map.of("sdkbench." + r.before(), "1");
            assertThatThrownBy(() -> new SettingsResolver(key -> Optional.ofNullable(old.get(key))).resolve(EverySetting.class))
                    .as(r.before()).isInstanceOf(SettingsException.class)
                    .hasMessageContaining("sdkbench." + r.before() + " was renamed: use sdkbench." + r.now());
        }
    }

    @Test
    void everyNameNowIsAnElementOfItsGroupAndAKeyTheResolverReads() throws ClassNotFoundException {
        Set<String> asked = new HashSet<>();
        new SettingsResolver(key -> {
            asked.add(key);
            return Optional.empty();
        }).resolve(EverySetting.class);

        for (Rename r : RenamedSettings.TABLE) {
            assertThat(asked).as("the resolver reads sdkbench.%s", r.now()).contains("sdkbench." + r.now());
            String[] name = r.now().split("\\.");
            Class<?> group = Class.forName("dev.sdkbench.junit." + Character.toUpperCase(name[0].charAt(0)) + name[0].substring(1));
            assertThat(Arrays.stream(group.getDeclaredMethods()).map(Method::getName)).as("@%s", group.getSimpleName())
                    .contains(name[1]);
        }
    }

    @Test
    void noOldElementIsLeftOnTheCallsAnnotations() {
        Set<String> left = new TreeSet<>();
        for (Class<?> annotation : List.of(SdkBenchmark.class, ClientCase.class)) {
            Arrays.stream(annotation.getDeclaredMethods()).map(Method::getName)
                    .filter(e -> RenamedSettings.TABLE.stream().anyMatch(r -> r.before().equals(e)))
                    .forEach(e -> left.add(annotation.getSimpleName() + "." + e));
        }
        assertThat(left).as("elements that moved to a group but are still there").isEmpty();
    }

    @Test
    void theReadmesMigrationNoteListsTheSameRenames() throws IOException {
        String readme = Files.readString(README);
        int start = readme.indexOf("## Migrating from the flat attributes");
        assertThat(start).as("README.md has the migration note").isPositive();
        String note = readme.substring(start, readme.indexOf("\n## ", start + 1) < 0 ? readme.length()
                : readme.indexOf("\n## ", start + 1));

        Set<List<String>> rows = new HashSet<>();
        Matcher key = Pattern.compile("sdkbench\\.([\\w.]+)").matcher("");
        for (String line : note.split("\n")) {
            if (line.startsWith("| `")) {
                key.reset(line);
                List<String> keys = key.results().map(m -> m.group(1)).toList();
                assertThat(keys).as("a row names the old key and the new: %s", line).hasSize(2);
                rows.add(keys);
            }
        }
        assertThat(rows).as("README's rows, sdkbench.<before> then sdkbench.<now>")
                .isEqualTo(new HashSet<>(RenamedSettings.TABLE.stream().map(r -> List.of(r.before(), r.now())).toList()));
    }
}
