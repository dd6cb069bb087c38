package com.example.chat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import org.junit.jupiter.api.Test;

/**
 * Runs after ChatBenchmark (alphabetical order) and holds its fork's classpath against Maven's runtime
 * classpath of this project: exactly the project's classes and runtime jars, then the harness's
 * entries (the test classes, junit-sdkbench, HdrHistogram, the fixture's jar), and nothing of the
 * harness's Jackson, Undertow or JUnit. The footprint counts the runtime jars only.
 */
class ForkClasspathTest {

    private static final Path TARGET = Path.of(System.getProperty("basedir", "."), "target").toAbsolutePath();

    @Test
    void theForkRanOnTheRuntimeClasspathPlusTheHarness() throws IOException {
        List<String> runtimeJars = split(Files.readString(TARGET.resolve("runtime-classpath.txt"), StandardCharsets.UTF_8));
        List<String> expectedCase = new ArrayList<>();
        expectedCase.add(TARGET.resolve("classes").toString());
        expectedCase.addAll(runtimeJars);

        JsonNode environment = new ObjectMapper().readTree(TARGET.resolve("sdkbench/ChatBenchmark/results.json").toFile())
                .get("environment");
        List<String> caseEntries = strings(environment.get("classpath"));
        List<String> harness = strings(environment.get("harnessClasspath"));
        assertEquals(expectedCase, caseEntries, "the fork's case classpath against Maven's runtime classpath");
        assertEquals(4, harness.size(), "harness entries: " + harness);
        assertEquals(TARGET.resolve("test-classes").toString(), harness.get(0));
        assertTrue(name(harness.get(1)).startsWith("junit-sdkbench-"), "the harness's jar: " + harness);
        assertTrue(name(harness.get(2)).startsWith("HdrHistogram-"), "HdrHistogram: " + harness);
        assertTrue(name(harness.get(3)).startsWith("fixture-undertow-"), "the fixture's jar: " + harness);

        List<String> forkClasspath = new ArrayList<>(expectedCase);
        forkClasspath.addAll(harness);
        assertEquals(forkClasspath, split(forkClasspathArgument()), "the -cp the fork was started with");

        long bytes = 0;
        for (String jar : runtimeJars) {
            bytes += Files.size(Path.of(jar));
        }
        assertEquals(runtimeJars.size(), environment.get("classpathJars").asInt(), "footprint jars");
        assertEquals(bytes / (1024.0 * 1024.0), environment.get("classpathMiB").asDouble(), 1e-6, "footprint MiB");

        String expectedJava = System.getProperty("expected.java.feature", "");
        if (!expectedJava.isEmpty()) {
            String javaVersion = environment.get("javaVersion").asText();
            assertTrue(javaVersion.equals(expectedJava) || javaVersion.startsWith(expectedJava + "."),
                    "the forks' JDK is " + javaVersion + ", expected " + expectedJava);
        }
    }

    /** The -cp of the fork's command: in jvm.args (one quoted argument a line) or in command.txt. */
    private static String forkClasspathArgument() throws IOException {
        Path fork = TARGET.resolve("sdkbench/ChatBenchmark/chat/fork-01");
        Path args = fork.resolve("jvm.args");
        List<String> words = Files.isRegularFile(args) ? Files.readAllLines(args, StandardCharsets.UTF_8)
                : Arrays.asList(Files.readString(fork.resolve("command.txt"), StandardCharsets.UTF_8).split("\\s+"));
        for (int i = 0; i + 1 < words.size(); i++) {
            if (words.get(i).strip().equals("-cp") || words.get(i).strip().equals("-classpath")) {
                return words.get(i + 1).strip().replaceAll("^\"|\"$", "");
            }
        }
        throw new AssertionError("no -cp in " + fork + ": " + words);
    }

    private static List<String> split(String classpath) {
        return Arrays.stream(classpath.strip().split(File.pathSeparator)).filter(s -> !s.isBlank()).toList();
    }

    private static List<String> strings(JsonNode array) {
        List<String> values = new ArrayList<>();
        array.forEach(n -> values.add(n.asText()));
        return values;
    }

    private static String name(String path) {
        return Path.of(path).getFileName().toString();
    }
}
