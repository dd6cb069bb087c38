package dev.sdkbench.junit.extension;

import java.io.IOException;
import java.lang.reflect.Method;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;

import org.junit.jupiter.api.MediaType;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionConfigurationException;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.InvocationInterceptor;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;
import org.junit.jupiter.api.extension.ReflectiveInvocationContext;
import org.junit.platform.commons.support.AnnotationSupport;

import dev.sdkbench.junit.ClientCase;
import dev.sdkbench.junit.ClientCall;
import dev.sdkbench.junit.SdkBenchmarkSuite;
import dev.sdkbench.junit.SdkCase;
import dev.sdkbench.junit.StreamingCall;
import dev.sdkbench.junit.SuiteCases;
import dev.sdkbench.junit.console.CaseReport;
import dev.sdkbench.junit.console.SideBySideLines;
import dev.sdkbench.junit.console.SummaryTable;
import dev.sdkbench.junit.run.BenchmarkRun;
import dev.sdkbench.junit.run.CaseOutcome;
import dev.sdkbench.junit.run.ClassResult;
import dev.sdkbench.junit.settings.ResolvedRunSettings;
import dev.sdkbench.junit.settings.SettingsException;
import dev.sdkbench.junit.settings.SettingsResolver;
import dev.sdkbench.junit.settings.Shard;
import dev.sdkbench.junit.launch.BuildFolder;
import dev.sdkbench.junit.suite.SuiteModules;
import dev.sdkbench.junit.suite.SuiteSettings;
import dev.sdkbench.results.json.ResultsWriter;
import dev.sdkbench.results.model.Pair;
import dev.sdkbench.results.model.Run;
import dev.sdkbench.results.stats.paired.PairedComparison;

/**
 * The JUnit side of {@code @SdkBenchmark}: before the class's tests it checks the settings and
 * runs every fork of every case (interleaved); each {@code @ClientCase} test then reports its
 * case instead of running in this JVM, and fails when any of its forks failed. For an
 * {@code @SdkBenchmarkSuite} it runs every member class's cases in one schedule, and the suite's
 * test factory ({@link SuiteCases}) reports them.
 */
public final class SdkBenchmarkExtension implements BeforeAllCallback, InvocationInterceptor, ParameterResolver {

    private static final ExtensionContext.Namespace NAMESPACE = ExtensionContext.Namespace.create(SdkBenchmarkExtension.class);
    private static final String RUN = "run";
    private static final String SUITE = "suite";
    private static final String SUITE_MODULES = "suiteModules";
    private static final String OPEN_TEST_REPORTING = "junit.platform.reporting.open.xml.enabled";

    /**
     * A finished class run, its cases read side by side, and how many of its tests have reported.
     *
     * @param evidencePrefix what the run put before the case ids in its fork folders: a suite's {@code MemberClass.}
     */
    private record Reported(ClassResult result, List<PairedComparison> comparisons, Path json, AtomicInteger cases,
                            String evidencePrefix) {

        /** The class's tests: its own cases, not their baseline sides. */
        int tests() {
            return result.settings().cases().size();
        }

        List<PairedComparison> of(String caseId) {
            return comparisons.stream().filter(c -> c.pair().caseId().equals(caseId)).toList();
        }

        /** The case's baseline side, which must pass with it. */
        Optional<CaseOutcome> baselineSide(String caseId) {
            return comparisons.stream().filter(c -> c.pair().caseId().equals(caseId) && c.pair().role() == Pair.Role.BASELINE)
                    .findFirst().flatMap(c -> result.cases().stream().filter(r -> r.settings().id().equals(c.pair().referenceId()))
                            .findFirst());
        }
    }

