package dev.sdkbench.junit.settings;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.sdkbench.junit.ClientCase;
import dev.sdkbench.junit.Dialect;
import dev.sdkbench.junit.SdkBenchmark;
import dev.sdkbench.junit.SdkCase;
import dev.sdkbench.junit.baseline.BaselineCoordinates;
import dev.sdkbench.junit.baseline.BaselineJar;
import dev.sdkbench.junit.baseline.MetadataJars;

/** What a class's cases are read against, as the annotations and parameters say, and the errors that say what to change. */
class SideBySideSettingsTest {

    @SdkBenchmark(dialect = Dialect.CHAT)
    static class WithReference {
        @ClientCase(reference = true)
        void raw(SdkCase sdk) {
        }

        @ClientCase
        void sdk(SdkCase sdk) {
        }
    }

    @SdkBenchmark(dialect = Dialect.CHAT)
    static class TwoReferences {
        @ClientCase(reference = true)
        void one(SdkCase sdk) {
        }

        @ClientCase(reference = true)
        void two(SdkCase sdk) {
        }
    }

    @SdkBenchmark
    static class Floors {
        @ClientCase(dialect = Dialect.CHAT)
        void chatFloor(SdkCase sdk) {
        }

        @ClientCase(dialect = Dialect.ANTHROPIC)
        void messagesFloor(SdkCase sdk) {
        }
    }

    @SdkBenchmark(dialect = Dialect.ANTHROPIC)
    static class Sdk {
        @ClientCase
        void messages(SdkCase sdk) {
        }
    }

    private static ResolvedRunSettings resolve(Class<?> type, Map<String, String> parameters) {
        return new SettingsResolver(key -> Optional.ofNullable(parameters.get(key))).resolve(type);
    }

    @Test
    void theReferenceCaseIsNamedAndASelectionKeepsIt() {
        ResolvedRunSettings settings = resolve(WithReference.class, Map.of());
        assertThat(settings.sideBySide().reference()).isEqualTo("raw");
        assertThat(settings.onlyCases(java.util.Set.of("sdk")).cases()).extracting(ResolvedCaseSettings::id).containsExactly("raw", "sdk");
    }

    @Test
    void twoReferencesAreRefusedByName() {
        assertThatThrownBy(() -> resolve(TwoReferences.class, Map.of())).hasMessageContaining(
                "cases one, two are each marked @ClientCase(reference = true): mark one, which the others are read against");
    }

    @Test
    void aReferenceClassGivesEachCaseTheCaseOfItsDialect() {
        ResolvedRunSettings settings = resolve(Sdk.class, Map.of("sdkbench.referenceClasses", Floors.class.getName()));
        assertThat(settings.sideBySide().referenceFor(settings.cases().get(0)))
                .hasValueSatisfying(r -> assertThat(r.id()).isEqualTo("Floors.messagesFloor"));
    }

    @Test
    void theReferenceClassesCaseRunsTheSteadyForksOfTheCaseReadAgainstItUnlessSet() {
        Map<String, String> floors = Map.of("sdkbench.referenceClasses", Floors.class.getName(), "sdkbench.steady.forks", "2");
        assertThat(referenceSteadyForks(floors)).isEqualTo(2);
        assertThat(referenceSteadyForks(with(floors, "sdkbench.referenceSteadyForks", " "))).as("a build's empty property").isEqualTo(2);
        assertThat(referenceSteadyForks(with(floors, "sdkbench.referenceSteadyForks", "0"))).isZero();
        assertThatThrownBy(() -> resolve(Sdk.class, with(floors, "sdkbench.referenceSteadyForks", "-1")))
                .hasMessageContaining("referenceSteadyForks is -1: use 0");
    }

    /** The steady forks the reference of {@link Sdk}'s first case runs with. */
    private static int referenceSteadyForks(Map<String, String> parameters) {
        ResolvedRunSettings settings = resolve(Sdk.class, parameters);
        ResolvedCaseSettings c = settings.cases().get(0);
        ResolvedCaseSettings reference = settings.sideBySide().referenceSettings(c, settings.sideBySide().referenceFor(c).orElseThrow());
        assertThat(reference.id()).isEqualTo("Floors.messagesFloor");
        return reference.steady().forks();
    }

    private static Map<String, String> with(Map<String, String> parameters, String key, String value) {
        Map<String, String> all = new java.util.HashMap<>(parameters);
        all.put(key, value);
        return all;
    }

