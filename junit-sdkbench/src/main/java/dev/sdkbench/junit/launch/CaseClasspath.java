package dev.sdkbench.junit.launch;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.CodeSource;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;

import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.xml.sax.SAXException;

import dev.sdkbench.fixture.scenario.ScenarioText;
import dev.sdkbench.junit.baseline.BaselineJar;
import dev.sdkbench.junit.SdkCase;
import dev.sdkbench.junit.settings.ResolvedRunSettings;
import dev.sdkbench.results.model.CaseSettings;

/**
 * What a fork's classpath holds: the case's own runtime jars (the SDK and what it pulls in, the
 * footprint that results report) and the harness entries the fork needs besides (the benchmark
 * class's folder, this library, HdrHistogram, the fixture's scenario texts, the results model whose
 * {@code @Steady} record a steady fork's spec carries).
 *
 * <p>The case's entries are the test classpath, or a classpath file's ({@code sdkbench.classpathFile},
 * a baseline's or a reference's, a suite member's {@code target/sdk-classpath.txt}), minus what the
 * harness brought: its own jars and dependencies (listed in this library's jar, {@value #HARNESS_DEPENDENCIES}),
 * JUnit and Surefire, and what their POMs declare — except those that something kept, or the project's own
 * {@code pom.xml}, declares as a compile or runtime dependency (an SDK on Jackson keeps Jackson). A file
 * goes through the same rule as the test classpath because the two sides of a comparison must be built
 * alike: a baseline file written with every scope once carried Undertow, XNIO, JUnit and the harness's jar
 * into the baseline's forks only, and identical code read 1-2% smaller in RSS than its baseline. A file written with
 * {@link ResolvedRunSettings#CLASSPATH_FILE_COMMAND} has none of these, and reads as it is.
 * Test-only libraries of the project other than JUnit's (AssertJ, Mockito) stay on the test classpath:
 * only such a file tells them apart.
 *
 * @param caseEntries    the case's runtime classpath, in order
 * @param harnessEntries what the fork needs besides, not counted as the case's
 */
public record CaseClasspath(List<String> caseEntries, List<String> harnessEntries) {

    /** The harness's runtime dependencies, one {@code group:artifact:type:version:scope} a line (dependency:list). */
    static final String HARNESS_DEPENDENCIES = "META-INF/sdkbench/harness-dependencies.txt";

    /**
     * The harness's own artifacts, of any version: a file written with every scope holds one, maybe of
     * another version than the one running, and the standalone jar's list leaves out what it shades in.
     */
    private static final List<String> HARNESS_ARTIFACTS = List.of("dev.sdkbench:junit-sdkbench",
            "dev.sdkbench:junit-sdkbench-standalone", "dev.sdkbench:fixture-undertow", "dev.sdkbench:results", "dev.sdkbench:reports");

    /** Groups whose jars are the test run's, never a case's: the test framework and its runner. */
    private static final List<String> TEST_RUNNER_GROUPS = List.of("org.junit", "org.opentest4j", "org.apiguardian",
            "org.apache.maven.surefire");

    /** Classes of JUnit's test framework and launcher, whose entries are the test run's wherever they lie. */
    private static final List<String> RUNNER_CLASSES = List.of("org.junit.platform.launcher.Launcher",
            "org.junit.platform.engine.TestEngine", "org.junit.platform.commons.JUnitException", "org.junit.jupiter.api.Test",
            "org.junit.jupiter.engine.JupiterTestEngine", "org.opentest4j.AssertionFailedError", "org.apiguardian.api.API");

    /** How IDEs name their test-runner jars: IntelliJ's idea_rt, junit5-rt and junit-rt, Eclipse's plugin bundles. */
    private static final List<String> IDE_RUNNER_JARS = List.of("idea_rt", "junit5-rt", "junit-rt", "org.eclipse.jdt.junit");

    public CaseClasspath {
        caseEntries = List.copyOf(caseEntries);
        harnessEntries = List.copyOf(harnessEntries);
    }

