package dev.sdkbench.junit.settings;

import java.lang.annotation.Annotation;
import java.lang.reflect.AnnotatedElement;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.function.ToDoubleFunction;
import java.util.function.ToLongFunction;
import java.util.stream.Collectors;
import java.util.regex.Pattern;

import org.junit.platform.commons.support.AnnotationSupport;

import dev.sdkbench.fixture.Recording;
import dev.sdkbench.fixture.scenario.Scenario;
import dev.sdkbench.fixture.scenario.Scenarios;
import dev.sdkbench.junit.baseline.BaselineCoordinates;
import dev.sdkbench.junit.baseline.BaselineJar;
import dev.sdkbench.junit.baseline.BuiltBaseline;
import dev.sdkbench.junit.baseline.RuntimeClosure;
import dev.sdkbench.junit.ClientCase;
import dev.sdkbench.junit.Dialect;
import dev.sdkbench.junit.Fixture;
import dev.sdkbench.junit.FixturePlacement;
import dev.sdkbench.junit.Forks;
import dev.sdkbench.junit.Load;
import dev.sdkbench.junit.Network;
import dev.sdkbench.junit.SdkBenchmark;
import dev.sdkbench.junit.SdkCase;
import dev.sdkbench.junit.Sizes;
import dev.sdkbench.junit.Startup;
import dev.sdkbench.junit.Steady;
import dev.sdkbench.junit.StartupPairing;
import dev.sdkbench.junit.SteadyPairing;
import dev.sdkbench.junit.Toggle;
import dev.sdkbench.junit.Unset;
import dev.sdkbench.junit.Unsupported;
import dev.sdkbench.results.model.CaseSettings;
import dev.sdkbench.results.model.RunSettings;
import dev.sdkbench.results.model.StreamPacing;

/**
 * Turns the annotations and configuration parameters of a class into {@link ResolvedRunSettings}, and
 * refuses nonsense before any fork starts. A grouped setting {@code group.element} is taken from
 * the first that sets it: the configuration parameter {@code sdkbench.group.element}, the case
 * method's annotation ({@link Startup}, {@link Steady}, {@link Forks}, {@link Fixture}, directly or
 * through a team's own annotation), the class's, then {@link Defaults}. A count on the method is a
 * ceiling the parameter can lower but not raise; a parameter under a key from before the grouping
 * is refused ({@link RenamedSettings}).
 *
 * <p>The one place a setting is checked: the group records it makes are what results keep and what the forks
 * run, and a fork does not check them again.
 */
public final class SettingsResolver {

    public static final String PREFIX = "sdkbench.";
    private static final Pattern HEAP = Pattern.compile("\\d+[kKmMgG]?");

    private final Function<String, Optional<String>> config;
    private final ForkJdk forkJdk;
    private final List<String> problems = new ArrayList<>();

    /** @param config configuration parameters by full key, e.g. JUnit's {@code getConfigurationParameter} */
    public SettingsResolver(Function<String, Optional<String>> config) {
        this(config, ForkJdk.current());
    }

    /** @param forkJdk the JDK that runs the forks, whose version decides what they can do */
    SettingsResolver(Function<String, Optional<String>> config, ForkJdk forkJdk) {
        // A build passes a property it leaves unset as an empty value: that is the setting's default, not a bad value.
        this.config = key -> config.apply(key).filter(v -> !v.isBlank());
        this.forkJdk = forkJdk;
    }

    public ResolvedRunSettings resolve(Class<?> testClass) {
        SdkBenchmark bench = AnnotationSupport.findAnnotation(testClass, SdkBenchmark.class).orElse(null);
        if (bench == null) {
            throw new SettingsException(testClass, List.of("the class is not annotated @SdkBenchmark: add it to the class"));
        }
        problems.addAll(RenamedSettings.refused(config));
        if (!problems.isEmpty()) {
            throw new SettingsException(testClass, problems);
        }
        checkConstructor(testClass);
        Layers<Fixture> fixture = Layers.of(null, testClass, Fixture.class);
        RunSettings.Forks forks = runForks(Layers.of(null, testClass, Forks.class));
        RunSettings.Fixture fixtureSettings = fixtureSettings(fixture);
        long seed = longValue("seed", bench.seed());
        if (seed == 0) {
            seed = new SecureRandom().nextLong() | 1;
        }
        List<ResolvedCaseSettings> cases = new ArrayList<>();
        for (Method method : caseMethods(testClass)) {
            ResolvedCaseSettings c = caseSettings(bench, testClass, method);
            if (c != null) {
                cases.add(c);
            }
        }
        loadPlacement(forks, fixtureSettings, cases);
        virtualCallers(cases);
        unusedLadders(cases);
        if (cases.isEmpty() && problems.isEmpty()) {
            problems.add("it has no @ClientCase method: add one, e.g. @ClientCase void myClient(SdkCase sdk) { ... }");
        }
        SideBySide.Baseline baseline = baseline();
        if (!problems.isEmpty()) {
            throw new SettingsException(testClass, problems);
        }
        SideBySide sideBySide = sideBySide(testClass, cases, baseline);
        if (!problems.isEmpty()) {
            throw new SettingsException(testClass, problems);
        }
        cases = comparedForks(testClass, cases, sideBySide);
        String library = string("library", bench.library());
        return new ResolvedRunSettings(testClass, library, path("classpathFile"), seed, cases, forks, fixtureSettings,
                bool("machineProbe", bench.machineProbe()), sideBySide);
    }

    /** What the CPU plan is made from: the class's {@code @Forks} (where its fixture runs is its {@code @Fixture}'s). */
    private RunSettings.Forks runForks(Layers<Forks> forks) {
        int workers = integer("forks.workers", (int) forks.whole(Forks::workers, Defaults.FORKS_WORKERS));
        if (workers < 0) {
            problems.add("forks.workers is " + workers + ": use 0 (every CPU the plan offers) or a positive count");
        }
        boolean pin = toggle("forks.pin", forks, Forks::pin, Defaults.FORKS_PIN);
        boolean shareBuildCpu = toggle("forks.shareBuildCpu", forks, Forks::shareBuildCpu, Defaults.FORKS_SHARE_BUILD_CPU);
        return new RunSettings.Forks(workers, pin, shareBuildCpu);
    }

