package dev.sdkbench.junit.extension;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.platform.testkit.engine.Events;

import dev.sdkbench.junit.samples.RawReferences;
import dev.sdkbench.junit.samples.SuiteInShards;
import dev.sdkbench.reports.merge.MergedRuns;
import dev.sdkbench.results.model.CaseResult;
import dev.sdkbench.results.model.Report;
import dev.sdkbench.results.model.RunFile;
import dev.sdkbench.results.stats.paired.PairedComparison;
import dev.sdkbench.reports.render.ReportFiles;
import dev.sdkbench.reports.render.headline.ApiTables;
import dev.sdkbench.reports.render.headline.ClientRow;
import dev.sdkbench.reports.render.headline.RunLabel;

/**
 * A suite run as two CI shards ({@code sdkbench.shard=1/2}, then {@code 2/2}), one after the other as a matrix's
 * machines would: each shard forks only its share of the members' cases and the reference cases those are read
 * against, so every pair ran in one shard's schedule; {@code reports merge} of both holds each case once, a
 * reference once per shard that read it, and pairs nothing across shards.
 */
class SuiteShardTest {

    private static final Path OUTPUT = EngineRuns.OUTPUT.resolve("suite-shards");
    private static final List<String> SHARDS = List.of("1/2", "2/2");
    /** The members' cases, as the suite's run names them, each with the reference case it is read against. */
    private static final Map<String, String> FLOOR_OF = Map.of("AlphaBenchmark.alphaChat", "RawReferences.rawChat",
            "AlphaBenchmark.alphaStream", "RawReferences.rawChatStream", "BetaBenchmark.betaChat", "RawReferences.rawChat");
    private static final Map<String, Events> EVENTS = new LinkedHashMap<>();

    @BeforeAll
    static void run() throws Exception {
        MemberModules.compile(OUTPUT, "alpha", "alpha 1.0", """
                package dev.sdkbench.suite.alpha;

                import dev.sdkbench.junit.*;
                import dev.sdkbench.junit.samples.JdkChatClient;
                import dev.sdkbench.junit.samples.JdkChatStreamClient;

                @SdkBenchmark(dialect = Dialect.CHAT)
                @Startup(forks = 2, minForks = 2, warmup = 2, requests = 10)
                @Steady(forks = 0)
                public class AlphaBenchmark {
                    @ClientCase
                    void alphaChat(SdkCase sdk) {
                        JdkChatClient client = new JdkChatClient(sdk);
                        sdk.measure(client::chat);
                    }

                    @ClientCase(stream = true)
                    void alphaStream(SdkCase sdk) {
                        JdkChatStreamClient client = new JdkChatStreamClient(sdk);
                        sdk.measureStream(client::stream);
                    }
                }
                """);
        MemberModules.compile(OUTPUT, "beta", "beta 2.0", """
                package dev.sdkbench.suite.beta;

                import dev.sdkbench.junit.*;
                import dev.sdkbench.junit.samples.JdkChatClient;

                @SdkBenchmark(dialect = Dialect.CHAT)
                @Startup(forks = 2, minForks = 2, warmup = 2, requests = 10)
                @Steady(forks = 0)
                public class BetaBenchmark {
                    @ClientCase
                    void betaChat(SdkCase sdk) {
                        JdkChatClient client = new JdkChatClient(sdk);
                        sdk.measure(client::chat);
                    }
                }
                """);
        Path referenceClasspath = Files.writeString(OUTPUT.resolve("reference-classpath.txt"), System.getProperty("java.class.path"));
        for (String shard : SHARDS) {
            EVENTS.put(shard, EngineRuns.run(SuiteInShards.class, Map.of("sdkbench.outputDirectory", results(shard).toString(),
                    "sdkbench.seed", "11", "sdkbench.referenceClasses", RawReferences.class.getName(),
                    "sdkbench.referenceClasspathFile", referenceClasspath.toString(), "sdkbench.shard", shard,
                    EngineRuns.SHARE_BUILD_CPU, "true")));
        }
    }

    @Test
    void eachShardForksOnlyItsOwnCasesAndTheReferencesTheyAreReadAgainst() throws Exception {
        Map<String, Integer> shardsOfCase = new HashMap<>();
        for (String shard : SHARDS) {
            Set<String> own = new TreeSet<>(forked(shard));
            own.removeIf(id -> id.startsWith("RawReferences."));
            Set<String> floors = new TreeSet<>();
            own.forEach(id -> floors.add(FLOOR_OF.get(id)));
            Set<String> expected = new TreeSet<>(own);
            expected.addAll(floors);
            assertThat(forked(shard)).as("the cases shard %s forked", shard).isNotEmpty().isEqualTo(expected);
            own.forEach(id -> shardsOfCase.merge(id, 1, Integer::sum));
        }
        assertThat(shardsOfCase).as("how many shards forked each member case").containsOnlyKeys(FLOOR_OF.keySet())
                .allSatisfy((id, shards) -> assertThat(shards).as(id).isEqualTo(1));
    }