    @Test
    void aReferenceClassThatIsNotThereSaysWhatToAdd() {
        assertThatThrownBy(() -> resolve(Sdk.class, Map.of("sdkbench.referenceClasses", "com.example.Missing")))
                .hasMessageContaining("referenceClasses names com.example.Missing, which is not on the test classpath")
                .hasMessageContaining("add the module that holds it as a test dependency");
    }

    @Test
    void aBaselineClasspathNeedsAFileAndAFolderSafeLabel(@TempDir Path dir) throws Exception {
        assertThatThrownBy(() -> resolve(Sdk.class, Map.of("sdkbench.baselineClasspathFile", dir.resolve("missing.txt").toString())))
                .hasMessageContaining("does not exist: write the baseline's runtime classpath there");
        Path file = Files.writeString(dir.resolve("cp.txt"), "/x.jar");
        assertThatThrownBy(() -> resolve(Sdk.class, Map.of("sdkbench.baselineClasspathFile", file.toString(),
                "sdkbench.baselineLabel", "3.13 old"))).hasMessageContaining("baselineLabel is '3.13 old'");
        ResolvedRunSettings settings = resolve(Sdk.class, Map.of("sdkbench.baselineClasspathFile", file.toString(),
                "sdkbench.baselineLabel", "3.13.0"));
        assertThat(settings.sideBySide().baseline().caseId("messages")).isEqualTo("messages@3.13.0");
    }

    @Test
    void aBaselineThatIsNeitherCoordinatesNorAPathIsRefusedWithBothFormsAndSoIsOneBesideAClasspathFile(@TempDir Path dir)
            throws Exception {
        assertThatThrownBy(() -> resolve(Sdk.class, Map.of("sdkbench.baseline", "com.anthropic:anthropic-java")))
                .hasMessageContaining("baseline is 'com.anthropic:anthropic-java', neither Maven coordinates (group:artifact:version,"
                        + " e.g. com.anthropic:anthropic-java:3.13.0) nor an existing folder or jar");
        Path file = Files.writeString(dir.resolve("cp.txt"), "/x.jar");
        assertThatThrownBy(() -> resolve(Sdk.class, Map.of("sdkbench.baseline", "com.anthropic:anthropic-java:3.13.0",
                "sdkbench.baselineClasspathFile", file.toString())))
                .hasMessageContaining("baseline and baselineClasspathFile are both set: choose one");
    }

    @Test
    void aBaselineByCoordinatesThatCannotBeResolvedIsASettingsProblemThatAsksWhetherItIsInstalled(@TempDir Path repo) {
        // The empty repository stands in for the user's, which the resolver would otherwise leave folders in.
        String userRepository = System.getProperty("maven.repo.local");
        System.setProperty("maven.repo.local", repo.toString());
        try {
            assertThatThrownBy(() -> resolve(Sdk.class, Map.of("sdkbench.baseline", "com.example.absent:absent-sdk:0.0.1")))
                    .isInstanceOf(SettingsException.class)
                    .hasMessageContaining("baseline com.example.absent:absent-sdk:0.0.1 could not be resolved from " + repo);
        } finally {
            if (userRepository == null) {
                System.clearProperty("maven.repo.local");
            } else {
                System.setProperty("maven.repo.local", userRepository);
            }
        }
    }

    @Test
    void aBaselineClasspathFileIsRecordedAsTheFileItWasGivenBy(@TempDir Path dir) throws Exception {
        Path file = Files.writeString(dir.resolve("cp.txt"), "/x.jar");
        ResolvedRunSettings settings = resolve(Sdk.class, Map.of("sdkbench.baselineClasspathFile", file.toString()));
        assertThat(settings.toModel().extra()).containsOnlyKeys("baseline.classpathFile");
        assertThat(settings.sideBySide().baseline().label()).isEqualTo("baseline");
    }

    @Test
    void aBaselineLabelWithoutABaselineIsRefusedRatherThanIgnored() {
        assertThatThrownBy(() -> resolve(Sdk.class, Map.of("sdkbench.baselineLabel", "3.13.0")))
                .isInstanceOf(SettingsException.class)
                .hasMessageContaining("baselineLabel is '3.13.0', but no baseline is set: name one with sdkbench.baseline="
                        + "group:artifact:version, e.g. com.anthropic:anthropic-java:3.13.0 (or a folder of jars or one jar a build"
                        + " wrote, e.g. ../base/target/toy-sdk-1.0.jar, or sdkbench.baselineClasspathFile), or leave baselineLabel"
                        + " unset");
    }