    @Override
    public void beforeAll(ExtensionContext context) throws IOException, InterruptedException {
        Class<?> testClass = context.getRequiredTestClass();
        try {
            if (AnnotationSupport.isAnnotated(testClass, SdkBenchmarkSuite.class)) {
                runSuite(context, testClass);
                return;
            }
            ResolvedRunSettings resolved = new SettingsResolver(context::getConfigurationParameter).resolve(testClass);
            ResolvedRunSettings selected = SelectedCases.of(testClass).map(resolved::onlyCases).orElse(resolved);
            Shard shard = shard(context);
            ResolvedRunSettings settings = shard == null ? selected
                    : shard.share(List.of(selected)).stream().findFirst().orElse(selected.withCases(List.of()));
            if (settings.cases().isEmpty()) {
                return; // only the class's other tests were selected, or its cases fell to other shards
            }
            OutputRoot root = OutputRoot.of(context.getConfigurationParameter(OutputRoot.PARAMETER), testClass);
            Path directory = root.path().resolve(testClass.getSimpleName());
            System.out.println("[sdkbench] " + testClass.getSimpleName() + ": results in " + directory + " (" + root.why() + ")");
            ClassResult result = RunsInThisJvm.oneAtATime(testClass, System.out,
                    () -> new BenchmarkRun(settings, directory, System.out).run());
            Reported reported = written(result, shard, directory.resolve("results.json"), settings.sideBySide().tolerance(), "");
            context.getStore(NAMESPACE).put(RUN, reported);
            publishResults(context, "results.json", reported.json());
        } catch (SettingsException e) {
            throw new ExtensionConfigurationException(e.getMessage(), e);
        }
    }

    /**
     * A suite: its members' cases in one run, then one results file per member in
     * {@code <root>/<Suite>/<Member>/results.json}, as if each had run alone.
     */
    private void runSuite(ExtensionContext context, Class<?> suite) throws IOException, InterruptedException {
        Set<String> excludedTags = Stream.of(context.getConfigurationParameter(SettingsResolver.PREFIX + "suite.excludedTags")
                .orElse("").split(",")).map(String::strip).filter(t -> !t.isEmpty()).collect(Collectors.toSet());
        SuiteModules modules = SuiteModules.of(suite, projectDir(suite), excludedTags);
        context.getStore(NAMESPACE).put(SUITE_MODULES, modules); // its class loaders close with the class
        SuiteSettings resolved = SuiteSettings.resolve(suite, modules.members(), context::getConfigurationParameter, excludedTags);
        Shard shard = shard(context);
        Optional<SuiteSettings> share = shard == null ? Optional.of(resolved) : resolved.share(shard);
        if (share.isEmpty()) {
            System.out.println("[sdkbench] " + suite.getSimpleName() + ": shard " + shard.label()
                    + " holds none of its " + resolved.run().cases().size() + " cases (there are more shards than cases): the other shards run them");
            context.getStore(NAMESPACE).put(SUITE, List.of());
            return;
        }
        SuiteSettings settings = share.get();
        OutputRoot root = OutputRoot.of(context.getConfigurationParameter(OutputRoot.PARAMETER), suite);
        Path directory = root.path().resolve(suite.getSimpleName());
        System.out.println("[sdkbench] " + suite.getSimpleName() + ": " + settings.members().size() + " member classes"
                + shardNote(shard, resolved, settings) + ", results in " + directory + " (" + root.why() + ")");
        BenchmarkRun benchmark = new BenchmarkRun(settings.run(), settings.members(), directory, System.out);
        ClassResult whole = RunsInThisJvm.oneAtATime(suite, System.out, benchmark::run);
        List<Reported> members = new ArrayList<>();
        for (ClassResult member : benchmark.byMember(whole)) {
            String name = member.settings().testClass().getSimpleName();
            Reported reported = written(member, shard, directory.resolve(name).resolve("results.json"),
                    member.settings().sideBySide().tolerance(), SuiteSettings.caseId(member.settings(), ""));
            members.add(reported);
            publishResults(context, name + "-results.json", reported.json());
        }
        context.getStore(NAMESPACE).put(SUITE, List.copyOf(members));
    }

    /** What a shard of the suite runs: {@code ", shard 2/4: 7 of 28 cases"}, or nothing for the whole suite. */
    private static String shardNote(Shard shard, SuiteSettings whole, SuiteSettings share) {
        if (shard == null) {
            return "";
        }
        long own = share.members().stream().mapToLong(m -> m.cases().size()).sum();
        return ", shard " + shard.label() + ": " + own + " of " + whole.run().cases().size()
                + " cases (each in one shard; a reference case runs in every shard that reads it)";
    }

    /** Writes a run's results file, naming its CI shard if it ran in one; the run read side by side, for its tests. */
    private static Reported written(ClassResult result, Shard shard, Path json, double tolerance, String evidencePrefix)
            throws IOException {
        Run run = shard == null ? result.toModel() : result.toModel().inShard(shard.label());
        ResultsWriter.write(run, json);
        return new Reported(result, PairedComparison.of(run, tolerance), json, new AtomicInteger(), evidencePrefix);
    }

