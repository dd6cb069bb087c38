package dev.sdkbench.junit.extension;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;
import static org.junit.platform.testkit.engine.EventConditions.container;
import static org.junit.platform.testkit.engine.EventConditions.event;
import static org.junit.platform.testkit.engine.EventConditions.fileEntry;
import static org.junit.platform.testkit.engine.EventConditions.finishedSuccessfully;
import static org.junit.platform.testkit.engine.EventConditions.test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.platform.engine.OutputDirectoryCreator;
import org.junit.platform.engine.TestDescriptor;
import org.junit.platform.engine.reporting.FileEntry;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.junit.platform.testkit.engine.Events;

import dev.sdkbench.junit.samples.GoodClients;

/**
 * With Open Test Reporting on, a real run attaches the class's results.json to the class and each
 * case's fork folders to its test, as JUnit file entries (which the OTR XML then references).
 */
class PublishedFilesTest {

    private static final Path OUTPUT = EngineRuns.OUTPUT.resolve("published");
    private static final Path ATTACHED = OUTPUT.resolve("junit-output");
    private static Events events;

    @BeforeAll
    static void run() throws IOException {
        events = EngineTestKit.engine("junit-jupiter").selectors(selectClass(GoodClients.class))
                .configurationParameter("sdkbench.outputDirectory", OUTPUT.toString())
                .configurationParameter("sdkbench.startup.forks", "1")
                .configurationParameter("sdkbench.steady.forks", "0")
                .configurationParameter("sdkbench.fixture.warmup", "400").configurationParameter(EngineRuns.JVM_ARGS, EngineRuns.QUICK_JIT)
                .configurationParameter("junit.platform.reporting.open.xml.enabled", "true")
                .outputDirectoryCreator(new PerDescriptor(ATTACHED))
                .execute().allEvents();
    }

    @Test
    void theCasesStillPass() {
        events.assertThatEvents()
                .haveExactly(1, event(test("jdkHttpClient"), finishedSuccessfully()))
                .haveExactly(1, event(test("emptyCase"), finishedSuccessfully()));
    }

    @Test
    void theClassCarriesItsResultsJson() throws IOException {
        events.assertThatEvents().haveExactly(1, event(container(GoodClients.class),
                fileEntry(f -> f.getPath().getFileName().toString().equals("results.json"))));
        FileEntry results = fileEntries().stream().filter(f -> f.getPath().endsWith("results.json")).findFirst().orElseThrow();
        assertThat(results.getMediaType()).contains("application/json");
        assertThat(results.getPath()).startsWith(ATTACHED).hasSameBinaryContentAs(OUTPUT.resolve("GoodClients/results.json"));
    }

    @Test
    void eachTestCarriesItsCasesForkFolders() {
        for (String caseId : List.of("jdkHttpClient", "emptyCase")) {
            events.assertThatEvents().haveExactly(1, event(test(caseId),
                    fileEntry(f -> f.getPath().getFileName().toString().equals("evidence"))));
            Path evidence = fileEntries().stream()
                    .filter(f -> f.getPath().endsWith("evidence") && f.getPath().toString().contains(caseId))
                    .findFirst().orElseThrow().getPath();
            assertThat(evidence.resolve("fork-01/result.properties")).as(caseId)
                    .hasSameTextualContentAs(OUTPUT.resolve("GoodClients").resolve(caseId).resolve("fork-01/result.properties"));
            assertThat(evidence.resolve("fork-01")).as(caseId).isDirectoryContaining("glob:**/stdout.txt")
                    .isDirectoryContaining("glob:**/command.txt").isDirectoryContaining("glob:**/gc.log");
            assertThat(evidence.resolve("fork-02")).doesNotExist();
        }
    }

    @Test
    void nothingElseIsAttached() {
        assertThat(fileEntries()).hasSize(3);
    }

    private static List<FileEntry> fileEntries() {
        return events.fileEntryPublished().stream().map(e -> e.getRequiredPayload(FileEntry.class)).toList();
    }

    /** One folder per test descriptor under a root, as the launcher's own creator does. */
    private record PerDescriptor(Path root) implements OutputDirectoryCreator {

        @Override
        public Path getRootDirectory() {
            return root;
        }

        @Override
        public Path createOutputDirectory(TestDescriptor descriptor) throws IOException {
            String name = descriptor.getUniqueId().getSegments().stream()
                    .map(s -> s.getValue().replaceAll("[^A-Za-z0-9._-]", "_")).reduce((a, b) -> a + "/" + b).orElseThrow();
            return Files.createDirectories(root.resolve(name));
        }
    }
}