    /** How the class's fixtures answer, where they run and on what network: the class's {@code @Fixture}. */
    private RunSettings.Fixture fixtureSettings(Layers<Fixture> fixture) {
        FixturePlacement placement = choice("fixture.placement", fixture, Fixture::placement, FixturePlacement.DEFAULT,
                Defaults.FIXTURE_PLACEMENT);
        Network network = choice("fixture.network", fixture, Fixture::network, Network.DEFAULT, Defaults.FIXTURE_NETWORK);
        long delayMicros = longValue("fixture.delayMicros", fixture.whole(Fixture::delayMicros, Defaults.FIXTURE_DELAY_MICROS));
        if (delayMicros < 0) {
            problems.add("fixture.delayMicros is " + delayMicros + ": use 0 or more");
        }
        int warmup = integer("fixture.warmup", (int) fixture.whole(Fixture::warmup, Defaults.FIXTURE_WARMUP));
        if (warmup < 0) {
            problems.add("fixture.warmup is " + warmup + ": use 0 (no warmup) or a number of requests");
        }
        StreamPacing stream = streamSettings(fixture);
        return new RunSettings.Fixture(placement.name(), delayMicros, network.name(), warmup, stream.deltas(),
                stream.firstDelayMicros(), stream.intervalMicros());
    }

    /**
     * The class's reference case (at most one) and the baseline ({@link #baseline()}, resolved with the cases so that its
     * problems are listed with theirs).
     */
    private SideBySide sideBySide(Class<?> testClass, List<ResolvedCaseSettings> cases, SideBySide.Baseline baseline) {
        List<String> references = caseMethods(testClass).stream().filter(m -> clientCase(m).reference())
                .map(Method::getName).toList();
        if (references.size() > 1) {
            problems.add("cases " + String.join(", ", references) + " are each marked @ClientCase(reference = true):"
                    + " mark one, which the others are read against");
        }
        String reference = references.isEmpty() ? null : references.get(0);
        cases.stream().filter(c -> c.id().equals(reference) && c.unsupported() != null).findFirst().ifPresent(c -> problems.add(
                "the reference case " + c.id() + " is @Unsupported: the reference must run, so mark another case reference"));
        if (baseline == null) {
            cases.stream().filter(c -> c.startupPairing() == StartupPairing.SAME_JVM).forEach(c -> problems.add(c.id()
                    + ": startup.pairing is same_jvm, which needs a baseline classpath (sdkbench.baseline): a reference is"
                    + " another case, whose calls would warm the JDK's code for this one's; leave it unset or use separate_jvms"));
        }
        double tolerance = doubleValue("tolerance", 0.02);
        if (!(tolerance >= 0 && tolerance < 1)) {
            problems.add("tolerance is " + tolerance + ": use a fraction such as 0.02 (a ratio within ±2% reads SAME)");
        }
        return new SideBySide(reference, reference == null ? referenceCases(testClass) : List.of(), path("referenceClasspathFile"),
                referenceSteadyForks(), baseline, tolerance, gateBudgetSeconds());
    }

    /**
     * The baseline every case also runs on: {@code sdkbench.baseline}, Maven coordinates (resolved here, so that a typo
     * or a version not installed is a settings problem) or else the path of a folder of jars or one jar a build produced
     * (read here, so that a path that is not there or a jar that stands for no artifact is one), or
     * {@code sdkbench.baselineClasspathFile}; named by {@code sdkbench.baselineLabel} (default: the coordinates'
     * version, else {@code baseline}); {@code null} for none. A label without a baseline would name nothing, so it is
     * refused rather than ignored.
     */
    private SideBySide.Baseline baseline() {
        String given = string("baseline", null);
        Path file = path("baselineClasspathFile");
        String givenLabel = string("baselineLabel", null);
        if (given != null && file != null) {
            problems.add("baseline and baselineClasspathFile are both set: choose one, the baseline's coordinates ("
                    + BaselineCoordinates.FORM + ") or " + BuiltBaseline.FORM + ", or a file with its runtime classpath");
            return null;
        }
        if (given == null && file == null) {
            if (givenLabel != null) {
                problems.add("baselineLabel is '" + givenLabel + "', but no baseline is set: name one with sdkbench.baseline="
                        + BaselineCoordinates.FORM + " (or " + BuiltBaseline.FORM + ", or sdkbench.baselineClasspathFile),"
                        + " or leave baselineLabel unset");
            }
            return null;
        }
        Optional<BaselineCoordinates> parsed = given == null ? Optional.empty() : BaselineCoordinates.parse(given);
        String label = givenLabel != null ? givenLabel : parsed.map(BaselineCoordinates::version).orElse("baseline");
        if (!label.matches("[A-Za-z0-9._-]+")) {
            problems.add("baselineLabel is '" + label + "': use letters, digits, '.', '_' or '-' (it names folders), e.g. 3.13.0");
            return null;
        }
        if (parsed.isPresent()) {
            return resolvedBaseline(label, parsed.get());
        }
        return given != null ? builtBaseline(label, Path.of(given)) : baselineFile(label, file);
    }

    private SideBySide.Baseline baselineFile(String label, Path file) {
        if (!java.nio.file.Files.isRegularFile(file)) {
            problems.add("baselineClasspathFile " + file + " does not exist: write the baseline's runtime classpath there"
                    + " with '" + ResolvedRunSettings.CLASSPATH_FILE_COMMAND + "', or name the baseline by its coordinates with"
                    + " sdkbench.baseline=" + BaselineCoordinates.FORM);
            return null;
        }
        return SideBySide.Baseline.ofFile(label, file.toAbsolutePath());
    }

