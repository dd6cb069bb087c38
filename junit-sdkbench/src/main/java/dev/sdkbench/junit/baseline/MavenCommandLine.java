package dev.sdkbench.junit.baseline;

import java.nio.file.Path;
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

    /** This JVM's: a relative path is taken from the folder {@code mvn} ran in ({@code PWD}, which it inherits too). */
    static MavenCommandLine current() {
        String launchedIn = System.getenv("PWD");
        return parse(System.getenv(VARIABLE), Path.of(launchedIn != null ? launchedIn : System.getProperty("user.dir")));
    }

    /** The arguments as the launcher joined them, split at white space (so a path with a space is not understood). */
    static MavenCommandLine parse(String arguments, Path launchedIn) {
        List<String> words = arguments == null || arguments.isBlank() ? List.of() : Arrays.asList(arguments.strip().split("\\s+"));
        return new MavenCommandLine(option(words, launchedIn, "-s", "--settings"),
                option(words, launchedIn, "-gs", "--global-settings"), words.contains("-o") || words.contains("--offline"));
    }

    /** The path after {@code -x} or {@code --long}, or in {@code --long=path}; the first one given, as Maven takes it. */
    private static Path option(List<String> words, Path launchedIn, String shortName, String longName) {
        for (int i = 0; i < words.size(); i++) {
            String word = words.get(i);
            if ((word.equals(shortName) || word.equals(longName)) && i + 1 < words.size()) {
                return launchedIn.resolve(words.get(i + 1)).normalize();
            }
            if (word.startsWith(longName + "=")) {
                return launchedIn.resolve(word.substring(longName.length() + 1)).normalize();
            }
        }
        return null;
    }
}