    /**
     * The case's classpath from a classpath file when there is one, else from the test classpath; both
     * by one rule (see above).
     *
     * @param testClasspath the test JVM's classpath ({@link TestClasspath})
     */
    public static CaseClasspath of(Class<?> benchmark, Path classpathFile, String testClasspath) throws IOException {
        List<String> entries;
        if (classpathFile == null) {
            entries = split(testClasspath);
        } else if (Files.isRegularFile(classpathFile)) {
            entries = split(Files.readString(classpathFile, StandardCharsets.UTF_8).strip());
        } else {
            throw new IOException("sdkbench.classpathFile " + classpathFile + " does not exist: write it with '" + ResolvedRunSettings.CLASSPATH_FILE_COMMAND
                    + "' before the tests");
        }
        Set<String> runner = runnerLocations(benchmark);
        List<String> kept = entries.stream().filter(e -> !runner.contains(e) && !isIdeRunner(e)).toList();
        if (classpathFile != null && !carriesHarnessOrRunner(kept)) {
            // Written at runtime scope (CLASSPATH_FILE_COMMAND): the file is the case's classpath as it is. Filtered by
            // the harness's dependencies it would lose what the case needs as much as the harness does (a floor's
            // Jackson), whenever no project pom is found to say so, as for a suite member's reference class.
            return new CaseClasspath(kept, harness(benchmark, kept));
        }
        return fromTestClasspath(benchmark, kept, harnessDependencies(), projectPom(benchmark));
    }

    /** Whether entries hold one of the harness's own jars or a test runner's: a file written with every scope. */
    private static boolean carriesHarnessOrRunner(List<String> entries) {
        Set<String> own = new LinkedHashSet<>(HARNESS_ARTIFACTS);
        return entries.stream().anyMatch(e -> harnessCoordinate(e, own) != null);
    }

    /** The file's entries this classpath left out as the harness's or the test run's, in the file's order. */
    public List<String> leftOut(Path classpathFile) throws IOException {
        List<String> all = new ArrayList<>(caseEntries);
        all.addAll(harnessEntries);
        return split(Files.readString(classpathFile, StandardCharsets.UTF_8).strip()).stream().filter(e -> !all.contains(e))
                .distinct().toList();
    }

    /**
     * The project's {@code pom.xml}: beside the build folder of the test classes (a suite member's
     * own, under the suite's {@code basedir}), else in Surefire's {@code basedir} (test classes in no
     * known layout), else in the working directory; it may be missing.
     */
    private static Path projectPom(Class<?> benchmark) {
        return BuildFolder.projectPom(benchmark).orElseGet(() -> {
            String basedir = System.getProperty("basedir");
            return basedir != null ? Path.of(basedir, "pom.xml") : Path.of(System.getProperty("user.dir", "."), "pom.xml");
        });
    }

    /**
     * The entries that hold JUnit's own classes, wherever they lie: the console launcher's standalone jar
     * or an IDE's bundled JUnit are in no repository layout that {@link #harnessCoordinate} would know.
     */
    private static Set<String> runnerLocations(Class<?> benchmark) {
        Set<String> locations = new HashSet<>();
        for (String name : RUNNER_CLASSES) {
            try {
                String location = TestClasspath.location(Class.forName(name, false, benchmark.getClassLoader()));
                if (location != null) {
                    locations.add(location);
                }
            } catch (ClassNotFoundException | LinkageError e) {
                // not on this classpath: nothing of it to drop
            }
        }
        return locations;
    }

    /** An IDE's own test-runner jar (IntelliJ's, Eclipse's), put on the test classpath beside the project's. */
    private static boolean isIdeRunner(String entry) {
        String name = Path.of(entry).getFileName().toString();
        return name.endsWith(".jar") && IDE_RUNNER_JARS.stream().anyMatch(name::startsWith);
    }

