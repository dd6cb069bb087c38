package dev.sdkbench.junit.settings;

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
import java.util.stream.Collectors;
import java.util.regex.Pattern;

import org.junit.platform.commons.support.AnnotationSupport;

import dev.sdkbench.fixture.Recording;
import dev.sdkbench.fixture.scenario.Scenario;
import dev.sdkbench.fixture.scenario.Scenarios;
import dev.sdkbench.junit.ClientCase;
import dev.sdkbench.junit.Dialect;
import dev.sdkbench.junit.FixturePlacement;
import dev.sdkbench.junit.Network;
import dev.sdkbench.junit.SdkBenchmark;
import dev.sdkbench.junit.SdkCase;
import dev.sdkbench.junit.Unsupported;
import dev.sdkbench.reports.model.StreamPacing;

/**
 * Turns the annotations and configuration parameters of a class into {@link RunSettings}, and
 * refuses nonsense before any fork starts. Precedence: configuration parameter
 * ({@code sdkbench.*}), then {@link ClientCase}, then {@link SdkBenchmark}.
 */
public final class SettingsResolver {

    public static final String PREFIX = "sdkbench.";
    private static final Pattern HEAP = Pattern.compile("\\d+[kKmMgG]?");

    private final Function<String, Optional<String>> config;
    private final List<String> problems = new ArrayList<>();

    /** @param config configuration parameters by full key, e.g. JUnit's {@code getConfigurationParameter} */
    public SettingsResolver(Function<String, Optional<String>> config) {
        this.config = config;
    }

    public RunSettings resolve(Class<?> testClass) {
        SdkBenchmark bench = AnnotationSupport.findAnnotation(testClass, SdkBenchmark.class).orElse(null);
        if (bench == null) {
            throw new SettingsException(testClass, List.of("the class is not annotated @SdkBenchmark: add it to the class"));
        }
        checkConstructor(testClass);
        int workers = integer("workers", bench.workers());
        if (workers < 0) {
            problems.add("workers is " + workers + ": use 0 (every CPU the plan offers) or a positive count");
        }
        boolean pin = bool("pin", bench.pin());
        boolean shareBuildCpu = bool("shareBuildCpu", bench.shareBuildCpu());
        FixturePlacement fixture = choice("fixture", FixturePlacement.class, bench.fixture());
        Network network = choice("network", Network.class, bench.network());
        long fixtureDelayMicros = longValue("fixtureDelayMicros", bench.fixtureDelayMicros());
        if (fixtureDelayMicros < 0) {
            problems.add("fixtureDelayMicros is " + fixtureDelayMicros + ": use 0 or more");
        }
        int fixtureWarmup = integer("fixtureWarmup", bench.fixtureWarmup());
        if (fixtureWarmup < 0) {
            problems.add("fixtureWarmup is " + fixtureWarmup + ": use 0 (no warmup) or a number of requests");
        }
        StreamPacing stream = streamSettings(bench);
        long seed = longValue("seed", bench.seed());
        if (seed == 0) {
            seed = new SecureRandom().nextLong() | 1;
        }
        List<CaseSettings> cases = new ArrayList<>();
        for (Method method : caseMethods(testClass)) {
            CaseSettings c = caseSettings(bench, method, fixtureDelayMicros);
            if (c != null) {
                cases.add(c);
            }
        }
        if (cases.isEmpty() && problems.isEmpty()) {
            problems.add("it has no @ClientCase method: add one, e.g. @ClientCase void myClient(SdkCase sdk) { ... }");
        }
        if (!problems.isEmpty()) {
            throw new SettingsException(testClass, problems);
        }
        SideBySide sideBySide = sideBySide(testClass, cases);
        if (!problems.isEmpty()) {
            throw new SettingsException(testClass, problems);
        }
        String library = string("library", bench.library());
        return new RunSettings(testClass, library, path("classpathFile"), seed, cases, new CpuSettings(workers, pin, shareBuildCpu, fixture),
                new FixtureSettings(fixtureDelayMicros, fixtureWarmup, stream), network, bool("machineProbe", bench.machineProbe()),
                sideBySide);
    }

