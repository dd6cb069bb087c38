package dev.sdkbench.junit.launch;

import java.io.File;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.CodeSource;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import dev.sdkbench.fixture.scenario.ScenarioText;
import dev.sdkbench.junit.SdkCase;

/**
 * What a fork's classpath holds: the case's own runtime jars (the SDK and what it pulls in, the
 * footprint that results report) and the harness entries the fork needs besides (the benchmark
 * class's folder, this library, HdrHistogram).
 *
 * <p>Without a classpath file the whole test classpath is the case's: everything works, but the
 * footprint then counts test-only jars too. Maven writes the file with
 * {@code dependency:build-classpath -Dmdep.includeScope=runtime}.
 *
 * @param caseEntries    the case's runtime classpath, in order
 * @param harnessEntries what the fork needs besides, not counted as the case's
 */
public record CaseClasspath(List<String> caseEntries, List<String> harnessEntries) {

    public CaseClasspath {
        caseEntries = List.copyOf(caseEntries);
        harnessEntries = List.copyOf(harnessEntries);
    }

    /** @param testClasspath the test JVM's classpath, used when there is no file */
    public static CaseClasspath of(Class<?> benchmark, Path classpathFile, String testClasspath) throws IOException {
        if (classpathFile == null) {
            return new CaseClasspath(split(testClasspath), List.of());
        }
        if (!Files.isRegularFile(classpathFile)) {
            throw new IOException("sdkbench.classpathFile " + classpathFile + " does not exist: write it with"
                    + " 'mvn dependency:build-classpath -Dmdep.includeScope=runtime -Dmdep.outputFile=...' before the tests");
        }
        List<String> entries = split(Files.readString(classpathFile, StandardCharsets.UTF_8).strip());
        Set<String> harness = new LinkedHashSet<>();
        // ScenarioText: the scenarios' prompts and tool definitions, which cases read; it depends on nothing.
        for (Class<?> anchor : new Class<?>[] {benchmark, SdkCase.class, org.HdrHistogram.Histogram.class, ScenarioText.class}) {
            String location = location(anchor);
            if (!entries.contains(location)) {
                harness.add(location);
            }
        }
        return new CaseClasspath(entries, new ArrayList<>(harness));
    }

    /** The classpath the fork runs with. */
    public String forkClasspath() {
        List<String> all = new ArrayList<>(caseEntries);
        all.addAll(harnessEntries);
        return String.join(File.pathSeparator, all);
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