    /**
     * The test classpath minus the harness's jars that nothing kept needs.
     *
     * @param harnessDependencies {@code group:artifact} of the harness's runtime dependencies
     * @param projectPom          the project's {@code pom.xml}, whose compile and runtime dependencies stay; may be missing
     */
    static CaseClasspath fromTestClasspath(Class<?> benchmark, List<String> testEntries, Set<String> harnessDependencies,
                                           Path projectPom) {
        Set<String> harnessLocations = new LinkedHashSet<>(harnessLocations(benchmark));
        List<String> kept = new ArrayList<>();
        Map<String, String> candidates = new LinkedHashMap<>();     // entry -> its harness coordinate
        for (String entry : testEntries) {
            if (harnessLocations.contains(entry)) {
                continue;
            }
            String coordinate = harnessCoordinate(entry, harnessDependencies);
            if (coordinate == null) {
                kept.add(entry);
            } else {
                candidates.put(entry, coordinate);
            }
        }
        addWhatCandidatesBring(candidates, kept, harnessDependencies);
        keepWhatIsNeeded(candidates, kept, PomDependencies.read(projectPom));
        List<String> caseEntries = testEntries.stream()
                .filter(e -> !harnessLocations.contains(e) && !candidates.containsKey(e)).distinct().toList();
        return new CaseClasspath(caseEntries, harness(benchmark, caseEntries));
    }

    /** Moves to the candidates what the candidates' POMs declare (JUnit 6 brings jspecify, Undertow XNIO), transitively. */
    private static void addWhatCandidatesBring(Map<String, String> candidates, List<String> kept, Set<String> harnessDependencies) {
        Set<String> brought = new LinkedHashSet<>(harnessDependencies);
        List<String> unread = new ArrayList<>(candidates.keySet());
        while (!unread.isEmpty()) {
            for (String entry : unread) {
                brought.addAll(PomDependencies.ofJar(Path.of(entry)));
            }
            unread.clear();
            for (Iterator<String> it = kept.iterator(); it.hasNext(); ) {
                String entry = it.next();
                String coordinate = harnessCoordinate(entry, brought);
                if (coordinate != null) {
                    candidates.put(entry, coordinate);
                    unread.add(entry);
                    it.remove();
                }
            }
        }
    }

    /**
     * Takes back from the candidates what the project's POM or a kept jar's declares, transitively:
     * what remains is the harness's alone.
     */
    private static void keepWhatIsNeeded(Map<String, String> candidates, List<String> kept, Set<String> projectDependencies) {
        Set<String> needed = new HashSet<>(projectDependencies);
        List<String> unread = new ArrayList<>(kept);
        do {
            for (String entry : unread) {
                needed.addAll(PomDependencies.ofJar(Path.of(entry)));
            }
            unread.clear();
            for (Iterator<Map.Entry<String, String>> it = candidates.entrySet().iterator(); it.hasNext(); ) {
                Map.Entry<String, String> candidate = it.next();
                if (isNeeded(candidate.getValue(), needed)) {
                    unread.add(candidate.getKey());
                    kept.add(candidate.getKey());
                    it.remove();
                }
            }
        } while (!unread.isEmpty());
    }

    /** A {@code group:artifact}, or {@code groupPrefix*:artifact} for a test runner's jar, among the needed. */
    private static boolean isNeeded(String coordinate, Set<String> needed) {
        int colon = coordinate.indexOf(':');
        if (coordinate.charAt(colon - 1) != '*') {
            return needed.contains(coordinate);
        }
        String prefix = coordinate.substring(0, colon - 1);
        String artifact = coordinate.substring(colon);
        return needed.stream().anyMatch(n -> n.startsWith(prefix) && n.endsWith(artifact));
    }

    private static List<String> harness(Class<?> benchmark, List<String> caseEntries) {
        Set<String> harness = new LinkedHashSet<>();
        for (String location : harnessLocations(benchmark)) {
            if (!caseEntries.contains(location)) {
                harness.add(location);
            }
        }
        return new ArrayList<>(harness);
    }

