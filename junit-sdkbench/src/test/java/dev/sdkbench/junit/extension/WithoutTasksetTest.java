package dev.sdkbench.junit.extension;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.Map;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.testkit.engine.Events;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import dev.sdkbench.junit.launch.Executables;
import dev.sdkbench.junit.launch.Taskset;
import dev.sdkbench.junit.run.ClassResult;
import dev.sdkbench.junit.samples.GoodClients;

/**
 * A machine without {@code taskset} (macOS, Windows, a bare container), as a JVM whose PATH lacks it sees one:
 * a pinned run is refused before any fork, saying what to install or set; an unpinned run runs and marks itself
 * not publishable, saying why.
 */
class WithoutTasksetTest {

    @Test
    void aPathWithoutTasksetOrAMachineWithoutProcSaysWhatToDo(@TempDir Path empty) {
        assertThat(Taskset.cannotPin(empty.toString(), Path.of("/proc"))).hasValueSatisfying(why -> assertThat(why)
                .contains("taskset is not on the PATH", "apt-get install util-linux",
                        "(macOS, Windows) set sdkbench.forks.pin=false", "every figure of the run is marked not publishable"));
        assertThat(Taskset.cannotPin("/usr/bin:/bin", empty)).hasValueSatisfying(why -> assertThat(why)
                .contains(empty + "/self/status cannot be read (no Linux /proc)"));
    }

    /** Both runs in a JVM whose PATH holds every tool of this one's but taskset, as on a machine without it. */
    @Test
    void withoutTasksetAPinnedRunIsRefusedAndAnUnpinnedOneIsNotPublishable(@TempDir Path tmp) throws Exception {
        Path out = tmp.resolve("sdkbench");
        ProcessBuilder child = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), Child.class.getName(), out.toString())
                .redirectErrorStream(true).redirectOutput(tmp.resolve("child.log").toFile()).directory(tmp.toFile());
        child.environment().put("PATH", pathWithout("taskset", tmp.resolve("bin")).toString());
        Process run = child.start();
        int exit = run.waitFor();
        String said = Files.readString(tmp.resolve("child.log"), StandardCharsets.UTF_8);
        assertThat(exit).as("the child's exit; it said:%n%s", said).isZero();

        assertThat(said).contains("pinned: refused: ", "taskset is not on the PATH nor in /usr/sbin or /sbin",
                "set sdkbench.forks.pin=false").contains("pinned: forks started: 0");
        assertThat(said).contains("unpinned: tests passed: true", "NOT PUBLISHABLE: forks ran unpinned");
        JsonNode results = new ObjectMapper().readTree(out.resolve("GoodClients").resolve("results.json").toFile());
        assertThat(results.get("publishable").asBoolean()).as("publishable in %s", results).isFalse();
        assertThat(results.get("failures").toString()).contains(ClassResult.UNPINNED.substring(0, 40));
    }

    /** A folder of links to every tool on this PATH but {@code name}: the PATH of a machine that lacks only that. */
    private static Path pathWithout(String name, Path bin) throws IOException {
        assumeTrue(Executables.find(name, "").isEmpty(), name + " is in an sbin folder, which the engine looks in whatever the PATH");
        Files.createDirectory(bin);
        for (String dir : System.getenv("PATH").split(java.io.File.pathSeparator)) {
            try (Stream<Path> tools = Files.isDirectory(Path.of(dir)) ? Files.list(Path.of(dir)) : Stream.empty()) {
                for (Path tool : tools.filter(Files::isExecutable).toList()) {
                    Path link = bin.resolve(tool.getFileName().toString());
                    if (!tool.getFileName().toString().equals(name) && !Files.exists(link, LinkOption.NOFOLLOW_LINKS)) {
                        Files.createSymbolicLink(link, tool);
                    }
                }
            }
        }
        return bin;
    }

    /** Runs GoodClients pinned, then unpinned, and prints what came of each. */
    static final class Child {
        public static void main(String[] args) throws Exception {
            Map<String, String> quick = Map.of("sdkbench.outputDirectory", args[0], "sdkbench.startup.forks", "1",
                    "sdkbench.startup.minForks", "1", "sdkbench.startup.requests", "6", "sdkbench.steady.forks", "0");
            failures("pinned: refused: ", EngineRuns.run(GoodClients.class, quick));
            System.out.println("pinned: forks started: " + forkFolders(Path.of(args[0], "GoodClients")));
            Map<String, String> unpinned = new java.util.HashMap<>(quick);
            unpinned.put("sdkbench.forks.pin", "false");
            Events run = EngineRuns.run(GoodClients.class, unpinned);
            failures("unpinned: failed: ", run);
            System.out.println("unpinned: tests passed: " + (run.failed().count() == 0 && run.succeeded().count() > 0));
            System.out.flush();
        }

        private static void failures(String prefix, Events events) {
            events.failed().stream().map(e -> e.getPayload(org.junit.platform.engine.TestExecutionResult.class))
                    .flatMap(java.util.Optional::stream).flatMap(r -> r.getThrowable().stream())
                    .forEach(t -> System.out.println(prefix + t.getMessage()));
        }

        private static long forkFolders(Path dir) throws java.io.IOException {
            if (!Files.isDirectory(dir)) {
                return 0;
            }
            try (var walk = Files.walk(dir)) {
                return walk.filter(p -> p.getFileName().toString().startsWith("fork-")).count();
            }
        }
    }
}
