package dev.sdkbench.junit.launch;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.jar.JarOutputStream;
import java.util.zip.ZipEntry;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.sdkbench.fixture.scenario.ScenarioText;
import dev.sdkbench.junit.SdkCase;
import dev.sdkbench.junit.baseline.BaselineJar;
import dev.sdkbench.junit.baseline.MetadataJars;
import dev.sdkbench.results.model.CaseSettings;

/**
 * The fork's classpath: the test classpath or a classpath file, each minus what the harness brought,
 * and a pair fork's: the case's with what its reference needs besides.
 */
class CaseClasspathTest {

    private static final Set<String> HARNESS = Set.of("com.fasterxml.jackson.core:jackson-databind",
            "com.fasterxml.jackson.core:jackson-core", "io.undertow:undertow-core", "org.jboss.xnio:xnio-api",
            "org.hdrhistogram:HdrHistogram", "dev.sdkbench:fixture-undertow");

    @TempDir
    Path repo;

    @Test
    void dropsTheHarnessJarsAndJUnitAndWhatTheyBringButKeepsWhatTheSdkDeclares() throws IOException {
        String sdk = jar("com.example", "sdk", "1.0", dependency("com.fasterxml.jackson.core", "jackson-databind", null));
        String databind = jar("com.fasterxml.jackson.core", "jackson-databind", "2.22.1",
                dependency("com.fasterxml.jackson.core", "jackson-core", null));
        String core = jar("com.fasterxml.jackson.core", "jackson-core", "2.22.1");
        String undertow = jar("io.undertow", "undertow-core", "2.3.26.Final", dependency("org.jboss.xnio", "xnio-api", null));
        String xnio = jar("org.jboss.xnio", "xnio-api", "3.8.16.Final");
        String jupiter = jar("org.junit.jupiter", "junit-jupiter-api", "6.1.3", dependency("org.jspecify", "jspecify", null));
        String jspecify = jar("org.jspecify", "jspecify", "1.0.0");
        String opentest = jar("org.opentest4j", "opentest4j", "1.3.0");
        String assertj = jar("org.assertj", "assertj-core", "3.27.7");
        String classes = Files.createDirectories(repo.resolve("project/target/classes")).toString();

        CaseClasspath classpath = CaseClasspath.fromTestClasspath(CaseClasspathTest.class,
                List.of(location(CaseClasspathTest.class), classes, sdk, databind, core, undertow, xnio, jupiter, jspecify, opentest,
                        assertj, location(SdkCase.class)),
                HARNESS, repo.resolve("project/pom.xml"));

        assertThat(classpath.caseEntries()).containsExactly(classes, sdk, databind, core, assertj);
        assertThat(classpath.harnessEntries()).containsExactly(location(CaseClasspathTest.class), location(SdkCase.class),
                location(org.HdrHistogram.Histogram.class), location(ScenarioText.class), location(CaseSettings.class));
        assertThat(classpath.jars()).extracting(Path::toString).containsExactly(sdk, databind, core, assertj);
    }