    /**
     * The benchmark's folder, this library, HdrHistogram, ScenarioText (the scenarios' prompts and tools; it depends on
     * nothing) and the results model (a steady fork reads the case's {@code @Steady} record; a start-up fork loads
     * nothing of it).
     */
    private static List<String> harnessLocations(Class<?> benchmark) {
        List<String> locations = new ArrayList<>();
        for (Class<?> anchor : new Class<?>[] {benchmark, SdkCase.class, org.HdrHistogram.Histogram.class, ScenarioText.class,
                CaseSettings.class}) {
            locations.add(location(anchor));
        }
        return locations;
    }

    /**
     * The harness coordinate ({@code group:artifact}) a test classpath entry is a jar of, found by the
     * local repository's layout (Maven's {@code g/r/o/u/p/artifact/version/}, Gradle's {@code group/artifact/version/hash/}),
     * or null when the entry is not the harness's.
     */
    static String harnessCoordinate(String entry, Set<String> harnessDependencies) {
        Path path = Path.of(entry);
        if (!entry.endsWith(".jar") || path.getParent() == null) {
            return null;
        }
        String coordinate = layoutCoordinate(entry, harnessDependencies);
        if (coordinate != null) {
            return coordinate;
        }
        String p = entry.replace(File.separatorChar, '/');
        for (String group : TEST_RUNNER_GROUPS) {
            if (p.contains("/" + group.replace('.', '/') + "/") || p.contains("/" + group + "/") || p.contains("/" + group + ".")) {
                return group + "*:" + artifactOf(path);
            }
        }
        return null;
    }

    /**
     * The one of {@code coordinates} ({@code group:artifact}) whose jar the entry is by a repository's layout (Maven's
     * {@code g/r/o/u/p/artifact/version/artifact-version.jar}, Gradle's {@code group/artifact/version/hash/}), or null.
     */
    static String layoutCoordinate(String entry, Set<String> coordinates) {
        Path path = Path.of(entry);
        if (!entry.endsWith(".jar") || path.getParent() == null) {
            return null;
        }
        String p = entry.replace(File.separatorChar, '/');
        for (String coordinate : coordinates) {
            String group = coordinate.substring(0, coordinate.indexOf(':'));
            String artifact = coordinate.substring(coordinate.indexOf(':') + 1);
            if (path.getFileName().toString().startsWith(artifact + "-")
                    && (p.contains("/" + group.replace('.', '/') + "/" + artifact + "/") || p.contains("/" + group + "/" + artifact + "/"))) {
                return coordinate;
            }
        }
        return null;
    }

    /** The artifact a repository jar belongs to: the folder above its version's (Maven) or two above (Gradle). */
    private static String artifactOf(Path jar) {
        Path version = jar.getParent();
        Path artifact = version.getParent();
        if (artifact != null && jar.getFileName().toString().startsWith(artifact.getFileName() + "-")) {
            return artifact.getFileName().toString();
        }
        return artifact != null && artifact.getParent() != null ? artifact.getParent().getFileName().toString() : "";
    }