    /**
     * The class's reference case (at most one) and the baseline classpath from
     * {@code sdkbench.baselineClasspathFile} and {@code sdkbench.baselineLabel}.
     */
    private SideBySide sideBySide(Class<?> testClass, List<CaseSettings> cases) {
        List<String> references = caseMethods(testClass).stream().filter(m -> clientCase(m).reference())
                .map(Method::getName).toList();
        if (references.size() > 1) {
            problems.add("cases " + String.join(", ", references) + " are each marked @ClientCase(reference = true):"
                    + " mark one, which the others are read against");
        }
        String reference = references.isEmpty() ? null : references.get(0);
        cases.stream().filter(c -> c.id().equals(reference) && c.unsupported() != null).findFirst().ifPresent(c -> problems.add(
                "the reference case " + c.id() + " is @Unsupported: the reference must run, so mark another case reference"));
        double tolerance = doubleValue("tolerance", 0.02);
        if (!(tolerance >= 0 && tolerance < 1)) {
            problems.add("tolerance is " + tolerance + ": use a fraction such as 0.02 (a ratio within ±2% reads SAME)");
        }
        Path baselineFile = path("baselineClasspathFile");
        String label = string("baselineLabel", "baseline");
        SideBySide.Baseline baseline = null;
        if (baselineFile != null) {
            if (!label.matches("[A-Za-z0-9._-]+")) {
                problems.add("baselineLabel is '" + label + "': use letters, digits, '.', '_' or '-' (it names folders), e.g. 3.13.0");
            } else if (!java.nio.file.Files.isRegularFile(baselineFile)) {
                problems.add("baselineClasspathFile " + baselineFile + " does not exist: write the baseline's runtime classpath there"
                        + " with 'mvn dependency:build-classpath -Dmdep.includeScope=runtime -Dmdep.outputFile=...'");
            } else {
                baseline = new SideBySide.Baseline(label, baselineFile.toAbsolutePath());
            }
        }
        return new SideBySide(reference, reference == null ? referenceCases(testClass) : List.of(), path("referenceClasspathFile"),
                baseline, tolerance);
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
        return config.apply(PREFIX + key).filter(v -> !v.isBlank()).map(v -> Path.of(v.trim())).orElse(null);
    }