    @Test
    void eachShardsTestsAreItsOwnCases() throws Exception {
        for (String shard : SHARDS) {
            Set<String> own = new TreeSet<>();
            forked(shard).stream().filter(id -> !id.startsWith("RawReferences.")).forEach(id -> own.add(id.substring(id.indexOf('.') + 1)));
            Events events = EVENTS.get(shard);
            List<String> tests = new ArrayList<>();
            events.finished().stream().filter(e -> e.getTestDescriptor().isTest())
                    .forEach(e -> tests.add(e.getTestDescriptor().getDisplayName()));
            assertThat(tests).as("shard %s's tests", shard).containsAll(own)
                    .noneMatch(name -> !own.contains(name) && !name.startsWith("RawReferences."));
            // A fork's own failure (a held-up timing pipe on a loaded machine, say) fails its case's test, as in any run;
            // what a shard must not do is report a case it did not run.
            assertThat(events.aborted().count()).as("shard %s's aborted tests", shard).isZero();
        }
    }

    @Test
    void theMergedShardsHoldEachCaseOnceAndPairEachCaseWithTheReferenceOfItsOwnShard() throws Exception {
        Path merged = OUTPUT.resolve("merged");
        Report report = MergedRuns.merge(List.of(results("1/2"), results("2/2")), merged, false);
        List<String> cases = report.rows().stream().filter(r -> !r.otherClassReference())
                .map(r -> r.run().benchmarkName() + "." + r.result().id()).sorted().toList();
        assertThat(cases).as("the merged set's member cases").containsExactlyElementsOf(new TreeSet<>(FLOOR_OF.keySet()));
        List<PairedComparison> comparisons = PairedComparison.of(report, PairedComparison.DEFAULT_TOLERANCE);
        assertThat(comparisons).as("one pair per member case").hasSize(FLOOR_OF.size());
        for (RunFile file : report.runs()) {
            String shard = file.run().settings().shard();
            assertThat(shard).as("the shard %s names", file.source()).isIn(SHARDS);
            for (CaseResult c : file.run().cases()) {
                assertThat(c.forks()).as("%s's forks in %s", c.id(), file.source()).isNotEmpty()
                        .allSatisfy(f -> assertThat(Path.of(f.evidence()).toAbsolutePath().normalize()).as("where %s's fork ran", c.id())
                                .startsWith(results(shard).toAbsolutePath().normalize()));
            }
        }
        assertThat(comparisons).allSatisfy(c -> assertThat(c.shard()).as("the shard of %s's pair", c.pair().caseId()).isIn(SHARDS));
        ReportFiles.write(report, merged);
        String markdown = Files.readString(merged.resolve(ReportFiles.MARKDOWN));
        for (PairedComparison c : comparisons) {
            assertThat(markdown).contains("| " + c.pair().caseId() + " | " + c.pair().referenceId() + " (reference, shard " + c.shard() + ")");
        }
        assertThat(markdown).contains("reference: RawReferences (shard ");
        List<String> headlineReferences = ApiTables.of(report, RunLabel.of(merged.toString(), report), null, null).rows().stream()
                .filter(ClientRow::reference).map(ClientRow::label).toList();
        assertThat(headlineReferences).as("the headline's reference rows, one per shard that measured each")
                .hasSize(report.rows().size() - FLOOR_OF.size()).allMatch(label -> label.matches("RawReferences\\.\\w+ \\(shard [12]/2\\).*"));
        assertThat(Files.readString(merged.resolve(MergedRuns.README))).contains("CI shards: 1/2, 2/2.").doesNotContain("No results from");
    }

    private static Path results(String shard) {
        return OUTPUT.resolve("results-" + shard.charAt(0));
    }

    /** The cases a shard forked: the suite's folders that hold a fork's folder. */
    private static Set<String> forked(String shard) throws Exception {
        Set<String> forked = new TreeSet<>();
        Path suite = results(shard).resolve(SuiteInShards.class.getSimpleName());
        try (Stream<Path> folders = Files.list(suite)) {
            for (Path folder : folders.filter(Files::isDirectory).toList()) {
                try (Stream<Path> inside = Files.list(folder)) {
                    if (inside.anyMatch(p -> p.getFileName().toString().startsWith("fork-"))) {
                        forked.add(folder.getFileName().toString());
                    }
                }
            }
        }
        return forked;
    }
}