    /**
     * {@code group:artifact} of each line of {@value #HARNESS_DEPENDENCIES} in this library's jar (none when
     * it is missing), and the harness's own artifacts.
     */
    static Set<String> harnessDependencies() throws IOException {
        Set<String> coordinates = new LinkedHashSet<>(HARNESS_ARTIFACTS);
        try (InputStream in = CaseClasspath.class.getClassLoader().getResourceAsStream(HARNESS_DEPENDENCIES)) {
            if (in == null) {
                return coordinates;
            }
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\\R")) {
                String[] parts = line.strip().split("\\s+")[0].split(":");
                if (parts.length >= 4) {
                    coordinates.add(parts[0] + ":" + parts[1]);
                }
            }
        }
        return coordinates;
    }

    /** The classpath the fork runs with. */
    public String forkClasspath() {
        List<String> all = new ArrayList<>(caseEntries);
        all.addAll(harnessEntries);
        return String.join(File.pathSeparator, all);
    }

    /**
     * This classpath with what a pair fork's reference needs besides: the reference's entries that it
     * lacks, as harness entries (the case's footprint stays its own). A jar of an artifact this
     * classpath already has is left out, so both sides load one version of a shared library (Jackson).
     */
    public CaseClasspath withPartner(CaseClasspath reference) {
        List<String> entries = new ArrayList<>(caseEntries);
        entries.addAll(harnessEntries);
        Set<String> artifacts = new HashSet<>();
        entries.forEach(e -> artifacts.add(artifactKey(e)));
        List<String> harness = new ArrayList<>(harnessEntries);
        List<String> needed = new ArrayList<>(reference.caseEntries);
        needed.addAll(reference.harnessEntries);
        for (String entry : needed) {
            if (!entries.contains(entry) && artifacts.add(artifactKey(entry))) {
                harness.add(entry);
            }
        }
        return new CaseClasspath(caseEntries, harness);
    }

    /**
     * A baseline side's classpath: the baseline's jars first, then this classpath's case entries that are no jar of
     * an artifact the baseline has, by the entry's Maven metadata ({@link BaselineJar#artifactOf}) or its repository
     * layout ({@link #layoutCoordinate}). The baseline's jars go first so that, should the candidate hold a copy of
     * one that neither tells (a reactor's {@code target/classes}), the baseline's classes are the ones loaded.
     */
    public CaseClasspath withBaseline(Class<?> benchmark, List<BaselineJar> jars) {
        Set<String> artifacts = new LinkedHashSet<>();
        List<String> entries = new ArrayList<>();
        for (BaselineJar jar : jars) {
            artifacts.add(jar.artifact());
            entries.add(jar.path().toString());
        }
        for (String entry : caseEntries) {
            if (!entries.contains(entry) && !artifacts.contains(BaselineJar.artifactOf(entry))
                    && layoutCoordinate(entry, artifacts) == null) {
                entries.add(entry);
            }
        }
        return new CaseClasspath(entries, harness(benchmark, entries));
    }

    /**
     * What a side loads first in a class loader of its own, beside another side in one JVM (a baseline
     * in a pair fork): its case's entries, then the benchmark's classes, whose case methods must link
     * to them. The rest of its harness entries it shares with the JVM's ({@link #sharedWithOwnLoader}).
     */
    public List<String> ownLoaderEntries(Class<?> benchmark) {
        List<String> entries = new ArrayList<>(caseEntries);
        String classes = location(benchmark);
        if (!entries.contains(classes)) {
            entries.add(classes);
        }
        return entries;
    }

    /** The harness entries a side in a class loader of its own takes from the JVM's: this library's API above all. */
    public List<String> sharedWithOwnLoader(Class<?> benchmark) {
        String classes = location(benchmark);
        return harnessEntries.stream().filter(e -> !e.equals(classes)).toList();
    }

    /**
     * What makes two entries the same library: for a jar in a Maven repository layout
     * ({@code artifact/version/artifact-version[-classifier].jar}) its artifact folder and classifier,
     * whatever the version; else the entry itself.
     */
    static String artifactKey(String entry) {
        Path path = Path.of(entry);
        Path version = path.getParent();
        Path artifact = version == null ? null : version.getParent();
        String name = path.getFileName().toString();
        if (artifact == null || !name.endsWith(".jar")) {
            return entry;
        }
        String prefix = artifact.getFileName() + "-" + version.getFileName();
        return name.startsWith(prefix) ? artifact + "|" + name.substring(prefix.length()) : entry;
    }

    /** The case's jars: those its figures for footprint count. */
    public List<Path> jars() {
        return caseEntries.stream().filter(e -> e.endsWith(".jar")).map(Path::of).filter(Files::isRegularFile).toList();
    }

    public double jarMiB() {
        long bytes = 0;
        for (Path jar : jars()) {
            try {
                bytes += Files.size(jar);
            } catch (IOException e) {
                // counted without its size
            }
        }
        return bytes / (1024.0 * 1024.0);
    }

    /**
     * The compile and runtime dependencies ({@code group:artifact}) a POM declares directly: not test,
     * provided, system or optional ones, nor those of its parent or profiles. A jar's POM is the one
     * beside it in the local repository, else the one Maven put inside it; none gives nothing.
     */
    static final class PomDependencies {

        private PomDependencies() {
        }

        static Set<String> ofJar(Path jar) {
            if (!jar.toString().endsWith(".jar") || !Files.isRegularFile(jar)) {
                return Set.of();
            }
            Path versionDir = jar.getParent();
            Path artifactDir = versionDir == null ? null : versionDir.getParent();
            if (artifactDir != null) {
                Path beside = versionDir.resolve(artifactDir.getFileName() + "-" + versionDir.getFileName() + ".pom");
                if (Files.isRegularFile(beside)) {
                    return read(beside);
                }
            }
            try (JarFile file = new JarFile(jar.toFile())) {
                List<JarEntry> poms = file.stream()
                        .filter(e -> e.getName().startsWith("META-INF/maven/") && e.getName().endsWith("/pom.xml")).toList();
                if (poms.size() == 1) {
                    try (InputStream in = file.getInputStream(poms.get(0))) {
                        return parse(in);
                    }
                }
            } catch (IOException | RuntimeException e) {
                // not a jar we can read: it declares nothing
            }
            return Set.of();
        }

        static Set<String> read(Path pom) {
            if (!Files.isRegularFile(pom)) {
                return Set.of();
            }
            try (InputStream in = Files.newInputStream(pom)) {
                return parse(in);
            } catch (IOException | RuntimeException e) {
                return Set.of();
            }
        }

        private static Set<String> parse(InputStream in) throws IOException {
            Document pom;
            try {
                DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
                factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
                factory.setExpandEntityReferences(false);
                pom = factory.newDocumentBuilder().parse(in);
            } catch (ParserConfigurationException | SAXException e) {
                return Set.of();
            }
            Element project = pom.getDocumentElement();
            String groupId = child(project, "groupId");
            Element parent = childElement(project, "parent");
            if (groupId == null && parent != null) {
                groupId = child(parent, "groupId");
            }
            Set<String> dependencies = new LinkedHashSet<>();
            Element list = childElement(project, "dependencies");
            if (list == null) {
                return dependencies;
            }
            for (Node n = list.getFirstChild(); n != null; n = n.getNextSibling()) {
                if (n instanceof Element dependency && "dependency".equals(dependency.getTagName())) {
                    String scope = child(dependency, "scope");
                    if ("true".equals(child(dependency, "optional"))
                            || (scope != null && !scope.equals("compile") && !scope.equals("runtime"))) {
                        continue;
                    }
                    String group = child(dependency, "groupId");
                    if (group != null && (group.equals("${project.groupId}") || group.equals("${groupId}")
                            || group.equals("${project.parent.groupId}"))) {
                        group = groupId;
                    }
                    dependencies.add(group + ":" + child(dependency, "artifactId"));
                }
            }
            return dependencies;
        }

        private static Element childElement(Element parent, String name) {
            for (Node n = parent.getFirstChild(); n != null; n = n.getNextSibling()) {
                if (n instanceof Element e && name.equals(e.getTagName())) {
                    return e;
                }
            }
            return null;
        }

        private static String child(Element parent, String name) {
            Element e = childElement(parent, name);
            return e == null ? null : e.getTextContent().strip();
        }
    }

    private static List<String> split(String classpath) {
        List<String> entries = new ArrayList<>();
        for (String entry : classpath.split(File.pathSeparator)) {
            if (!entry.isBlank()) {
                entries.add(entry);
            }
        }
        return entries;
    }

    private static String location(Class<?> type) {
        CodeSource source = type.getProtectionDomain().getCodeSource();
        if (source == null) {
            throw new IllegalStateException(type.getName() + " has no code source to put on a fork's classpath");
        }
        try {
            return Path.of(source.getLocation().toURI()).toString();
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }
}