    @Test
    void aClasspathFileWrittenWithEveryScopeReadsAsTheRuntimeOneAndNamesWhatItLeftOut() throws IOException {
        String sdk = jar("com.example", "sdk", "1.0", dependency("com.fasterxml.jackson.core", "jackson-databind", null));
        String databind = jar("com.fasterxml.jackson.core", "jackson-databind", "2.22.1",
                dependency("com.fasterxml.jackson.core", "jackson-core", null));
        String core = jar("com.fasterxml.jackson.core", "jackson-core", "2.22.1");
        String standalone = jar("dev.sdkbench", "junit-sdkbench-standalone", "0.0.9", dependency("io.undertow", "undertow-core", null));
        String undertow = jar("io.undertow", "undertow-core", "2.3.26.Final", dependency("org.jboss.xnio", "xnio-api", null));
        String xnio = jar("org.jboss.xnio", "xnio-api", "3.8.16.Final");
        String jupiter = jar("org.junit.jupiter", "junit-jupiter-api", "6.1.3", dependency("org.jspecify", "jspecify", null));
        String jspecify = jar("org.jspecify", "jspecify", "1.0.0");
        String surefire = jar("org.apache.maven.surefire", "surefire-api", "3.6.0");
        Path everyScope = Files.writeString(repo.resolve("every-scope.txt"), String.join(java.io.File.pathSeparator,
                sdk, databind, core, standalone, undertow, xnio, jupiter, jspecify, surefire, location(SdkCase.class)));
        Path runtime = Files.writeString(repo.resolve("runtime.txt"), String.join(java.io.File.pathSeparator, sdk, databind, core));

        CaseClasspath fromEveryScope = CaseClasspath.of(CaseClasspathTest.class, everyScope, "");
        CaseClasspath fromRuntime = CaseClasspath.of(CaseClasspathTest.class, runtime, "");

        assertThat(fromEveryScope.caseEntries()).as("the case's entries of a file with every scope")
                .containsExactly(sdk, databind, core);
        assertThat(fromEveryScope).as("the same classpath as the runtime file's").isEqualTo(fromRuntime);
        assertThat(fromEveryScope.leftOut(everyScope)).containsExactly(standalone, undertow, xnio, jupiter, jspecify, surefire);
        assertThat(fromRuntime.leftOut(runtime)).isEmpty();
    }

    @Test
    void aRuntimeFileOfWhatTheHarnessAlsoUsesReadsAsItIsWithNoPomToSaySo() throws IOException {
        // A client on Undertow's XNIO: libraries the harness depends on too, which no jar of the file and no pom of
        // this module declares (a suite's reference class has no pom of its own to ask either).
        String xnio = jar("org.jboss.xnio", "xnio-api", "3.8.16.Final", dependency("org.jboss.logging", "jboss-logging", null));
        String logging = jar("org.jboss.logging", "jboss-logging", "3.4.3.Final");
        Path file = Files.writeString(repo.resolve("runtime-xnio.txt"), String.join(java.io.File.pathSeparator, xnio, logging));

        CaseClasspath classpath = CaseClasspath.of(CaseClasspathTest.class, file, "");

        assertThat(classpath.caseEntries()).as("the case's own libraries, which its runtime file names").containsExactly(xnio, logging);
        assertThat(classpath.leftOut(file)).isEmpty();
    }

    @Test
    void keepsWhatTheProjectsOwnPomDeclaresAndNotItsTestDependencies() throws IOException {
        String databind = jar("com.fasterxml.jackson.core", "jackson-databind", "2.22.1");
        String undertow = jar("io.undertow", "undertow-core", "2.3.26.Final");
        Path pom = Files.createDirectories(repo.resolve("project")).resolve("pom.xml");
        Files.writeString(pom, pom("com.example", "mine", "1.0",
                dependency("com.fasterxml.jackson.core", "jackson-databind", null)
                        + dependency("io.undertow", "undertow-core", "test")), StandardCharsets.UTF_8);

        CaseClasspath classpath = CaseClasspath.fromTestClasspath(CaseClasspathTest.class,
                List.of(location(CaseClasspathTest.class), databind, undertow), HARNESS, pom);

        assertThat(classpath.caseEntries()).containsExactly(databind);
    }

    @Test
    void aPairForkAddsTheReferencesEntriesAndKeepsTheCasesVersionOfASharedLibrary() throws IOException {
        String sdk = jar("com.example", "sdk", "1.0");
        String caseDatabind = jar("com.fasterxml.jackson.core", "jackson-databind", "2.17.0");
        String referenceDatabind = jar("com.fasterxml.jackson.core", "jackson-databind", "2.22.1");
        String referenceCore = jar("com.fasterxml.jackson.core", "jackson-core", "2.22.1");
        String caseClasses = Files.createDirectories(repo.resolve("sdk-module/target/test-classes")).toString();
        String referenceJar = classifiedJar("dev.sdkbench", "floor", "0.1.0", "tests");
        String library = location(SdkCase.class);
        CaseClasspath c = new CaseClasspath(List.of(sdk, caseDatabind), List.of(caseClasses, library));
        CaseClasspath reference = new CaseClasspath(List.of(referenceDatabind, referenceCore), List.of(referenceJar, library));

        CaseClasspath pairFork = c.withPartner(reference);

        assertThat(pairFork.caseEntries()).as("the footprint stays the case's").containsExactly(sdk, caseDatabind);
        assertThat(pairFork.harnessEntries()).containsExactly(caseClasses, library, referenceCore, referenceJar);
        assertThat(c.withPartner(c)).isEqualTo(c);
    }

