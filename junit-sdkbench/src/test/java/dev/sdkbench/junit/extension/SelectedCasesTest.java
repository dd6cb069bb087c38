package dev.sdkbench.junit.extension;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectMethod;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;

import org.junit.jupiter.api.Test;
import org.junit.platform.launcher.Launcher;
import org.junit.platform.launcher.TagFilter;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;
import org.junit.platform.launcher.listeners.SummaryGeneratingListener;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import dev.sdkbench.junit.samples.GoodClients;

/**
 * {@code mvn test -Dtest=GoodClients#emptyCase}, or an IDE's run of one method, goes through the
 * launcher with a method selector: only that case may fork. So may a tag filter leave cases out.
 */
class SelectedCasesTest {

    @Test
    void oneSelectedMethodForksOnlyItsCase() throws Exception {
        File output = launch("selected", LauncherDiscoveryRequestBuilder.request()
                .selectors(selectMethod(GoodClients.class, "emptyCase", "dev.sdkbench.junit.SdkCase")));

        JsonNode results = new ObjectMapper().readTree(new File(output, "GoodClients/results.json"));
        assertThat(results.get("cases")).extracting(c -> c.get("id").asText()).containsExactly("emptyCase");
        assertThat(new File(output, "GoodClients/jdkHttpClient")).as("no fork of the unselected case").doesNotExist();
    }

    /** Surefire's {@code excludedGroups} (how {@code -Pbenchmark} leaves out the cases tagged "variant") is a tag filter. */
    @Test
    void aCaseTheTagFilterLeavesOutDoesNotFork() throws Exception {
        File output = launch("tag-filtered", LauncherDiscoveryRequestBuilder.request()
                .selectors(selectClass(GoodClients.class)).filters(TagFilter.excludeTags("variant")));

        JsonNode results = new ObjectMapper().readTree(new File(output, "GoodClients/results.json"));
        assertThat(results.get("cases")).extracting(c -> c.get("id").asText()).containsExactly("jdkHttpClient");
        assertThat(new File(output, "GoodClients/emptyCase")).as("no fork of the case tagged \"variant\"").doesNotExist();
    }

    /** Runs the request through the launcher, as Surefire and IDEs do, into a fresh folder; expects one passed test. */
    private static File launch(String folder, LauncherDiscoveryRequestBuilder request) throws Exception {
        File output = EngineRuns.OUTPUT.resolve(folder).toFile();
        if (output.exists()) {
            try (var paths = Files.walk(output.toPath())) {
                paths.sorted(Comparator.reverseOrder()).map(Path::toFile).forEach(File::delete);
            }
        }
        Launcher launcher = LauncherFactory.create();
        SummaryGeneratingListener summary = new SummaryGeneratingListener();
        launcher.execute(request.configurationParameter("sdkbench.outputDirectory", output.toString())
                .configurationParameter("sdkbench.fixture.warmup", "400").configurationParameter("sdkbench.machineProbe", "false")
                // which cases fork is the question, not their figures: one start-up fork a case
                .configurationParameter("sdkbench.startup.forks", "1").configurationParameter("sdkbench.startup.minForks", "1")
                .configurationParameter("sdkbench.steady.forks", "0").configurationParameter(EngineRuns.JVM_ARGS, EngineRuns.QUICK_JIT)
                .build(), summary);

        java.io.StringWriter failures = new java.io.StringWriter();
        summary.getSummary().printFailuresTo(new java.io.PrintWriter(failures), 10);
        assertThat(summary.getSummary().getTestsSucceededCount()).as(failures.toString()).isEqualTo(1);
        return output;
    }

    @Test
    void twoShardsRunEveryCaseOnceBetweenThem() throws Exception {
        java.util.Set<String> seen = new java.util.HashSet<>();
        int total = 0;
        for (String shard : new String[] {"1/2", "2/2"}) {
            Path output = EngineRuns.OUTPUT.resolve("shard-" + shard.charAt(0));
            EngineRuns.run(GoodClients.class, java.util.Map.of("sdkbench.shard", shard, "sdkbench.outputDirectory",
                    output.toString(), "sdkbench.steady.forks", "0", "sdkbench.startup.forks", "1", "sdkbench.startup.minForks", "1"));
            File results = output.resolve("GoodClients/results.json").toFile();
            if (results.exists()) {
                for (JsonNode c : new ObjectMapper().readTree(results).get("cases")) {
                    seen.add(c.get("id").asText());
                    total++;
                }
            }
        }
        assertThat(seen).containsExactlyInAnyOrder("jdkHttpClient", "emptyCase");
        assertThat(total).as("no case in both shards").isEqualTo(2);
    }
}