    private static void publishResults(ExtensionContext context, String name, Path json) {
        if (publishesFiles(context)) {
            context.publishFile(name, MediaType.APPLICATION_JSON, target -> Files.copy(json, target, StandardCopyOption.REPLACE_EXISTING));
        }
    }

    /** The suite's project folder, which its modules are relative to: Surefire's basedir, the build folder's parent, or here. */
    private static Path projectDir(Class<?> suite) {
        String basedir = System.getProperty("basedir");
        if (basedir != null) {
            return Path.of(basedir);
        }
        return BuildFolder.projectPom(suite).map(Path::getParent).orElse(Path.of(System.getProperty("user.dir", ".")));
    }

    @Override
    public void interceptTestMethod(Invocation<Void> invocation, ReflectiveInvocationContext<Method> invocationContext,
                                    ExtensionContext context) throws Throwable {
        Method method = invocationContext.getExecutable();
        if (!AnnotationSupport.isAnnotated(method, ClientCase.class)) {
            invocation.proceed();
            return;
        }
        // The method already ran where it belongs: in the forks.
        invocation.skip();
        Reported run = context.getStore(NAMESPACE).get(RUN, Reported.class);
        CaseOutcome result = run == null ? null : run.result().cases().stream()
                .filter(c -> c.settings().id().equals(method.getName())).findFirst().orElse(null);
        if (result == null) {
            // Selected by a filter the launcher applied after its plan (a tag, say): it was not measured.
            Assumptions.abort(method.getName() + " did not run here: it belongs to another shard of sdkbench.shard, or was not"
                    + " selected when the class's forks ran (select it with -Dtest=Class#" + method.getName() + ")");
        }
        reportCase(run, result, context);
    }

    /** A case's test: prints its figures and comparisons, and fails as its forks and comparisons say. */
    private static void reportCase(Reported run, CaseOutcome result, ExtensionContext context) throws IOException {
        // Printed here, inside the test's execution, so that Surefire puts it in this test's <system-out>.
        System.out.print(CaseReport.describe(result));
        Optional<CaseOutcome> baselineSide = run.baselineSide(result.settings().id());
        baselineSide.ifPresent(side -> System.out.print(CaseReport.describe(side)));
        List<PairedComparison> comparisons = run.of(result.settings().id());
        System.out.print(SideBySideLines.describe(comparisons));
        if (publishesFiles(context)) {
            Path evidence = run.result().directory().resolve(run.evidencePrefix() + result.settings().id());
            context.publishDirectory("evidence", target -> copyTree(evidence, target));
        }
        if (run.cases().incrementAndGet() == run.tests()) {
            System.out.print(SummaryTable.render(run.result()));
            System.out.println("Results JSON: " + run.json());
        }
        if (result.unsupported()) {
            Assumptions.abort("UNSUPPORTED: " + result.settings().id() + " cannot do scenario " + result.settings().scenario().id()
                    + ": " + result.settings().unsupported());
        }
        if (!result.ok()) {
            throw new AssertionError(CaseReport.failureMessage(result));
        }
        if (baselineSide.isPresent() && !baselineSide.get().ok()) {
            throw new AssertionError("on its baseline classpath: " + CaseReport.failureMessage(baselineSide.get()));
        }
        for (PairedComparison c : comparisons) {
            if (!c.regressions().isEmpty()) {
                throw new AssertionError(SideBySideLines.regressionMessage(c));
            }
        }
    }