    /** The jars of the coordinates' runtime closure. */
    private SideBySide.Baseline resolvedBaseline(String label, BaselineCoordinates coordinates) {
        try {
            return SideBySide.Baseline.ofCoordinates(label, coordinates, RuntimeClosure.resolve(coordinates));
        } catch (RuntimeClosure.Unresolved e) {
            problems.add(e.getMessage());
            return null;
        }
    }

    /** The jars of the folder or the jar a build produced. */
    private SideBySide.Baseline builtBaseline(String label, Path given) {
        List<BaselineJar> jars = BuiltBaseline.read(given, problems);
        return jars.isEmpty() ? null : SideBySide.Baseline.ofBuild(label, given.toAbsolutePath(), jars);
    }

    /** {@code sdkbench.gate.budgetSeconds}: the wall time a comparison's lockstep rounds may take. */
    private long gateBudgetSeconds() {
        long budget = longValue("gate.budgetSeconds", Defaults.GATE_BUDGET_SECONDS);
        if (budget < 0) {
            problems.add("gate.budgetSeconds is " + budget + ": use 0 (the rounds run to startup.forks) or a number of seconds,"
                    + " e.g. " + Defaults.GATE_BUDGET_SECONDS + " (ten minutes of rounds)");
        }
        return budget;
    }

    /**
     * The cases with the most start-up forks of a compared case ({@link Defaults#STARTUP_FORKS_COMPARED}) where they are
     * read side by side and no setting names {@code startup.forks}: such rounds stop when resolved or at the budget.
     */
    private List<ResolvedCaseSettings> comparedForks(Class<?> testClass, List<ResolvedCaseSettings> cases, SideBySide sideBySide) {
        List<ResolvedCaseSettings> out = new ArrayList<>();
        for (ResolvedCaseSettings c : cases) {
            boolean raise = sideBySide.compares(c) && c.startup().forks() == Defaults.STARTUP_FORKS
                    && !forksSet(testClass, c.id());
            out.add(raise ? c.withStartup(c.startup().withForks(Defaults.STARTUP_FORKS_COMPARED)) : c);
        }
        return out;
    }

    /** Whether a parameter or an annotation on the case's method or class sets {@code startup.forks}. */
    private boolean forksSet(Class<?> testClass, String caseId) {
        Method method = caseMethods(testClass).stream().filter(m -> m.getName().equals(caseId)).findFirst().orElse(null);
        return config.apply(PREFIX + "startup.forks").isPresent()
                || Layers.of(method, testClass, Startup.class).whole(Startup::forks, Unset.NUMBER) != Unset.NUMBER;
    }

    /** {@code sdkbench.referenceSteadyForks}, or {@code null} when unset. */
    private Integer referenceSteadyForks() {
        Optional<String> value = config.apply(PREFIX + "referenceSteadyForks");
        if (value.isEmpty()) {
            return null;
        }
        int forks = parse("referenceSteadyForks", value.get(), Integer::parseInt, 0);
        if (forks < 0) {
            problems.add("referenceSteadyForks is " + forks + ": use 0 (the reference classes' cases run no steady forks)"
                    + " or a number of steady forks, or leave it unset for as many as the cases read against them");
        }
        return forks;
    }

    /**
     * The plain cases of the classes {@code sdkbench.referenceClasses} names (comma-separated binary
     * names), loaded from the benchmark class's own class loader.
     */
    private List<SideBySide.ReferenceCase> referenceCases(Class<?> testClass) {
        List<SideBySide.ReferenceCase> found = new ArrayList<>();
        for (String name : string("referenceClasses", "").split(",")) {
            if (name.isBlank() || name.trim().equals(testClass.getName())) {
                continue; // a reference class is not read against itself
            }
            Class<?> type;
            try {
                type = Class.forName(name.trim(), false, testClass.getClassLoader());
            } catch (ClassNotFoundException | LinkageError e) {
                problems.add("referenceClasses names " + name.trim() + ", which is not on the test classpath (" + e
                        + "): add the module that holds it as a test dependency, or correct the name");
                continue;
            }
            SdkBenchmark bench = AnnotationSupport.findAnnotation(type, SdkBenchmark.class).orElse(null);
            for (Method m : caseMethods(type)) {
                ClientCase annotation = clientCase(m);
                Dialect dialect = annotation.dialect() != Dialect.INHERIT ? annotation.dialect()
                        : bench == null ? Dialect.INHERIT : bench.dialect();
                boolean plain = annotation.scenario() == dev.sdkbench.junit.Scenario.INHERIT
                        && (bench == null || bench.scenario() == dev.sdkbench.junit.Scenario.INHERIT);
                if (dialect != Dialect.INHERIT && plain && !AnnotationSupport.isAnnotated(m, Unsupported.class)) {
                    found.add(new SideBySide.ReferenceCase(type, m.getName(), dialect, annotation.stream()
                            || bench != null && bench.stream()));
                }
            }
        }
        return found;
    }

    private Path path(String key) {
        return config.apply(PREFIX + key).map(v -> Path.of(v.trim())).orElse(null);
    }

    private StreamPacing streamSettings(Layers<Fixture> fixture) {
        int deltas = integer("fixture.streamDeltas", (int) fixture.whole(Fixture::streamDeltas, Defaults.FIXTURE_STREAM_DELTAS));
        String reply = Recording.lm15().text();
        int most = reply.codePointCount(0, reply.length());
        if (deltas < 1 || deltas > most) {
            problems.add("fixture.streamDeltas is " + deltas + ": use 1 to " + most + " (the fixture splits its reply \"" + reply
                    + "\" into that many non-empty deltas)");
        }
        long first = longValue("fixture.streamFirstDelayMicros",
                fixture.whole(Fixture::streamFirstDelayMicros, Defaults.FIXTURE_STREAM_FIRST_DELAY_MICROS));
        long interval = longValue("fixture.streamIntervalMicros",
                fixture.whole(Fixture::streamIntervalMicros, Defaults.FIXTURE_STREAM_INTERVAL_MICROS));
        if (first < 0 || interval < 0 || first > Integer.MAX_VALUE || interval > Integer.MAX_VALUE) {
            problems.add("fixture.streamFirstDelayMicros and fixture.streamIntervalMicros are " + first + " and " + interval
                    + ": use 0 (no wait) up to " + Integer.MAX_VALUE + " µs");
        }
        return new StreamPacing(deltas, first, interval);
    }

