package dev.sdkbench.junit.baseline;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * A baseline given as what a base branch's build produced: {@code sdkbench.baseline=path/to/jars/} (every
 * {@code .jar} in the folder, not its subfolders) or {@code sdkbench.baseline=path/to/one.jar}. Each jar stands
 * for the one artifact its Maven metadata names ({@code META-INF/maven/<group>/<artifact>/pom.properties}, which
 * Maven's jar plugin writes), and the baseline side runs the candidate's classpath with these jars in place of
 * the candidate's jars of the same artifacts. A jar whose artifact cannot be told (no metadata, or a shaded jar's
 * several) is refused rather than guessed from its file name, and so is a folder with two jars of one artifact.
 */
public final class BuiltBaseline {

    /** The form users write, as messages print it. */
    public static final String FORM = "a folder of jars or one jar a build wrote, e.g. ../base/target/toy-sdk-1.0.jar";

    private BuiltBaseline() {
    }

    /**
     * The jars {@code given} names, each with its artifact, in file-name order; empty, with the reason and what to
     * change added to {@code problems}, when it names none or one cannot be told.
     */
    public static List<BaselineJar> read(Path given, List<String> problems) {
        List<Path> jars = jars(given, problems);
        Map<String, BaselineJar> byArtifact = new LinkedHashMap<>();
        int before = problems.size();
        for (Path jar : jars) {
            String artifact = artifact(jar, problems);
            BaselineJar other = artifact == null ? null : byArtifact.putIfAbsent(artifact, new BaselineJar(artifact, jar));
            if (other != null) {
                problems.add("baseline folder " + given + " holds two jars of " + artifact + ", " + other.path().getFileName()
                        + " and " + jar.getFileName() + ": keep one jar per artifact there (a sources or javadoc jar is no"
                        + " classpath), or name the jar itself");
            }
        }
        return problems.size() > before || jars.isEmpty() ? List.of() : List.copyOf(byArtifact.values());
    }

    /** The folder's jars or the one jar; none, with a problem, when there is no such folder or jar. */
    private static List<Path> jars(Path given, List<String> problems) {
        if (Files.isDirectory(given)) {
            List<Path> jars = folderJars(given, problems);
            if (jars.isEmpty()) {
                problems.add("baseline is the folder " + given + ", which holds no .jar: give the folder the base branch's"
                        + " build wrote its jar to, or the jar itself");
            }
            return jars;
        }
        if (!Files.exists(given)) {
            problems.add("baseline is '" + given + "', neither Maven coordinates (" + BaselineCoordinates.FORM + ") nor an"
                    + " existing folder or jar: correct it, or build the base branch first so that it exists");
        } else if (!given.getFileName().toString().endsWith(".jar")) {
            problems.add("baseline is " + given + ", which is no jar: give " + FORM + ", or Maven coordinates, "
                    + BaselineCoordinates.FORM);
        } else {
            return List.of(given.toAbsolutePath());
        }
        return List.of();
    }

    private static List<Path> folderJars(Path folder, List<String> problems) {
        try (Stream<Path> files = Files.list(folder)) {
            return files.filter(f -> f.getFileName().toString().endsWith(".jar") && Files.isRegularFile(f))
                    .map(Path::toAbsolutePath).sorted().toList();
        } catch (IOException e) {
            problems.add("baseline folder " + folder + " cannot be read (" + e.getMessage() + "): make it readable");
            return new ArrayList<>();
        }
    }

    /** The artifact the jar's Maven metadata names; {@code null}, with a problem, when it cannot be told. */
    private static String artifact(Path jar, List<String> problems) {
        List<String> artifacts;
        try {
            artifacts = BaselineJar.metadataOf(jar);
        } catch (IOException e) {
            problems.add("baseline jar " + jar + " cannot be read as a jar (" + e.getMessage() + "): rebuild it");
            return null;
        }
        if (artifacts.size() == 1) {
            return artifacts.get(0);
        }
        problems.add("baseline jar " + jar + (artifacts.isEmpty() ? " has no Maven metadata (META-INF/maven/<group>/<artifact>"
                + "/pom.properties)" : " carries the Maven metadata of " + artifacts.size() + " artifacts (" + String.join(", ",
                artifacts) + ")") + ", so which of the candidate's jars it replaces cannot be told: give a jar Maven's jar"
                + " plugin built, or the baseline's whole runtime classpath in a file (sdkbench.baselineClasspathFile)");
        return null;
    }
}