    @Test
    void theConsoleSaysWhetherABaselineWasResolvedByItsCoordinatesGivenAsABuildsJarsOrReadFromAFile() {
        BaselineCoordinates coordinates = new BaselineCoordinates("com.anthropic", "anthropic-java", "3.13.0");
        BaselineJar jar = new BaselineJar("com.anthropic:anthropic-java", Path.of("/base/anthropic-java-3.13.0.jar"));
        assertThat(SideBySide.Baseline.ofCoordinates("3.13.0", coordinates, List.of(jar)).description()).isEqualTo(
                "'3.13.0', com.anthropic:anthropic-java:3.13.0 and what it pulls in at runtime, resolved by its coordinates,"
                        + " in place of the candidate's jars of the same artifacts");
        assertThat(SideBySide.Baseline.ofBuild("baseline", Path.of("/base"), List.of(jar)).description()).isEqualTo(
                "'baseline', the jars a build produced in /base (anthropic-java-3.13.0.jar as com.anthropic:anthropic-java),"
                        + " in place of the candidate's jars of the same artifacts");
        assertThat(SideBySide.Baseline.ofFile("released", Path.of("/tmp/released.txt")).description())
                .isEqualTo("'released', the classpath in /tmp/released.txt");
    }

    @Test
    void aBaselineGivenAsABuildsJarIsRecordedAsThePathItWasGivenBy(@TempDir Path dir) throws Exception {
        Path jar = MetadataJars.write(dir.resolve("base/target/sdk-1.0.jar"), "com.example:sdk");
        ResolvedRunSettings settings = resolve(Sdk.class, Map.of("sdkbench.baseline", jar.toString()));
        assertThat(settings.toModel().extra()).containsOnlyKeys("baseline.path");
        assertThat(settings.toModel().extra().get("baseline.path").asText()).isEqualTo(jar.toString());
        assertThat(settings.sideBySide().baseline().jars()).containsExactly(new BaselineJar("com.example:sdk", jar));
        assertThat(settings.sideBySide().baseline().caseId("messages")).isEqualTo("messages@baseline");
    }

    @Test
    void aBaselinePathThatCannotServeIsListedWithEveryOtherSettingsProblemBeforeAnyFork(@TempDir Path dir) throws Exception {
        Path empty = Files.createDirectories(dir.resolve("jars"));
        assertThatThrownBy(() -> resolve(Sdk.class, Map.of("sdkbench.baseline", empty.toString(), "sdkbench.startup.forks", "0")))
                .isInstanceOf(SettingsException.class)
                .hasMessageContaining("startup.forks is 0: use 1 or more")
                .hasMessageContaining("baseline is the folder " + empty + ", which holds no .jar");
    }

    @Test
    void aComparedCaseMayRunTwoHundredStartUpForksUnlessASettingNamesTheMost() {
        assertThat(resolve(WithReference.class, Map.of()).cases()).extracting(c -> c.startup().forks())
                .as("the budget, not the count, ends rounds that do not resolve").containsOnly(Defaults.STARTUP_FORKS_COMPARED);
        assertThat(resolve(WithReference.class, Map.of("sdkbench.startup.forks", "40")).cases()).extracting(c -> c.startup().forks())
                .containsOnly(40);
        assertThat(resolve(Sdk.class, Map.of()).cases()).extracting(c -> c.startup().forks()).as("a case read against nothing")
                .containsOnly(Defaults.STARTUP_FORKS);
        assertThat(resolve(Sdk.class, Map.of("sdkbench.referenceClasses", Floors.class.getName())).cases())
                .extracting(c -> c.startup().forks()).containsOnly(Defaults.STARTUP_FORKS_COMPARED);
    }

    @Test
    void theGateBudgetIsTenMinutesAndANegativeOneSaysWhatToUse() {
        assertThat(resolve(WithReference.class, Map.of()).sideBySide().budgetSeconds()).isEqualTo(600);
        assertThat(resolve(WithReference.class, Map.of("sdkbench.gate.budgetSeconds", "0")).sideBySide().budgetSeconds()).isZero();
        assertThatThrownBy(() -> resolve(WithReference.class, Map.of("sdkbench.gate.budgetSeconds", "-5")))
                .hasMessageContaining("gate.budgetSeconds is -5: use 0 (the rounds run to startup.forks) or a number of seconds");
        assertThatThrownBy(() -> resolve(WithReference.class, Map.of("sdkbench.gate.budgetSeconds", "ten")))
                .hasMessageContaining("sdkbench.gate.budgetSeconds is 'ten': use a whole number");
    }
}