    /**
     * The class's {@code @ClientCase} methods in a stable order (declaration order is not guaranteed
     * by reflection). A method a subclass overrides is the subclass's alone, as in JUnit: its
     * annotations count (an {@code @Unsupported} on it, or none at all), not the superclass's.
     */
    public static List<Method> caseMethods(Class<?> testClass) {
        List<Method> methods = new ArrayList<>();
        Set<String> declared = new HashSet<>();
        for (Class<?> c = testClass; c != null && c != Object.class; c = c.getSuperclass()) {
            for (Method m : c.getDeclaredMethods()) {
                boolean overridden = !Modifier.isPrivate(m.getModifiers()) && !declared.add(m.getName()
                        + Arrays.toString(m.getParameterTypes()));
                if (AnnotationSupport.isAnnotated(m, ClientCase.class) && !overridden) {
                    methods.add(m);
                }
            }
        }
        methods.sort((a, b) -> a.getName().compareTo(b.getName()));
        return methods;
    }

    /** The method's {@code @ClientCase}, on it or on an annotation of the user's that carries it. */
    private static ClientCase clientCase(Method method) {
        return AnnotationSupport.findAnnotation(method, ClientCase.class).orElseThrow();
    }

    private ResolvedCaseSettings caseSettings(SdkBenchmark bench, Class<?> testClass, Method method) {
        ClientCase annotation = clientCase(method);
        String name = method.getName();
        if (method.getReturnType() != void.class || method.getParameterCount() != 1
                || method.getParameterTypes()[0] != SdkCase.class || Modifier.isStatic(method.getModifiers())) {
            problems.add("@ClientCase " + name + " must be an instance method 'void " + name + "(SdkCase sdk)' that builds its"
                    + " client and calls sdk.measure(...), but is '" + shape(method) + "'");
            return null;
        }
        Dialect dialect = annotation.dialect() != Dialect.INHERIT ? annotation.dialect() : bench.dialect();
        if (dialect == Dialect.INHERIT) {
            problems.add(name + " names no dialect: set @ClientCase(dialect = Dialect.CHAT) or @SdkBenchmark(dialect = ...); known: "
                    + knownDialects());
        }
        CaseSettings.Startup startup = startup(name, Layers.of(method, testClass, Startup.class));
        CaseSettings.Steady steady = steady(name, Layers.of(method, testClass, Steady.class));
        Layers<Forks> forks = Layers.of(method, testClass, Forks.class);
        Layers<Fixture> fixture = Layers.of(method, testClass, Fixture.class);
        classOnly(name, forks.method(), fixture.method());
        Scenario scenario = scenario(name, annotation, bench);
        String expect = !annotation.expect().isEmpty() ? annotation.expect()
                : scenario.expectedText() != null ? scenario.expectedText() : bench.expect();
        if (expect.isEmpty()) {
            problems.add(name + ": the expected text is empty: set expect to the text the fixture's recording returns");
        }
        if (bench.maxTokens() < 1) {
            problems.add(name + ": maxTokens is " + bench.maxTokens() + ": use 1 or more");
        }
        long delayMicros = longValue("fixture.delayMicros", fixture.whole(Fixture::delayMicros, Defaults.FIXTURE_DELAY_MICROS));
        if (delayMicros < 0) {
            problems.add(name + ": fixture.delayMicros is " + delayMicros + ": use 0 or more, or leave it out to take the class's");
        }
        Unsupported unsupported = AnnotationSupport.findAnnotation(method, Unsupported.class).orElse(null);
        if (unsupported != null && unsupported.value().isBlank()) {
            problems.add(name + ": @Unsupported has no reason: say why the SDK cannot do the scenario");
        }
        Expectations expectations = new Expectations(scenario.prompt() != null ? scenario.prompt() : bench.prompt(), bench.maxTokens(),
                bench.model().isEmpty() ? null : bench.model(), expect);
        CaseSettings.Forks jvm = forkJvm(name, forks);
        if (steady.forks() > 0 && steady.longestMillis() >= jvm.timeoutSeconds() * 1000L) {
            problems.add(name + ": a steady fork's warmup cap and timed iterations take up to "
                    + Math.round(steady.longestMillis() / 1000.0) + " s (steady.warmupMillis " + steady.warmupMillis()
                    + " + steady.iterations " + steady.iterations() + " × steady.iterationMillis " + steady.iterationMillis()
                    + "), but forks.timeoutSeconds is " + jvm.timeoutSeconds() + ", after which the fork is killed: raise"
                    + " forks.timeoutSeconds above it, with room for the JVM's start and the early block, or lower steady.warmupMillis");
        }
        LoadProtocol load = load(name, Layers.of(method, testClass, Load.class), dialect);
        if (unsupported == null) {
            loadFits(name, load, scenario, jvm);
        }
        boolean stream = annotation.stream() || bench.stream();
        SizesProtocol sizes = sizes(name, method, testClass, dialect, stream, steady);
        if (unsupported == null) {
            sizesFit(name, sizes, stream, scenario, jvm);
        }
        StartupPairing pairing = choice("startup.pairing", Layers.of(method, testClass, Startup.class), Startup::pairing,
                StartupPairing.DEFAULT, Defaults.STARTUP_PAIRING);
        return new ResolvedCaseSettings(name, dialect, stream, expectations, startup, steady, jvm, scenario,
                unsupported == null ? null : unsupported.value(), new CaseSettings.Fixture(delayMicros), load, pairing, sizes);
    }

