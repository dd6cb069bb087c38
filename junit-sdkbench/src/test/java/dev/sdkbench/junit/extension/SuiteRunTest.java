package dev.sdkbench.junit.extension;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.testkit.engine.EventConditions.container;
import static org.junit.platform.testkit.engine.EventConditions.displayName;
import static org.junit.platform.testkit.engine.EventConditions.event;
import static org.junit.platform.testkit.engine.EventConditions.finishedSuccessfully;
import static org.junit.platform.testkit.engine.EventConditions.finishedWithFailure;
import static org.junit.platform.testkit.engine.EventConditions.test;
import static org.junit.platform.testkit.engine.TestExecutionResultConditions.message;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.platform.testkit.engine.Events;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import dev.sdkbench.junit.samples.RawReferences;
import dev.sdkbench.junit.samples.SuiteOfAnUnbuiltModule;
import dev.sdkbench.junit.samples.SuiteOfTwoModules;

/**
 * A suite over two modules whose classes are on neither the test classpath nor each other's: both
 * members' cases fork in one interleaved schedule, each on its own module's classpath, read against
 * one shared run of the reference class's case; results come out one file per member, as if each had
 * run alone, and a case tagged with an excluded tag is left out.
 */
class SuiteRunTest {

    private static final Path OUTPUT = EngineRuns.OUTPUT.resolve("suite");
    private static Events events;
    private static JsonNode alpha;
    private static JsonNode beta;

    @BeforeAll
    static void run() throws Exception {
        MemberModules.compile(OUTPUT, "alpha", "alpha 1.0", """
                package dev.sdkbench.suite.alpha;

                import dev.sdkbench.junit.*;
                import dev.sdkbench.junit.samples.JdkChatClient;

                @SdkBenchmark(dialect = Dialect.CHAT)
                @Startup(forks = 3, minForks = 3, warmup = 2, requests = 10)
                @Steady(forks = 0)
                public class AlphaBenchmark {
                    @ClientCase
                    void alphaChat(SdkCase sdk) {
                        JdkChatClient client = new JdkChatClient(sdk);
                        sdk.measure(client::chat);
                    }

                    @ClientCase
                    @org.junit.jupiter.api.Tag("variant")
                    void alphaVariant(SdkCase sdk) {
                        throw new IllegalStateException("a case tagged variant must not run");
                    }
                }
                """);
        MemberModules.compile(OUTPUT, "beta", "beta 2.0", """
                package dev.sdkbench.suite.beta;

                import dev.sdkbench.junit.*;
                import dev.sdkbench.junit.samples.JdkChatClient;

                @SdkBenchmark(dialect = Dialect.CHAT)
                @Startup(forks = 3, minForks = 3, warmup = 2, requests = 10)
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
        events = EngineRuns.run(SuiteOfTwoModules.class, Map.of("sdkbench.outputDirectory", OUTPUT.resolve("results").toString(),
                "sdkbench.seed", "11", "sdkbench.referenceClasses", RawReferences.class.getName(),
                "sdkbench.referenceClasspathFile", referenceClasspath.toString(), "sdkbench.suite.excludedTags", "variant",
                EngineRuns.SHARE_BUILD_CPU, "true"));
        ObjectMapper json = new ObjectMapper();
        alpha = json.readTree(OUTPUT.resolve("results/SuiteOfTwoModules/AlphaBenchmark/results.json").toFile());
        beta = json.readTree(OUTPUT.resolve("results/SuiteOfTwoModules/BetaBenchmark/results.json").toFile());
    }

    @Test
    void eachMembersCasesAndEachSharedReferenceAreTestsOfTheSuiteAndPass() {
        events.assertThatEvents().haveExactly(1, event(container(), displayName("AlphaBenchmark"), finishedSuccessfully()))
                .haveExactly(1, event(test(), displayName("alphaChat"), finishedSuccessfully()))
                .haveExactly(1, event(test(), displayName("betaChat"), finishedSuccessfully()))
                .haveExactly(1, event(test(), displayName("RawReferences.rawChat"), finishedSuccessfully()))
                .noneMatch(e -> e.getTestDescriptor().getDisplayName().equals("alphaVariant"));
    }

    @Test
    void eachMemberHasItsOwnResultsFileWithItsLibraryItsCasesAndTheirPairs() {
        assertThat(alpha.get("library").asText()).isEqualTo("alpha 1.0");
        assertThat(beta.get("library").asText()).isEqualTo("beta 2.0");
        assertThat(ids(alpha)).containsExactly("RawReferences.rawChat", "alphaChat");
        assertThat(ids(beta)).containsExactly("RawReferences.rawChat", "betaChat");
        assertThat(alpha.get("pairs").get(0).get("case").asText()).isEqualTo("alphaChat");
        assertThat(alpha.get("pairs").get(0).get("reference").asText()).isEqualTo("RawReferences.rawChat");
        assertThat(alpha.at("/environment/classpath").toString()).contains("lib-alpha").doesNotContain("lib-beta");
    }

    @Test
    void theReferenceRunsOnceForBothMembers() {
        JsonNode alphaSide = EngineRuns.caseNode(alpha, "RawReferences.rawChat").get("forks");
        JsonNode betaSide = EngineRuns.caseNode(beta, "RawReferences.rawChat").get("forks");
        assertThat(alphaSide).hasSize(3);
        assertThat(betaSide).isEqualTo(alphaSide);
    }

    @Test
    void eachMembersForksRunOnItsOwnModulesClasspath() throws Exception {
        for (JsonNode fork : EngineRuns.caseNode(alpha, "alphaChat").get("forks")) {
            String jvmArgs = Files.readString(Path.of(fork.get("evidence").asText()).resolve("jvm.args"));
            assertThat(jvmArgs).contains("module-alpha" + File.separator + "target" + File.separator + "test-classes", "lib-alpha")
                    .doesNotContain("module-beta");
        }
    }

    @Test
    void everyCaseGetsItsFirstForkBeforeAnyCaseGetsItsLast() throws Exception {
        List<FileTime> firsts = new ArrayList<>();
        List<FileTime> lasts = new ArrayList<>();
        for (JsonNode run : List.of(alpha, beta)) {
            for (JsonNode c : run.get("cases")) {
                JsonNode forks = c.get("forks");
                firsts.add(Files.getLastModifiedTime(Path.of(forks.get(0).get("evidence").asText()).resolve("spec.properties")));
                lasts.add(Files.getLastModifiedTime(Path.of(forks.get(forks.size() - 1).get("evidence").asText())
                        .resolve("spec.properties")));
            }
        }
        assertThat(firsts.stream().max(FileTime::compareTo).orElseThrow())
                .as("the members' cases run in one schedule, round by round, not one member after the other")
                .isLessThan(lasts.stream().min(FileTime::compareTo).orElseThrow());
    }

    @Test
    void aModuleThatIsNotBuiltFailsTheSuiteSayingWhatToDo() {
        Events unbuilt = EngineRuns.run(SuiteOfAnUnbuiltModule.class, Map.of("sdkbench.outputDirectory",
                OUTPUT.resolve("unbuilt").toString()));
        unbuilt.assertThatEvents().haveExactly(1, event(container("SuiteOfAnUnbuiltModule"), finishedWithFailure(message(m ->
                m.contains("never-built") && m.contains("build it before the suite")))));
    }

    private static List<String> ids(JsonNode results) {
        List<String> ids = new ArrayList<>();
        results.get("cases").forEach(c -> ids.add(c.get("id").asText()));
        return ids;
    }
}
