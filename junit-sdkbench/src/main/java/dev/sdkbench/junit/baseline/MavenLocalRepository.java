package dev.sdkbench.junit.baseline;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Where the user's Maven keeps artifacts, found as Maven finds it, so a baseline installed there resolves offline. */
final class MavenLocalRepository {

    private static final Pattern SETTING = Pattern.compile("<localRepository>\\s*([^<]+?)\\s*</localRepository>");

    private MavenLocalRepository() {
    }

    /**
     * The {@code maven.repo.local} system property when set (Surefire and the console launcher pass it through
     * when the build was run with it), else {@code <localRepository>} of {@code ~/.m2/settings.xml}, else
     * {@code ~/.m2/repository}.
     */
    static Path find() {
        String property = System.getProperty("maven.repo.local");
        if (property != null && !property.isBlank()) {
            return Path.of(property.trim());
        }
        Path m2 = Path.of(System.getProperty("user.home"), ".m2");
        return fromSettings(m2.resolve("settings.xml")).orElse(m2.resolve("repository"));
    }

    /** A settings file's {@code <localRepository>}, with {@code ${user.home}} expanded; empty without one. */
    static java.util.Optional<Path> fromSettings(Path settings) {
        if (!Files.isRegularFile(settings)) {
            return java.util.Optional.empty();
        }
        try {
            Matcher m = SETTING.matcher(Files.readString(settings, StandardCharsets.UTF_8));
            return m.find() ? java.util.Optional.of(Path.of(m.group(1).replace("${user.home}", System.getProperty("user.home"))))
                    : java.util.Optional.empty();
        } catch (IOException e) {
            return java.util.Optional.empty();
        }
    }
}