    /**
     * The case's size ladder ({@code @Sizes}, {@code sdkbench.sizes.*}): one where a {@code @Sizes} is on its method or
     * class or a parameter gives a ladder, else none, and none for a case that calls nothing. A count on the method is
     * the case's ceiling: {@code @Sizes(forks = 0)} keeps a case out of its class's ladder.
     */
    private SizesProtocol sizes(String name, Method method, Class<?> testClass, Dialect dialect, boolean stream,
                                CaseSettings.Steady steady) {
        Layers<Sizes> l = Layers.of(method, testClass, Sizes.class);
        List<Integer> replyKiB = ladder("sizes.replyKiB", l, Sizes::replyKiB);
        List<Integer> streamChunks = ladder("sizes.streamChunks", l, Sizes::streamChunks);
        boolean asked = !l.present().isEmpty() || !replyKiB.isEmpty() || !streamChunks.isEmpty();
        int forks = count("sizes.forks", l, Sizes::forks, asked ? Defaults.SIZES_FORKS : 0);
        SizesProtocol sizes = new SizesProtocol(dialect == Dialect.NONE ? 0 : forks, replyKiB, streamChunks, ResolvedCaseSettings.noSteady());
        problems.addAll(sizes.problems(name));
        Sizes own = l.method();
        if (own != null && forks > 0 && sizes.ladder(stream).isEmpty()) {
            problems.add(name + ": @Sizes on the method gives no " + SizesProtocol.ladderName(stream) + ", the ladder of a"
                    + (stream ? " streaming" : " plain") + " case (" + SizesProtocol.ladderName(!stream) + " is for "
                    + (stream ? "plain" : "streaming") + " cases): give " + SizesProtocol.ladderName(stream) + ", or set"
                    + " @Sizes(forks = 0) to keep the case out");
        }
        if (!sizes.runs(stream)) {
            return sizes;
        }
        return sizes.withSteady(steady.forks() > 0 ? steady : steadyPhase(name, Layers.of(method, testClass, Steady.class), 0));
    }

    /** A ladder: the parameter's comma-separated sizes, else the first annotation's non-empty list, else none. */
    private List<Integer> ladder(String key, Layers<Sizes> l, Function<Sizes, int[]> element) {
        List<Integer> annotated = l.present().stream().map(element).filter(steps -> steps.length > 0).findFirst()
                .map(steps -> Arrays.stream(steps).boxed().toList()).orElse(List.of());
        return config.apply(PREFIX + key).map(words -> {
            List<Integer> parsed = LoadProtocol.parseConcurrency(words);
            if (parsed == null) {
                problems.add(PREFIX + key + " is '" + words + "': give whole numbers, comma-separated, e.g. 0,10,100,1000");
            }
            return parsed == null ? annotated : parsed;
        }).orElse(annotated);
    }

    /**
     * Refuses a size ladder its scenario or its fork's timeout cannot take: the sized reply answers the plain request,
     * which a scenario that checks its own turns (a tool call, a second turn) or pairs its requests does not send.
     */
    private void sizesFit(String name, SizesProtocol sizes, boolean stream, Scenario scenario, CaseSettings.Forks jvm) {
        if (!sizes.runs(stream)) {
            return;
        }
        if (scenario != Scenarios.PLAIN) {
            problems.add(name + ": a size ladder answers the plain request with a sized text, but the case runs the "
                    + scenario.id() + " scenario: set @Sizes(forks = 0) on the case");
        }
        CaseSettings.Steady steady = sizes.steady();
        if (steady.longestMillis() >= jvm.timeoutSeconds() * 1000L) {
            problems.add(name + ": a sized fork's steady warmup cap and timed iterations take up to "
                    + Math.round(steady.longestMillis() / 1000.0) + " s, but forks.timeoutSeconds is " + jvm.timeoutSeconds()
                    + ", after which the fork is killed: raise forks.timeoutSeconds above it, or lower steady.warmupMillis");
        }
    }

    /**
     * The case's load fork ({@code @Load}, {@code sdkbench.load.*}): one where a {@code @Load} is on its method or
     * class, else none, and none for a case that calls nothing (no fixture, no delay to wait on). A count on the
     * method is the case's ceiling: {@code @Load(forks = 0)} keeps a client that is not thread-safe out.
     */
    private LoadProtocol load(String name, Layers<Load> l, Dialect dialect) {
        int forks = count("load.forks", l, Load::forks, l.present().isEmpty() ? Defaults.LOAD_FORKS : Defaults.LOAD_FORKS_ANNOTATED);
        double seconds = doubleValue("load.seconds", l.number(Load::seconds, Defaults.LOAD_SECONDS));
        double warmupSeconds = doubleValue("load.warmupSeconds", l.number(Load::warmupSeconds, Defaults.LOAD_WARMUP_SECONDS));
        long delayMillis = longValue("load.delayMillis", l.whole(Load::delayMillis, Defaults.LOAD_DELAY_MILLIS));
        boolean virtualThreads = toggle("load.virtualThreads", l, Load::virtualThreads, Defaults.LOAD_VIRTUAL_THREADS);
        LoadProtocol load = new LoadProtocol(dialect == Dialect.NONE ? 0 : forks, concurrency(l), seconds, warmupSeconds, delayMillis,
                virtualThreads);
        problems.addAll(load.problems(name));
        return load;
    }

    /** {@code load.concurrency}: the parameter's comma-separated counts, else the first annotation's non-empty list, else the default. */
    private List<Integer> concurrency(Layers<Load> l) {
        List<Integer> annotated = l.present().stream().map(Load::concurrency).filter(steps -> steps.length > 0).findFirst()
                .map(steps -> Arrays.stream(steps).boxed().toList()).orElse(Defaults.LOAD_CONCURRENCY);
        return config.apply(PREFIX + "load.concurrency").map(words -> {
            List<Integer> parsed = LoadProtocol.parseConcurrency(words);
            if (parsed == null) {
                problems.add(PREFIX + "load.concurrency is '" + words + "': give whole numbers, comma-separated, e.g. 1,4,16,64,256");
            }
            return parsed == null ? annotated : parsed;
        }).orElse(annotated);
    }

