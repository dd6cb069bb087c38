package dev.sdkbench.junit.launch;

import java.io.File;
import java.io.IOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.CodeSource;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.jar.Attributes;
import java.util.jar.JarFile;
import java.util.jar.Manifest;

import dev.sdkbench.fixture.FixtureMain;
import dev.sdkbench.junit.SdkCase;

/**
 * The classpath that holds a benchmark class and the harness, read from the class loaders that
 * loaded them, not from {@code java.class.path}: the JUnit console launcher's {@code -jar ... -cp},
 * Gradle and some IDEs load the tests through a class loader of their own, and the JVM's class
 * path then holds only the launcher. Readable are {@link URLClassLoader}s and the JVM's application
 * class loader (its {@code -cp}; Surefire's and IntelliJ's manifest-only jars are expanded). Every
 * entry is absolute, since forks and the fixture run in other working directories.
 *
 * @param entries the classpath, parent loaders' entries first, each once
 */
public record TestClasspath(List<String> entries) {

    /** What a launcher must do when the extension cannot read its class loader. */
    static final String WHAT_TO_DO = "run the tests with their classpath on the JVM's -cp, or on a URLClassLoader (as Surefire,"
            + " Gradle, IntelliJ, Eclipse and the JUnit console launcher's --class-path do)";

    public TestClasspath {
        entries = List.copyOf(entries);
    }

    /**
     * The entries of every class loader from the application class loader down to {@code benchmark}'s.
     *
     * @throws IllegalStateException naming what to change, when a loader on the way cannot be read or
     *                               the entries miss the benchmark class or the harness
     */
    public static TestClasspath of(Class<?> benchmark) {
        List<ClassLoader> chain = new ArrayList<>();
        ClassLoader platform = ClassLoader.getPlatformClassLoader();
        for (ClassLoader loader = benchmark.getClassLoader(); loader != null && loader != platform; loader = loader.getParent()) {
            chain.add(0, loader);
        }
        Set<String> entries = new LinkedHashSet<>();
        for (ClassLoader loader : chain) {
            entries.addAll(entriesOf(loader, benchmark));
        }
        TestClasspath classpath = new TestClasspath(new ArrayList<>(entries));
        for (Class<?> needed : new Class<?>[] {benchmark, SdkCase.class, FixtureMain.class}) {
            String location = location(needed);
            if (location != null && !classpath.entries().contains(location)) {
                throw new IllegalStateException(needed.getName() + " was loaded from " + location + ", which is not on the classpath"
                        + " of " + benchmark.getName() + "'s class loaders (" + chain + "): " + WHAT_TO_DO);
            }
        }
        return classpath;
    }

    /** The classpath as one {@code -cp} argument. */
    public String joined() {
        return String.join(File.pathSeparator, entries);
    }

    /** Where a class was loaded from, absolute; {@code null} for the JDK's own. */
    static String location(Class<?> type) {
        CodeSource source = type.getProtectionDomain().getCodeSource();
        if (source == null || source.getLocation() == null) {
            return null;
        }
        return absolute(fileOf(source.getLocation(), type.getName()));
    }

    private static List<String> entriesOf(ClassLoader loader, Class<?> benchmark) {
        List<String> entries = new ArrayList<>();
        if (loader instanceof URLClassLoader urls) {
            for (URL url : urls.getURLs()) {
                entries.add(absolute(fileOf(url, loader.toString())));
            }
        } else if (loader == ClassLoader.getSystemClassLoader()) {
            // Surefire starts the JVM from a manifest-only jar and names the real entries here.
            String surefire = System.getProperty("surefire.test.class.path");
            String classpath = surefire != null && !surefire.isBlank() ? surefire : System.getProperty("java.class.path", "");
            for (String entry : classpath.split(File.pathSeparator)) {
                if (!entry.isBlank()) {
                    entries.addAll(expandManifestOnly(Path.of(absolute(entry))));
                }
            }
        } else {
            throw new IllegalStateException(benchmark.getName() + " is loaded through " + loader + " (" + loader.getClass().getName()
                    + "), whose classpath the extension cannot read, so a fork could not load it: " + WHAT_TO_DO);
        }
        return entries;
    }

    /**
     * A jar that holds nothing but a manifest with a {@code Class-Path} (Surefire's booter, IntelliJ's
     * "JAR manifest" command-line shortening) stands for the entries it names; any other entry for itself.
     */
    static List<String> expandManifestOnly(Path entry) {
        if (!entry.toString().endsWith(".jar") || !Files.isRegularFile(entry)) {
            return List.of(entry.toString());
        }
        try (JarFile jar = new JarFile(entry.toFile())) {
            Manifest manifest = jar.getManifest();
            String classPath = manifest == null ? null : manifest.getMainAttributes().getValue(Attributes.Name.CLASS_PATH);
            boolean onlyManifest = jar.stream().allMatch(e -> e.getName().startsWith("META-INF/"));
            if (classPath == null || classPath.isBlank() || !onlyManifest) {
                return List.of(entry.toString());
            }
            List<String> named = new ArrayList<>();
            URI base = entry.toUri();
            for (String reference : classPath.trim().split("\\s+")) {
                named.add(absolute(Path.of(base.resolve(reference)).toString()));
            }
            return named;
        } catch (IOException | RuntimeException e) {
            return List.of(entry.toString()); // not a jar we can read: the JVM reads it as it can
        }
    }

    private static String fileOf(URL url, String holder) {
        try {
            return Path.of(url.toURI()).toString();
        } catch (URISyntaxException | IllegalArgumentException | java.nio.file.FileSystemNotFoundException e) {
            throw new IllegalStateException(holder + " names " + url + ", which is not a local file a fork can put on its"
                    + " classpath: " + WHAT_TO_DO, e);
        }
    }

    private static String absolute(String entry) {
        return Path.of(entry).toAbsolutePath().normalize().toString();
    }
}