    /**
     * A suite's cases as dynamic tests: a container per member class, a test per case; then the reference
     * cases of other classes, each once, which fail as their forks did (no member class's test is theirs).
     */
    private static Stream<DynamicContainer> suiteTests(List<Reported> members, ExtensionContext context) {
        Stream<DynamicContainer> own = members.stream().map(member -> DynamicContainer.dynamicContainer(
                member.result().settings().testClass().getSimpleName(),
                member.result().settings().cases().stream().map(c -> member.result().cases().stream()
                                .filter(r -> r.settings().id().equals(c.id())).findFirst().orElseThrow())
                        .map(result -> DynamicTest.dynamicTest(result.settings().id(), () -> reportCase(member, result, context)))));
        java.util.Map<String, CaseOutcome> references = new java.util.TreeMap<>();
        for (Reported member : members) {
            java.util.Set<String> ownIds = member.result().settings().cases().stream().map(c -> c.id()).collect(Collectors.toSet());
            member.result().cases().stream().filter(c -> !ownIds.contains(c.settings().id()))
                    .forEach(c -> references.putIfAbsent(c.settings().id(), c));
        }
        if (references.isEmpty()) {
            return own;
        }
        DynamicContainer shared = DynamicContainer.dynamicContainer("reference cases", references.values().stream()
                .map(reference -> DynamicTest.dynamicTest(reference.settings().id(), () -> {
                    System.out.print(CaseReport.describe(reference));
                    if (!reference.ok()) {
                        throw new AssertionError(CaseReport.failureMessage(reference));
                    }
                })));
        return Stream.concat(own, Stream.of(shared));
    }

    @Override
    public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
        Class<?> type = parameter.getParameter().getType();
        return type == SdkCase.class && AnnotationSupport.isAnnotated(parameter.getDeclaringExecutable(), ClientCase.class)
                || type == SuiteCases.class && AnnotationSupport.isAnnotated(context.getRequiredTestClass(), SdkBenchmarkSuite.class);
    }

    @Override
    @SuppressWarnings("unchecked")
    public Object resolveParameter(ParameterContext parameter, ExtensionContext context) {
        if (parameter.getParameter().getType() == SuiteCases.class) {
            List<Reported> members = context.getStore(NAMESPACE).get(SUITE, List.class);
            return (SuiteCases) () -> members == null ? Stream.empty() : suiteTests(members, context);
        }
        return InTestJvm.INSTANCE;
    }

    /** The CI machine's share of the run, from {@code sdkbench.shard=K/N}, or {@code null} for the whole run. */
    private static Shard shard(ExtensionContext context) {
        try {
            return context.getConfigurationParameter(SettingsResolver.PREFIX + "shard").filter(v -> !v.isBlank()).map(Shard::parse)
                    .orElse(null);
        } catch (IllegalArgumentException e) {
            throw new SettingsException(context.getRequiredTestClass(), List.of(e.getMessage()));
        }
    }

    /**
     * Whether to attach the results and each case's fork folders to the tests: JUnit copies them
     * under its output directory, where Open Test Reporting's XML points at them. Surefire's own
     * reports ignore attached files, so by default only when that report is on;
     * {@code sdkbench.publishFiles} overrides.
     */
    private static boolean publishesFiles(ExtensionContext context) {
        return context.getConfigurationParameter(SettingsResolver.PREFIX + "publishFiles")
                .or(() -> context.getConfigurationParameter(OPEN_TEST_REPORTING))
                .map(Boolean::parseBoolean).orElse(false);
    }

    private static void copyTree(Path from, Path to) throws IOException {
        if (!Files.isDirectory(from)) {
            return; // no fork of the case ran
        }
        try (Stream<Path> paths = Files.walk(from)) {
            for (Path source : (Iterable<Path>) paths::iterator) {
                Path target = to.resolve(from.relativize(source).toString());
                if (Files.isDirectory(source)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(source, target, StandardCopyOption.REPLACE_EXISTING);
                }
            }
        }
    }

    /** The parameter JUnit passes in this JVM, where the case never runs. */
    private enum InTestJvm implements SdkCase {
        INSTANCE;

        @Override
        public String baseUrl() {
            throw notHere();
        }

        @Override
        public String apiKey() {
            throw notHere();
        }

        @Override
        public String prompt() {
            throw notHere();
        }

        @Override
        public int maxTokens() {
            throw notHere();
        }

        @Override
        public String model(String fallback) {
            throw notHere();
        }

        @Override
        public int inputTokens() {
            throw notHere();
        }

        @Override
        public int outputTokens() {
            throw notHere();
        }

        @Override
        public void measure(ClientCall call) {
            throw notHere();
        }

        @Override
        public void measureStream(StreamingCall call) {
            throw notHere();
        }

        private static UnsupportedOperationException notHere() {
            return new UnsupportedOperationException("a @ClientCase runs in forked JVMs, not in the test JVM");
        }
    }
}