    /**
     * Refuses a load fork its scenario or its fork's timeout cannot take: the retry and hedged paths pair each call's
     * requests in order (a 429 and its resend, a hedged pair), which calls at once would interleave.
     */
    private void loadFits(String name, LoadProtocol load, Scenario scenario, CaseSettings.Forks jvm) {
        if (!load.runs()) {
            return;
        }
        if (scenario.retryAfter() != null || !scenario.loserGrace().isZero()) {
            problems.add(name + ": a load fork cannot run the " + scenario.id() + " scenario, whose fixture pairs each call's"
                    + " requests in order, which calls at once would interleave: set @Load(forks = 0) on the case");
        }
        if (load.longestMillis() >= jvm.timeoutSeconds() * 1000L) {
            problems.add(name + ": a load fork of " + load.concurrency().size() + " steps takes up to " + Math.round(load.longestMillis()
                    / 1000.0) + " s (each load.warmupSeconds " + load.warmupSeconds() + " + load.seconds " + load.seconds()
                    + ", its callers' last calls, and the fork's start), but forks.timeoutSeconds is " + jvm.timeoutSeconds() + ", after which the"
                    + " fork is killed: raise forks.timeoutSeconds above it, or give fewer or shorter steps");
        }
    }

    /**
     * Refuses load forks that would share their CPU with the fixture: the fixture's work would count as the client's. The
     * plan then keeps a worker's forks and its fixture on two CPUs (with 2 CPUs, the fixture on the build's).
     */
    private void loadPlacement(RunSettings.Forks forks, RunSettings.Fixture fixture, List<ResolvedCaseSettings> cases) {
        List<String> loaded = cases.stream().filter(c -> c.unsupported() == null && c.load().runs()).map(ResolvedCaseSettings::id).toList();
        if (!loaded.isEmpty() && forks.pin() && !FixturePlacement.OWN_CPU.name().equals(fixture.placement())) {
            problems.add(String.join(", ", loaded) + (loaded.size() == 1 ? " runs a load fork, which needs" : " run load forks, which need")
                    + " the fixture on a CPU of its own, so that its work does not count as the client's: set"
                    + " @Fixture(placement = FixturePlacement.OWN_CPU) on the class (or -Dsdkbench.fixture.placement=own_cpu)");
        }
    }

    /** Refuses virtual callers on forks of a Java without virtual threads (below 21), saying how to choose another. */
    private void virtualCallers(List<ResolvedCaseSettings> cases) {
        String refusal = forkJdk.virtualThreadsRefusal(cases.stream().filter(c -> c.unsupported() == null && c.load().runs()
                && c.load().virtualThreads()).map(ResolvedCaseSettings::id).toList());
        if (refusal != null) {
            problems.add(refusal);
        }
    }

    /**
     * Refuses a ladder that no case of the class runs: {@code replyKiB} with no plain case that runs it, {@code streamChunks}
     * with no streaming one. A ladder set for a class of both kinds applies to the cases of its kind.
     */
    private void unusedLadders(List<ResolvedCaseSettings> cases) {
        for (boolean stream : new boolean[] {false, true}) {
            boolean set = cases.stream().anyMatch(c -> c.sizes().forks() > 0 && !c.sizes().ladder(stream).isEmpty());
            boolean runs = cases.stream().anyMatch(c -> c.stream() == stream && c.sizes().runs(stream));
            if (set && !runs) {
                problems.add("sizes." + SizesProtocol.ladderName(stream) + " is set, but no " + (stream ? "streaming" : "plain")
                        + " case of the class runs it (it is the ladder of " + (stream ? "streaming" : "plain") + " cases): give "
                        + SizesProtocol.ladderName(!stream) + " for " + (stream ? "plain" : "streaming") + " cases instead, or"
                        + " leave it out");
            }
        }
    }

    /** The case's fork JVM; its flags add up: the class's, the method's, then the parameter's. */
    private CaseSettings.Forks forkJvm(String name, Layers<Forks> forks) {
        int timeout = atLeast(name, "forks.timeoutSeconds",
                integer("forks.timeoutSeconds", (int) forks.whole(Forks::timeoutSeconds, Defaults.FORKS_TIMEOUT_SECONDS)), 1);
        String heap = string("forks.heap", forks.text(Forks::heap, Defaults.FORKS_HEAP));
        if (!HEAP.matcher(heap).matches()) {
            problems.add(name + ": forks.heap '" + heap + "' is not a JVM size: use e.g. 256m or 1g");
        }
        List<String> jvmArgs = new ArrayList<>();
        if (forks.type() != null) {
            jvmArgs.addAll(Arrays.asList(forks.type().jvmArgs()));
        }
        if (forks.method() != null) {
            jvmArgs.addAll(Arrays.asList(forks.method().jvmArgs()));
        }
        config.apply(PREFIX + "forks.jvmArgs").ifPresent(extra -> jvmArgs.addAll(Arrays.asList(extra.trim().split("\\s+"))));
        jvmArgs.removeIf(String::isBlank);
        return new CaseSettings.Forks(heap, jvmArgs, timeout);
    }

    /**
     * Refuses, on a case method, what only a class can have: one CPU plan and one fixture serve
     * every case of the class.
     */
    private void classOnly(String caseName, Forks forks, Fixture fixture) {
        List<String> set = new ArrayList<>();
        if (forks != null) {
            addIf(set, forks.workers() != Unset.NUMBER, "@Forks(workers)");
            addIf(set, forks.pin() != Toggle.DEFAULT, "@Forks(pin)");
            addIf(set, forks.shareBuildCpu() != Toggle.DEFAULT, "@Forks(shareBuildCpu)");
        }
        if (fixture != null) {
            addIf(set, fixture.placement() != FixturePlacement.DEFAULT, "@Fixture(placement)");
            addIf(set, fixture.network() != Network.DEFAULT, "@Fixture(network)");
            addIf(set, fixture.warmup() != Unset.NUMBER, "@Fixture(warmup)");
            addIf(set, fixture.streamDeltas() != Unset.NUMBER, "@Fixture(streamDeltas)");
            addIf(set, fixture.streamFirstDelayMicros() != Unset.NUMBER, "@Fixture(streamFirstDelayMicros)");
            addIf(set, fixture.streamIntervalMicros() != Unset.NUMBER, "@Fixture(streamIntervalMicros)");
        }
        if (!set.isEmpty()) {
            problems.add(caseName + ": " + String.join(", ", set) + " set on the method, but the CPU plan and the fixture are"
                    + " the class's, one for all its cases: set " + (set.size() == 1 ? "it" : "them") + " on the class");
        }
    }

