package dev.sdkbench.junit.baseline;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * What a test JVM can see of the {@code mvn} command that started it. Maven's launcher script exports its
 * arguments as {@value #VARIABLE}, which Surefire's forks inherit, so the settings files and offline mode given
 * on the command line apply to a baseline's resolution as to the build's. Under the console launcher or an IDE the
 * variable is unset and nothing is given.
 *
 * @param userSettings   {@code -s}/{@code --settings}, or {@code null}
 * @param globalSettings {@code -gs}/{@code --global-settings}, or {@code null}
 * @param offline        whether {@code -o}/{@code --offline} was given
 */
record MavenCommandLine(Path userSettings, Path globalSettings, boolean offline) {

    static final String VARIABLE = "MAVEN_CMD_LINE_ARGS";

    /**
     * This JVM's. Maven takes a relative path from the folder it ran in, which a test JVM does not see (Surefire
     * starts it in the module's folder, {@code PWD} included): such a path is looked for from the project's base
     * folder the launcher exports ({@code MAVEN_PROJECTBASEDIR}: where {@code mvn} ran, or the folder {@code -f}
     * names, or the one above holding {@code .mvn}), then from this JVM's working directory.
     */
    static MavenCommandLine current() {
        List<Path> folders = new ArrayList<>();
        String base = System.getenv("MAVEN_PROJECTBASEDIR");
        if (base != null && !base.isBlank()) {
            folders.add(Path.of(base.strip()));
        }
        folders.add(Path.of(System.getProperty("user.dir")));
        return parse(System.getenv(VARIABLE), folders);
    }

    /**
     * The arguments as the launcher joined them, split at white space (so a path with a space is not understood); a
     * relative path is taken from the first of {@code folders} that holds it, else from the first.
     */
    static MavenCommandLine parse(String arguments, List<Path> folders) {
        List<String> words = arguments == null || arguments.isBlank() ? List.of() : Arrays.asList(arguments.strip().split("\\s+"));
        return new MavenCommandLine(path(option(words, "-s", "--settings"), folders),
                path(option(words, "-gs", "--global-settings"), folders), words.contains("-o") || words.contains("--offline"));
    }

    /** The value after {@code -x} or {@code --long}, or in {@code --long=value}; the first one given, as Maven takes it. */
    private static String option(List<String> words, String shortName, String longName) {
        for (int i = 0; i < words.size(); i++) {
            String word = words.get(i);
            if ((word.equals(shortName) || word.equals(longName)) && i + 1 < words.size()) {
                return words.get(i + 1);
            }
            if (word.startsWith(longName + "=")) {
                return word.substring(longName.length() + 1);
            }
        }
        return null;
    }

    private static Path path(String value, List<Path> folders) {
        if (value == null) {
            return null;
        }
        return folders.stream().map(f -> f.resolve(value).normalize()).filter(Files::exists).findFirst()
                .orElse(folders.get(0).resolve(value).normalize());
    }
}