    @Test
    void aBaselineSideIsTheCandidatesClasspathWithTheBaselinesJarsFirstInPlaceOfItsOwnOfTheSameArtifacts() throws IOException {
        String sdk = jar("com.example", "sdk", "2.0");
        String json = jar("com.example", "json", "2.0");
        String http = MetadataJars.write(repo.resolve("http-module/target/http-2.0.jar"), "com.example:http").toString();
        CaseClasspath candidate = new CaseClasspath(List.of(sdk, json, http), List.of());
        List<BaselineJar> baseline = List.of(new BaselineJar("com.example:sdk", repo.resolve("base/sdk-1.0.jar")),
                new BaselineJar("com.example:http", repo.resolve("base/http-1.0.jar")),
                new BaselineJar("com.example:extra", repo.resolve("base/extra-1.0.jar")));

        CaseClasspath side = candidate.withBaseline(CaseClasspathTest.class, baseline);

        assertThat(side.caseEntries()).as("sdk by its repository layout, http by its Maven metadata; json is the candidate's")
                .containsExactly(repo.resolve("base/sdk-1.0.jar").toString(), repo.resolve("base/http-1.0.jar").toString(),
                        repo.resolve("base/extra-1.0.jar").toString(), json);
        assertThat(side.harnessEntries()).contains(location(CaseClasspathTest.class), location(SdkCase.class));
    }

    @Test
    void readsTheHarnessDependenciesThisLibraryShips() throws IOException {
        assertThat(CaseClasspath.harnessDependencies())
                .contains("com.fasterxml.jackson.core:jackson-databind", "io.undertow:undertow-core", "dev.sdkbench:results",
                        "dev.sdkbench:reports")
                .noneMatch(c -> c.startsWith("org.junit"));
    }

    private String jar(String group, String artifact, String version, String... dependencies) throws IOException {
        return classifiedJar(group, artifact, version, null, dependencies);
    }

    private String classifiedJar(String group, String artifact, String version, String classifier, String... dependencies) throws IOException {
        Path dir = Files.createDirectories(repo.resolve(group.replace('.', '/')).resolve(artifact).resolve(version));
        Path jar = dir.resolve(artifact + "-" + version + (classifier == null ? "" : "-" + classifier) + ".jar");
        try (OutputStream out = Files.newOutputStream(jar); JarOutputStream zip = new JarOutputStream(out)) {
            zip.putNextEntry(new ZipEntry("empty.txt"));
            zip.closeEntry();
        }
        Files.writeString(dir.resolve(artifact + "-" + version + ".pom"), pom(group, artifact, version, String.join("", dependencies)),
                StandardCharsets.UTF_8);
        return jar.toString();
    }

    private static String dependency(String group, String artifact, String scope) {
        return "<dependency><groupId>" + group + "</groupId><artifactId>" + artifact + "</artifactId>"
                + (scope == null ? "" : "<scope>" + scope + "</scope>") + "</dependency>";
    }

    private static String pom(String group, String artifact, String version, String dependencies) {
        return "<project><modelVersion>4.0.0</modelVersion><groupId>" + group + "</groupId><artifactId>" + artifact
                + "</artifactId><version>" + version + "</version><dependencies>" + dependencies + "</dependencies></project>";
    }

    private static String location(Class<?> type) {
        try {
            return Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
        } catch (java.net.URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }
}