    private static void addIf(List<String> out, boolean condition, String element) {
        if (condition) {
            out.add(element);
        }
    }

    private CaseSettings.Startup startup(String name, Layers<Startup> s) {
        int forks = atLeast(name, "startup.forks", count("startup.forks", s, Startup::forks, Defaults.STARTUP_FORKS), 1);
        int minForks = atLeast(name, "startup.minForks", Math.min(integer("startup.minForks",
                (int) s.whole(Startup::minForks, Defaults.STARTUP_MIN_FORKS)), forks), 1);
        int warmup = atLeast(name, "startup.warmup", count("startup.warmup", s, Startup::warmup, Defaults.STARTUP_WARMUP), 1);
        int requests = atLeast(name, "startup.requests", count("startup.requests", s, Startup::requests, Defaults.STARTUP_REQUESTS), 1);
        double precision = doubleValue("startup.precision", s.number(Startup::precision, Defaults.STARTUP_PRECISION));
        if (!(precision >= 0 && precision < 1)) {
            problems.add(name + ": startup.precision is " + precision + ": use a fraction such as 0.03 (±3%), or 0 to run every fork");
        }
        long budget = longValue("startup.caseBudgetSeconds", s.whole(Startup::caseBudgetSeconds, Defaults.STARTUP_CASE_BUDGET_SECONDS));
        if (budget < 0) {
            problems.add(name + ": startup.caseBudgetSeconds is " + budget + ": use 0 (no budget) or a number of seconds");
        }
        return new CaseSettings.Startup(forks, minForks, warmup, requests, precision, budget);
    }

    private CaseSettings.Steady steady(String name, Layers<Steady> s) {
        int forks = atLeast(name, "steady.forks", count("steady.forks", s, Steady::forks, Defaults.STEADY_FORKS), 0);
        if (forks == 0) {
            return ResolvedCaseSettings.noSteady();
        }
        return steadyPhase(name, s, forks);
    }

    /** The steady phase's settings, checked, for {@code forks} steady forks (a size ladder's, for a case that runs none). */
    private CaseSettings.Steady steadyPhase(String name, Layers<Steady> s, int forks) {
        long iterationMillis = longValue("steady.iterationMillis", s.whole(Steady::iterationMillis, Defaults.STEADY_ITERATION_MILLIS));
        int window = integer("steady.window", (int) s.whole(Steady::window, Defaults.STEADY_WINDOW));
        double tolerance = doubleValue("steady.tolerance", s.number(Steady::tolerance, Defaults.STEADY_TOLERANCE));
        long warmupMillis = longValue("steady.warmupMillis", s.whole(Steady::warmupMillis, Defaults.STEADY_WARMUP_MILLIS));
        int iterations = integer("steady.iterations", (int) s.whole(Steady::iterations, Defaults.STEADY_ITERATIONS));
        SteadyPairing pairing = choice("steady.pairing", s, Steady::pairing, SteadyPairing.DEFAULT, Defaults.STEADY_PAIRING);
        if (iterationMillis < 1) {
            problems.add(name + ": steady.iterationMillis is " + iterationMillis + ": use 1 or more (JMH uses 1000)");
        }
        if (window < 2) {
            problems.add(name + ": steady.window is " + window + ": use 2 or more iterations (5 is the default)");
        }
        if (!(tolerance > 0 && tolerance < 1)) {
            problems.add(name + ": steady.tolerance is " + tolerance + ": use a fraction such as 0.05 (±5%)");
        }
        if (warmupMillis < 0) {
            problems.add(name + ": steady.warmupMillis is " + warmupMillis + ": use 0 or more");
        }
        if (iterations < 1) {
            problems.add(name + ": steady.iterations is " + iterations + ": use 1 or more");
        }
        return new CaseSettings.Steady(forks, iterationMillis, window, tolerance, warmupMillis, iterations, pairing.name());
    }

    /**
     * The case's scenario: configuration parameter (by id), then the method's, then the class's,
     * else plain. The one place a scenario's id turns into the fixture's scenario.
     */
    private Scenario scenario(String caseName, ClientCase annotation, SdkBenchmark bench) {
        dev.sdkbench.junit.Scenario chosen = annotation.scenario() != dev.sdkbench.junit.Scenario.INHERIT ? annotation.scenario()
                : bench.scenario();
        String id = string("scenario", chosen == dev.sdkbench.junit.Scenario.INHERIT ? "" : chosen.id());
        if (id.isEmpty()) {
            return Scenarios.PLAIN;
        }
        try {
            return Scenarios.byId(id);
        } catch (IllegalArgumentException e) {
            problems.add(caseName + ": " + e.getMessage());
            return Scenarios.PLAIN;
        }
    }

    private void checkConstructor(Class<?> testClass) {
        if (Modifier.isAbstract(testClass.getModifiers())) {
            problems.add("the class is abstract: forks instantiate it, so make it concrete");
            return;
        }
        try {
            testClass.getDeclaredConstructor();
        } catch (NoSuchMethodException e) {
            problems.add("the class has no no-argument constructor: forks instantiate it with one, so add it");
        }
        if (testClass.getEnclosingClass() != null && !Modifier.isStatic(testClass.getModifiers())) {
            problems.add("the class is an inner (@Nested) class: forks cannot create it; make it a top-level or static nested class");
        }
    }

