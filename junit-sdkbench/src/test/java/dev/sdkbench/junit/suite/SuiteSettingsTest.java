package dev.sdkbench.junit.suite;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import org.junit.jupiter.api.Test;

import dev.sdkbench.junit.samples.GoodClients;
import dev.sdkbench.junit.samples.RawReferences;
import dev.sdkbench.junit.samples.StreamingClients;
import dev.sdkbench.junit.settings.ResolvedCaseSettings;
import dev.sdkbench.junit.settings.SettingsException;

/** How a suite's members become one run's settings, and which members cannot share one. */
class SuiteSettingsTest {

    private static final Path CLASSPATH = Path.of("target", "sdk-classpath.txt");

    private static SuiteMember member(Class<?> type, String library) {
        return new SuiteMember(type, CLASSPATH, library);
    }

    private static SuiteSettings resolve(List<SuiteMember> members, Map<String, String> config, Set<String> excludedTags) {
        return SuiteSettings.resolve(SuiteSettingsTest.class, members, key -> Optional.ofNullable(config.get(key)), excludedTags);
    }

    @Test
    void theRunHoldsEveryMembersCasesUnderClassAndMethodAndOneSeed() {
        SuiteSettings suite = resolve(List.of(member(GoodClients.class, "good 1.0"), member(RawReferences.class, null)), Map.of(),
                Set.of());
        assertThat(suite.run().cases()).extracting(ResolvedCaseSettings::id).containsExactly("GoodClients.emptyCase",
                "GoodClients.jdkHttpClient", "RawReferences.rawChat", "RawReferences.rawChatStream");
        assertThat(suite.members()).extracting(m -> m.seed()).containsOnly(suite.run().seed());
        assertThat(suite.members().get(0).library()).isEqualTo("good 1.0");
        assertThat(suite.members().get(0).classpathFile()).isEqualTo(CLASSPATH);
    }

    @Test
    void aMembersLibraryIsItsModulesNotTheSuitesConfiguredOne() {
        SuiteSettings suite = resolve(List.of(member(RawReferences.class, null)), Map.of("sdkbench.library", "the suite's module"),
                Set.of());
        assertThat(suite.members().get(0).library()).isEmpty();
    }

    @Test
    void anExcludedTagLeavesTheTaggedCaseOut() {
        SuiteSettings suite = resolve(List.of(member(GoodClients.class, null)), Map.of(), Set.of("variant"));
        assertThat(suite.run().cases()).extracting(ResolvedCaseSettings::id).containsExactly("GoodClients.jdkHttpClient");
    }

    @Test
    void membersWhoseFixturesDifferCannotShareOneAndTheMessageSaysWhatToDo() {
        assertThatThrownBy(() -> resolve(List.of(member(RawReferences.class, null), member(StreamingClients.class, null)), Map.of(),
                Set.of()))
                .isInstanceOf(SettingsException.class)
                .hasMessageContaining("StreamingClients's CPUs, fixture, network or machine probe differ from RawReferences's")
                .hasMessageContaining("give both the same");
    }

    @Test
    void aSuiteWhoseEveryCaseIsTaggedOutSaysWhichTagsToChange() {
        assertThatThrownBy(() -> resolve(List.of(member(RawReferences.class, null)), Map.of(), Set.of("sdkbench")))
                .isInstanceOf(SettingsException.class).hasMessageContaining("no member case is left once the tags [sdkbench]");
    }
}