    private StreamPacing streamSettings(SdkBenchmark bench) {
        int deltas = integer("streamDeltas", bench.streamDeltas());
        String reply = Recording.lm15().text();
        int most = reply.codePointCount(0, reply.length());
        if (deltas < 1 || deltas > most) {
            problems.add("streamDeltas is " + deltas + ": use 1 to " + most + " (the fixture splits its reply \"" + reply
                    + "\" into that many non-empty deltas)");
        }
        long first = longValue("streamFirstDelayMicros", bench.streamFirstDelayMicros());
        long interval = longValue("streamIntervalMicros", bench.streamIntervalMicros());
        if (first < 0 || interval < 0 || first > Integer.MAX_VALUE || interval > Integer.MAX_VALUE) {
            problems.add("streamFirstDelayMicros and streamIntervalMicros are " + first + " and " + interval
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

    /** @param classDelayMicros the class's fixture delay, which a case without its own takes */
    private CaseSettings caseSettings(SdkBenchmark bench, Method method, long classDelayMicros) {
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
        StartupProtocol startup = startup(name, annotation, bench);
        SteadyProtocol steady = steady(name, annotation, bench);
        int timeout = atLeast(name, "forkTimeoutSeconds",
                integer("forkTimeoutSeconds", pick(annotation.forkTimeoutSeconds(), bench.forkTimeoutSeconds())), 1);
        String heap = string("heap", bench.heap());
        if (!HEAP.matcher(heap).matches()) {
            problems.add(name + ": heap '" + heap + "' is not a JVM size: use e.g. 256m or 1g");
        }
        Scenario scenario = scenario(name, annotation, bench);
        String expect = !annotation.expect().isEmpty() ? annotation.expect()
                : scenario.expectedText() != null ? scenario.expectedText() : bench.expect();
        if (expect.isEmpty()) {
            problems.add(name + ": the expected text is empty: set expect to the text the fixture's recording returns");
        }
        if (bench.maxTokens() < 1) {
            problems.add(name + ": maxTokens is " + bench.maxTokens() + ": use 1 or more");
        }
        List<String> jvmArgs = new ArrayList<>(Arrays.asList(bench.jvmArgs()));
        jvmArgs.addAll(Arrays.asList(annotation.jvmArgs()));
        config.apply(PREFIX + "jvmArgs").ifPresent(extra -> jvmArgs.addAll(Arrays.asList(extra.trim().split("\\s+"))));
        jvmArgs.removeIf(String::isBlank);
        long delayMicros = annotation.fixtureDelayMicros() == -1 ? classDelayMicros : annotation.fixtureDelayMicros();
        if (delayMicros < 0) {
            problems.add(name + ": fixtureDelayMicros is " + delayMicros + ": use 0 or more, or leave it out to take the class's");
        }
        Unsupported unsupported = AnnotationSupport.findAnnotation(method, Unsupported.class).orElse(null);
        if (unsupported != null && unsupported.value().isBlank()) {
            problems.add(name + ": @Unsupported has no reason: say why the SDK cannot do the scenario");
        }
        Expectations expectations = new Expectations(scenario.prompt() != null ? scenario.prompt() : bench.prompt(), bench.maxTokens(),
                bench.model().isEmpty() ? null : bench.model(), expect);
        return new CaseSettings(name, dialect, annotation.stream() || bench.stream(), expectations, startup, steady,
                new ForkJvm(heap, jvmArgs, timeout), scenario, unsupported == null ? null : unsupported.value(), delayMicros);
    }

    private StartupProtocol startup(String name, ClientCase annotation, SdkBenchmark bench) {
        int forks = atLeast(name, "forks", count("forks", annotation.forks(), bench.forks()), 1);
        int minForks = atLeast(name, "minForks", Math.min(integer("minForks", bench.minForks()), forks), 1);
        int warmup = atLeast(name, "warmup", count("warmup", annotation.warmup(), bench.warmup()), 1);
        int requests = atLeast(name, "requests", count("requests", annotation.requests(), bench.requests()), 1);
        double precision = doubleValue("precision", bench.precision());
        if (!(precision >= 0 && precision < 1)) {
            problems.add(name + ": precision is " + precision + ": use a fraction such as 0.03 (±3%), or 0 to run every fork");
        }
        long budget = longValue("caseBudgetSeconds", bench.caseBudgetSeconds());
        if (budget < 0) {
            problems.add(name + ": caseBudgetSeconds is " + budget + ": use 0 (no budget) or a number of seconds");
        }
        return new StartupProtocol(forks, minForks, warmup, requests, precision, budget);
    }

    private SteadyProtocol steady(String name, ClientCase annotation, SdkBenchmark bench) {
        int forks = atLeast(name, "steadyForks", count("steadyForks", annotation.steadyForks(), bench.steadyForks()), 0);
        if (!bool("steady", bench.steady()) || forks == 0) {
            return SteadyProtocol.none();
        }
        long iterationMillis = longValue("steadyIterationMillis", bench.steadyIterationMillis());
        int window = integer("steadyWindow", bench.steadyWindow());
        double tolerance = doubleValue("steadyTolerance", bench.steadyTolerance());
        long warmupMillis = longValue("steadyWarmupMillis", bench.steadyWarmupMillis());
        int iterations = integer("steadyIterations", bench.steadyIterations());
        if (iterationMillis < 1) {
            problems.add(name + ": steadyIterationMillis is " + iterationMillis + ": use 1 or more (JMH uses 1000)");
        }
        if (window < 2) {
            problems.add(name + ": steadyWindow is " + window + ": use 2 or more iterations (5 is the default)");
        }
        if (!(tolerance > 0 && tolerance < 1)) {
            problems.add(name + ": steadyTolerance is " + tolerance + ": use a fraction such as 0.05 (±5%)");
        }
        if (warmupMillis < 0) {
            problems.add(name + ": steadyWarmupMillis is " + warmupMillis + ": use 0 or more");
        }
        if (iterations < 1) {
            problems.add(name + ": steadyIterations is " + iterations + ": use 1 or more");
        }
        return new SteadyProtocol(forks, iterationMillis, window, tolerance, warmupMillis, iterations);
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

    private static int pick(int methodValue, int classValue) {
        return methodValue >= 0 ? methodValue : classValue;
    }

    /**
     * A count of forks or calls. A configuration parameter wins over the class's value (CI shrinks a
     * run with it); a count on the case itself is its ceiling, which a parameter can lower but never
     * raise, so that a case whose calls are slow by design (the retry path waits for every call)
     * stays short in a run that asks every case for 200 calls.
     */
    private int count(String key, int caseValue, int classValue) {
        return caseValue >= 0 ? Math.min(integer(key, caseValue), caseValue) : integer(key, classValue);
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

    /** One of an enum's constants, named in any case. */
    private <E extends Enum<E>> E choice(String key, Class<E> type, E fallback) {
        return config.apply(PREFIX + key).map(v -> {
            try {
                return Enum.valueOf(type, v.trim().toUpperCase(Locale.ROOT));
            } catch (IllegalArgumentException e) {
                problems.add(PREFIX + key + " is '" + v + "': use one of " + Arrays.stream(type.getEnumConstants())
                        .map(c -> c.name().toLowerCase(Locale.ROOT)).collect(Collectors.joining(", ")));
                return fallback;
            }
        }).orElse(fallback);
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
}