    private static String shape(Method method) {
        StringBuilder s = new StringBuilder();
        if (Modifier.isStatic(method.getModifiers())) {
            s.append("static ");
        }
        s.append(method.getReturnType().getSimpleName()).append(' ').append(method.getName()).append('(');
        Class<?>[] types = method.getParameterTypes();
        for (int i = 0; i < types.length; i++) {
            s.append(i == 0 ? "" : ", ").append(types[i].getSimpleName());
        }
        return s.append(')').toString();
    }

    /**
     * A count of forks or calls. A configuration parameter wins over the class's value (CI shrinks a
     * run with it); a count on the case's method is its ceiling, which a parameter can lower but never
     * raise, so that a case whose calls are slow by design (the retry path waits for every call)
     * stays short in a run that asks every case for 200 calls.
     */
    private <A extends Annotation> int count(String key, Layers<A> layers, ToLongFunction<A> element, int fallback) {
        if (layers.method() != null && element.applyAsLong(layers.method()) != Unset.NUMBER) {
            int own = (int) element.applyAsLong(layers.method());
            return Math.min(integer(key, own), own);
        }
        return integer(key, (int) layers.whole(element, fallback));
    }

    /**
     * An on/off setting: the configuration parameter ({@code true} or {@code false}), else the first
     * annotation that does not leave it at {@link Toggle#DEFAULT}, else {@code fallback}.
     */
    private <A extends Annotation> boolean toggle(String key, Layers<A> layers, Function<A, Toggle> element, boolean fallback) {
        return bool(key, layers.first(element, Toggle.DEFAULT, fallback ? Toggle.ON : Toggle.OFF) == Toggle.ON);
    }

    private int atLeast(String caseName, String key, int value, int min) {
        if (value < min) {
            problems.add(caseName + ": " + key + " is " + value + ": use " + min + " or more");
        }
        return value;
    }

    private int integer(String key, int fallback) {
        return config.apply(PREFIX + key).map(v -> parse(key, v, Integer::parseInt, fallback)).orElse(fallback);
    }

    private long longValue(String key, long fallback) {
        return config.apply(PREFIX + key).map(v -> parse(key, v, Long::parseLong, fallback)).orElse(fallback);
    }

    private double doubleValue(String key, double fallback) {
        return config.apply(PREFIX + key).map(v -> {
            try {
                return Double.parseDouble(v.trim());
            } catch (NumberFormatException e) {
                problems.add(PREFIX + key + " is '" + v + "': use a number such as 0.05");
                return fallback;
            }
        }).orElse(fallback);
    }

    private boolean bool(String key, boolean fallback) {
        return config.apply(PREFIX + key).map(v -> {
            String lower = v.trim().toLowerCase(Locale.ROOT);
            if (!lower.equals("true") && !lower.equals("false")) {
                problems.add(PREFIX + key + " is '" + v + "': use true or false");
                return fallback;
            }
            return Boolean.parseBoolean(lower);
        }).orElse(fallback);
    }

    private String string(String key, String fallback) {
        return config.apply(PREFIX + key).map(String::trim).orElse(fallback);
    }

    /**
     * One of an enum's constants: the configuration parameter, naming any constant but {@code blank} in any case;
     * else the first annotation that does not leave it at {@code blank}; else {@code fallback}.
     */
    private <A extends Annotation, E extends Enum<E>> E choice(String key, Layers<A> layers, Function<A, E> element, E blank,
                                                              E fallback) {
        E annotated = layers.first(element, blank, fallback);
        List<E> choices = Arrays.stream(blank.getDeclaringClass().getEnumConstants()).filter(c -> c != blank).toList();
        return config.apply(PREFIX + key).map(v -> choices.stream().filter(c -> c.name().equalsIgnoreCase(v.trim())).findFirst()
                .orElseGet(() -> {
                    problems.add(PREFIX + key + " is '" + v + "': use one of " + choices.stream()
                            .map(c -> c.name().toLowerCase(Locale.ROOT)).collect(Collectors.joining(", ")));
                    return annotated;
                })).orElse(annotated);
    }

    private <T> T parse(String key, String value, Function<String, T> parser, T fallback) {
        try {
            return parser.apply(value.trim());
        } catch (NumberFormatException e) {
            problems.add(PREFIX + key + " is '" + value + "': use a whole number");
            return fallback;
        }
    }

    private static String knownDialects() {
        return Arrays.stream(Dialect.values()).filter(d -> d != Dialect.INHERIT && d != Dialect.NONE).map(Dialect::name)
                .collect(Collectors.joining(", ")) + " (or NONE for a case that calls nothing)";
    }

    /**
     * Where a case's grouped setting can come from besides a configuration parameter: the
     * annotation on its method and on its class (each directly or through a team's own annotation,
     * each {@code null} when absent). An element left unset on the method takes the class's, then
     * the default.
     */
    private record Layers<A extends Annotation>(A method, A type) {

        static <A extends Annotation> Layers<A> of(AnnotatedElement method, Class<?> testClass, Class<A> annotation) {
            return new Layers<>(method == null ? null : AnnotationSupport.findAnnotation(method, annotation).orElse(null),
                    AnnotationSupport.findAnnotation(testClass, annotation).orElse(null));
        }

        /** The element of the first annotation that does not leave it at {@code blank}, else {@code fallback}. */
        <T> T first(Function<A, T> element, T blank, T fallback) {
            for (A a : present()) {
                T value = element.apply(a);
                if (!value.equals(blank)) {
                    return value;
                }
            }
            return fallback;
        }

        long whole(ToLongFunction<A> element, long fallback) {
            return first(element::applyAsLong, (long) Unset.NUMBER, fallback);
        }

        double number(ToDoubleFunction<A> element, double fallback) {
            return first(element::applyAsDouble, (double) Unset.NUMBER, fallback);
        }

        String text(Function<A, String> element, String fallback) {
            return first(element, Unset.TEXT, fallback);
        }

        /** The method's annotation, then the class's, those that are there. */
        private List<A> present() {
            List<A> out = new ArrayList<>(2);
            if (method != null) {
                out.add(method);
            }
            if (type != null) {
                out.add(type);
            }
            return out;
        }
    }
}
