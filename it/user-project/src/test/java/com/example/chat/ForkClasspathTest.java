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

import java.util.LinkedHashMap;
import java.util.Map;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;

import org.junit.jupiter.api.Test;

/**
 * Runs after ChatBenchmark (alphabetical order) and holds its fork's classpath against Maven's runtime
 * classpath of this project: exactly the project's classes and runtime jars, then the harness's
 * entries (the test classes, junit-sdkbench-standalone, HdrHistogram), and nothing of Undertow or
 * JUnit; and that the harness put no Jackson on the test classpath (only this project's jackson-core
 * is there). The footprint counts the runtime jars only. The baseline side (run.sh sets
 * sdkbench.baselineClasspathFile) ran on the same classpath as the candidate: its file goes through
 * the rule the test classpath does, whatever scopes it lists.
 */
class ForkClasspathTest {

    private static final Path TARGET = Path.of(System.getProperty("basedir", "."), "target").toAbsolutePath();

    @Test
    void theForkRanOnTheRuntimeClasspathPlusTheHarness() throws IOException {
        List<String> runtimeJars = split(Files.readString(TARGET.resolve("runtime-classpath.txt"), StandardCharsets.UTF_8));
        List<String> expectedCase = new ArrayList<>();
        expectedCase.add(TARGET.resolve("classes").toString());
        expectedCase.addAll(runtimeJars);

        Map<String, Object> environment = environment(TARGET.resolve("sdkbench/ChatBenchmark/results.json"));
        List<String> caseEntries = strings(environment.get("classpath"));
        List<String> harness = strings(environment.get("harnessClasspath"));
        assertEquals(expectedCase, caseEntries, "the fork's case classpath against Maven's runtime classpath");
        assertEquals(3, harness.size(), "harness entries: " + harness);
        assertEquals(TARGET.resolve("test-classes").toString(), harness.get(0));
        assertTrue(name(harness.get(1)).startsWith("junit-sdkbench-standalone-"), "the harness's jar: " + harness);
        assertTrue(name(harness.get(2)).startsWith("HdrHistogram-"), "HdrHistogram: " + harness);

        List<String> jackson = split(System.getProperty("java.class.path")).stream()
                .filter(e -> name(e).startsWith("jackson-")).toList();
        assertEquals(runtimeJars.stream().filter(e -> name(e).startsWith("jackson-")).toList(), jackson,
                "Jackson on the test classpath: only the project's own");

        List<String> forkClasspath = new ArrayList<>(expectedCase);
        forkClasspath.addAll(harness);
        assertEquals(forkClasspath, split(forkClasspathArgument("chat")), "the -cp the fork was started with");

        long bytes = 0;
        for (String jar : runtimeJars) {
            bytes += Files.size(Path.of(jar));
        }
        assertEquals(runtimeJars.size(), Integer.parseInt((String) environment.get("classpathJars")), "footprint jars");
        assertEquals(bytes / (1024.0 * 1024.0), Double.parseDouble((String) environment.get("classpathMiB")), 1e-6,
                "footprint MiB");

        String expectedJava = System.getProperty("expected.java.feature", "");
        if (!expectedJava.isEmpty()) {
            String javaVersion = (String) environment.get("javaVersion");
            assertTrue(javaVersion.equals(expectedJava) || javaVersion.startsWith(expectedJava + "."),
                    "the forks' JDK is " + javaVersion + ", expected " + expectedJava);
        }
    }

    @Test
    void theBaselineSideRanOnTheCandidatesClasspath() throws IOException {
        String file = System.getProperty("sdkbench.baselineClasspathFile");
        assertTrue(file != null && Files.isRegularFile(Path.of(file)), "run.sh names the baseline's classpath file: " + file);
        assertEquals(forkClasspathArgument("chat"), forkClasspathArgument("chat@baseline"),
                "the baseline's fork -cp against the candidate's, from " + file + ": " + Files.readString(Path.of(file)));
    }

    /** The -cp of the case's first fork's command: in jvm.args (one quoted argument a line) or in command.txt. */
    private static String forkClasspathArgument(String caseId) throws IOException {
        Path fork = TARGET.resolve("sdkbench/ChatBenchmark").resolve(caseId).resolve("fork-01");
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

    /** The results file's environment: each scalar as its text, each array of strings as a list. */
    private static Map<String, Object> environment(Path results) throws IOException {
        try (JsonParser p = new JsonFactory().createParser(results.toFile())) {
            p.nextToken();
            while (p.nextToken() == JsonToken.FIELD_NAME) {
                String field = p.currentName();
                p.nextToken();
                if (!field.equals("environment")) {
                    p.skipChildren();
                    continue;
                }
                Map<String, Object> environment = new LinkedHashMap<>();
                while (p.nextToken() == JsonToken.FIELD_NAME) {
                    String name = p.currentName();
                    JsonToken value = p.nextToken();
                    if (value == JsonToken.START_ARRAY) {
                        List<String> items = new ArrayList<>();
                        while (p.nextToken() != JsonToken.END_ARRAY) {
                            items.add(p.getText());
                            p.skipChildren();
                        }
                        environment.put(name, items);
                    } else if (value == JsonToken.START_OBJECT) {
                        p.skipChildren();
                    } else {
                        environment.put(name, p.getText());
                    }
                }
                return environment;
            }
        }
        throw new AssertionError("no environment in " + results);
    }

    @SuppressWarnings("unchecked")
    private static List<String> strings(Object list) {
        return (List<String>) list;
    }

    private static String name(String path) {
        return Path.of(path).getFileName().toString();
    }
}
