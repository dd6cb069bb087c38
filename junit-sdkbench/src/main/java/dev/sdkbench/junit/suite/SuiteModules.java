package dev.sdkbench.junit.suite;

import java.io.File;
import java.io.IOException;
import java.io.Reader;
import java.lang.reflect.AnnotatedElement;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.Tag;
import org.junit.platform.commons.support.AnnotationSupport;

import dev.sdkbench.junit.SdkBenchmark;
import dev.sdkbench.junit.SdkBenchmarkSuite;
import dev.sdkbench.junit.settings.SettingsException;

/**
 * The member classes of a suite's modules, each module's classes in a class loader of their own (over
 * its test classes and its runtime classpath, below the suite's loader, which holds this library and
 * the reference classes), so that modules on different versions of one library load side by side.
 * Closing it closes the loaders.
 */
public final class SuiteModules implements AutoCloseable {

    static final String TEST_CLASSES = "target/test-classes";
    static final String CLASSPATH_FILE = "target/sdk-classpath.txt";
    static final String MODULE_PROPERTIES = "target/sdkbench-module.properties";

    private final List<SuiteMember> members;
    private final List<URLClassLoader> loaders;

    private SuiteModules(List<SuiteMember> members, List<URLClassLoader> loaders) {
        this.members = List.copyOf(members);
        this.loaders = List.copyOf(loaders);
    }

    /**
     * Finds the members of {@code suite}'s modules: the {@code @SdkBenchmark} top-level classes whose simple
     * name matches the suite's pattern, not tagged with one of {@code excludedTags}, in module order and then
     * by name. A module that is not built, or holds no member, fails the suite with what to change.
     */
    public static SuiteModules of(Class<?> suite, Path projectDir, Set<String> excludedTags) {
        SdkBenchmarkSuite annotation = AnnotationSupport.findAnnotation(suite, SdkBenchmarkSuite.class).orElseThrow();
        Pattern names = Pattern.compile(Pattern.quote(annotation.classes()).replace("*", "\\E.*\\Q"));
        List<String> problems = new ArrayList<>();
        List<SuiteMember> members = new ArrayList<>();
        List<URLClassLoader> loaders = new ArrayList<>();
        if (annotation.modules().length == 0) {
            problems.add("@SdkBenchmarkSuite names no module: list the member modules' folders in modules");
        }
        for (String name : annotation.modules()) {
            Path module = projectDir.resolve(name).toAbsolutePath().normalize();
            Path testClasses = module.resolve(TEST_CLASSES);
            Path classpathFile = module.resolve(CLASSPATH_FILE);
            if (!Files.isDirectory(testClasses) || !Files.isRegularFile(classpathFile)) {
                problems.add("module " + name + " (" + module + ") has no " + (Files.isDirectory(testClasses) ? CLASSPATH_FILE
                        : TEST_CLASSES) + ": build it before the suite (its test-compile writes both when its POM runs"
                        + " dependency:build-classpath), or correct the folder");
                continue;
            }
            try {
                URLClassLoader loader = new URLClassLoader("sdkbench-suite-" + module.getFileName(), urls(testClasses, classpathFile),
                        suite.getClassLoader());
                loaders.add(loader);
                String library = library(module.resolve(MODULE_PROPERTIES));
                int before = members.size();
                for (String className : classNames(testClasses, names)) {
                    Class<?> type = Class.forName(className, false, loader);
                    if (AnnotationSupport.isAnnotated(type, SdkBenchmark.class) && !tagged(type, excludedTags)) {
                        members.add(new SuiteMember(type, classpathFile, library));
                    }
                }
                if (members.size() == before) {
                    problems.add("module " + name + " holds no @SdkBenchmark class named " + annotation.classes()
                            + (excludedTags.isEmpty() ? "" : " without one of the tags " + excludedTags)
                            + ": remove it from modules, or change classes");
                }
            } catch (IOException | ClassNotFoundException | LinkageError e) {
                problems.add("module " + name + " cannot be read: " + e);
            }
        }
        if (!problems.isEmpty()) {
            loaders.forEach(SuiteModules::closeQuietly);
            throw new SettingsException(suite, problems);
        }
        return new SuiteModules(members, loaders);
    }

    public List<SuiteMember> members() {
        return members;
    }

    /** Whether a class or method carries one of the tags. */
    public static boolean tagged(AnnotatedElement element, Set<String> tags) {
        return AnnotationSupport.findRepeatableAnnotations(element, Tag.class).stream().anyMatch(t -> tags.contains(t.value()));
    }

    @Override
    public void close() {
        loaders.forEach(SuiteModules::closeQuietly);
    }

    private static URL[] urls(Path testClasses, Path classpathFile) throws IOException {
        List<URL> urls = new ArrayList<>();
        urls.add(url(testClasses));
        for (String entry : Files.readString(classpathFile, StandardCharsets.UTF_8).strip().split(File.pathSeparator)) {
            if (!entry.isBlank()) {
                urls.add(url(Path.of(entry)));
            }
        }
        return urls.toArray(URL[]::new);
    }

    private static URL url(Path path) throws MalformedURLException {
        return path.toUri().toURL();
    }

    /** The top-level classes under a test-classes folder whose simple name matches, by name. */
    private static List<String> classNames(Path testClasses, Pattern names) throws IOException {
        try (Stream<Path> files = Files.walk(testClasses)) {
            return files.filter(p -> p.toString().endsWith(".class") && !p.getFileName().toString().contains("$"))
                    .map(p -> testClasses.relativize(p).toString().replace(File.separatorChar, '.'))
                    .map(n -> n.substring(0, n.length() - ".class".length()))
                    .filter(n -> names.matcher(n.substring(n.lastIndexOf('.') + 1)).matches())
                    .sorted().toList();
        }
    }

    private static String library(Path properties) throws IOException {
        if (!Files.isRegularFile(properties)) {
            return null;
        }
        Properties values = new Properties();
        try (Reader in = Files.newBufferedReader(properties, StandardCharsets.UTF_8)) {
            values.load(in);
        }
        String library = values.getProperty("library");
        return library == null || library.isBlank() ? null : library.strip();
    }

    private static void closeQuietly(URLClassLoader loader) {
        try {
            loader.close();
        } catch (IOException e) {
            // nothing left to free
        }
    }
}
